import { CODE_RATE_PER_CLIENT } from '@nearbite/domain/verification';
import { describe, expect, it } from 'vitest';
import { createTestApp, jsonHeaders } from './test/test-app.js';

/** What a production deployment with real providers sets (fake credentials; nothing is called). */
const realProviders = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'secret',
  TWILIO_FROM: '+14155550000',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://user:pass@mail.example.com:587',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_x',
};

describe('the dev outbox in production', () => {
  it('is not served without DEMO_MODE=true', async () => {
    const production = await createTestApp(realProviders);
    try {
      const outbox = await production.app.inject({ method: 'GET', url: '/apis/v1/dev/outbox' });
      expect(outbox.statusCode).toBe(404);
      expect(outbox.json()).toMatchObject({ errType: 1, innerErrorType: 15 });
    } finally {
      await production.close();
    }
  });

  it('is served on a production demonstration site that sets DEMO_MODE=true and its own webhook secret', async () => {
    const demo = await createTestApp({
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      SANDBOX_WEBHOOK_SECRET: 'whsec_our_own_demo_secret',
    });
    try {
      const outbox = await demo.app.inject({ method: 'GET', url: '/apis/v1/dev/outbox' });
      expect(outbox.statusCode).toBe(200);
      expect(outbox.json()).toEqual({ messages: [] });
    } finally {
      await demo.close();
    }
  });
});

describe('client addresses behind a proxy', () => {
  /** A code request as one proxy forwards it: the proxy appends the address it saw to what the client sent. */
  const throughProxy = (
    app: Awaited<ReturnType<typeof createTestApp>>['app'],
    sent: string,
    phone: string,
    seenByProxy = '203.0.113.7',
  ) =>
    app.inject({
      method: 'POST',
      url: '/apis/v1/phoneVerification',
      remoteAddress: '10.0.0.2',
      headers: { ...jsonHeaders, 'x-forwarded-for': `${sent}, ${seenByProxy}` },
      payload: { internationalCode: '1', phoneNumber: phone },
    });

  for (const trustProxy of ['1', '10.0.0.0/8']) {
    it(`with TRUST_PROXY=${trustProxy} takes the address the proxy appended, so a client cannot pick its own`, async () => {
      const harness = await createTestApp({ TRUST_PROXY: trustProxy });
      try {
        for (let sent = 0; sent < CODE_RATE_PER_CLIENT; sent += 1) {
          const response = await throughProxy(harness.app, `1.2.3.${sent}`, `41555${30000 + sent}`);
          expect(response.statusCode).toBe(200);
        }
        // A new self-written address does not buy another code: the per-address rate counts 203.0.113.7.
        const refused = await throughProxy(harness.app, '1.2.3.4', '4155539999');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ errType: 1, innerErrorType: 11 });
        // Another client behind the same proxy is not capped: the cap is not the proxy's either.
        expect((await throughProxy(harness.app, '1.2.3.4', '4155539999', '203.0.113.8')).statusCode).toBe(
          200,
        );
        // The log names the address the proxy saw, never the client's pick.
        expect(harness.logs()).toContain('"remoteAddress":"203.0.113.7"');
        expect(harness.logs()).not.toContain('1.2.3.');
      } finally {
        await harness.close();
      }
    });
  }
});
