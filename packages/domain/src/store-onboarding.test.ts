import { describe, expect, it } from 'vitest';
import {
  NEW_STORE_PREPARE_SECONDS,
  NO_HOURS,
  PLATFORM_STORES_PAGE_SIZE,
  readinessGaps,
} from './store-onboarding';

const ready = {
  diningTypes: ['pickup'],
  openHours: [[], [[36_000_000, 72_000_000]], [], [], [], [], []],
  itemsOnSale: 1,
  hasCoordinates: true,
  deliveryPriced: false,
  pickupAddresses: 1,
} as const;

describe('store onboarding', () => {
  it('pins its numbers: 20 stores a page, a new store prepares in 20 minutes and has no hours', () => {
    expect(PLATFORM_STORES_PAGE_SIZE).toBe(20);
    expect(NEW_STORE_PREPARE_SECONDS).toBe(20 * 60);
    expect(NO_HOURS).toHaveLength(7);
    expect(NO_HOURS.every((day) => day.length === 0)).toBe(true);
  });

  it('finds a store ready with one dining type, one interval, one item and its address', () => {
    expect(readinessGaps(ready)).toEqual([]);
  });

  it('names every gap of a new store, in the order an owner fixes them', () => {
    expect(
      readinessGaps({
        diningTypes: [],
        openHours: NO_HOURS,
        itemsOnSale: 0,
        hasCoordinates: false,
        deliveryPriced: false,
        pickupAddresses: 0,
      }),
    ).toEqual(['diningTypes', 'openHours', 'menu', 'address']);
    expect(readinessGaps({ ...ready, itemsOnSale: 0 })).toEqual(['menu']);
  });

  it('asks a store that offers pickup for a pickup address, and no other store', () => {
    expect(readinessGaps({ ...ready, pickupAddresses: 0 })).toEqual(['pickupAddress']);
    expect(
      readinessGaps({ ...ready, diningTypes: ['delivery'], deliveryPriced: true, pickupAddresses: 0 }),
    ).toEqual([]);
  });

  it('asks a store that delivers for the fee rule its carrier prices with', () => {
    expect(readinessGaps({ ...ready, diningTypes: ['delivery', 'pickup'] })).toEqual(['deliveryFee']);
    expect(readinessGaps({ ...ready, diningTypes: ['delivery'], deliveryPriced: true })).toEqual([]);
  });
});
