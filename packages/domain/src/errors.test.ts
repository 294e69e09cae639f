import { describe, expect, it } from 'vitest';
import { errorFamilies } from './error-families.js';
import { errorEnvelope, type ServerErrorKey, serverErrors } from './errors.js';
import { accountErrors } from './errors-accounts.js';
import { consoleErrors } from './errors-console.js';
import { menuErrors } from './errors-menu.js';
import { menuEditingErrors } from './errors-menu-editing.js';
import { moneySettingsErrors } from './errors-money-settings.js';
import { paymentErrors } from './errors-payments.js';
import { photoErrors } from './errors-photos.js';
import { pickupAddressErrors } from './errors-pickup-addresses.js';
import { platformErrors } from './errors-platform.js';
import { platformAdminErrors } from './errors-platform-admin.js';
import { promotionErrors } from './errors-promotions.js';
import { reportErrors } from './errors-reports.js';
import { storeErrors } from './errors-store.js';
import { storeSetupErrors } from './errors-store-setup.js';

const entries = Object.entries(serverErrors) as [ServerErrorKey, (typeof serverErrors)[ServerErrorKey]][];
const codes = entries.map(([, definition]) => definition.code);

function codesOf(letter: string): number[] {
  return codes
    .filter((code) => code.startsWith(letter))
    .map((code) => Number(code.slice(1)))
    .sort((a, b) => a - b);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

describe('serverErrors', () => {
  it('gives every key its own code', () => {
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('uses only the family letters of the envelope followed by a positive number', () => {
    const letters = Object.values(errorFamilies).join('');
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${letters}][1-9][0-9]*$`));
  });

  it('defines A1 to A198, then the console areas in blocks below A270, each exactly once', () => {
    const codes = codesOf('A');
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((code) => code < 200)).toEqual(range(1, 198));
    expect(codes.filter((code) => code >= 270)).toEqual([]);
  });

  it('defines B1-B3, C1-C10 with C100-C105, D1-D8, E1-E4 and F1-F3', () => {
    expect(codesOf('B')).toEqual(range(1, 3));
    expect(codesOf('C')).toEqual([...range(1, 10), ...range(100, 105)]);
    expect(codesOf('D')).toEqual(range(1, 8));
    expect(codesOf('E')).toEqual(range(1, 4));
    expect(codesOf('F')).toEqual(range(1, 3));
  });

  it('keeps the codes the server already answers with', () => {
    expect(serverErrors.REQUEST_INVALID.code).toBe('A1');
    expect(serverErrors.UNAUTHENTICATED.code).toBe('A7');
    expect(serverErrors.VERIFICATION_PHONE_DAILY_CAP.code).toBe('A12');
    expect(serverErrors.DEV_OUTBOX_DISABLED.code).toBe('A15');
    expect(serverErrors.LOGIN_PHONE_INCORRECT.code).toBe('F1');
    expect(serverErrors.PAYMENT_IN_PROGRESS).toMatchObject({ code: 'B3', status: 409 });
    expect(serverErrors.LOGIN_CODE_INCORRECT.code).toBe('F2');
    expect(serverErrors.LOGIN_PASSWORD_INCORRECT.code).toBe('F3');
  });

  it('keeps A93 a dine-in table meaning, as the client uses A93 for the table empty state', () => {
    expect(serverErrors.TABLE_NOT_FOUND.code).toBe('A93');
  });

  it('answers every error with a 4xx or 5xx status', () => {
    for (const [, { status }] of entries) {
      expect(Number.isInteger(status)).toBe(true);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThanOrEqual(599);
    }
  });

  it('never answers 401 outside sign-in problems, because the client logs the diner out on 401', () => {
    const unauthorized = entries.filter(([, { status }]) => status === 401).map(([key]) => key);
    expect(unauthorized.sort()).toEqual(['SESSION_EXPIRED', 'UNAUTHENTICATED']);
  });

  it('has a one-sentence English message for every key', () => {
    for (const [, { message }] of entries) expect(message).toMatch(/^[A-Z].*\.$/);
  });

  it('names keys in SCREAMING_SNAKE_CASE', () => {
    for (const [key] of entries) expect(key).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  });
});

describe('errorEnvelope', () => {
  it('turns the family letter into errType and the number into innerErrorType', () => {
    expect(errorEnvelope('REQUEST_INVALID')).toEqual({
      errType: 1,
      innerErrorType: 1,
      message: 'The request is not valid.',
    });
    expect(errorEnvelope('TABLE_NOT_FOUND')).toMatchObject({ errType: 1, innerErrorType: 93 });
    expect(errorEnvelope('PAYMENT_BALANCE_INSUFFICIENT')).toMatchObject({ errType: 2, innerErrorType: 1 });
    expect(errorEnvelope('CARD_PROCESSOR_TIMEOUT')).toMatchObject({ errType: 3, innerErrorType: 101 });
    expect(errorEnvelope('CARD_ALREADY_ADDED')).toMatchObject({ errType: 4, innerErrorType: 2 });
    expect(errorEnvelope('APPLE_PAY_UNAVAILABLE')).toMatchObject({ errType: 5, innerErrorType: 4 });
    expect(errorEnvelope('LOGIN_PASSWORD_INCORRECT')).toMatchObject({ errType: 6, innerErrorType: 3 });
  });

  it('round-trips every key to its code', () => {
    for (const [key, { code }] of entries) {
      const { errType, innerErrorType } = errorEnvelope(key);
      expect(`${errorFamilies[errType as keyof typeof errorFamilies]}${innerErrorType}`).toBe(code);
    }
  });

  it('sends the catalogue message unless a more specific one is given', () => {
    expect(errorEnvelope('COUPON_EXPIRED').message).toBe(serverErrors.COUPON_EXPIRED.message);
    expect(errorEnvelope('COUPON_EXPIRED', 'Coupon WELCOME5 expired.').message).toBe(
      'Coupon WELCOME5 expired.',
    );
  });
});

describe('the catalogue parts', () => {
  it('name each key once, so composing them loses no error to a later part', () => {
    const parts = [
      platformErrors,
      menuErrors,
      storeErrors,
      accountErrors,
      paymentErrors,
      consoleErrors,
      platformAdminErrors,
      photoErrors,
      menuEditingErrors,
      storeSetupErrors,
      moneySettingsErrors,
      reportErrors,
      promotionErrors,
      pickupAddressErrors,
    ];
    const keys = parts.flatMap((part) => Object.keys(part));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(serverErrors)).toHaveLength(keys.length);
  });
});
