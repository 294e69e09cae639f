import { describe, expect, it } from 'vitest';
import {
  APPLE_PAY_METHOD,
  checkWalletSupport,
  GOOGLE_PAY_METHOD,
  WalletSupport,
  walletMethods,
  walletToken,
  walletTotal,
} from './wallet';

const config = { publishableKey: 'pk_test', walletsEnabled: true, platform: 'stripe' as const };

function fakeRequest(canPay: boolean | 'throws') {
  return class {
    canMakePayment() {
      if (canPay === 'throws') return Promise.reject(new Error('NotAllowed'));
      return Promise.resolve(canPay);
    }
  } as unknown as new (
    methods: PaymentMethodData[],
    details: PaymentDetailsInit,
  ) => PaymentRequest;
}

describe('wallet support', () => {
  it('is unsupported without the Payment Request API, with wallets off, or when it cannot pay', async () => {
    await expect(checkWalletSupport(config, undefined)).resolves.toBe(WalletSupport.unsupported);
    await expect(checkWalletSupport({ ...config, walletsEnabled: false }, fakeRequest(true))).resolves.toBe(
      WalletSupport.unsupported,
    );
    await expect(checkWalletSupport(config, fakeRequest(false))).resolves.toBe(WalletSupport.unsupported);
    await expect(checkWalletSupport(config, fakeRequest('throws'))).resolves.toBe(WalletSupport.unsupported);
    await expect(checkWalletSupport(config, fakeRequest(true))).resolves.toBe(WalletSupport.supported);
  });

  it('offers Apple Pay (session version 3) only with a merchant id, Google Pay through the processor', () => {
    expect(walletMethods(config).map((method) => method.supportedMethods)).toEqual([GOOGLE_PAY_METHOD]);
    const both = walletMethods({ ...config, applePayMerchantId: 'merchant.com.nearbite' });
    expect(both.map((method) => method.supportedMethods)).toEqual([APPLE_PAY_METHOD, GOOGLE_PAY_METHOD]);
    expect(both[0]?.data).toMatchObject({ version: 3, countryCode: 'US' });
    expect(JSON.stringify(both[1]?.data)).toContain('"stripe:publishableKey":"pk_test"');
    expect(walletTotal('Order', 2599).total.amount).toEqual({ currency: 'USD', value: '25.99' });
  });

  it('reads the token out of each wallet’s answer', () => {
    expect(
      walletToken(GOOGLE_PAY_METHOD, {
        paymentMethodData: { tokenizationData: { token: JSON.stringify({ id: 'tok_1' }) } },
      }),
    ).toEqual({ paymentType: 'GooglePay', tokenFields: null, tokenId: 'tok_1' });
    expect(
      walletToken(APPLE_PAY_METHOD, { token: { paymentData: { data: 'x' }, transactionIdentifier: 'T' } }),
    ).toEqual({
      paymentType: 'ApplePay',
      tokenFields: { pk_token: '{"data":"x"}', pk_token_transaction_id: 'T' },
      tokenId: null,
    });
    expect(walletToken(GOOGLE_PAY_METHOD, {})).toBeNull();
    expect(walletToken('basic-card', {})).toBeNull();
  });
});
