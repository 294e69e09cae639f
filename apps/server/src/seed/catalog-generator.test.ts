import { describe, expect, it } from 'vitest';
import { businessBatches, createDemoCatalog, type DemoCatalog } from './catalog-generator.js';
import { DEFAULT_CENTER, distanceMiles } from './geography.js';
import { CUISINES } from './menu-library.js';
import { storeRedeemCode } from './promotions-generator.js';

const CJK = /[\u4e00-\u9fff]/;

function serialise(catalog: DemoCatalog): string {
  return JSON.stringify([catalog.platform, ...businessBatches(catalog, 25)]);
}

describe('demo catalog generator', () => {
  it('writes the same catalog for the same seed and another for another seed', () => {
    const first = serialise(createDemoCatalog({ businesses: 60, seed: 7 }));
    expect(serialise(createDemoCatalog({ businesses: 60, seed: 7 }))).toBe(first);
    expect(serialise(createDemoCatalog({ businesses: 60, seed: 8 }))).not.toBe(first);
  });

  it('generates any business on its own, identical to the one generated in sequence', () => {
    const catalog = createDemoCatalog({ businesses: 60, seed: 3 });
    const inSequence = [...businessBatches(catalog, 60)][0]?.businesses[42];
    expect(createDemoCatalog({ businesses: 60, seed: 3 }).businessAt(42).businesses[0]).toEqual(inSequence);
  });

  it('gives every business a unique name and website address, also at scale', () => {
    const catalog = createDemoCatalog({ businesses: 20_000, seed: 11 });
    const names = new Set<string>();
    const namesZh = new Set<string>();
    const websites = new Set<string>();
    for (let index = 0; index < 20_000; index += 7) {
      const [business] = catalog.businessAt(index).businesses;
      if (!business) throw new Error('no business');
      names.add(business.name.en);
      namesZh.add(business.name.zh);
      websites.add(business.website ?? '');
      expect(business.website).toMatch(/^[a-z0-9-]+\.nearbite\.local$/);
    }
    const sampled = Math.ceil(20_000 / 7);
    expect(names.size).toBe(sampled);
    expect(namesZh.size).toBe(sampled);
    expect(websites.size).toBe(sampled);
  });

  it('keeps name parts of different cuisines apart, so names cannot collide across cuisines', () => {
    const suffixes = CUISINES.flatMap((cuisine) => cuisine.suffixes.map((suffix) => suffix.en));
    const suffixesZh = CUISINES.flatMap((cuisine) => cuisine.suffixes.map((suffix) => suffix.zh));
    expect(new Set(suffixes).size).toBe(suffixes.length);
    expect(new Set(suffixesZh).size).toBe(suffixesZh.length);
  });

  it('writes every name and description in both languages', () => {
    const catalog = createDemoCatalog({ businesses: 60, seed: 1 });
    for (const batch of businessBatches(catalog, 60)) {
      for (const row of [...batch.businesses, ...batch.commodities, ...batch.commodityCategories]) {
        expect(row.name.en).toMatch(/[A-Za-z]/);
        expect(row.name.zh).toMatch(CJK);
      }
      for (const commodity of batch.commodities) expect(commodity.description?.zh).toMatch(CJK);
    }
  });

  it('gives each store a distinct 4-character redeem code that cannot be a platform code', () => {
    const codes = new Set<string>();
    for (let index = 0; index < 200_000; index += 1) codes.add(storeRedeemCode(5, index));
    expect(codes.size).toBe(200_000);
    for (const code of [...codes].slice(0, 1000)) expect(code).toMatch(/^[2-9][A-Z2-9]{3}$/);
  });

  it('prices in whole cents, with discounts rounded up from the original price', () => {
    const catalog = createDemoCatalog({ businesses: 60, seed: 1 });
    const commodities = [...businessBatches(catalog, 60)].flatMap((batch) => batch.commodities);
    for (const commodity of commodities) {
      expect(Number.isInteger(commodity.price)).toBe(true);
      expect(commodity.price).toBeGreaterThan(0);
      expect(commodity.price).toBeLessThan(6000);
      if (commodity.discountPercent !== null && commodity.discountPercent !== undefined) {
        expect(commodity.price).toBe(
          Math.ceil(((commodity.originPrice ?? 0) * commodity.discountPercent) / 100),
        );
      }
    }
    expect(commodities.some((commodity) => commodity.discountPercent)).toBe(true);
  });

  it('spreads a large catalog over US cities with lighter menus, keeping plenty near the centre', () => {
    const catalog = createDemoCatalog({ businesses: 100_000, seed: 1 });
    expect(catalog.plan.light).toBe(true);
    let near = 0;
    let commodities = 0;
    const zones = new Set<string>();
    for (let index = 0; index < 100_000; index += 97) {
      const rows = catalog.businessAt(index);
      const [business] = rows.businesses;
      if (!business) throw new Error('no business');
      if (distanceMiles(business, DEFAULT_CENTER) <= 10) near += 1;
      zones.add(business.timeZone);
      commodities += rows.commodities.length;
    }
    const sampled = Math.ceil(100_000 / 97);
    expect(near / sampled).toBeGreaterThan(0.08);
    expect(zones.size).toBeGreaterThanOrEqual(4);
    expect(commodities / sampled).toBeLessThan(14);
  });

  it('places the stores around another centre when asked', () => {
    const newYork = { latitude: 40.7128, longitude: -74.006 };
    const catalog = createDemoCatalog({ businesses: 40, seed: 1, center: newYork, radiusMiles: 3 });
    const [business] = catalog.businessAt(0).businesses;
    expect(business && distanceMiles(business, newYork)).toBeLessThanOrEqual(3);
    expect(business?.timeZone).toBe('America/New_York');
  });
});
