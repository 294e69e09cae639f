import { describe, expect, it } from 'vitest';
import {
  authenticationReturn,
  authenticationStep,
  parsePending,
  serializePending,
} from './authentication-return';

describe('authenticating a payment', () => {
  it('sends a Stripe 3-D Secure payment to the bank’s page, and keeps the sandbox’s dialog', () => {
    const bankPage = 'https://hooks.stripe.com/3d_secure_2/hosted?payment_intent=pi_1';
    expect(authenticationStep({ redirectUrl: bankPage }, 'stripe')).toEqual({
      kind: 'redirect',
      url: bankPage,
    });
    expect(authenticationStep({ redirectUrl: null }, 'sandbox')).toEqual({
      kind: 'dialog',
    });
    // Stripe without a redirect would need Stripe.js, which the app does not load.
    expect(authenticationStep({ redirectUrl: null }, 'stripe')).toEqual({
      kind: 'unsupported',
    });
  });
});

describe('coming back from the bank’s page', () => {
  const back = (query: string) => new URLSearchParams(query);

  it('confirms the payment Stripe names on the return address', () => {
    expect(
      authenticationReturn(
        back('orderId=o-1&authenticated=1&payment_intent=pi_9&payment_intent_client_secret=pi_9_secret_x'),
        null,
      ),
    ).toEqual({ orderId: 'o-1', transactionId: 'pi_9' });
  });

  it('falls back to the payment kept for the same order, and ignores an ordinary visit', () => {
    const kept = parsePending(serializePending({ orderId: 'o-1', transactionId: 'pi_kept' }));
    expect(authenticationReturn(back('orderId=o-1&authenticated=1'), kept)).toEqual({
      orderId: 'o-1',
      transactionId: 'pi_kept',
    });
    expect(authenticationReturn(back('orderId=o-2&authenticated=1'), kept)).toBeNull();
    expect(authenticationReturn(back('orderId=o-1&payment_intent=pi_9'), kept)).toBeNull();
    expect(authenticationReturn(back('authenticated=1&payment_intent=pi_9'), kept)).toBeNull();
  });

  it('reads nothing from a missing or foreign stored value', () => {
    expect(parsePending(null)).toBeNull();
    expect(parsePending('not json')).toBeNull();
    expect(parsePending('{"orderId":"o-1"}')).toBeNull();
  });
});
