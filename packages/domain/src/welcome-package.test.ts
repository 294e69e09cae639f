import { describe, expect, it } from 'vitest';
import { serverErrors } from './errors.js';
import {
  WELCOME_PACKAGE_COUPONS_MAX,
  WELCOME_PACKAGE_QUANTITY_MAX,
  welcomePackageRefusal,
} from './welcome-package.js';

const entry = (couponId: string | null, quantity = 1) => ({ couponId, quantity });

describe('welcomePackageRefusal', () => {
  it('pins the limits the console and the error texts name', () => {
    expect(WELCOME_PACKAGE_COUPONS_MAX).toBe(10);
    expect(WELCOME_PACKAGE_QUANTITY_MAX).toBe(5);
    expect(serverErrors.WELCOME_PACKAGE_TOO_MANY.code).toBe('A207');
    expect(serverErrors.WELCOME_PACKAGE_QUANTITY_INVALID.code).toBe('A208');
    expect(serverErrors.WELCOME_PACKAGE_COUPON_UNKNOWN.code).toBe('A209');
    expect(serverErrors.WELCOME_PACKAGE_COUPON_REPEATED.code).toBe('A248');
    expect(serverErrors.WELCOME_PACKAGE_EMPTY.code).toBe('A249');
  });

  it('accepts up to 10 coupons given 1 to 5 times each', () => {
    const ten = Array.from({ length: 10 }, (_, i) => entry(i % 2 ? `c${i}` : null, (i % 5) + 1));
    expect(welcomePackageRefusal('active', ten)).toBeNull();
    expect(welcomePackageRefusal('active', [...ten, entry(null)])).toBe('WELCOME_PACKAGE_TOO_MANY');
  });

  it('refuses a quantity below 1, above 5 or not whole', () => {
    expect(welcomePackageRefusal('active', [entry('a', 5)])).toBeNull();
    for (const quantity of [0, 6, 1.5, -1, Number.NaN]) {
      expect(welcomePackageRefusal('active', [entry('a', quantity)])).toBe(
        'WELCOME_PACKAGE_QUANTITY_INVALID',
      );
    }
  });

  it('refuses one existing coupon listed twice, but any number of new ones', () => {
    expect(welcomePackageRefusal('active', [entry('a'), entry('a', 2)])).toBe(
      'WELCOME_PACKAGE_COUPON_REPEATED',
    );
    expect(welcomePackageRefusal('active', [entry(null), entry(null)])).toBeNull();
  });

  it('switches on only a package with a coupon; an empty one may be off', () => {
    expect(welcomePackageRefusal('active', [])).toBe('WELCOME_PACKAGE_EMPTY');
    expect(welcomePackageRefusal('inactive', [])).toBeNull();
  });
});
