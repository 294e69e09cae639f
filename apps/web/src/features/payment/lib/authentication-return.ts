import type { CardPlatform } from '@nearbite/contract/cards';
import type { PaymentOutcomeDto } from '@nearbite/contract/payments';

/** How a payment that answered requiresAction is authenticated. */
export type AuthenticationStep =
  | { kind: 'redirect'; url: string }
  | { kind: 'dialog' }
  /** Stripe asked for an in-page action this app cannot run without Stripe.js. */
  | { kind: 'unsupported' };

/**
 * Stripe's 3-D Secure goes to the bank's page and back (no Stripe.js); the sandbox keeps its own
 * authentication dialog.
 */
export function authenticationStep(
  outcome: Pick<PaymentOutcomeDto, 'redirectUrl'>,
  platform: CardPlatform,
): AuthenticationStep {
  if (outcome.redirectUrl) return { kind: 'redirect', url: outcome.redirectUrl };
  return platform === 'stripe' ? { kind: 'unsupported' } : { kind: 'dialog' };
}

/** A payment waiting for the diner to come back from the bank's page. */
export interface PendingAuthentication {
  orderId: string;
  transactionId: string;
}

/** The sessionStorage key of the payment sent to the bank's page. */
export const PENDING_AUTHENTICATION_KEY = 'nearbite.payment.authentication';

/** The pending payment as sessionStorage keeps it. */
export const serializePending = (pending: PendingAuthentication) => JSON.stringify(pending);

/** The pending payment read back; null when absent or not ours. */
export function parsePending(text: string | null): PendingAuthentication | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PendingAuthentication> | null;
    return typeof value?.orderId === 'string' && typeof value.transactionId === 'string'
      ? { orderId: value.orderId, transactionId: value.transactionId }
      : null;
  } catch {
    return null;
  }
}

/**
 * The payment to confirm when /payment opens as the bank's return address
 * (`?orderId=…&authenticated=1&payment_intent=…`, Stripe adding payment_intent): Stripe's payment_intent,
 * else the one kept before leaving for that order; null when this is no such return.
 */
export function authenticationReturn(
  params: URLSearchParams,
  pending: PendingAuthentication | null,
): PendingAuthentication | null {
  const orderId = params.get('orderId');
  if (!orderId || params.get('authenticated') !== '1') return null;
  const transactionId =
    params.get('payment_intent') || (pending?.orderId === orderId ? pending.transactionId : null);
  return transactionId ? { orderId, transactionId } : null;
}
