import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('defaults to demo mode on port 8080 with data in ./data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.demoMode).toBe(true);
    expect(config.cookieSecure).toBe(false);
    expect(config.seedOnStart).toBe(true);
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

  it('turns on secure cookies and HSTS in production', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config.cookieSecure).toBe(true);
    expect(config.hsts).toBe(true);
  });
});
