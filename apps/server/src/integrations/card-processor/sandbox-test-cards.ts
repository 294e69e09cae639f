import { cardNetworkOf, cvcLength, isCardExpired, passesLuhn } from '@nearbite/domain/saved-cards';
import type { Clock } from '../../lib/clock.js';

/**
 * Stripe's test cards and what they do; any other valid number succeeds. 4000 0000 0000 5126 pays, and its
 * refunds fail (Stripe fails them a moment later with a charge.refund.updated event; the sandbox refuses
 * them at once, in its answer to the refund).
 */
const TEST_CARD_BEHAVIOURS: Record<string, SandboxBehaviour> = {
  '4242424242424242': 'succeed',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficientFunds',
  '4000002760003184': 'authenticate',
  '4000000000005126': 'refundFail',
};
export type SandboxBehaviour = 'succeed' | 'decline' | 'insufficientFunds' | 'authenticate' | 'refundFail';

/** What a failing behaviour answers, in Stripe's codes. */
export const DECLINES = {
  decline: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficientFunds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  authenticationFailed: {
    code: 'payment_intent_authentication_failure',
    declineCode: null,
    message: 'We are unable to authenticate your payment method.',
  },
} as const;

/** The fields of Stripe's create-payment-method form that the sandbox reads. */
export interface SandboxCardInput {
  type: string | undefined;
  number: string | undefined;
  expMonth: string | undefined;
  expYear: string | undefined;
  cvc: string | undefined;
  name: string | undefined;
  postalCode: string | undefined;
}

/** An error in Stripe's shape: `{ error: { type, code, message, param } }` with its HTTP status. */
export interface StripeStyleError {
  status: number;
  body: { error: { type: string; code?: string; decline_code?: string; message: string; param?: string } };
}

/** Stripe's card error (402) about one field. */
export const cardError = (code: string, message: string, param: string): StripeStyleError => ({
  status: 402,
  body: { error: { type: 'card_error', code, message, param } },
});

/** Stripe's invalid-request error with its status. */
export const requestError = (
  status: number,
  code: string,
  message: string,
  param?: string,
): StripeStyleError => ({
  status,
  body: { error: { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) } },
});

/** The decline a payment method's behaviour answers; null for one that pays. */
export function declineOf(behaviour: string | null) {
  if (behaviour === 'decline') return DECLINES.decline;
  if (behaviour === 'insufficientFunds') return DECLINES.insufficientFunds;
  if (behaviour === 'authenticate') return DECLINES.authenticationFailed;
  return null;
}

/** The status a confirmation with a method of this behaviour moves an intent to. */
export const confirmedStatus = (behaviour: string): string =>
  behaviour === 'succeed' || behaviour === 'refundFail'
    ? 'succeeded'
    : behaviour === 'authenticate'
      ? 'requires_action'
      : 'requires_payment_method';

/**
 * Checks a card the way Stripe test mode does; the number and CVC leave this function unstored. Answers
 * what the sandbox keeps of the card, or Stripe's error.
 */
export function checkCard(input: SandboxCardInput, clock: Clock) {
  if (input.type !== 'card') return requestError(400, 'parameter_invalid_string', 'Invalid type.', 'type');
  const number = (input.number ?? '').replace(/[\s-]/g, '');
  if (!number)
    return requestError(400, 'parameter_missing', 'Missing required param: card[number].', 'card[number]');
  const brand = cardNetworkOf(number);
  if (!passesLuhn(number))
    return cardError('incorrect_number', 'Your card number is incorrect.', 'card[number]');
  const expMonth = Number(input.expMonth);
  let expYear = Number(input.expYear);
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) {
    return cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'card[exp_month]');
  }
  if (Number.isInteger(expYear) && expYear < 100) expYear += 2000;
  if (!Number.isInteger(expYear) || expYear > 2100 || isCardExpired(expMonth, expYear, clock())) {
    return cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'card[exp_year]');
  }
  const cvc = input.cvc ?? '';
  if (!new RegExp(`^\\d{${cvcLength(brand)}}$`).test(cvc)) {
    return cardError('invalid_cvc', "Your card's security code is invalid.", 'card[cvc]');
  }
  return {
    brand: brand ?? 'unknown',
    last4: number.slice(-4),
    expMonth,
    expYear,
    behaviour: TEST_CARD_BEHAVIOURS[number] ?? 'succeed',
  };
}
