import { describe, expect, it } from 'vitest';
import {
  activityBodyOf,
  centsOrNull,
  couponBodyOf,
  couponFormOf,
  hasUnreadable,
  localInput,
  newActivityForm,
  newCouponForm,
} from './promotion-form';

describe('the coupon form', () => {
  it('sends only the type’s own amounts, in cents, with a code in upper case', () => {
    const body = couponBodyOf({
      ...newCouponForm(),
      titleEn: ' $5 off ',
      amount: '5',
      minimum: '20.5',
      redeemCode: 'ab12',
    });
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
    const discount = couponBodyOf({
      ...newCouponForm(),
      couponType: 'discount',
      percentPaid: '80',
      cap: '10',
      amount: '5',
    });
    expect(discount).toMatchObject({ discountPercent: 80, maxDiscountPrice: 1000, discountPrice: null });
  });

  it('marks what cannot be read instead of sending it', () => {
    expect(hasUnreadable(couponBodyOf({ ...newCouponForm(), amount: '5' }))).toBe(false);
    expect(hasUnreadable(couponBodyOf({ ...newCouponForm(), amount: 'five' }))).toBe(true);
    expect(hasUnreadable(couponBodyOf({ ...newCouponForm(), amount: '5', validityKind: 'fixedTime' }))).toBe(
      true,
    );
    expect(centsOrNull('3.999')).toBeNaN();
  });

  it('reads a coupon back into the form it was made from', () => {
    const end = new Date(2027, 0, 2, 9, 30).getTime();
    const body = couponBodyOf({
      ...newCouponForm(),
      amount: '5',
      validityKind: 'fixedTime',
      endTime: localInput(end),
    });
    expect(body.validity).toEqual({ kind: 'fixedTime', expiredTime: end });
    const form = couponFormOf({
      ...body,
      id: 'c',
      status: 'active',
      claimedCount: 0,
      claimUrl: '',
      qrSvg: '',
      createdTime: 0,
    });
    expect(couponBodyOf(form)).toEqual(body);
  });
});

describe('the activity form', () => {
  it('sends every dish as null, and empty descriptions as none', () => {
    const body = activityBodyOf({ ...newActivityForm(), nameEn: 'Week', percentPaid: '70' });
    expect(body).toMatchObject({
      discountPercent: 70,
      commodityIds: null,
      describe: null,
      startsAt: null,
      endsAt: null,
    });
    expect(activityBodyOf({ ...newActivityForm(), commodityIds: ['a'] }).commodityIds).toEqual(['a']);
  });
});
