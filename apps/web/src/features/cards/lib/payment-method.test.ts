import { describe, expect, it } from 'vitest';
import {
  addCardBody,
  type CardDetails,
  createPaymentMethod,
  expirationDate,
  maskedCardNumber,
  paymentMethodForm,
} from './payment-method';

const details: CardDetails = {
  cardNumber: '4242-4242-4242-4242',
  expiry: { year: 2030, month: 3 },
  cvc: '987',
  zip: '94108',
  firstName: ' Ada ',
  lastName: 'Lovelace',
};
const endpoint = { paymentMethodsUrl: '/apis/v1/sandbox/v1/payment_methods', publishableKey: 'pk_test_1' };

function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const doFetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { calls, doFetch };
}

describe('the add-card call to the processor', () => {
  it('posts Stripe’s form fields with the digits only, and the public key as bearer', async () => {
    const { calls, doFetch } = answering(200, { id: 'pm_123' });
    await expect(createPaymentMethod(endpoint, details, doFetch)).resolves.toEqual({
      ok: true,
      id: 'pm_123',
    });
    const [call] = calls;
    expect(call?.url).toBe(endpoint.paymentMethodsUrl);
    expect(new Headers(call?.init.headers).get('authorization')).toBe('Bearer pk_test_1');
    expect(new Headers(call?.init.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(call?.init.body)))).toEqual({
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '3',
      'card[exp_year]': '2030',
      'card[cvc]': '987',
      'billing_details[name]': 'Ada Lovelace',
      'billing_details[address][postal_code]': '94108',
    });
  });

  it('passes on the processor’s error message', async () => {
    const { doFetch } = answering(402, {
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    await expect(createPaymentMethod(endpoint, details, doFetch)).resolves.toEqual({
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined.',
    });
  });

  it('fails without a message when no payment method id comes back', async () => {
    const { doFetch } = answering(200, {});
    await expect(createPaymentMethod(endpoint, details, doFetch)).resolves.toEqual({
      ok: false,
      code: null,
      message: null,
    });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(createPaymentMethod(endpoint, details, offline)).resolves.toMatchObject({ ok: false });
  });
});

describe('what our API receives', () => {
  it('never carries the full number or the CVC', () => {
    const body = addCardBody(details, 'pm_123', 'sandbox');
    expect(body).toEqual({
      cardNumber: '****-****-****-4242',
      expirationDate: '03/2030',
      firstName: 'Ada',
      lastName: 'Lovelace',
      token: 'pm_123',
      postalCode: '94108',
      platform: 'sandbox',
    });
    expect(JSON.stringify(body)).not.toContain('4242424242424242');
    expect(JSON.stringify(body)).not.toContain('987');
  });

  it('masks numbers of any length down to the last four and writes the expiry as MM/YYYY', () => {
    expect(maskedCardNumber('3782-8224-6310-005')).toBe('****-****-****-0005');
    expect(expirationDate({ year: 2020, month: 11 })).toBe('11/2020');
    expect(paymentMethodForm({ ...details, cardNumber: '4000 0027 6000 3184' }).get('card[number]')).toBe(
      '4000002760003184',
    );
  });
});
