import type { AddCardBodyDto, CardPlatform } from '@nearbite/contract/cards';
import type { YearMonth } from '@nearbite/domain/card-form';

/** What the add-card form collects. The number and CVC only ever go to the card processor. */
export interface CardDetails {
  /** As typed and formatted, e.g. "4242-4242-4242-4242". */
  cardNumber: string;
  expiry: YearMonth;
  cvc: string;
  zip: string;
  firstName: string;
  lastName: string;
}

/** Where and how the processor's create-payment-method call goes (GET /configs/cardProcessor). */
export interface PaymentMethodEndpoint {
  paymentMethodsUrl: string;
  publishableKey: string;
}

/** The processor's answer: a payment method id, or its error (Stripe's shape) when there is one. */
export type PaymentMethodResult =
  | { ok: true; id: string }
  | { ok: false; code: string | null; message: string | null };

/** "MM/YYYY", as POST /user/creditCards takes the expiry. */
export function expirationDate({ year, month }: YearMonth): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}

/** The number as our API may see it: only the last four digits, whatever the card's length. */
export function maskedCardNumber(cardNumber: string): string {
  return `****-****-****-${cardNumber.replace(/\D/g, '').slice(-4)}`;
}

/** The form body of the processor's create-payment-method call (Stripe's field names). */
export function paymentMethodForm(details: CardDetails): URLSearchParams {
  return new URLSearchParams({
    type: 'card',
    'card[number]': details.cardNumber.replace(/\D/g, ''),
    'card[exp_month]': String(details.expiry.month),
    'card[exp_year]': String(details.expiry.year),
    'card[cvc]': details.cvc,
    'billing_details[name]': `${details.firstName.trim()} ${details.lastName.trim()}`,
    'billing_details[address][postal_code]': details.zip,
  });
}

function processorError(body: unknown): { code: string | null; message: string | null } {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return {
    code: typeof error?.code === 'string' ? error.code : null,
    message: typeof error?.message === 'string' && error.message.length > 0 ? error.message : null,
  };
}

/**
 * Creates a payment method straight at the card processor (form-encoded, public key as bearer), as
 * Stripe's own clients do: the card number and CVC never reach our server.
 */
export async function createPaymentMethod(
  endpoint: PaymentMethodEndpoint,
  details: CardDetails,
  doFetch: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<PaymentMethodResult> {
  let response: Response;
  try {
    response = await doFetch(endpoint.paymentMethodsUrl, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${endpoint.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: paymentMethodForm(details),
      // The processor needs no cookie of ours (it may be another origin).
      credentials: 'omit',
    });
  } catch {
    return { ok: false, code: null, message: null };
  }
  const body: unknown = await response.json().catch(() => null);
  const id = (body as { id?: unknown } | null)?.id;
  if (response.ok && typeof id === 'string' && id.length > 0) return { ok: true, id };
  return { ok: false, ...processorError(body) };
}

/** The body of POST /user/creditCards once the processor gave a payment method id. */
export function addCardBody(details: CardDetails, token: string, platform: CardPlatform): AddCardBodyDto {
  return {
    cardNumber: maskedCardNumber(details.cardNumber),
    expirationDate: expirationDate(details.expiry),
    firstName: details.firstName.trim(),
    lastName: details.lastName.trim(),
    token,
    postalCode: details.zip,
    platform,
  };
}
