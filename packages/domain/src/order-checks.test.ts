import { describe, expect, it } from 'vitest';
import type { CodedError } from './coded-error.js';
import {
  type AttributeValue,
  checkLines,
  checkQuantities,
  type LineCheckContext,
  type OrderableCommodity,
} from './order-checks.js';
import type { OrderLineRequest } from './order-payload.js';

const name = (en: string) => ({ en, zh: en });
const NOW = Date.UTC(2025, 5, 11, 19); // noon in Los Angeles

const burger: OrderableCommodity = {
  id: 'burger',
  categoryId: 'mains',
  timedMenuId: null,
  name: name('Burger'),
  thumbnail: null,
  price: 1000,
  takeawayPrice: null,
  stockNumber: 5,
  minBuyNumber: 1,
  maxBuyNumber: 4,
  specifications: [
    {
      id: 'doneness',
      name: name('Doneness'),
      values: [
        { id: 'rare', name: name('Rare') },
        { id: 'well', name: name('Well done') },
      ],
      singularity: true,
      required: true,
      maxSelected: null,
    },
  ],
  addOnGroups: [
    {
      id: 'extras',
      name: name('Extras'),
      minBuyNumber: 0,
      maxBuyNumber: 2,
      values: [{ id: 'cheese', name: name('Cheese'), price: 150, minBuyNumber: 0, maxBuyNumber: null }],
    },
  ],
  specifiedTax: null,
  deliveryNotSupported: true,
  supportsExchange: false,
  isAvailable: true,
  timedMenuHours: null,
};

const large: AttributeValue = {
  commodityId: 'burger',
  attributeId: 'size',
  attributeName: name('Size'),
  valueId: 'large',
  valueName: name('Large'),
  price: 200,
  stockNumber: 3,
};

const line = (overrides: Partial<OrderLineRequest> = {}): OrderLineRequest => ({
  id: 'burger',
  boughtNumber: 1,
  price: 1350,
  specifications: [{ id: 'doneness', values: ['rare'] }],
  attributes: [{ id: 'size', valueId: 'large' }],
  addOns: [{ id: 'extras', values: [{ id: 'cheese', boughtNumber: 1 }] }],
  ...overrides,
});

const context = (overrides: Partial<LineCheckContext> = {}): LineCheckContext => ({
  orderType: 'pickup',
  timeZone: 'America/Los_Angeles',
  now: NOW,
  scheduledTime: null,
  commodities: new Map([[burger.id, burger]]),
  attributes: new Map([[burger.id, [large]]]),
  ...overrides,
});

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as CodedError).key;
  }
  return 'accepted';
}

describe('checkLines', () => {
  it('turns a valid line into the order line snapshot and the engine input', () => {
    const [checked] = checkLines([line({ specialNote: '  no onions ' })], context());
    expect(checked?.specifications).toEqual([
      { id: 'doneness', name: name('Doneness'), values: [{ id: 'rare', name: name('Rare') }] },
    ]);
    expect(checked?.attributes[0]?.value).toEqual({ id: 'large', name: name('Large'), price: 200 });
    expect(checked?.specialNote).toBe('no onions');
    expect(checked?.pricing).toMatchObject({
      price: 1000,
      attributePrices: [200],
      addOns: [{ price: 150, count: 1 }],
    });
  });

  it('refuses each broken choice with its coded error', () => {
    const check = (request: OrderLineRequest, at = context()) => refusal(() => checkLines([request], at));
    expect(check(line({ id: 'ghost' }))).toBe('COMMODITY_NOT_FOUND');
    expect(check(line(), context({ orderType: 'delivery' }))).toBe('COMMODITY_DELIVERY_NOT_SUPPORTED');
    expect(check(line({ specifications: [] }))).toBe('SPECIFICATION_BELOW_MINIMUM');
    expect(check(line({ specifications: [{ id: 'doneness', values: ['rare', 'well'] }] }))).toBe(
      'SPECIFICATION_ABOVE_MAXIMUM',
    );
    expect(check(line({ attributes: [{ id: 'size', valueId: 'small' }] }))).toBe('ATTRIBUTE_NOT_FOUND');
    expect(check(line({ addOns: [{ id: 'extras', values: [{ id: 'cheese', boughtNumber: 3 }] }] }))).toBe(
      'ADDON_ABOVE_MAXIMUM',
    );
  });

  it('serves a lunch item ordered in the morning for a scheduled noon pickup, not for ASAP', () => {
    const lunchOnly = Array.from({ length: 7 }, () => [[11 * 3_600_000, 14 * 3_600_000] as const]);
    const lunch = { ...burger, timedMenuHours: lunchOnly };
    const morning = NOW - 3 * 3_600_000;
    const at = context({ now: morning, commodities: new Map([[burger.id, lunch]]) });
    expect(refusal(() => checkLines([line()], at))).toBe('COMMODITY_OUTSIDE_TIMED_MENU');
    expect(refusal(() => checkLines([line()], { ...at, scheduledTime: NOW }))).toBe('accepted');
  });
});

describe('checkQuantities', () => {
  it('sums the lines of one item against its maximum and its stock', () => {
    const twoLines = checkLines(
      [line({ boughtNumber: 2 }), line({ boughtNumber: 3, attributes: [] })],
      context(),
    );
    expect(refusal(() => checkQuantities(twoLines))).toBe('COMMODITY_ABOVE_MAXIMUM');
  });

  it('answers the stock to take, commodity and attribute value, when there is enough', () => {
    const lines = checkLines([line({ boughtNumber: 2 }), line({ boughtNumber: 1 })], context());
    expect(checkQuantities(lines)).toEqual({
      commodities: [{ id: 'burger', quantity: 3 }],
      attributeValues: [{ id: 'large', quantity: 3 }],
    });
  });

  it('refuses when the chosen attribute value has less stock than the lines ask for', () => {
    const lines = checkLines([line({ boughtNumber: 2 }), line({ boughtNumber: 2 })], context());
    expect(refusal(() => checkQuantities(lines))).toBe('ATTRIBUTE_OUT_OF_STOCK');
  });
});
