import type { BusinessDetailDto } from '@nearbite/contract/store';
import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en';
import { storeEn } from '../../../shared/i18n/store.en';
import { storeZh } from '../../../shared/i18n/store.zh';
import { translatorOver } from '../../../shared/i18n/test-translator';
import { zh } from '../../../shared/i18n/zh';
import type { KeyValueStorage } from '../../../shared/lib/browser-storage';
import { diningTypeSwitch, startingDiningType } from './dining-type';
import { isItemServedNow, purchaseNotes, rowDiscountPercent, rowPrices } from './menu-rows';
import { savedScroll, saveScroll } from './scroll-memory';
import {
  closedNotice,
  infoDeliveryFee,
  mapsUrl,
  phoneText,
  tableProblem,
  telUrl,
  todayIndex,
} from './store-info';
import { goodsSearchUrl, storeParams } from './store-params';

type FeeDetail = Parameters<typeof infoDeliveryFee>[0];

function feeDetail(overrides: Partial<FeeDetail> = {}): FeeDetail {
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
          extraDeliveryPrice: [{ price: 200, distance: 2 }],
          maxDistance: 8,
          minCommoditiesPrice: 0,
          smallOrderExtraPrice: null,
          location: null,
          deliveryFeeShares: [],
        },
        doordashDeliveryConfig: { baseDeliveryPrice: { price: 799 }, deliveryFeeShares: [] },
      },
    },
    ...overrides,
  } as FeeDetail;
}

describe('the store page query', () => {
  it('reads businessId, tableName, noBack and the Safari guide flag', () => {
    expect(storeParams(new URLSearchParams('businessId=b1&tableName=A3&noBack=true'))).toEqual({
      businessId: 'b1',
      tableName: 'A3',
      noBack: true,
      needShowSafariGuide: false,
    });
    expect(storeParams(new URLSearchParams('businessId=%20')).businessId).toBeNull();
    expect(goodsSearchUrl('b 1', 'A3')).toBe('/post/search?businessId=b+1&tableName=A3');
  });
});

describe('the dining type', () => {
  it('starts in dine-in at a table, else the remembered choice, else delivery, else pickup', () => {
    expect(startingDiningType(['delivery', 'pickup', 'dineIn'], 'A3', 'pickup')).toBe('dineIn');
    expect(startingDiningType(['delivery', 'pickup'], null, 'pickup')).toBe('pickup');
    expect(startingDiningType(['delivery', 'pickup'], null, 'dineIn')).toBe('delivery');
    expect(startingDiningType(['pickup'], null, 'delivery')).toBe('pickup');
    expect(startingDiningType(['dineIn'], null, null)).toBeNull();
  });

  it('switches only between the types the store offers, never out of dine-in', () => {
    expect(diningTypeSwitch('delivery', 'pickup', ['delivery', 'pickup'])).toBe('switch');
    expect(diningTypeSwitch('delivery', 'pickup', ['delivery'])).toBe('unsupported');
    expect(diningTypeSwitch('pickup', 'pickup', ['pickup'])).toBe('same');
    expect(diningTypeSwitch('dineIn', 'pickup', ['pickup', 'dineIn'])).toBe('unsupported');
  });
});

describe('the info strip and store info', () => {
  it("shows the diner's share of the delivery fee at the diner's distance", () => {
    // No location: no fee is shown (a base price, or $0 for a per-mile share, would mislead).
    expect(infoDeliveryFee(feeDetail())).toEqual({ kind: 'needsLocation' });
    expect(infoDeliveryFee(feeDetail({ distance: 1 }))).toEqual({ kind: 'fee', fee: 499 });
    // 4.5 miles: base 3 miles plus one started 2-mile step.
    expect(infoDeliveryFee(feeDetail({ distance: 4.5 }))).toEqual({ kind: 'fee', fee: 699 });
    expect(infoDeliveryFee(feeDetail({ deliveryCarrier: 'doordash', distance: 1 }))).toEqual({
      kind: 'fee',
      fee: 799,
    });
    expect(infoDeliveryFee(feeDetail({ diningTypes: ['pickup'] }))).toBeNull();
  });

  it('says the diner is out of range beyond the delivery radius (DoorDash stores keep the standard one)', () => {
    expect(infoDeliveryFee(feeDetail({ distance: 8 }))).toEqual({ kind: 'fee', fee: 499 + 3 * 200 });
    expect(infoDeliveryFee(feeDetail({ distance: 29.15 }))).toEqual({ kind: 'outOfRange', miles: 29.15 });
    expect(infoDeliveryFee(feeDetail({ deliveryCarrier: 'doordash', distance: 9 }))).toEqual({
      kind: 'outOfRange',
      miles: 9,
    });
  });

  it('links to directions and a call, and marks today', () => {
    expect(mapsUrl(feeDetail() as unknown as BusinessDetailDto)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=37.78%2C-122.4',
    );
    expect(telUrl('4155550900')).toBe('tel:+14155550900');
    expect(phoneText('+1 415 555 0900')).toBe('(415) 555-0900');
    expect(todayIndex(7)).toBe(0);
    expect(todayIndex(1)).toBe(1);
  });

  it('refuses a table the store does not have, or a store without dine-in', () => {
    const tables = { tablesInfo: { tableNames: ['A1', 'A2'] } };
    expect(tableProblem({ diningTypes: ['dineIn'], ...tables }, 'A1')).toBeNull();
    expect(tableProblem({ diningTypes: ['dineIn'], ...tables }, 'Z9')).toBe('unknownTable');
    expect(tableProblem({ diningTypes: ['pickup'], ...tables }, 'A1')).toBe('dineInUnsupported');
  });
});

describe('the closed notice', () => {
  const english = translatorOver('en', { translation: en, store: storeEn });
  const chinese = translatorOver('zh-CN', { translation: zh, store: storeZh });

  it('says why a store whose staff paused orders is closed, in both languages', () => {
    const paused = { pauseReason: 'kitchenIssue' as const, canReserved: false };
    expect(closedNotice(english, paused)).toBe('Closed now · Kitchen issue');
    expect(closedNotice(chinese, paused)).toBe('休息中 · 厨房暂停出餐');
  });

  it('says closed, or closed but open to orders ahead, outside the hours', () => {
    expect(closedNotice(english, { pauseReason: null, canReserved: false })).toBe('Closed now');
    expect(closedNotice(english, { pauseReason: null, canReserved: true })).toBe(
      'Closed now · you can order ahead',
    );
  });
});

describe('menu rows', () => {
  const item = {
    id: 'tea',
    price: 545,
    takeawayPrice: 500,
    originPrice: 600,
    originTakeawayPrice: null,
    discountPercent: null,
  };

  it('show the price of the dining type and a higher original price crossed out', () => {
    expect(rowPrices(item, 'delivery')).toEqual({ price: 545, originPrice: 600 });
    expect(rowPrices(item, 'pickup')).toEqual({ price: 500, originPrice: 600 });
    expect(rowPrices({ ...item, originPrice: 545 }, 'delivery').originPrice).toBeNull();
  });

  it("label the item's own discount, else the largest item discount covering it", () => {
    const activity = (discountPercent: number, ids: string[] | null) => ({
      id: `a${discountPercent}`,
      activityType: 'discount' as const,
      discountPercent,
      availableOrderTypes: ['delivery' as const],
      availableCommodityIds: ids,
    });
    expect(rowDiscountPercent({ ...item, discountPercent: 85 }, [activity(50, null)], 'delivery')).toBe(85);
    expect(rowDiscountPercent(item, [activity(90, null), activity(80, ['tea'])], 'delivery')).toBe(80);
    expect(rowDiscountPercent(item, [activity(80, ['cake'])], 'delivery')).toBeNull();
    expect(rowDiscountPercent(item, [activity(80, null)], 'pickup')).toBeNull();
  });

  it('note a minimum above 1 and a maximum above 0', () => {
    expect(purchaseNotes({ minBuyNumber: 1, maxBuyNumber: null })).toEqual({ min: null, max: null });
    expect(purchaseNotes({ minBuyNumber: 3, maxBuyNumber: 6 })).toEqual({ min: 3, max: 6 });
  });

  it('serve all-day items always and timed-menu items within their hours', () => {
    const closed = Array.from({ length: 7 }, () => [] as [number, number][]);
    const menus = [{ id: 'breakfast', openHours: closed }];
    expect(isItemServedNow('allDay', menus, 'UTC', 0)).toBe(true);
    expect(isItemServedNow('breakfast', menus, 'UTC', 0)).toBe(false);
  });
});

describe('the remembered scroll position', () => {
  it('is kept per business and read back, 0 when none', () => {
    const map = new Map<string, string>();
    const storage: KeyValueStorage = {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    };
    saveScroll(storage, 'b1', 812.4);
    expect(savedScroll(storage, 'b1')).toBe(812);
    expect(savedScroll(storage, 'b2')).toBe(0);
  });
});
