import { describe, expect, it } from 'vitest';
import { EXPIRY_FIRST_MONTH, EXPIRY_LAST_MONTH, expiryPickerStart, scannedExpiry } from './card-expiry';

describe('the expiry picker', () => {
  it('runs from January 2020 to November 2030', () => {
    expect([EXPIRY_FIRST_MONTH.getFullYear(), EXPIRY_FIRST_MONTH.getMonth()]).toEqual([2020, 0]);
    expect([EXPIRY_LAST_MONTH.getFullYear(), EXPIRY_LAST_MONTH.getMonth()]).toEqual([2030, 10]);
  });

  it('opens at this month, kept inside its range', () => {
    expect(expiryPickerStart(new Date(2026, 4, 17, 15))).toEqual(new Date(2026, 4, 1));
    expect(expiryPickerStart(new Date(2019, 6, 1))).toEqual(EXPIRY_FIRST_MONTH);
    expect(expiryPickerStart(new Date(2031, 0, 1))).toEqual(EXPIRY_LAST_MONTH);
  });
});

describe('the expiry a scan read', () => {
  it('is kept when the picker offers it', () => {
    expect(scannedExpiry({ cardNumber: '4242', expMonth: 8, expYear: 2028 })).toEqual({
      year: 2028,
      month: 8,
    });
    expect(scannedExpiry({ cardNumber: '4242', expMonth: 11, expYear: 2030 })).toEqual({
      year: 2030,
      month: 11,
    });
  });

  it('is dropped when missing or outside the picker range', () => {
    expect(scannedExpiry({ cardNumber: '4242' })).toBeNull();
    expect(scannedExpiry({ cardNumber: '4242', expMonth: 8 })).toBeNull();
    expect(scannedExpiry({ cardNumber: '4242', expMonth: 12, expYear: 2030 })).toBeNull();
    expect(scannedExpiry({ cardNumber: '4242', expMonth: 12, expYear: 2019 })).toBeNull();
  });
});
