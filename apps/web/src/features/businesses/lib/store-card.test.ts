import type { BusinessSummaryDto } from '@nearbite/contract/businesses';
import { milesText } from '@nearbite/domain/money-text';
import { PAUSE_REASONS } from '@nearbite/domain/store-operations';
import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en';
import { zh } from '../../../shared/i18n/zh';
import { sizedImage } from './image-url';
import { nearbyQuery, nextPageNumber } from './nearby-query';
import { carrierKey, diningTypeKey, type StoreTag, storeLabelText, storeTags, tagText } from './store-card';

type Tagged = Parameters<typeof storeTags>[0];

const plain: Tagged = {
  pointsConfig: { status: false },
  prepareFoodTime: 0,
  deliveryCarrier: 'platform',
  diningTypes: ['pickup'],
  activities: [],
};

function activity(
  discountPercent: number,
  activityType: 'discount' | 'orderTypeDiscount' = 'discount',
  availableOrderTypes: BusinessSummaryDto['diningTypes'] = [],
): BusinessSummaryDto['activities'][number] {
  return {
    id: `a${discountPercent}`,
    name: 'Deal',
    activityType,
    details: [{ discountPercent, availableConditions: { availableOrderTypes, availableCommodities: [] } }],
  };
}

/** A translate function over the real resources, with {{placeholders}} filled in. */
function translator(resources: unknown) {
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
    if (typeof text !== 'string') throw new Error(`no text for ${key}`);
    return text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
  };
}
const tEn = translator(en);
const tZh = translator(zh);

describe('store card tags', () => {
  it('are empty for a store with nothing to tell', () => {
    expect(storeTags(plain)).toEqual([]);
  });

  it('come in the specified order: rewards, prep time, carrier, activities', () => {
    const tags = storeTags({
      pointsConfig: { status: true },
      prepareFoodTime: 1200,
      deliveryCarrier: 'doordash',
      diningTypes: ['delivery', 'pickup'],
      activities: [activity(85), activity(90, 'orderTypeDiscount', ['pickup', 'dineIn'])],
    });
    expect(tags).toEqual<StoreTag[]>([
      { kind: 'rewards' },
      { kind: 'prep', minutes: 20 },
      { kind: 'carrier', carrier: 'doordash' },
      { kind: 'activity', percentPaid: 85, orderTypes: [] },
      { kind: 'activity', percentPaid: 90, orderTypes: ['pickup', 'dineIn'] },
    ]);
  });

  it('shows prep time in whole minutes, rounded up', () => {
    expect(storeTags({ ...plain, prepareFoodTime: 61 })).toEqual([{ kind: 'prep', minutes: 2 }]);
  });

  it('names the carrier only for stores that deliver', () => {
    expect(storeTags({ ...plain, deliveryCarrier: 'business' })).toEqual([]);
    expect(storeTags({ ...plain, diningTypes: ['delivery'], deliveryCarrier: 'business' })).toEqual([
      { kind: 'carrier', carrier: 'business' },
    ]);
  });

  it('leaves out activities that take nothing off or have no detail', () => {
    const empty = { ...activity(80), details: [] };
    expect(storeTags({ ...plain, activities: [activity(100), empty] })).toEqual([]);
  });

  it('read in English', () => {
    expect(tagText({ kind: 'rewards' }, tEn, 'en')).toBe('Earn points');
    expect(tagText({ kind: 'prep', minutes: 15 }, tEn, 'en')).toBe('Ready in 15 min');
    expect(tagText({ kind: 'carrier', carrier: 'platform' }, tEn, 'en')).toBe('Nearbite delivery');
    expect(tagText({ kind: 'carrier', carrier: 'business' }, tEn, 'en')).toBe('Store delivery');
    expect(tagText({ kind: 'carrier', carrier: 'doordash' }, tEn, 'en')).toBe('DoorDash');
    expect(tagText({ kind: 'activity', percentPaid: 85, orderTypes: [] }, tEn, 'en')).toBe('15% off');
    expect(tagText({ kind: 'activity', percentPaid: 90, orderTypes: ['pickup', 'dineIn'] }, tEn, 'en')).toBe(
      '10% off · Pickup, Dine-in',
    );
  });

  it('read in Chinese, discounts in tenths paid', () => {
    expect(tagText({ kind: 'activity', percentPaid: 85, orderTypes: [] }, tZh, 'zh-CN')).toBe('8.5折');
    expect(tagText({ kind: 'activity', percentPaid: 80, orderTypes: ['delivery'] }, tZh, 'zh-CN')).toBe(
      '8折 · 外送',
    );
    expect(tagText({ kind: 'carrier', carrier: 'platform' }, tZh, 'zh-CN')).toBe('Nearbite 配送');
    expect(tagText({ kind: 'prep', minutes: 15 }, tZh, 'zh-CN')).toBe('约 15 分钟出餐');
  });
});

describe('store card texts', () => {
  it('label the store Open, Reserved or Closed in both languages', () => {
    expect(en.stores.label).toEqual({ open: 'Open', reserved: 'Reserved', closed: 'Closed' });
    expect(zh.stores.label).toEqual({ open: '营业中', reserved: '可预订', closed: '已打烊' });
  });

  it('say why a store whose staff paused orders is closed, in both languages', () => {
    const paused = { pauseReason: 'tooBusy' as const };
    expect(storeLabelText(tEn, paused, 'closed')).toBe('Closed · Too busy right now');
    expect(storeLabelText(tZh, paused, 'closed')).toBe('已打烊 · 店内繁忙');
    expect(storeLabelText(tEn, { pauseReason: 'closingEarly' }, 'closed')).toBe(
      'Closed · Closing early today',
    );
    expect(storeLabelText(tEn, { pauseReason: null }, 'reserved')).toBe('Reserved');
    for (const reason of PAUSE_REASONS) {
      expect([tEn(`stores.pauseReason.${reason}`), tZh(`stores.pauseReason.${reason}`)]).not.toContain('');
    }
  });

  it('name the dining types and carriers', () => {
    expect(Object.values(diningTypeKey).map((key) => tEn(key))).toEqual(['Delivery', 'Pickup', 'Dine-in']);
    expect(Object.values(diningTypeKey).map((key) => tZh(key))).toEqual(['外送', '自取', '堂食']);
    expect(Object.values(carrierKey).map((key) => tEn(key))).toEqual([
      'Nearbite delivery',
      'Store delivery',
      'DoorDash',
    ]);
  });

  it('carry the control names the end-to-end tests use', () => {
    expect([en.stores.title, zh.stores.title]).toEqual(['Stores', '商家']);
    expect([en.stores.categories, zh.stores.categories]).toEqual(['Categories', '分类']);
    expect([en.stores.allCategories, zh.stores.allCategories]).toEqual(['All', '全部']);
    expect([en.home.map, zh.home.map]).toEqual(['Map', '地图']);
  });
});

describe('distance', () => {
  it('reads "1.3 mi" and "1.3 英里"', () => {
    expect(tEn('stores.miles', { miles: milesText(1.25) })).toBe('1.3 mi');
    expect(tZh('stores.miles', { miles: milesText(1.25) })).toBe('1.3 英里');
  });
});

describe('images', () => {
  it('ask the image service for the width', () => {
    expect(sizedImage('/apis/v1/images/logo/x.svg', 300)).toBe('/apis/v1/images/logo/x.svg?w=300');
    expect(sizedImage('/img.png?w=750&v=2', 300)).toBe('/img.png?v=2&w=300');
    expect(sizedImage('https://cdn.example/a.jpg#top', 750)).toBe('https://cdn.example/a.jpg?w=750#top');
  });

  it('keep a missing image missing', () => {
    expect(sizedImage(null, 300)).toBeNull();
    expect(sizedImage('', 300)).toBeNull();
  });
});

describe('home list query', () => {
  const point = { latitude: 37.79, longitude: -122.41 };

  it('asks for 50 stores a page within 40 miles, all categories by default', () => {
    expect(nearbyQuery(point, null, 1)).toEqual({
      longitude: -122.41,
      latitude: 37.79,
      range: 40,
      filterMode: 'all',
      pageNumber: 1,
      pageCapacity: 50,
    });
  });

  it('filters by the chosen category', () => {
    expect(nearbyQuery(point, 'cat-7', 3)).toMatchObject({
      filterMode: 'category',
      businessTypes: 'cat-7',
      pageNumber: 3,
    });
  });

  it('asks for the next page only while the server has more', () => {
    expect(nextPageNumber({ pageNumber: 2, hasMore: true })).toBe(3);
    expect(nextPageNumber({ pageNumber: 2, hasMore: false })).toBeUndefined();
  });
});
