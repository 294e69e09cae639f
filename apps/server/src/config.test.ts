import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_SANDBOX_WEBHOOK_SECRET, loadConfig } from './config.js';
import { createSmsProvider } from './integrations/sms/create-sms-provider.js';

/** Real providers for every kind: what a production deployment sets. */
const realProviders = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'twilio-token',
  TWILIO_FROM: '+14155550000',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://user:pass@mail.example.com:587',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_live_x',
};

/** The ConfigError message loadConfig throws for an environment (fails the test when it starts). */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('configuration', () => {
  it('defaults to demo mode on port 8080 with data in ./data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.demoMode).toBe(true);
    expect(config.cookieSecure).toBe(false);
    expect(config.seedOnStart).toBe(true);
    expect(config.orderSimulator).toBe(true);
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('gives the embedded database a 16 MB buffer cache unless told otherwise, and refuses zero', () => {
    expect(loadConfig({}).PGLITE_SHARED_BUFFERS_MB).toBe(16);
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '128' }).PGLITE_SHARED_BUFFERS_MB).toBe(128);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
  });

  it('lets the heap grow 20% past its live size and leaves the young generation to the start command unless told', () => {
    expect(loadConfig({}).HEAP_GROWING_PERCENT).toBe(20);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '0' }).HEAP_GROWING_PERCENT).toBe(0);
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: '-1' })).toThrow(/HEAP_GROWING_PERCENT/);
    expect(loadConfig({}).YOUNG_GENERATION).toBeUndefined();
    expect(loadConfig({ YOUNG_GENERATION: 'growing' }).YOUNG_GENERATION).toBe('growing');
    expect(() => loadConfig({ YOUNG_GENERATION: 'large' })).toThrow(/YOUNG_GENERATION/);
  });

  it('stops on a bad value with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('needs every Twilio setting when Twilio is chosen', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /TWILIO_AUTH_TOKEN/,
    );
  });

  it('leaves demo mode outside production once a real SMS provider is set, or when DEMO_MODE=false', () => {
    expect(loadConfig({ ...realProviders, NODE_ENV: 'development' }).demoMode).toBe(false);
    const off = loadConfig({ DEMO_MODE: 'false' });
    expect(off.demoMode).toBe(false);
    expect(off.seedOnStart).toBe(false);
    expect(off.orderSimulator).toBe(false);
  });

  it('writes answers with the fast serializer and compresses them, unless told otherwise', () => {
    expect(loadConfig({}).responseValidation).toBe(false);
    expect(loadConfig(realProviders).responseValidation).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).responseValidation).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', RESPONSE_VALIDATION: 'false' }).responseValidation).toBe(false);
    expect(loadConfig({ RESPONSE_VALIDATION: 'true' }).responseValidation).toBe(true);
    expect(loadConfig({}).COMPRESSION).toBe(true);
    expect(loadConfig({ COMPRESSION: 'false' }).COMPRESSION).toBe(false);
    expect(() => loadConfig({ RESPONSE_VALIDATION: 'sometimes' })).toThrow(/RESPONSE_VALIDATION/);
  });

  it('turns on secure cookies and HSTS in production, and no demo helpers', () => {
    const config = loadConfig(realProviders);
    expect(config.cookieSecure).toBe(true);
    expect(config.hsts).toBe(true);
    expect(config.demoMode).toBe(false);
    expect(config.seedOnStart).toBe(false);
    expect(config.orderSimulator).toBe(false);
    expect(config.cardProcessor).toBe('stripe');
  });
});

describe('production refuses demo providers without DEMO_MODE=true', () => {
  it('names every demo provider of a production start with no providers, and the setting to change', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toMatch(
      /SMS_PROVIDER=outbox is a demo provider.*set SMS_PROVIDER=twilio.*DEMO_MODE=true/,
    );
    expect(message).toMatch(/EMAIL_PROVIDER=outbox is a demo provider.*set EMAIL_PROVIDER=smtp/);
    expect(message).toMatch(/CARD_PROCESSOR=sandbox is a demo processor.*set CARD_PROCESSOR=stripe/);
    expect(message).toMatch(/SANDBOX_WEBHOOK_SECRET is the published development value/);
  });

  it('refuses each demo provider on its own', () => {
    expect(refusal({ ...realProviders, SMS_PROVIDER: 'outbox' })).toMatch(/SMS_PROVIDER=outbox/);
    expect(refusal({ ...realProviders, EMAIL_PROVIDER: 'outbox' })).toMatch(/EMAIL_PROVIDER=outbox/);
    expect(refusal({ ...realProviders, CARD_PROCESSOR: 'sandbox' })).toMatch(/CARD_PROCESSOR=sandbox/);
    expect(refusal({ ...realProviders, ORDER_SIMULATOR: 'true' })).toMatch(/ORDER_SIMULATOR=true/);
  });

  it('runs demo providers in production with DEMO_MODE=true, but never with the published webhook secret', () => {
    expect(refusal({ NODE_ENV: 'production', DEMO_MODE: 'true' })).toMatch(
      /^Unsafe production configuration:\n {2}SANDBOX_WEBHOOK_SECRET is the published development value[^\n]*$/,
    );
    const demo = loadConfig({
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      SANDBOX_WEBHOOK_SECRET: 'whsec_our_own_demo_secret',
    });
    expect(demo.demoMode).toBe(true);
    expect(demo.cardProcessor).toBe('sandbox');
    expect(demo.orderSimulator).toBe(true);
  });

  it('does not ask for a sandbox secret when Stripe is the processor', () => {
    expect(loadConfig(realProviders).SANDBOX_WEBHOOK_SECRET).toBe(DEVELOPMENT_SANDBOX_WEBHOOK_SECRET);
  });

  it('refuses to build a demo provider from a production configuration outside demo mode', () => {
    const config = { ...loadConfig(realProviders), SMS_PROVIDER: 'outbox' as const };
    expect(() => createSmsProvider(config, {} as never)).toThrow(/SMS_PROVIDER=outbox is a demo provider/);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a number of proxy hops', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it("takes the proxies' addresses, CIDRs and subnet names", () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true, which would trust the address the client writes, saying what to give instead', () => {
    for (const value of ['true', 'yes']) {
      expect(refusal({ TRUST_PROXY: value })).toMatch(
        /TRUST_PROXY.*number of proxies.*TRUST_PROXY=1.*addresses/,
      );
    }
  });

  it('refuses what is neither a hop count nor addresses', () => {
    expect(refusal({ TRUST_PROXY: '10.0.0.0/33' })).toMatch(/TRUST_PROXY.*"10.0.0.0\/33"/);
    expect(refusal({ TRUST_PROXY: 'proxy.internal' })).toMatch(/TRUST_PROXY.*"proxy.internal"/);
  });
});

describe('PLATFORM_ADMINS', () => {
  it('reads comma-separated US phones as their 10 digits, none by default', () => {
    expect(loadConfig({}).PLATFORM_ADMINS).toEqual([]);
    expect(loadConfig({ PLATFORM_ADMINS: '+14155550123, 415-555-0124,' }).PLATFORM_ADMINS).toEqual([
      '4155550123',
      '4155550124',
    ]);
  });

  it('refuses an entry that is not a US phone, naming it', () => {
    expect(refusal({ PLATFORM_ADMINS: '+14155550123,12345' })).toContain('12345 is not a US phone number');
  });
});
