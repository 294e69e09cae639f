import type { MoneySettingsDto } from '@nearbite/contract/console-money-settings';
import { describe, expect, it } from 'vitest';
import { bodyOf, centsOf, formOf } from './money-form';

const settings: MoneySettingsDto = {
  taxPercent: '8.625',
  taxRateMillionths: 86_250,
  noTaxOnPickupOrders: false,
  servicePrices: [{ orderType: 'delivery', percent: 3.5, cent: 50 }],
  tipConfig: null,
  customizedTipDisabled: false,
  tipDisabledForOnline: false,
  deliveryCarrier: 'business',
  delivery: {
    basePrice: 399,
    baseDistanceMiles: 2,
    extraDeliveryPrices: [
      { price: 100, distance: 1 },
      { price: 50, distance: 0.5 },
    ],
    maxDistanceMiles: 6,
    minCommoditiesPrice: 1500,
    smallOrderExtraPrice: null,
    deliveryFeeShares: [],
    deliveryDates: [1, 2, 3],
  },
  doordash: null,
  diningTypes: ['delivery', 'pickup'],
};

describe('the Money form', () => {
  it('reads dollars from their digits', () => {
    expect(centsOf('3.99')).toBe(399);
    expect(centsOf('0.29')).toBe(29);
    expect(centsOf('4')).toBe(400);
    expect(centsOf('4.5')).toBe(450);
    expect(centsOf('4.999')).toBeNull();
    expect(centsOf('abc')).toBeNull();
  });

  it('edits every step, the weekdays and the third-party rule, and gives back what it was filled from', () => {
    const doordash = {
      basePrice: 799,
      deliveryFeeShares: [{ shareType: 'fixedPrice' as const, value: 500 }],
    };
    const form = formOf({ ...settings, deliveryCarrier: 'doordash', doordash });
    expect(form.steps).toEqual([
      { price: '1.00', miles: '1' },
      { price: '0.50', miles: '0.5' },
    ]);
    expect(form.deliveryDays).toEqual([true, true, true, false, false, false, false]);
    expect(bodyOf(form)?.doordash).toEqual(doordash);
    const changed = bodyOf({
      ...form,
      steps: [{ price: '2', miles: '1.5' }],
      deliveryDays: form.deliveryDays.map(() => true),
      doordashPrice: '',
    });
    expect(changed?.delivery?.extraDeliveryPrices).toEqual([{ price: 200, distance: 1.5 }]);
    expect(changed?.delivery?.deliveryDates).toBeNull();
    expect(changed?.doordash).toBeNull();
    expect(bodyOf({ ...form, steps: [{ price: 'two', miles: '1' }] })).toBeNull();
    expect(bodyOf({ ...form, doordashPrice: '7.999' })).toBeNull();
  });

  it('gives back the settings it was filled from', () => {
    const { taxRateMillionths: _rate, diningTypes: _types, ...body } = settings;
    expect(bodyOf(formOf(settings))).toEqual(body);
  });

  it('turns typed tips and fees into hundredths and cents, and refuses text that is not a number', () => {
    const form = {
      ...formOf(settings),
      defaultTips: false,
      tipPercents: '15, 18.5',
      tipDollars: '2,3',
      tipThreshold: '20',
    };
    expect(bodyOf(form)?.tipConfig).toEqual({
      percentages: [1500, 1850],
      fixedAmounts: [200, 300],
      thresholdPrice: 2000,
    });
    expect(bodyOf({ ...form, basePrice: 'free' })).toBeNull();
    expect(
      bodyOf({ ...form, fees: { ...form.fees, pickup: { percent: '2', dollars: '0.25' } } })?.servicePrices,
    ).toEqual([
      { orderType: 'delivery', percent: 3.5, cent: 50 },
      { orderType: 'pickup', percent: 2, cent: 25 },
    ]);
  });
});
