import { describe, expect, it } from 'vitest';
import { sanitizeRedeemCode } from './redeem-code';

describe('the redeem code field', () => {
  it('keeps letters and digits in upper case, at most four', () => {
    expect(sanitizeRedeemCode('ab-1 2')).toBe('AB12');
    expect(sanitizeRedeemCode('abcdef')).toBe('ABCD');
    expect(sanitizeRedeemCode('  ')).toBe('');
    expect(sanitizeRedeemCode('é9z')).toBe('9Z');
  });
});
