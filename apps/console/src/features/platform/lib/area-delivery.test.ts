import { describe, expect, it } from 'vitest';
import { areaDeliveryFormOf, areaDeliveryOf } from './area-delivery';

describe("an area's default delivery rule", () => {
  it('is off for an area without one, and sends null', () => {
    const form = areaDeliveryFormOf(null);
    expect(form.on).toBe(false);
    expect(areaDeliveryOf(form)).toBeNull();
  });

  it('reads the typed dollars and miles from their digits, one step, and back', () => {
    const form = {
      ...areaDeliveryFormOf(null),
      on: true,
      basePrice: '3.99',
      baseMiles: '2',
      stepPrice: '1',
      stepMiles: '1.5',
      maxMiles: '8',
      minimum: '15',
      smallOrderFee: '',
    };
    const rule = areaDeliveryOf(form);
    expect(rule).toEqual({
      basePrice: 399,
      baseDistanceMiles: 2,
      extraDeliveryPrices: [{ price: 100, distance: 1.5 }],
      maxDistanceMiles: 8,
      minCommoditiesPrice: 1500,
      smallOrderExtraPrice: null,
      deliveryFeeShares: [],
      deliveryDates: null,
    });
    expect(areaDeliveryFormOf(rule ?? null)).toEqual({
      ...form,
      basePrice: '3.99',
      stepPrice: '1.00',
      minimum: '15.00',
    });
  });

  it('sends nothing while a field is not a number or a step has a price without a distance', () => {
    const on = { ...areaDeliveryFormOf(null), on: true };
    expect(areaDeliveryOf({ ...on, basePrice: 'free' })).toBeUndefined();
    expect(areaDeliveryOf({ ...on, stepPrice: '1' })).toBeUndefined();
    expect(areaDeliveryOf({ ...on, baseMiles: '' })).toBeUndefined();
  });
});
