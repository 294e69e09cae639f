import { describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  APP_VERSION,
  CONSOLE_PATH,
  REQUEST_TIMEOUT_MS,
  SPLASH_DURATION_MS,
  SUCCESS_CLOSE_MS,
  WELCOME_GIFT_DELAY_MS,
} from './app-constants.js';
import { PHONE_DIGITS, PHONE_INPUT_MAX_LENGTH } from './phone.js';
import { BROWSER_SESSION_MS, KEEP_LOGIN_SESSION_MS, SESSION_TOKEN_BYTES } from './session.js';
import {
  CODE_DAILY_CAP_PER_CLIENT,
  CODE_DAILY_CAP_PER_PHONE,
  CODE_MAX_WRONG_TRIES,
  CODE_RATE_PER_CLIENT,
  CODE_RATE_WINDOW_MS,
  CODE_RESEND_INTERVAL_MS,
  CODE_TTL_MS,
  LOGIN_CODE_LENGTH,
} from './verification.js';

describe('numbers of the specifications', () => {
  it('pins the shell constants', () => {
    expect(APP_VERSION).toBe('2.3.0');
    expect(API_BASE_PATH).toBe('/apis/v1');
    expect(CONSOLE_PATH).toBe('/console');
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(SPLASH_DURATION_MS).toBe(1600);
    expect(WELCOME_GIFT_DELAY_MS).toBe(2000);
    expect(SUCCESS_CLOSE_MS).toBe(3000);
  });

  it('pins the sign-in rules', () => {
    expect(LOGIN_CODE_LENGTH).toBe(4);
    expect(CODE_TTL_MS).toBe(10 * 60 * 1000);
    expect(CODE_MAX_WRONG_TRIES).toBe(5);
    expect(CODE_RESEND_INTERVAL_MS).toBe(60_000);
    expect(CODE_DAILY_CAP_PER_PHONE).toBe(10);
    // A carrier's NAT shares one address among many diners: a high daily cap, spread by a per-minute rate.
    expect(CODE_DAILY_CAP_PER_CLIENT).toBe(500);
    expect(CODE_RATE_PER_CLIENT).toBe(10);
    expect(CODE_RATE_WINDOW_MS).toBe(60_000);
    expect(PHONE_DIGITS).toBe(10);
    expect(PHONE_INPUT_MAX_LENGTH).toBe(12);
  });

  it('pins the session rules', () => {
    expect(KEEP_LOGIN_SESSION_MS).toBe(30 * 24 * 60 * 60 * 1000);
    expect(BROWSER_SESSION_MS).toBe(24 * 60 * 60 * 1000);
    expect(SESSION_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
  });
});
