import { describe, expect, it } from 'vitest';
import type { CodedError } from './coded-error.js';
import { type CheckedLine, checkLines } from './order-checks.js';
import type { OrderPayload } from './order-payload.js';
import {
  assertQuoteAllowed,
  assertQuoteMatches,
  couponRule,
  type OrderCoupon,
} from './order-quote-checks.js';
import { type PriceQuote, priceOrder } from './pricing.js';

const name = { en: 'Noodles', zh: '面' };
const lines: CheckedLine[] = checkLines(
  [{ id: 'noodles', boughtNumber: 2, price: 800, specifications: [], attributes: [], addOns: [] }],
  {
    orderType: 'pickup',
    timeZone: 'UTC',
    now: 0,
    scheduledTime: null,
    commodities: new Map([
      [
        'noodles',
        {
          id: 'noodles',
          categoryId: 'c',
          timedMenuId: null,
          name,
          thumbnail: null,
          price: 800,
          takeawayPrice: null,
          stockNumber: null,
          minBuyNumber: 1,
          maxBuyNumber: null,
          specifications: [],
          addOnGroups: [],
          specifiedTax: null,
          deliveryNotSupported: false,
          supportsExchange: false,
          isAvailable: true,
          timedMenuHours: null,
        },
      ],
    ]),
    attributes: new Map(),
  },
);

const quote: PriceQuote = priceOrder({
  orderType: 'pickup',
  now: 0,
  lines: lines.map((line) => line.pricing),
  activities: [],
  tax: { taxRateMillionths: 86_250, noTaxOnPickupOrders: false },
  servicePrices: [],
  tipRules: { config: null, customizedTipDisabled: false, tipDisabledForOnline: false },
  tip: { kind: 'custom', amount: 0 },
  delivery: null,
  coupon: null,
  pointsTiers: [],
});

const payload: OrderPayload = {
  type: 'pickup',
  frontendIdentifier: 'order-0001',
  phoneNumber: '4155550100',
  orderNote: '',
  tipPrice: 0,
  coupons: [],
  activities: [],
  commodities: [],
  discountPrice: 0,
  orderDiscountPrice: 0,
  servicePrice: 0,
  excisePrice: quote.excisePrice,
  totalPrice: quote.totalPrice,
  extraInfo: {},
};

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return `${(error as CodedError).key}: ${(error as CodedError).message}`;
  }
  return 'accepted';
}

describe('assertQuoteMatches', () => {
  it('accepts the figures the cart showed when they are the engine figures', () => {
    expect(quote.totalPrice).toBe(1600 + 138);
    expect(refusal(() => assertQuoteMatches(quote, payload, lines))).toBe('accepted');
  });

  it('names the figure and both amounts when the cart showed another total or tax', () => {
    expect(refusal(() => assertQuoteMatches(quote, { ...payload, totalPrice: 1737 }, lines))).toBe(
      'ORDER_TOTAL_MISMATCH: totalPrice: submitted 1737, expected 1738.',
    );
    expect(refusal(() => assertQuoteMatches(quote, { ...payload, excisePrice: 0 }, lines))).toMatch(
      /^ORDER_TAX_MISMATCH/,
    );
  });

  it('refuses a line whose unit price differs from the menu', () => {
    const stale = lines.map((line) => ({ ...line, submittedPrice: 750 }));
    expect(refusal(() => assertQuoteMatches(quote, payload, stale))).toBe(
      'COMMODITY_PRICE_MISMATCH: line 0 price: submitted 750, expected 800.',
    );
  });
});

describe('assertQuoteAllowed', () => {
  it('refuses a total under the 50-cent minimum and an unusable coupon with its reason', () => {
    const tiny = { ...quote, flags: { ...quote.flags, belowMinimumTotal: true } };
    expect(refusal(() => assertQuoteAllowed(tiny))).toMatch(/^ORDER_BELOW_MINIMUM_TOTAL/);
    const expired = { ...quote, couponUnavailable: { code: 'expired' as const } } as PriceQuote;
    expect(refusal(() => assertQuoteAllowed(expired))).toMatch(/^COUPON_EXPIRED/);
  });
});

describe('couponRule', () => {
  it('reads a discount cap of 0 as no cap, as the wallet shows it', () => {
    const coupon: OrderCoupon = {
      userCouponId: 'uc',
      userId: 'u',
      status: 'unused',
      startsAt: null,
      expiresAt: null,
      couponId: 'c',
      couponStatus: 'active',
      businessId: null,
      couponType: 'discount',
      discountPercent: 80,
      maxDiscountPrice: 0,
      discountPrice: null,
      minCommoditiesPrice: 0,
      maxDeliveryDistanceMiles: null,
      orderTypes: [],
    };
    expect(couponRule(coupon)).toMatchObject({ id: 'uc', percent: 80, maxDiscountPrice: null });
  });
});
