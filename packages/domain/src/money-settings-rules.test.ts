import { describe, expect, it } from 'vitest';
import { CodedError } from './coded-error.js';
import { serverErrors } from './errors.js';
import { previewPrice } from './money-settings-preview.js';
import {
  checkMoneySettings,
  MAX_DELIVERY_MILES,
  MAX_FIXED_TIP_CENTS,
  MAX_SERVICE_FEE_CENTS,
  MAX_SERVICE_FEE_PERCENT,
  MAX_TAX_PERCENT,
  MAX_TIP_HUNDREDTHS,
  MAX_TIP_OPTIONS,
  type MoneySettings,
  millionthsToTaxPercent,
  taxPercentToMillionths,
} from './money-settings-rules.js';

const base: MoneySettings = {
  taxRateMillionths: 88_750,
  noTaxOnPickupOrders: false,
  servicePrices: [{ orderType: 'delivery', percent: 3.5, cent: 50 }],
  tipConfig: { percentages: [1500, 1800, 2000], fixedAmounts: [200, 300, 400], thresholdPrice: 2000 },
  customizedTipDisabled: false,
  tipDisabledForOnline: false,
  deliveryCarrier: 'business',
  delivery: {
    basePrice: 399,
    baseDistanceMiles: 2,
    extraDeliveryPrices: [{ price: 100, distance: 1 }],
    maxDistanceMiles: 6,
    minCommoditiesPrice: 1500,
    smallOrderExtraPrice: 200,
    deliveryFeeShares: [],
    deliveryDates: null,
  },
  doordash: null,
};

/** The code and field of the refusal `work` throws. */
function refusal(work: () => unknown): { code: string; field: string } {
  try {
    work();
  } catch (error) {
    if (!(error instanceof CodedError)) throw error;
    return { code: serverErrors[error.key].code, field: error.message.split(':')[0] ?? '' };
  }
  throw new Error('not refused');
}

const check = (change: Partial<MoneySettings>, dining = ['delivery', 'pickup'] as const) =>
  refusal(() => checkMoneySettings({ ...base, ...change }, dining));
const withDelivery = (change: Partial<NonNullable<MoneySettings['delivery']>>) =>
  check({ delivery: { ...(base.delivery as NonNullable<MoneySettings['delivery']>), ...change } });

describe('the tax percent an owner types', () => {
  it('becomes millionths from its digits, with no float drift', () => {
    expect(taxPercentToMillionths('8.875')).toBe(88_750);
    expect(taxPercentToMillionths('7')).toBe(70_000);
    expect(taxPercentToMillionths('6.5')).toBe(65_000);
    expect(taxPercentToMillionths('0.001')).toBe(10);
    // 1.1 × 10000 is 11000.000000000002 in floats; the digits give exactly 11,000.
    expect(taxPercentToMillionths('1.1')).toBe(11_000);
    expect(taxPercentToMillionths('25')).toBe(250_000);
  });

  it('is capped at 25 % with at most 3 decimals (A230)', () => {
    expect(MAX_TAX_PERCENT).toBe(25);
    for (const text of ['25.001', '30', '8.8755', '-1', 'abc', '', '8,875', '1e1']) {
      expect(refusal(() => taxPercentToMillionths(text))).toEqual({ code: 'A230', field: 'taxPercent' });
    }
  });

  it('reads back as the owner typed it', () => {
    expect(millionthsToTaxPercent(88_750)).toBe('8.875');
    expect(millionthsToTaxPercent(70_000)).toBe('7');
    expect(millionthsToTaxPercent(65_000)).toBe('6.5');
    expect(millionthsToTaxPercent(0)).toBe('0');
  });
});

describe('checkMoneySettings', () => {
  it('accepts a sane store', () => {
    expect(() => checkMoneySettings(base, ['delivery', 'pickup', 'dineIn'])).not.toThrow();
    expect(() => checkMoneySettings({ ...base, tipConfig: null, delivery: null }, ['pickup'])).not.toThrow();
  });

  it('refuses a tax rate above the cap (A230)', () => {
    expect(check({ taxRateMillionths: 250_001 })).toEqual({ code: 'A230', field: 'taxRateMillionths' });
  });

  it('limits service fees to 30 % with two decimals plus $10, one per order type (A231)', () => {
    expect([MAX_SERVICE_FEE_PERCENT, MAX_SERVICE_FEE_CENTS]).toEqual([30, 1000]);
    const fee = (percent: number, cent: number) =>
      check({ servicePrices: [{ orderType: 'pickup', percent, cent }] });
    expect(fee(30.01, 0)).toEqual({ code: 'A231', field: 'servicePrices[0].percent' });
    expect(fee(3.333, 0)).toEqual({ code: 'A231', field: 'servicePrices[0].percent' });
    expect(fee(-1, 0)).toEqual({ code: 'A231', field: 'servicePrices[0].percent' });
    expect(fee(3, 1001)).toEqual({ code: 'A231', field: 'servicePrices[0].cent' });
    expect(fee(3, 1.5)).toEqual({ code: 'A231', field: 'servicePrices[0].cent' });
    const twice = { orderType: 'pickup', percent: 1, cent: 0 } as const;
    expect(check({ servicePrices: [twice, twice] })).toEqual({ code: 'A231', field: 'servicePrices[1]' });
  });

  it('wants 1 to 4 tip options of each kind, within limits and strictly increasing (A232)', () => {
    expect([MAX_TIP_OPTIONS, MAX_TIP_HUNDREDTHS, MAX_FIXED_TIP_CENTS]).toEqual([4, 5000, 10_000]);
    const tips = (percentages: number[], fixedAmounts = [200]) =>
      check({ tipConfig: { percentages, fixedAmounts, thresholdPrice: 2000 } });
    expect(tips([])).toEqual({ code: 'A232', field: 'tipConfig.percentages' });
    expect(tips([1, 2, 3, 4, 5])).toEqual({ code: 'A232', field: 'tipConfig.percentages' });
    expect(tips([1500, 1500])).toEqual({ code: 'A232', field: 'tipConfig.percentages[1]' });
    expect(tips([1800, 1500])).toEqual({ code: 'A232', field: 'tipConfig.percentages[1]' });
    expect(tips([5001])).toEqual({ code: 'A232', field: 'tipConfig.percentages[0]' });
    expect(tips([0, 1500])).toEqual({ code: 'A232', field: 'tipConfig.percentages[0]' });
    expect(tips([1500], [10_001])).toEqual({ code: 'A232', field: 'tipConfig.fixedAmounts[0]' });
    expect(tips([1500], [300, 200])).toEqual({ code: 'A232', field: 'tipConfig.fixedAmounts[1]' });
  });

  it('wants delivery fees that make sense (A233–A237)', () => {
    expect(MAX_DELIVERY_MILES).toBe(50);
    expect(withDelivery({ basePrice: -1 })).toEqual({ code: 'A233', field: 'delivery.basePrice' });
    expect(withDelivery({ extraDeliveryPrices: [{ price: 100, distance: 0 }] })).toEqual({
      code: 'A234',
      field: 'delivery.extraDeliveryPrices[0].distance',
    });
    expect(withDelivery({ extraDeliveryPrices: [{ price: 0, distance: 1 }] })).toEqual({
      code: 'A234',
      field: 'delivery.extraDeliveryPrices[0].price',
    });
    expect(withDelivery({ maxDistanceMiles: 2 })).toEqual({
      code: 'A235',
      field: 'delivery.maxDistanceMiles',
    });
    expect(withDelivery({ maxDistanceMiles: 51 })).toEqual({
      code: 'A235',
      field: 'delivery.maxDistanceMiles',
    });
    expect(withDelivery({ smallOrderExtraPrice: -5 })).toEqual({
      code: 'A236',
      field: 'delivery.smallOrderExtraPrice',
    });
    expect(withDelivery({ deliveryFeeShares: [{ shareType: 'proportional', value: 101 }] })).toEqual({
      code: 'A237',
      field: 'delivery.deliveryFeeShares[0].value',
    });
    const two = [
      { shareType: 'customer', value: 0 },
      { shareType: 'fixedPrice', value: 100 },
    ] as const;
    expect(withDelivery({ deliveryFeeShares: two })).toEqual({
      code: 'A237',
      field: 'delivery.deliveryFeeShares',
    });
  });

  it('refuses settings that leave diners unable to order (A238)', () => {
    expect(check({ delivery: null })).toEqual({ code: 'A238', field: 'delivery' });
    expect(check({ deliveryCarrier: 'doordash' })).toEqual({ code: 'A238', field: 'doordash' });
    expect(withDelivery({ deliveryDates: [] })).toEqual({ code: 'A238', field: 'delivery.deliveryDates' });
    // A store that does not deliver needs no delivery rule.
    expect(() => checkMoneySettings({ ...base, delivery: null }, ['pickup'])).not.toThrow();
  });
});

describe('previewPrice', () => {
  const sample = {
    orderType: 'delivery',
    subtotal: 1000,
    distanceMiles: 3.5,
    tip: { kind: 'option', index: 0 },
  } as const;

  it('prices a sample order with the checkout engine', () => {
    const quote = previewPrice(base, sample, 0);
    expect(quote.subtotal).toBe(1000);
    expect(quote.servicePrice).toBe(35 + 50);
    // Base $3.99 covers 2 miles; 1.5 miles more start two 1-mile steps.
    expect(quote.deliveryPrice).toBe(399 + 200);
    // Below the $15 minimum: the small-order fee.
    expect(quote.smallOrderExtraPrice).toBe(200);
    expect(quote.excisePrice).toBe(89);
    // Below the tip threshold the first option is the $2 fixed tip.
    expect(quote.tipPrice).toBe(200);
    expect(quote.totalPrice).toBe(1000 + 85 + 599 + 200 + 89 + 200);
  });

  it('follows an unsaved change: no tax on pickup, beyond the farthest distance', () => {
    const pickup = previewPrice(
      { ...base, noTaxOnPickupOrders: true },
      { ...sample, orderType: 'pickup' },
      0,
    );
    expect(pickup.excisePrice).toBe(0);
    const far = previewPrice(base, { ...sample, distanceMiles: 7 }, 0);
    expect(far.flags.beyondMaxDistance).toBe(true);
  });
});
