import { isStorableText, text } from '@nearbite/contract/common';
import type { ServerErrorKey } from '@nearbite/domain/errors';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import type { ProcessorEvent } from './card-processor.js';

/**
 * Stripe's shapes shared by both processors: the sandbox answers and signs events in Stripe's format, so
 * the decline-code table and the event mapping below serve the sandbox and Stripe alike.
 */

/** Stripe's error codes and decline codes → the catalogue's card-payment errors. */
const failureKeys: Record<string, ServerErrorKey> = {
  card_declined: 'CARD_PAYMENT_DECLINED',
  generic_decline: 'CARD_PAYMENT_DECLINED',
  do_not_honor: 'CARD_PAYMENT_DECLINED',
  fraudulent: 'CARD_PAYMENT_DECLINED',
  lost_card: 'CARD_PAYMENT_DECLINED',
  stolen_card: 'CARD_PAYMENT_DECLINED',
  insufficient_funds: 'CARD_INSUFFICIENT_FUNDS',
  expired_card: 'CARD_EXPIRED',
  incorrect_cvc: 'CARD_INFO_INCORRECT',
  invalid_cvc: 'CARD_INFO_INCORRECT',
  incorrect_number: 'CARD_INFO_INCORRECT',
  invalid_number: 'CARD_INFO_INCORRECT',
  invalid_expiry_month: 'CARD_INFO_INCORRECT',
  invalid_expiry_year: 'CARD_INFO_INCORRECT',
  incorrect_zip: 'CARD_INFO_INCORRECT',
  authentication_required: 'CARD_AUTHENTICATION_REQUIRED',
  payment_intent_authentication_failure: 'CARD_AUTHENTICATION_REQUIRED',
  duplicate_transaction: 'CARD_PAYMENT_DUPLICATE',
  amount_too_small: 'CARD_PAYMENT_AMOUNT_INVALID',
  amount_too_large: 'CARD_PAYMENT_AMOUNT_INVALID',
  processing_error: 'CARD_PAYMENT_FAILED',
  card_not_supported: 'CARD_TYPE_UNSUPPORTED',
};

/** The catalogue key of a Stripe failure; the decline code is the more precise of the two. */
export function failureKeyOf(code: string | null | undefined, declineCode?: string | null): ServerErrorKey {
  return (declineCode && failureKeys[declineCode]) || (code && failureKeys[code]) || 'CARD_PAYMENT_DECLINED';
}

/** What both processors' events carry (a subset of Stripe's Event). */
export interface StripeLikeEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

/** The part of an event the service reads; its id is stored, so it must be text PostgreSQL can hold. */
const eventShape = z.object({
  id: text().min(1).max(255),
  type: text().max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text the service may look up or store; anything else in an event counts as absent. */
const stringOf = (value: unknown): string | null =>
  typeof value === 'string' && isStorableText(value) && value.length <= 255 ? value : null;

/** A signed webhook body read as JSON; a correct signature does not make the body an event (A1, not 500). */
export function parseWebhookJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    throw new AppError('REQUEST_INVALID', 'The webhook body is not JSON.');
  }
}

/** A verified event in the processor-neutral shape the payments service applies; A1 when it is not an event. */
export function toProcessorEvent(body: unknown): ProcessorEvent {
  const parsed = eventShape.safeParse(body);
  if (!parsed.success) throw new AppError('REQUEST_INVALID', 'The webhook body is not an event.');
  const event = parsed.data;
  const object = event.data.object;
  const base = {
    id: event.id,
    rawType: event.type,
    processorPaymentId: null,
    processorRefundId: null,
    failureCode: null,
    paymentId: isRecord(object.metadata) ? stringOf(object.metadata.paymentId) : null,
  };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { ...base, type: 'payment.succeeded', processorPaymentId: stringOf(object.id) };
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const error = (object.last_payment_error ?? {}) as Record<string, unknown>;
      return {
        ...base,
        type: 'payment.failed',
        processorPaymentId: stringOf(object.id),
        failureCode:
          event.type === 'payment_intent.canceled'
            ? 'CARD_PAYMENT_CANCELED'
            : failureKeyOf(stringOf(error.code), stringOf(error.decline_code)),
      };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated': {
      // A refund Stripe first accepts (pending, even succeeded) may still fail days later, e.g. on a
      // closed card: Stripe then sends refund.failed, refund.updated and charge.refund.updated with the
      // status failed. A canceled refund gave nothing back either. Other states change nothing here.
      const status = stringOf(object.status);
      const type =
        status === 'succeeded'
          ? 'refund.succeeded'
          : status === 'failed' || status === 'canceled'
            ? 'refund.failed'
            : null;
      if (!type) return { ...base, type: 'other' };
      return {
        ...base,
        type,
        processorRefundId: stringOf(object.id),
        processorPaymentId: stringOf(object.payment_intent),
      };
    }
    default:
      return { ...base, type: 'other' };
  }
}
