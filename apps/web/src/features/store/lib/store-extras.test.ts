import type { BusinessDetailDto } from '@nearbite/contract/store';
import { describe, expect, it } from 'vitest';
import { storeEn } from '../../../shared/i18n/store.en';
import { translatorOver } from '../../../shared/i18n/test-translator';
import type { KeyValueStorage } from '../../../shared/lib/browser-storage';
import { deliveryFeeExplanation, type Translate } from './fee-explanation';
import { hasPointsProgramme, pointsTiers, showsRedeemLabel } from './points';
import { isPromptDone, markPromptDone } from './store-prompts';

/** The English texts with their placeholders filled, as the app's `t` renders them. */
const english: Translate = translatorOver('en', { store: storeEn });

type FeeDetail = Parameters<typeof deliveryFeeExplanation>[0];
type Area = FeeDetail['address']['area'];

function feeDetail(
  area: Partial<NonNullable<Area['deliveryConfig']>> = {},
  overrides: Partial<FeeDetail> = {},
) {
  return {
    diningTypes: ['delivery', 'pickup'],
    deliveryCarrier: 'platform',
    distance: null,
    address: {
      fullAddress: '1 Main St',
      postalCode: null,
      location: { coordinates: [-122.4, 37.78] },
      timeZone: 'America/Los_Angeles',
      area: {
        deliveryConfig: {
          baseDeliveryPrice: { price: 499, distance: 3 },
          extraDeliveryPrice: [{ price: 200, distance: 1.5 }],
          maxDistance: 8,
          minCommoditiesPrice: 1500,
          smallOrderExtraPrice: 250,
          location: null,
          deliveryFeeShares: [],
          ...area,
        },
        doordashDeliveryConfig: { baseDeliveryPrice: { price: 799 }, deliveryFeeShares: [] },
      },
    },
    ...overrides,
  } as FeeDetail;
}

describe('the delivery-fee explanation', () => {
  it('states the base price, each extra step, the farthest distance and the small-order fee', () => {
    expect(deliveryFeeExplanation(feeDetail(), english)).toEqual([
      '$4.99 for the first 3 mi',
      '+$2.00 for every 1.5 mi after that',
      'A started step is charged in full.',
      'Delivers up to 8 mi from the store',
      'Orders under $15.00 add a $2.50 small-order fee',
      'Set your location to see the fee to your address.',
    ]);
  });

  it("names the minimum without a surcharge, the diner's share, and the fee at the diner's distance", () => {
    const lines = deliveryFeeExplanation(
      feeDetail(
        {
          extraDeliveryPrice: [],
          maxDistance: null,
          smallOrderExtraPrice: null,
          deliveryFeeShares: [{ shareType: 'proportional', value: 50 }],
        },
        { distance: 2 },
      ),
      english,
    );
    expect(lines).toEqual([
      '$4.99 for the first 3 mi',
      'Delivery needs at least $15.00 of food',
      'You pay 50% of the fee; the store pays the rest',
      'Your fee at 2 mi: $2.50',
    ]);
  });

  it('says the diner is beyond the delivery area instead of a fee there', () => {
    expect(deliveryFeeExplanation(feeDetail({}, { distance: 29.15 }), english).at(-1)).toBe(
      'You are 29.15 mi away, beyond the delivery area.',
    );
  });

  it('gives DoorDash stores their flat price, and nothing for a store that does not deliver', () => {
    expect(
      deliveryFeeExplanation(feeDetail({}, { deliveryCarrier: 'doordash', distance: 4.5 }), english),
    ).toEqual(['Delivered by DoorDash: $7.99 per order', 'Your fee at 4.5 mi: $7.99']);
    expect(deliveryFeeExplanation(feeDetail({}, { diningTypes: ['pickup'] }), english)).toEqual([]);
  });
});

describe('the points card and redeem label', () => {
  const detail = (status: boolean, tiers: number, rewards: number) =>
    ({
      integralRules: [
        { availablePrices: { min: 1000, max: 2000 }, requiredPoints: 200 },
        { availablePrices: { min: 0, max: 1000 }, requiredPoints: 100 },
      ].slice(0, tiers),
      pointsConfig: {
        status,
        exchangeRules: { commodities: [{ requiredPoints: 500, content: 'A free drink' }].slice(0, rewards) },
      },
    }) satisfies Pick<BusinessDetailDto, 'integralRules' | 'pointsConfig'>;

  it('show only for a running programme with something to redeem', () => {
    expect(hasPointsProgramme(detail(false, 2, 1))).toBe(false);
    expect(showsRedeemLabel(detail(false, 2, 1))).toBe(false);
    expect(showsRedeemLabel(detail(true, 0, 0))).toBe(false);
    expect(showsRedeemLabel(detail(true, 0, 1))).toBe(true);
    expect(showsRedeemLabel(detail(true, 1, 0))).toBe(true);
  });

  it('list the redemption tiers cheapest first', () => {
    expect(pointsTiers(detail(true, 2, 0))).toEqual([
      { min: 0, max: 1000, points: 100 },
      { min: 1000, max: 2000, points: 200 },
    ]);
  });
});

describe('the one-time prompts', () => {
  const memory = (): KeyValueStorage => {
    const map = new Map<string, string>();
    return {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    };
  };

  it('are remembered as dismissed per prompt, for the tab', () => {
    const storage = memory();
    expect(isPromptDone(storage, 'locationDismissed')).toBe(false);
    markPromptDone(storage, 'locationDismissed');
    expect(isPromptDone(storage, 'locationDismissed')).toBe(true);
    expect(isPromptDone(storage, 'safariGuideSeen')).toBe(false);
  });
});
