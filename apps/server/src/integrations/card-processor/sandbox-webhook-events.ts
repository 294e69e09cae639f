import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock.js';
import type { SandboxIntent } from './sandbox-card-processor.repository.js';
import { declineOf } from './sandbox-test-cards.js';
import type { StripeLikeEvent } from './stripe-shapes.js';
import { signWebhookPayload } from './webhook-signature.js';

/** A webhook the sandbox signed, for the payments service's webhook code path. */
export interface SignedSandboxEvent {
  payload: string;
  signature: string;
}

/** A fresh id in Stripe's form (`pi_…`, `evt_…`). */
export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** An intent as Stripe's API and its events show it; refund bookkeeping in its metadata stays hidden. */
export function intentJson(intent: SandboxIntent) {
  const decline = intent.status === 'requires_payment_method' ? declineOf(intent.behaviour) : null;
  return {
    id: intent.id,
    object: 'payment_intent' as const,
    amount: intent.amount,
    currency: 'usd',
    status: intent.status,
    client_secret: intent.clientSecret,
    payment_method: intent.paymentMethodId,
    metadata: Object.fromEntries(
      Object.entries(intent.metadata).filter(([key]) => !key.startsWith('refund:')),
    ),
    next_action: intent.status === 'requires_action' ? { type: 'use_sandbox_sdk' } : null,
    last_payment_error: decline
      ? {
          type: 'card_error',
          code: decline.code,
          decline_code: decline.declineCode,
          message: decline.message,
        }
      : null,
  };
}

/**
 * A signed Stripe-format event about an intent, as Stripe would deliver it to the webhook now;
 * null for a status Stripe sends no event about.
 */
export function eventFor(
  intent: SandboxIntent,
  webhookSecret: string,
  clock: Clock,
): SignedSandboxEvent | null {
  const type =
    intent.status === 'succeeded'
      ? 'payment_intent.succeeded'
      : intent.status === 'requires_payment_method'
        ? 'payment_intent.payment_failed'
        : null;
  if (!type) return null;
  const event: StripeLikeEvent & { object: 'event'; created: number } = {
    id: stripeId('evt'),
    object: 'event',
    type,
    created: Math.floor(clock() / 1000),
    data: { object: intentJson(intent) },
  };
  const payload = JSON.stringify(event);
  return { payload, signature: signWebhookPayload(payload, webhookSecret, Math.floor(clock() / 1000)) };
}
