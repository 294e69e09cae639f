import { describe, expect, it } from 'vitest';
import { addPriceOf, basePriceFor, type OrderLineInput, unitPriceFor } from './line-price.js';

const noodles: OrderLineInput = {
  commodityId: 'noodles',
  price: 1299,
  takeawayPrice: 1199,
  attributePrices: [150],
  addOns: [
    { price: 100, count: 2 },
    { price: 75, count: 1 },
  ],
  quantity: 3,
  redeemed: false,
};

describe('line prices', () => {
  it('uses the takeaway price for pickup and the price for delivery and dine-in', () => {
    expect(basePriceFor(noodles, 'pickup')).toBe(1199);
    expect(basePriceFor(noodles, 'delivery')).toBe(1299);
    expect(basePriceFor(noodles, 'dineIn')).toBe(1299);
    expect(basePriceFor({ price: 1299, takeawayPrice: null }, 'pickup')).toBe(1299);
  });

  it('adds the attribute value prices and each add-on value times its count', () => {
    expect(addPriceOf(noodles)).toBe(150 + 2 * 100 + 75);
    expect(unitPriceFor(noodles, 'delivery')).toBe(1299 + 425);
    expect(unitPriceFor(noodles, 'pickup')).toBe(1199 + 425);
    expect(addPriceOf({ attributePrices: [], addOns: [] })).toBe(0);
  });
});
