import { describe, expect, it } from 'vitest';
import { canSubmitEmailReceipt, EMAIL_CODE_LENGTH, isValidEmail } from './email-receipt.js';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of [
      'ada@example.com',
      'Ada_99@mail.example.co',
      'first.last@example.info',
      ' x1@a.io ',
      'a+b@my-host.net',
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('refuses what the pattern does not allow', () => {
    for (const email of [
      '',
      'ada',
      'ada@',
      '@example.com',
      '_ada@example.com',
      '.ada@example.com',
      'ada@example',
      'ada@example.c',
      'ada@example.museum',
      'ada@example.c0m',
      'ada@@example.com',
      'ada example@example.com',
      'ada@-example.com',
      'ada@.com',
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
    expect(isValidEmail(`${'a'.repeat(250)}@b.com`)).toBe(false);
  });
});

describe('canSubmitEmailReceipt', () => {
  const form = { name: 'Ada', email: 'ada@example.com', code: 'A1B2C3' };

  it('needs a name, a valid e-mail and a 6-character code', () => {
    expect(EMAIL_CODE_LENGTH).toBe(6);
    expect(canSubmitEmailReceipt(form)).toBe(true);
    expect(canSubmitEmailReceipt({ ...form, name: ' ' })).toBe(false);
    expect(canSubmitEmailReceipt({ ...form, email: 'ada@example' })).toBe(false);
    expect(canSubmitEmailReceipt({ ...form, code: 'A1B2C' })).toBe(false);
    expect(canSubmitEmailReceipt({ ...form, code: 'A1B2C3D' })).toBe(false);
  });
});
