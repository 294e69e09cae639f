import { describe, expect, it } from 'vitest';
import { demoOwnerPhone } from './demo-owners.js';

describe('demoOwnerPhone', () => {
  it('is 555 followed by the store number on 7 digits', () => {
    expect(demoOwnerPhone(0)).toBe('5550000000');
    expect(demoOwnerPhone(42)).toBe('5550000042');
    expect(demoOwnerPhone(9_999_999)).toBe('5559999999');
  });

  it('refuses a number outside the catalog', () => {
    expect(() => demoOwnerPhone(-1)).toThrow(RangeError);
    expect(() => demoOwnerPhone(10_000_000)).toThrow(RangeError);
    expect(() => demoOwnerPhone(1.5)).toThrow(RangeError);
  });
});
