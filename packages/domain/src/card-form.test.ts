import { describe, expect, it } from 'vitest';
import {
  CARD_ADD_SUCCESS_RETURN_MS,
  CARD_EXPIRY_RANGE,
  CARD_NUMBER_MAX_LENGTH,
  type CardFormFields,
  CVC_MAX_LENGTH,
  cardBrandOf,
  digitsOnly,
  expiryOptions,
  formatCardNumber,
  isCardFormComplete,
  luhnValid,
  ZIP_MAX_LENGTH,
} from './card-form.js';

describe('formatCardNumber', () => {
  it('keeps digits and puts a dash after every four', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242-4242-4242-4242');
    expect(formatCardNumber('4242 42a4-2')).toBe('4242-4242');
    expect(formatCardNumber('42424')).toBe('4242-4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('')).toBe('');
  });

  it('stops at 19 characters', () => {
    expect(CARD_NUMBER_MAX_LENGTH).toBe(19);
    expect(formatCardNumber('42424242424242421234')).toBe('4242-4242-4242-4242');
    expect(formatCardNumber('4242-4242-4242-4242-1')).toHaveLength(19);
  });
});

describe('field limits', () => {
  it('allows a CVC of 4 digits and a zip of 5', () => {
    expect(CVC_MAX_LENGTH).toBe(4);
    expect(ZIP_MAX_LENGTH).toBe(5);
    expect(digitsOnly('12a345', CVC_MAX_LENGTH)).toBe('1234');
    expect(digitsOnly('94 1080', ZIP_MAX_LENGTH)).toBe('94108');
    expect(CARD_ADD_SUCCESS_RETURN_MS).toBe(2000);
  });
});

describe('expiryOptions', () => {
  it('runs from January 2020 to November 2030', () => {
    expect(CARD_EXPIRY_RANGE).toEqual({ from: { year: 2020, month: 1 }, to: { year: 2030, month: 11 } });
    const options = expiryOptions();
    expect(options.map((o) => o.year)).toEqual([
      2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030,
    ]);
    expect(options[0]?.months).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(options.at(-1)?.months).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(options.reduce((n, o) => n + o.months.length, 0)).toBe(131);
  });
});

describe('isCardFormComplete', () => {
  const full: CardFormFields = {
    cardNumber: '4242-4242-4242-4242',
    expiry: '2027-04',
    cvc: '123',
    zip: '94108',
    firstName: 'Ada',
    lastName: 'Lovelace',
  };

  it('needs all six fields', () => {
    expect(isCardFormComplete(full)).toBe(true);
    for (const key of Object.keys(full) as Array<keyof CardFormFields>) {
      expect(isCardFormComplete({ ...full, [key]: '' }), key).toBe(false);
      expect(isCardFormComplete({ ...full, [key]: '  ' }), key).toBe(false);
    }
    expect(isCardFormComplete({ ...full, expiry: null })).toBe(false);
  });
});

describe('cardBrandOf', () => {
  it('recognises the four accepted networks by prefix', () => {
    expect(cardBrandOf('4242424242424242')).toBe('visa');
    expect(cardBrandOf('5555-5555-5555-4444')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard');
    expect(cardBrandOf('2720990000000000')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(cardBrandOf('341111111111111')).toBe('amex');
    expect(cardBrandOf('6011111111111117')).toBe('discover');
    expect(cardBrandOf('6445644564456445')).toBe('discover');
    expect(cardBrandOf('6500000000000002')).toBe('discover');
  });

  it('refuses other networks', () => {
    expect(cardBrandOf('3566002020360505')).toBeNull(); // JCB
    expect(cardBrandOf('30569309025904')).toBeNull(); // Diners Club
    expect(cardBrandOf('2721000000000000')).toBeNull();
    expect(cardBrandOf('5600000000000000')).toBeNull();
    expect(cardBrandOf('')).toBeNull();
  });
});

describe('luhnValid', () => {
  it('accepts the test cards and rejects a changed digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242-4242-4242-4242')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('6011111111111117')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('378282246310006')).toBe(false);
  });

  it('rejects letters and impossible lengths', () => {
    expect(luhnValid('4242a24242424242')).toBe(false);
    expect(luhnValid('0')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('00000000000000000000')).toBe(false);
  });
});
