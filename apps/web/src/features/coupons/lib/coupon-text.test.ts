import type { CouponViewDto, WalletCouponDto } from '@nearbite/contract/coupon-wallet';
import { describe, expect, it } from 'vitest';
import {
  claimState,
  couponConditions,
  couponUseLink,
  formatDate,
  ruleValidity,
  walletStrings,
} from './coupon-text';

/** Echoes the key and its values, so assertions see what the screen would translate. */
const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key}(${Object.values(values).join('|')})` : key;

const NOW = Date.UTC(2026, 10, 21, 20);
const DAY = 86_400_000;

function view(overrides: Partial<CouponViewDto> = {}): CouponViewDto {
  return {
    id: 'c1',
    couponType: 'discount',
    discountInfo: { discountPercentInfo: { percent: 85, maxDiscountPrice: 800 }, discountPrice: null },
    availableConditions: { minCommoditiesPrice: 2000, maxDeliveryDistance: null, orderTypes: ['pickup'] },
    couponStatus: 1,
    expiredInfo: { duration: 7 * 86_400, expiredTime: null, timeInterval: null },
    business: { id: 'b1', name: 'Noodles' },
    name: '15% off',
    describeHTML: null,
    expiresToday: false,
    discountedPrice: 800,
    isReceive: false,
    claimable: true,
    ...overrides,
  };
}

describe('coupon wording', () => {
  it('lists the minimum spend and the order types it is limited to', () => {
    expect(couponConditions(view(), t)).toEqual([
      'coupons.conditions.minSpend($20)',
      'coupons.conditions.orderTypes(coupons.orderType.pickup)',
    ]);
  });

  it('shows a duration in days', () => {
    expect(ruleValidity(view(), t, 'en')).toBe('coupons.validity.days(7)');
    const oneDay = view({ expiredInfo: { duration: 86_400, expiredTime: null, timeInterval: null } });
    expect(ruleValidity(oneDay, t, 'en')).toBe('coupons.validity.days(1)');
  });
});

describe('claim state', () => {
  it('is expired past the interval end, even though the server also marks it status 0', () => {
    const expired = view({
      couponStatus: 0,
      expiredInfo: {
        duration: null,
        expiredTime: null,
        timeInterval: { startTime: NOW - 9 * DAY, endTime: NOW - DAY },
      },
    });
    expect(claimState(expired, NOW)).toBe('expired');
  });

  it('is invalid at status 0 when not expired, claimed when held, open otherwise', () => {
    expect(claimState(view({ couponStatus: 0 }), NOW)).toBe('invalid');
    expect(claimState(view({ isReceive: true }), NOW)).toBe('claimed');
    expect(claimState(view({ claimable: false }), NOW)).toBe('notOffered');
    expect(claimState(view(), NOW)).toBe('open');
  });
});

describe('wallet strings', () => {
  const copy = (overrides: Partial<WalletCouponDto>): WalletCouponDto => {
    const { isReceive: _r, claimable: _c, ...rest } = view();
    return { ...rest, userCouponId: 'u1', validFrom: null, validUntil: NOW + 3 * DAY, ...overrides };
  };

  it('flags a copy that expires today', () => {
    const strings = walletStrings(copy({ expiresToday: true }), NOW, t, 'en');
    expect(strings.state).toBe('coupons.wallet.state.expiresToday');
    expect(strings.urgent).toBe(true);
  });

  it('says when a copy that has not started becomes usable and until when, with Use off', () => {
    const strings = walletStrings(copy({ validFrom: NOW + DAY }), NOW, t, 'en');
    expect(strings).toEqual({
      state: 'coupons.wallet.state.notStarted',
      // The end is exclusive, so the last day shown is the one of its last millisecond.
      available: `coupons.validity.notStartedUntil(${formatDate(NOW + DAY, 'en')}|${formatDate(NOW + 3 * DAY - 1, 'en')})`,
      urgent: false,
      usable: false,
    });
    expect(walletStrings(copy({ validFrom: NOW + DAY, validUntil: null }), NOW, t, 'zh-CN').available).toBe(
      `coupons.validity.notStarted(${formatDate(NOW + DAY, 'zh-CN')})`,
    );
  });

  it('turns Use on from the start, and off again at the end of a page left open', () => {
    const interval = copy({ validFrom: NOW, validUntil: NOW + DAY });
    expect(walletStrings(interval, NOW - 1, t, 'en').usable).toBe(false);
    expect(walletStrings(interval, NOW, t, 'en')).toMatchObject({
      state: 'coupons.wallet.state.usable',
      usable: true,
    });
    expect(walletStrings(interval, NOW + DAY, t, 'en')).toMatchObject({
      state: 'coupons.wallet.state.expired',
      usable: false,
    });
  });
});

describe('use target', () => {
  it('opens the store of a store coupon and home for a platform coupon', () => {
    expect(couponUseLink({ business: { id: 'b 1', name: 'x' } })).toBe('/post/detail?businessId=b%201');
    expect(couponUseLink({ business: null })).toBe('/');
  });
});
