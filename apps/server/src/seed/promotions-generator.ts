import { escapeHtml } from '@nearbite/domain/html-text';
import { shortDollars } from '@nearbite/domain/money-text';
import type { LocalizedText, OrderType } from '../db/schema/columns.js';
import type { Rng } from '../lib/prng.js';
import type { BusinessTraits, CouponKind } from './business-traits.js';
import type { CatalogPlan } from './catalog-plan.js';
import type {
  ActivityRow,
  CommodityRow,
  CouponRow,
  PointsCouponRuleRow,
  PointsProgrammeRow,
} from './catalog-rows.js';

/**
 * Dates are fixed rather than taken from the clock, so one seed always writes the same catalog.
 * "Valid" coupons run until the end of 2099; the expired and not-yet-started ones exist to show those
 * messages.
 */
export const VALID_FROM = new Date('2026-01-01T00:00:00Z');
export const FAR_FUTURE = new Date('2099-12-31T23:59:59Z');
export const EXPIRED_WINDOW = {
  start: new Date('2025-06-01T00:00:00Z'),
  end: new Date('2025-08-31T23:59:59Z'),
};
export const NOT_STARTED_WINDOW = { start: new Date('2099-01-01T00:00:00Z'), end: FAR_FUTURE };

const DAY_SECONDS = 86_400;

export interface StoreContext {
  plan: CatalogPlan;
  index: number;
  businessId: string;
  businessName: LocalizedText;
  traits: BusinessTraits;
  rng: Rng;
}

const zhDollars = (cents: number) => `${shortDollars(cents).slice(1)}美元`;

/** The paid share in tenths, as Chinese shows discounts: 85 → 8.5折, 90 → 9折. */
export function zhDiscount(paidPercent: number): string {
  return `${paidPercent % 10 === 0 ? paidPercent / 10 : (paidPercent / 10).toFixed(1)}折`;
}

export type CouponValue =
  | { couponType: 'discount'; discountPercent: number; maxDiscountPrice: number }
  | { couponType: 'cash'; discountPrice: number }
  | { couponType: 'freeDeliveryPrice' };

/** A coupon's title in both languages from its value and minimum spend. */
export function couponTitle(value: CouponValue, minCommoditiesPrice: number): LocalizedText {
  const over = minCommoditiesPrice > 0;
  switch (value.couponType) {
    case 'discount':
      return {
        en: `${100 - value.discountPercent}% off${over ? ` orders over ${shortDollars(minCommoditiesPrice)}` : ''}, up to ${shortDollars(value.maxDiscountPrice)}`,
        zh: `${over ? `满${zhDollars(minCommoditiesPrice)}` : ''}${zhDiscount(value.discountPercent)}，最高减${zhDollars(value.maxDiscountPrice)}`,
      };
    case 'cash':
      return {
        en: `${shortDollars(value.discountPrice)} off${over ? ` orders over ${shortDollars(minCommoditiesPrice)}` : ''}`,
        zh: `${over ? `满${zhDollars(minCommoditiesPrice)}` : ''}减${zhDollars(value.discountPrice)}`,
      };
    case 'freeDeliveryPrice':
      return {
        en: `Free delivery${over ? ` on orders over ${shortDollars(minCommoditiesPrice)}` : ''}`,
        zh: `${over ? `满${zhDollars(minCommoditiesPrice)}` : ''}免配送费`,
      };
  }
}

export type Expiry =
  | { expiryKind: 'duration'; durationSeconds: number }
  | { expiryKind: 'fixedTime'; expiredTime: Date }
  | { expiryKind: 'interval'; startTime: Date; endTime: Date };

export function durationDays(days: number): Expiry {
  return { expiryKind: 'duration', durationSeconds: days * DAY_SECONDS };
}

export interface CouponSpec {
  id: string;
  businessId: string | null;
  where: LocalizedText;
  value: CouponValue;
  minCommoditiesPrice: number;
  orderTypes?: OrderType[];
  maxDeliveryDistanceMiles?: number | null;
  expiry: Expiry;
  claimable: boolean;
  redeemCode?: string | null;
  stockNumber?: number | null;
  status?: 'active' | 'inactive';
}

/** One coupon row with its bilingual title and description. */
export function couponRow(spec: CouponSpec): CouponRow {
  const title = couponTitle(spec.value, spec.minCommoditiesPrice);
  const value = spec.value;
  return {
    id: spec.id,
    businessId: spec.businessId,
    title,
    // The card above it shows the validity in the page's own date format: the text does not repeat it.
    describeHtml: {
      en: `<p>${escapeHtml(title.en)} at ${escapeHtml(spec.where.en)}.</p>`,
      zh: `<p>${escapeHtml(spec.where.zh)}：${escapeHtml(title.zh)}。</p>`,
    },
    couponType: value.couponType,
    discountPercent: value.couponType === 'discount' ? value.discountPercent : null,
    maxDiscountPrice: value.couponType === 'discount' ? value.maxDiscountPrice : null,
    discountPrice: value.couponType === 'cash' ? value.discountPrice : null,
    minCommoditiesPrice: spec.minCommoditiesPrice,
    maxDeliveryDistanceMiles: spec.maxDeliveryDistanceMiles ?? null,
    orderTypes: spec.orderTypes ?? [],
    expiryKind: spec.expiry.expiryKind,
    durationSeconds: spec.expiry.expiryKind === 'duration' ? spec.expiry.durationSeconds : null,
    expiredTime: spec.expiry.expiryKind === 'fixedTime' ? spec.expiry.expiredTime : null,
    startTime: spec.expiry.expiryKind === 'interval' ? spec.expiry.startTime : null,
    endTime: spec.expiry.expiryKind === 'interval' ? spec.expiry.endTime : null,
    status: spec.status ?? 'active',
    stockNumber: spec.stockNumber ?? null,
    perUserLimit: 1,
    claimable: spec.claimable,
    redeemCode: spec.redeemCode ?? null,
  };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_SPACE = 8 * 32 ** 3;

/**
 * A store's 4-character redeem code: a digit 2-9 then three characters. Platform codes start with a
 * letter, so the two never meet; an odd multiplier makes index → code one-to-one below 262,144 stores.
 */
export function storeRedeemCode(seed: number, index: number): string {
  const scrambled = (index * 40_503 + (seed % CODE_SPACE)) % CODE_SPACE;
  const digit = 2 + Math.floor(scrambled / 32 ** 3);
  const rest = [2, 1, 0].map((power) => CODE_ALPHABET[Math.floor(scrambled / 32 ** power) % 32]).join('');
  return `${digit}${rest}`;
}

export function storeCoupons(context: StoreContext): CouponRow[] {
  const { plan, index, rng, traits } = context;
  return traits.storeCoupons.map((kind, order) =>
    couponRow({
      id: plan.ids('coupon', index, order),
      businessId: context.businessId,
      where: context.businessName,
      value: couponValue(kind, rng),
      minCommoditiesPrice: rng.pick([1500, 2000, 2500, 3000]),
      orderTypes: kind === 'freeDeliveryPrice' ? ['delivery'] : [],
      maxDeliveryDistanceMiles: kind === 'freeDeliveryPrice' ? rng.pick([3, 5]) : null,
      expiry: rng.pick<Expiry>([
        durationDays(rng.pick([7, 30])),
        { expiryKind: 'fixedTime', expiredTime: FAR_FUTURE },
        { expiryKind: 'interval', startTime: VALID_FROM, endTime: FAR_FUTURE },
      ]),
      claimable: true,
      redeemCode:
        order === 0 && (index % 3 === 1 || rng.chance(0.3)) ? storeRedeemCode(plan.seed, index) : null,
      stockNumber: rng.chance(0.5) ? rng.pick([200, 500, 1000]) : null,
    }),
  );
}

function couponValue(kind: CouponKind, rng: Rng): CouponValue {
  switch (kind) {
    case 'discount':
      return {
        couponType: 'discount',
        discountPercent: rng.pick([80, 85, 90]),
        maxDiscountPrice: rng.pick([500, 800, 1000]),
      };
    case 'cash':
      return { couponType: 'cash', discountPrice: rng.pick([300, 500, 800]) };
    case 'freeDeliveryPrice':
      return { couponType: 'freeDeliveryPrice' };
  }
}

/**
 * Item-discount activities name a few dishes; order-type discounts favour pickup, the usual case
 * (the paid share is in percent: 90 means 10% off).
 */
export function storeActivities(context: StoreContext, commodities: CommodityRow[]): ActivityRow[] {
  const { plan, index, rng, traits } = context;
  const rows: ActivityRow[] = [];
  const eligible = commodities.filter(
    (commodity) => commodity.discountPercent === null && commodity.stockNumber !== 0,
  );
  if (traits.itemDiscountActivity && eligible.length > 0) {
    const percent = rng.pick([80, 85, 90]);
    const chosen = rng.sample(eligible, Math.min(eligible.length, rng.int(2, 3)));
    rows.push({
      id: plan.ids('activity', index, 0),
      businessId: context.businessId,
      name: { en: `${100 - percent}% off selected dishes`, zh: `精选菜品${zhDiscount(percent)}` },
      activityDescribe: {
        en: `On ${chosen.map((commodity) => commodity.name.en).join(', ')}.`,
        zh: `适用于${chosen.map((commodity) => commodity.name.zh).join('、')}。`,
      },
      activityType: 'discount',
      discountPercent: percent,
      availableOrderTypes: [],
      availableCommodityIds: chosen.map((commodity) => commodity.id ?? ''),
      sortOrder: 0,
    });
  }
  const orderType = (['pickup', 'dineIn', 'delivery'] as const).find((type) =>
    traits.diningTypes.includes(type),
  );
  if (traits.orderTypeActivity && orderType) {
    const percent = rng.pick([90, 95]);
    const label = ORDER_TYPE_LABELS[orderType];
    rows.push({
      id: plan.ids('activity', index, 1),
      businessId: context.businessId,
      name: { en: `${100 - percent}% off ${label.en} orders`, zh: `${label.zh}订单${zhDiscount(percent)}` },
      activityDescribe: {
        en: `Every ${label.en} order, no minimum.`,
        zh: `所有${label.zh}订单均可享受，无最低消费。`,
      },
      activityType: 'orderTypeDiscount',
      discountPercent: percent,
      availableOrderTypes: [orderType],
      availableCommodityIds: null,
      sortOrder: 1,
    });
  }
  return rows;
}

const ORDER_TYPE_LABELS: Record<OrderType, LocalizedText> = {
  delivery: { en: 'delivery', zh: '外送' },
  pickup: { en: 'pickup', zh: '自取' },
  dineIn: { en: 'dine-in', zh: '堂食' },
};

/** The specification's default redemption tiers: items up to $10, $15, $20 and $30. */
const EXCHANGE_TIERS = [
  { minPrice: 0, maxPrice: 1000, requiredPoints: 50 },
  { minPrice: 1000, maxPrice: 1500, requiredPoints: 100 },
  { minPrice: 1500, maxPrice: 2000, requiredPoints: 150 },
  { minPrice: 2000, maxPrice: 3000, requiredPoints: 200 },
];

export function pointsProgramme(context: StoreContext): {
  programme: PointsProgrammeRow;
  coupons: CouponRow[];
  rules: PointsCouponRuleRow[];
} {
  const { plan, index, rng } = context;
  const isDouble = rng.chance(0.25);
  const perDollar = isDouble ? 2 : 1;
  const programme: PointsProgrammeRow = {
    businessId: context.businessId,
    pointsExplain: {
      en: `Earn ${perDollar} point${perDollar > 1 ? 's' : ''} for every dollar you spend at ${context.businessName.en}${isDouble ? ': double points this month!' : '.'}`,
      zh: `在${context.businessName.zh}每消费1美元可得${perDollar}积分${isDouble ? '，本月双倍积分！' : '。'}`,
    },
    isDouble,
    learnMoreGainPointsRules: {
      en: 'Points are added when your order is completed. Cancelled or refunded orders take their points back.',
      zh: '订单完成后积分到账。取消或退款的订单将扣回相应积分。',
    },
    learnMoreConsumePointsRules: {
      en: 'Use points for free dishes or coupons. An item up to $10 costs 50 points, up to $15 100 points, up to $20 150 points and up to $30 200 points.',
      zh: '积分可兑换免费菜品或优惠券。10美元以内的菜品需50积分，15美元以内100积分，20美元以内150积分，30美元以内200积分。',
    },
    learnMoreOtherExplain: {
      en: 'Points are valid at this store only and expire after 12 months.',
      zh: '积分仅限本店使用，有效期12个月。',
    },
    pointsPerDollar: perDollar,
    commodityExchangeTiers: EXCHANGE_TIERS,
    maxExchangesPerOrder: rng.pick([1, 2, null]),
  };
  const offers: Array<{ value: CouponValue; points: number; min: number }> = [
    { value: { couponType: 'cash', discountPrice: 300 }, points: 150, min: 1500 },
    { value: { couponType: 'discount', discountPercent: 90, maxDiscountPrice: 500 }, points: 100, min: 0 },
    // A third offer, so the cart's list of coupons for points (two until More) has one to fold away.
    { value: { couponType: 'freeDeliveryPrice' }, points: 200, min: 1000 },
  ];
  const coupons = offers.map((offer, order) =>
    couponRow({
      id: plan.ids('coupon', index, 10 + order),
      businessId: context.businessId,
      where: context.businessName,
      value: offer.value,
      minCommoditiesPrice: offer.min,
      expiry: durationDays(30),
      claimable: false,
    }),
  );
  const rules = offers.map((offer, order) => ({
    id: plan.ids('pointsCouponRule', index, order),
    businessId: context.businessId,
    couponId: plan.ids('coupon', index, 10 + order),
    requiredPoints: offer.points,
    stockNumber: order === 0 ? rng.pick([50, 100, null]) : null,
    sortOrder: order,
  }));
  return { programme, coupons, rules };
}
