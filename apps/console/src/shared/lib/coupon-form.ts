import type { ConsoleCouponDto, CouponBody } from '@nearbite/contract/console-promotions';
import type { OrderType } from '@nearbite/domain/order-type';
import { epochOfWallClockInput, wallClockInputAt } from '@nearbite/domain/zoned-time';

/**
 * The coupon form as typed text and its request body, shared by a store's coupons (Promotions) and the
 * platform's (the welcome gift), so both are written alike and judged by the same server rules. Amounts are
 * typed in dollars, percents as the share the diner pays, dates on a named zone's wall clock. A field that
 * cannot be read becomes NaN and the form says so before sending (JSON would turn NaN into null); every rule
 * on readable values is the server's, with its coded error, so the rules live once, in the domain.
 */

/** Whether a body holds a field that could not be read (NaN anywhere in it). */
export function hasUnreadable(value: unknown): boolean {
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.some(hasUnreadable);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasUnreadable);
  return false;
}

export type ValidityKind = CouponBody['validity']['kind'];

export interface CouponForm {
  titleEn: string;
  titleZh: string;
  /** What diners read, a paragraph per line. */
  describeEn: string;
  describeZh: string;
  couponType: CouponBody['couponType'];
  percentPaid: string;
  cap: string;
  amount: string;
  minimum: string;
  /** Deliveries within this many miles only; empty for any distance. */
  maxMiles: string;
  orderTypes: OrderType[];
  validityKind: ValidityKind;
  days: string;
  startTime: string;
  endTime: string;
  stock: string;
  perUser: string;
  redeemCode: string;
}

/** "3.99" → 399, "" → null, anything else NaN. */
export function centsOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
}

/** Miles with at most one decimal ("3.5"), "" → null, anything else NaN. */
export function milesOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  return /^\d{1,3}(?:\.\d)?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** A whole number, "" → null, anything else NaN. */
export function wholeOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** A datetime-local value on the store's wall clock as epoch ms, "" → null. */
export function instantOrNull(text: string, timeZone: string): number | null {
  return text.trim() === '' ? null : epochOfWallClockInput(timeZone, text);
}

/** Epoch ms as a datetime-local value on the store's wall clock, whatever the device's zone. */
export function localInput(ms: number | null, timeZone: string): string {
  return ms === null ? '' : wallClockInputAt(timeZone, ms);
}

export const centsText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** A coupon's settings as both consoles read them (the claim link is the store's only). */
export type CouponSettings = Omit<ConsoleCouponDto, 'claimUrl' | 'qrSvg'>;

export const newCouponForm = (): CouponForm => ({
  titleEn: '',
  titleZh: '',
  describeEn: '',
  describeZh: '',
  couponType: 'cash',
  percentPaid: '90',
  cap: '',
  amount: '',
  minimum: '',
  maxMiles: '',
  orderTypes: [],
  validityKind: 'duration',
  days: '7',
  startTime: '',
  endTime: '',
  stock: '',
  perUser: '1',
  redeemCode: '',
});

export function couponFormOf(coupon: CouponSettings, timeZone: string): CouponForm {
  const { validity } = coupon;
  return {
    titleEn: coupon.title.en,
    titleZh: coupon.title.zh,
    describeEn: coupon.describe?.en ?? '',
    describeZh: coupon.describe?.zh ?? '',
    couponType: coupon.couponType,
    percentPaid: coupon.discountPercent === null ? '90' : String(coupon.discountPercent),
    cap: centsText(coupon.maxDiscountPrice),
    amount: centsText(coupon.discountPrice),
    minimum: centsText(coupon.minCommoditiesPrice),
    maxMiles: coupon.maxDeliveryDistanceMiles === null ? '' : String(coupon.maxDeliveryDistanceMiles),
    orderTypes: coupon.orderTypes,
    validityKind: validity.kind,
    days: validity.kind === 'duration' ? String(Math.round(validity.durationSeconds / 86_400)) : '7',
    startTime: validity.kind === 'interval' ? localInput(validity.startTime, timeZone) : '',
    endTime:
      validity.kind === 'interval'
        ? localInput(validity.endTime, timeZone)
        : validity.kind === 'fixedTime'
          ? localInput(validity.expiredTime, timeZone)
          : '',
    stock: coupon.stockNumber === null ? '' : String(coupon.stockNumber),
    perUser: String(coupon.perUserLimit),
    redeemCode: coupon.redeemCode ?? '',
  };
}

function validityOf(form: CouponForm, timeZone: string): CouponBody['validity'] {
  const end = instantOrNull(form.endTime, timeZone) ?? Number.NaN;
  switch (form.validityKind) {
    case 'duration':
      return { kind: 'duration', durationSeconds: (wholeOrNull(form.days) ?? Number.NaN) * 86_400 };
    case 'fixedTime':
      return { kind: 'fixedTime', expiredTime: end };
    case 'interval':
      return {
        kind: 'interval',
        startTime: instantOrNull(form.startTime, timeZone) ?? Number.NaN,
        endTime: end,
      };
  }
}

/** The body of a coupon: only its type's own amounts are sent. */
export function couponBodyOf(form: CouponForm, timeZone: string): CouponBody {
  const type = form.couponType;
  return {
    title: { en: form.titleEn.trim(), zh: form.titleZh.trim() },
    describe:
      form.describeEn.trim() === '' && form.describeZh.trim() === ''
        ? null
        : { en: form.describeEn.trim(), zh: form.describeZh.trim() },
    couponType: type,
    discountPercent: type === 'discount' ? (wholeOrNull(form.percentPaid) ?? Number.NaN) : null,
    maxDiscountPrice: type === 'discount' ? centsOrNull(form.cap) : null,
    discountPrice: type === 'cash' ? (centsOrNull(form.amount) ?? Number.NaN) : null,
    minCommoditiesPrice: centsOrNull(form.minimum),
    maxDeliveryDistanceMiles: milesOrNull(form.maxMiles),
    orderTypes: form.orderTypes,
    validity: validityOf(form, timeZone),
    stockNumber: wholeOrNull(form.stock),
    perUserLimit: wholeOrNull(form.perUser) ?? Number.NaN,
    redeemCode: form.redeemCode.trim() === '' ? null : form.redeemCode.trim().toUpperCase(),
  };
}
