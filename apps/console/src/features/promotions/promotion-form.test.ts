import { describe, expect, it } from 'vitest';

import {
  centsOrNull,
  couponBodyOf,
  couponFormOf,
  hasUnreadable,
  localInput,
  milesOrNull,
  newCouponForm,
} from '../../shared/lib/coupon-form';
import { activityBodyOf, newActivityForm } from './promotion-form';

const LA = 'America/Los_Angeles';

describe('the coupon form', () => {
  it('sends only the type’s own amounts, in cents, with a code in upper case', () => {
    const body = couponBodyOf(
      {
        ...newCouponForm(),
        titleEn: ' $5 off ',
        amount: '5',
        minimum: '20.5',
        redeemCode: 'ab12',
      },
      LA,
    );
    expect(body).toMatchObject({
      title: { en: '$5 off', zh: '' },
      couponType: 'cash',
      discountPercent: null,
      maxDiscountPrice: null,
      discountPrice: 500,
      minCommoditiesPrice: 2050,
      validity: { kind: 'duration', durationSeconds: 7 * 86_400 },
      stockNumber: null,
      perUserLimit: 1,
      redeemCode: 'AB12',
    });
    const discount = couponBodyOf(
      {
        ...newCouponForm(),
        couponType: 'discount',
        percentPaid: '80',
        cap: '10',
        amount: '5',
      },
      LA,
    );
    expect(discount).toMatchObject({ discountPercent: 80, maxDiscountPrice: 1000, discountPrice: null });
  });

  it('marks what cannot be read instead of sending it', () => {
    expect(hasUnreadable(couponBodyOf({ ...newCouponForm(), amount: '5' }, LA))).toBe(false);
    expect(hasUnreadable(couponBodyOf({ ...newCouponForm(), amount: 'five' }, LA))).toBe(true);
    expect(
      hasUnreadable(couponBodyOf({ ...newCouponForm(), amount: '5', validityKind: 'fixedTime' }, LA)),
    ).toBe(true);
    expect(centsOrNull('3.999')).toBeNaN();
    expect(milesOrNull('')).toBeNull();
    expect(milesOrNull(' 3.5 ')).toBe(3.5);
    expect(milesOrNull('3.25')).toBeNaN();
    expect(hasUnreadable(couponBodyOf({ ...newCouponForm(), amount: '5', maxMiles: 'far' }, LA))).toBe(true);
  });

  it('reads a coupon back into the form it was made from', () => {
    const end = Date.UTC(2027, 0, 2, 17, 30);
    const body = couponBodyOf(
      {
        ...newCouponForm(),
        amount: '5',
        validityKind: 'fixedTime',
        endTime: localInput(end, LA),
        maxMiles: '4.5',
        describeEn: ' Dumplings only ',
        describeZh: '仅限饺子',
      },
      LA,
    );
    expect(body.validity).toEqual({ kind: 'fixedTime', expiredTime: end });
    expect(body.maxDeliveryDistanceMiles).toBe(4.5);
    expect(body.describe).toEqual({ en: 'Dumplings only', zh: '仅限饺子' });
    expect(couponBodyOf(newCouponForm(), LA).describe).toBeNull();
    expect(localInput(end, LA)).toBe('2027-01-02T09:30');
    const form = couponFormOf(
      {
        ...body,
        describe: body.describe ?? null,
        id: 'c',
        status: 'active',
        claimedCount: 0,
        createdTime: 0,
      },
      LA,
    );
    expect(couponBodyOf(form, LA)).toEqual(body);
  });
});

describe('the activity form', () => {
  it('sends every dish as null, and empty descriptions as none', () => {
    const body = activityBodyOf({ ...newActivityForm(), nameEn: 'Week', percentPaid: '70' }, LA);
    expect(body).toMatchObject({
      discountPercent: 70,
      commodityIds: null,
      describe: null,
      startsAt: null,
      endsAt: null,
    });
    expect(activityBodyOf({ ...newActivityForm(), commodityIds: ['a'] }, LA).commodityIds).toEqual(['a']);
  });
});

describe('promotion times', () => {
  it("are typed and shown on the store's wall clock, not the device's", () => {
    const form = { ...newActivityForm(), startsAt: '2026-12-24T09:00', endsAt: '2026-12-26T21:30' };
    expect(activityBodyOf(form, 'America/New_York')).toMatchObject({
      startsAt: Date.UTC(2026, 11, 24, 14, 0),
      endsAt: Date.UTC(2026, 11, 27, 2, 30),
    });
    expect(activityBodyOf(form, LA).startsAt).toBe(Date.UTC(2026, 11, 24, 17, 0));
    expect(Number.isNaN(activityBodyOf({ ...form, endsAt: '2026-13-01T10:00' }, LA).endsAt)).toBe(true);
  });
});
