import { describe, expect, it } from 'vitest';
import { createApplePaySessions, isAppleValidationUrl } from './apple-pay-session.js';

describe('Apple Pay merchant validation', () => {
  it('goes only to Apple’s hosts over https', () => {
    expect(isAppleValidationUrl('https://apple-pay-gateway.apple.com/paymentservices/startSession')).toBe(
      true,
    );
    expect(
      isAppleValidationUrl('https://cn-apple-pay-gateway.apple.com/paymentservices/paymentSession'),
    ).toBe(true);
    expect(isAppleValidationUrl('http://apple-pay-gateway.apple.com/paymentservices/startSession')).toBe(
      false,
    );
    expect(isAppleValidationUrl('https://apple.com.evil.example/startSession')).toBe(false);
    expect(isAppleValidationUrl('https://evilapple.com/startSession')).toBe(false);
    expect(isAppleValidationUrl('https://apple-pay-gateway.apple.com:8443/x')).toBe(false);
    expect(isAppleValidationUrl('not a url')).toBe(false);
  });

  it('answers E4 without a merchant and refuses other hosts before calling out', async () => {
    await expect(
      createApplePaySessions(null).requestSession('https://apple-pay-gateway.apple.com/x', 'example.com'),
    ).rejects.toMatchObject({ key: 'APPLE_PAY_UNAVAILABLE' });
    const configured = createApplePaySessions({
      merchantId: 'merchant.test',
      certPath: '/nonexistent/cert.pem',
      keyPath: '/nonexistent/key.pem',
      displayName: 'Test',
    });
    await expect(configured.requestSession('https://example.com/x', 'example.com')).rejects.toMatchObject({
      key: 'REQUEST_INVALID',
    });
    await expect(
      configured.requestSession('https://apple-pay-gateway.apple.com/x', 'example.com'),
    ).rejects.toMatchObject({ key: 'APPLE_PAY_UNAVAILABLE' });
  });
});
