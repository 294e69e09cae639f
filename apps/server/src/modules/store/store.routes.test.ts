import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  CommodityDto,
  CommoditySummaryDto,
  RequiredForDineInDto,
  TimedMenuDetailDto,
} from '@nearbite/contract/menu';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import { milesBetween } from '@nearbite/domain/geo-distance';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createDemoCatalog } from '../../seed/catalog-generator.js';
import type { BusinessRows } from '../../seed/catalog-rows.js';
import { createCatalogWriterRepository } from '../../seed/catalog-writer.repository.js';
import { DEFAULT_CENTER } from '../../seed/geography.js';
import { writeDemoCatalog } from '../../seed/seed-catalog.service.js';
import { jsonHeaders } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The store page's calls on a database holding a 20-store demo catalog (seed 1). Expectations are read
 * from the generator's rows, so they do not repeat the code under test.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco (PDT, UTC-7). */
const WED_NOON_SF = Date.parse('2025-06-11T19:00:00Z');
const CJK = /[\u4e00-\u9fff]/;
const CATALOG = { businesses: 20, seed: 1 };
const DAY_MS = 86_400_000;

let database: TestDatabase;
let app: NearbiteApp;
const webDist = mkdtempSync(join(tmpdir(), 'nearbite-web-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><head><title>Nearbite</title></head><body><div id="root"></div></body>',
);
let now = WED_NOON_SF;
let users = 0;

const catalog = createDemoCatalog(CATALOG);
const stores: BusinessRows[] = Array.from({ length: CATALOG.businesses }, (_, index) =>
  catalog.businessAt(index),
);

function storeWhere(description: string, test: (rows: BusinessRows) => boolean): BusinessRows {
  const found = stores.find(test);
  if (!found) throw new Error(`the demo catalog has no store with ${description}`);
  return found;
}

const businessOf = (rows: BusinessRows) => {
  const business = rows.businesses[0];
  if (!business?.id) throw new Error('store rows without a business');
  return { ...business, id: business.id };
};

const alwaysOpen = storeWhere('hours around the clock', (rows) =>
  (businessOf(rows).openHours ?? []).every((day) => day.length === 1 && day[0]?.[1] === DAY_MS),
);
const noHours = storeWhere('no hours', (rows) => businessOf(rows).openHours.every((day) => day.length === 0));
const withTimedMenus = storeWhere(
  'timed menus with all-day items',
  (rows) => rows.timedMenus.length >= 2 && rows.commodities.some((commodity) => !commodity.timedMenuId),
);
const withRequired = storeWhere(
  'a required dine-in category and tables',
  (rows) =>
    rows.commodityCategories.some((category) => category.requiredForDineIn) && rows.diningTables.length > 0,
);
const withoutRequired = storeWhere('no required category', (rows) =>
  rows.commodityCategories.every((category) => !category.requiredForDineIn),
);
const withPoints = storeWhere(
  'a points programme with tiers',
  (rows) =>
    rows.pointsProgrammes.some((programme) => (programme.commodityExchangeTiers ?? []).length > 0) &&
    businessOf(rows).pointsStatus === 'active',
);
const withSoldOut = storeWhere('a sold-out item', (rows) =>
  rows.commodities.some((c) => c.stockNumber === 0),
);
const withBusinessDelivery = storeWhere(
  'business-run delivery',
  (rows) =>
    businessOf(rows).deliveryCarrier === 'business' &&
    rows.deliveryConfigs.some((config) => config.kind === 'standard'),
);
const withPlatformDelivery = storeWhere(
  'platform delivery',
  (rows) =>
    businessOf(rows).deliveryCarrier === 'platform' &&
    rows.deliveryConfigs.some((config) => config.kind === 'standard'),
);

/** An item with an attribute whose values carry a stock number. */
const stockedAttribute = (() => {
  for (const rows of stores) {
    const value = rows.attributeValues.find((candidate) => typeof candidate.stockNumber === 'number');
    const attribute = value && rows.attributes.find((candidate) => candidate.id === value.attributeId);
    const commodity =
      attribute && rows.commodities.find((candidate) => candidate.id === attribute.commodityId);
    if (value && attribute && commodity) return { rows, attribute, commodity };
  }
  throw new Error('the demo catalog has no attribute value with a stock number');
})();

async function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/apis/v1${url}`, headers });
}

async function json<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { errType: number; innerErrorType: number };
  expect(`${'?ABCDEF'[body.errType]}${body.innerErrorType}`).toBe(code);
}

/** Signs a new user in through the dev outbox; answers the session cookie. */
async function signIn(): Promise<string> {
  users += 1;
  const phone = `415557${String(1000 + users).padStart(4, '0')}`;
  const sent = await app.inject({
    method: 'POST',
    url: '/apis/v1/phoneVerification',
    headers: jsonHeaders,
    payload: { internationalCode: '1', phoneNumber: phone },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const outbox = await get(`/dev/outbox?recipient=%2B1${phone}`);
  const code = (outbox.json() as { messages: { body: string }[] }).messages[0]?.body.match(
    /\b(\d{4})\b/,
  )?.[1];
  const login = await app.inject({
    method: 'POST',
    url: '/apis/v1/login',
    headers: jsonHeaders,
    payload: { fullPhoneNumber: `+1${phone}`, verificationCode: code, keepCredentials: true },
  });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = login.cookies.find((entry) => entry.name === 'nb_session');
  if (!cookie) throw new Error('no session cookie');
  return `nb_session=${cookie.value}`;
}

const allCommodities = (menu: TimedMenuDetailDto): CommoditySummaryDto[] =>
  menu.commodityCategories.flatMap((category) => category.commodities);

beforeAll(async () => {
  database = await createTestDatabase();
  const writer = createCatalogWriterRepository(database.db);
  await writer.transaction((tx) => writeDemoCatalog(writer, tx, CATALOG));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: webDist });
  app = await buildApp({ config, database, clock: () => now });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(() => {
  now = WED_NOON_SF;
});

describe('the store page (/post/detail) as a browser first asks for it', () => {
  const page = (query: string) =>
    app.inject({ method: 'GET', url: `/post/detail${query}`, headers: { accept: 'text/html' } });

  it("comes with the store's first banner photo preloaded and drawn, at the URL the page shows", async () => {
    const business = businessOf(alwaysOpen);
    const detail = await json<BusinessDetailDto>(`/businesses/${business.id}/detail`);
    const banner = detail.images[0];
    if (!banner) throw new Error('the store has no banner photo');
    const response = await page(`?businessId=${business.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`<link rel="preload" as="image" href="${banner}"`);
    expect(response.body).toMatch(
      new RegExp(`<div id="nb-store-shell"[^>]*><img src="${banner.replace(/[?.]/g, '\\$&')}"`),
    );
  });

  it('is the plain app for an unknown store, a malformed id and other pages', async () => {
    for (const url of [
      '/post/detail?businessId=00000000-0000-4000-8000-000000000000',
      '/post/detail?businessId=x',
      '/post/detail',
      '/orders',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('nb-store-shell');
      expect(response.body, url).toContain('<div id="root">');
    }
  });
});

describe('GET /businesses/:businessId/detail', () => {
  it("answers the store's info with resized images, its tables, hours and scheduling figures", async () => {
    const business = businessOf(withRequired);
    const detail = await json<BusinessDetailDto>(`/businesses/${business.id}/detail`);
    expect(detail).toMatchObject({
      id: business.id,
      name: business.name.en,
      diningTypes: business.diningTypes,
      prepareFoodTime: business.prepareFoodTimeSeconds,
      distance: null,
      reserveDay: business.reserveDay,
      spacTime: business.spacTimeMinutes,
      taxRate: { combinedRate: business.taxRateMillionths },
      contact: { phoneNumber: business.contactPhoneNumber },
      weekDay: 3,
      address: {
        fullAddress: business.fullAddress,
        timeZone: business.timeZone,
        location: { coordinates: [business.longitude, business.latitude] },
      },
    });
    expect(detail.logo).toBe(`${business.logo}?w=300`);
    expect(detail.images).toEqual((business.images ?? []).map((url) => `${url}?w=750`));
    expect(detail.tablesInfo.tableNames).toEqual(withRequired.diningTables.map((table) => table.name));
    expect(detail.categorys.length).toBeGreaterThan(0);
    expect(detail.openHoursStr).toHaveLength(7);
  });

  it('writes each day of the hours as 24-hour text, empty on a day without hours', async () => {
    const open = await json<BusinessDetailDto>(`/businesses/${businessOf(alwaysOpen).id}/detail`);
    expect(open.openHoursStr).toEqual(Array(7).fill('00:00-24:00'));
    const closed = await json<BusinessDetailDto>(`/businesses/${businessOf(noHours).id}/detail`);
    expect(closed.openHoursStr).toEqual(Array(7).fill(''));
  });

  it('says open for a store open around the clock, closed and not reservable for one without hours', async () => {
    const open = await json<BusinessDetailDto>(`/businesses/${businessOf(alwaysOpen).id}/detail`);
    expect(open).toMatchObject({ isOpen: true });
    const closed = await json<BusinessDetailDto>(`/businesses/${businessOf(noHours).id}/detail`);
    expect(closed).toMatchObject({ isOpen: false, canReserved: false });
  });

  it('measures the distance in miles from the point given', async () => {
    const business = businessOf(withRequired);
    const detail = await json<BusinessDetailDto>(
      `/businesses/${business.id}/detail?longitude=${DEFAULT_CENTER.longitude}&latitude=${DEFAULT_CENTER.latitude}`,
    );
    expect(detail.distance).toBeCloseTo(milesBetween(DEFAULT_CENTER, business), 2);
    const half = await get(`/businesses/${business.id}/detail?longitude=${DEFAULT_CENTER.longitude}`);
    expectError(half, 400, 'A1');
  });

  /** Sets a store's standard delivery dates for the test, and restores them. */
  async function withDeliveryDates(rows: BusinessRows, dates: string, check: () => Promise<void>) {
    const id = businessOf(rows).id;
    const original = rows.deliveryConfigs.find((config) => config.kind === 'standard')?.deliveryDates ?? null;
    const set = (value: string | null) =>
      database.db.execute(
        sql`update delivery_configs set delivery_dates = ${value}::integer[] where business_id = ${id} and kind = 'standard'`,
      );
    try {
      await set(dates);
      await check();
    } finally {
      await set(original ? `{${original.join(',')}}` : null);
    }
  }

  it('carries the delivery fee rules; business-run delivery runs today only on a delivery date', async () => {
    const url = `/businesses/${businessOf(withBusinessDelivery).id}/detail`;
    const standard = withBusinessDelivery.deliveryConfigs.find((config) => config.kind === 'standard');
    expect((await json<BusinessDetailDto>(url)).address.area.deliveryConfig).toMatchObject({
      baseDeliveryPrice: { price: standard?.basePrice },
      maxDistance: standard?.maxDistanceMiles,
      minCommoditiesPrice: standard?.minCommoditiesPrice,
    });
    await withDeliveryDates(withBusinessDelivery, '{1,2}', async () => {
      expect(await json<BusinessDetailDto>(url)).toMatchObject({
        todaySupportDelivery: false,
        deliveryDates: [1, 2],
      });
    });
    await withDeliveryDates(withBusinessDelivery, '{3}', async () => {
      expect(await json<BusinessDetailDto>(url)).toMatchObject({
        todaySupportDelivery: true,
        deliveryDates: [3],
      });
    });
  });

  it('lets platform delivery run every day whatever dates are stored', async () => {
    const url = `/businesses/${businessOf(withPlatformDelivery).id}/detail`;
    await withDeliveryDates(withPlatformDelivery, '{1,2}', async () => {
      expect(await json<BusinessDetailDto>(url)).toMatchObject({ todaySupportDelivery: true });
    });
  });

  it("lists the points programme's tiers as rules in the language asked for", async () => {
    const business = businessOf(withPoints);
    const tiers = withPoints.pointsProgrammes[0]?.commodityExchangeTiers ?? [];
    const english = await json<BusinessDetailDto>(`/businesses/${business.id}/detail`);
    expect(english.pointsConfig.status).toBe(true);
    expect(english.integralRules).toEqual(
      tiers.map((tier) => ({
        availablePrices: { min: tier.minPrice, max: tier.maxPrice },
        requiredPoints: tier.requiredPoints,
      })),
    );
    expect(english.pointsConfig.exchangeRules.commodities.map((rule) => rule.requiredPoints)).toEqual(
      tiers.map((tier) => tier.requiredPoints),
    );
    const last = tiers.at(-1);
    expect(english.pointsConfig.exchangeRules.commodities.at(-1)?.content).toContain(
      `$${((last?.maxPrice ?? 0) / 100).toFixed(2)}`,
    );
    const chinese = await json<BusinessDetailDto>(`/businesses/${business.id}/detail`, {
      'accept-language': 'zh-CN',
    });
    for (const rule of chinese.pointsConfig.exchangeRules.commodities) expect(rule.content).toMatch(CJK);
  });

  it('answers names in Chinese for Accept-Language zh-CN', async () => {
    const business = businessOf(withRequired);
    const detail = await json<BusinessDetailDto>(`/businesses/${business.id}/detail`, {
      'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8',
    });
    expect(detail.name).toBe(business.name.zh);
    for (const category of detail.categorys) expect(category.name).toMatch(CJK);
    for (const address of detail.pickUpAddresses) expect(address.name).toMatch(CJK);
  });

  it('answers A76 for an unknown store and A1 for an id that is not one', async () => {
    expectError(await get('/businesses/00000000-0000-4000-8000-000000000000/detail'), 404, 'A76');
    expectError(await get('/businesses/not-a-store/detail'), 400, 'A1');
  });
});

describe('GET /businesses/:businessId/timedMenuDetail', () => {
  const business = businessOf(withTimedMenus);
  const menuIds = withTimedMenus.timedMenus.map((menu) => menu.id);

  it("groups the whole menu by category in the store's order, every item once", async () => {
    const menu = await json<TimedMenuDetailDto>(`/businesses/${business.id}/timedMenuDetail`);
    const generatedOrder = [...withTimedMenus.commodityCategories]
      .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
      .map((category) => category.id);
    const answeredOrder = menu.commodityCategories.map((category) => category.id);
    expect(answeredOrder).toEqual(generatedOrder.filter((id) => answeredOrder.includes(id)));
    expect(
      allCommodities(menu)
        .map((commodity) => commodity.id)
        .sort(),
    ).toEqual(withTimedMenus.commodities.map((commodity) => commodity.id).sort());
    for (const category of menu.commodityCategories) {
      expect(category.commodities.length).toBeGreaterThan(0);
      for (const commodity of category.commodities) expect(commodity.categoryId).toBe(category.id);
    }
    expect(menu.timedMenus.map((timed) => timed.id)).toEqual(menuIds);
  });

  it('keeps all-day items for allDay, and adds one timed menu when it is asked for', async () => {
    const allDay = await json<TimedMenuDetailDto>(
      `/businesses/${business.id}/timedMenuDetail?timedMenuId=allDay`,
    );
    const expectedAllDay = withTimedMenus.commodities.filter((commodity) => !commodity.timedMenuId);
    expect(
      allCommodities(allDay)
        .map((commodity) => commodity.id)
        .sort(),
    ).toEqual(expectedAllDay.map((commodity) => commodity.id).sort());
    for (const commodity of allCommodities(allDay)) expect(commodity.timedMenuId).toBe('allDay');

    const first = menuIds[0] ?? '';
    const withFirst = await json<TimedMenuDetailDto>(
      `/businesses/${business.id}/timedMenuDetail?timedMenuId=${first}`,
    );
    const expected = withTimedMenus.commodities.filter(
      (commodity) => !commodity.timedMenuId || commodity.timedMenuId === first,
    );
    expect(
      allCommodities(withFirst)
        .map((commodity) => commodity.id)
        .sort(),
    ).toEqual(expected.map((commodity) => commodity.id).sort());
  });

  it('answers A173 for a timed menu of another store', async () => {
    const other = stores.find((rows) => rows !== withTimedMenus && rows.timedMenus.length > 0)?.timedMenus[0]
      ?.id;
    expectError(await get(`/businesses/${business.id}/timedMenuDetail?timedMenuId=${other}`), 404, 'A173');
  });

  it('says which timed menus are being served at the moment asked', async () => {
    const menu = await json<TimedMenuDetailDto>(`/businesses/${business.id}/timedMenuDetail`);
    const lunch = menu.timedMenus.find((timed) => timed.name === 'Lunch');
    const breakfast = menu.timedMenus.find((timed) => timed.name === 'Breakfast');
    if (!lunch && !breakfast) throw new Error('the store has neither a lunch nor a breakfast menu');
    if (lunch) expect(lunch.isOpenNow).toBe(true);
    if (breakfast) expect(breakfast.isOpenNow).toBe(false);
  });

  it('marks a sold-out item and sends thumbnails at width 300, names in Chinese for zh-CN', async () => {
    const soldOut = withSoldOut.commodities.find((commodity) => commodity.stockNumber === 0);
    const menu = await json<TimedMenuDetailDto>(`/businesses/${businessOf(withSoldOut).id}/timedMenuDetail`, {
      'accept-language': 'zh-CN',
    });
    const row = allCommodities(menu).find((commodity) => commodity.id === soldOut?.id);
    expect(row).toMatchObject({ soldOut: true, stockNumber: 0, name: soldOut?.name.zh });
    const others = allCommodities(menu).filter((commodity) => commodity.id !== soldOut?.id);
    expect(others.some((commodity) => !commodity.soldOut)).toBe(true);
    for (const commodity of allCommodities(menu)) expect(commodity.thumbnail).toMatch(/\?w=300$/);
    for (const category of menu.commodityCategories) expect(category.name).toMatch(CJK);
  });
});

describe('GET /commodities/:id', () => {
  it('answers the item with its attributes and their stock, images at 750 and thumbnail at 300', async () => {
    const { commodity, attribute, rows } = stockedAttribute;
    const item = await json<CommodityDto>(`/commodities/${commodity.id}`);
    const values = rows.attributeValues
      .filter((value) => value.attributeId === attribute.id)
      .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
    const answered = item.attributes.find((entry) => entry.id === attribute.id);
    expect(answered?.name).toBe(attribute.name.en);
    expect(answered?.values).toEqual(
      values.map((value) => ({
        id: value.id,
        name: value.name.en,
        price: value.price ?? 0,
        stockNumber: value.stockNumber ?? null,
      })),
    );
    expect(item).toMatchObject({
      id: commodity.id,
      businessId: businessOf(rows).id,
      name: commodity.name.en,
      price: commodity.price,
      hasOptions: true,
    });
    expect(item.images).toEqual((commodity.images ?? []).map((url) => `${url}?w=750`));
    expect(item.thumbnail).toBe(`${commodity.thumbnail}?w=300`);
  });

  it('marks menu rows that open the item dialog: attributes, specifications or add-ons', async () => {
    const { rows } = stockedAttribute;
    const menu = await json<TimedMenuDetailDto>(`/businesses/${businessOf(rows).id}/timedMenuDetail`);
    const withAttributes = new Set(rows.attributes.map((attribute) => attribute.commodityId));
    for (const commodity of allCommodities(menu)) {
      const row = rows.commodities.find((candidate) => candidate.id === commodity.id);
      const expected =
        withAttributes.has(commodity.id) ||
        (row?.specifications ?? []).length > 0 ||
        (row?.addOnGroups ?? []).length > 0;
      expect(commodity.hasOptions, commodity.name).toBe(expected);
    }
    expect(allCommodities(menu).some((commodity) => !commodity.hasOptions)).toBe(true);
  });

  it('answers specifications and add-ons in Chinese for zh-CN', async () => {
    const rows = storeWhere('an item with specifications and add-ons', (candidate) =>
      candidate.commodities.some(
        (c) => (c.specifications ?? []).length > 0 && (c.addOnGroups ?? []).length > 0,
      ),
    );
    const commodity = rows.commodities.find(
      (c) => (c.specifications ?? []).length > 0 && (c.addOnGroups ?? []).length > 0,
    );
    const item = await json<CommodityDto>(`/commodities/${commodity?.id}`, { 'accept-language': 'zh-CN' });
    expect(item.specifications.map((specification) => specification.id)).toEqual(
      (commodity?.specifications ?? []).map((specification) => specification.id),
    );
    for (const specification of item.specifications) {
      expect(specification.name).toMatch(CJK);
      for (const value of specification.values) expect(value.name).toMatch(CJK);
    }
    const group = commodity?.addOnGroups?.[0];
    expect(item.addOns[0]).toMatchObject({
      id: group?.id,
      name: group?.name.zh,
      minBuyNumber: group?.minBuyNumber,
      maxBuyNumber: group?.maxBuyNumber,
    });
    expect(item.addOns[0]?.values.map((value) => value.price)).toEqual(
      group?.values.map((value) => value.price),
    );
  });

  it('names the timed menu of a timed item and joins the cart only while that menu is served', async () => {
    const timed = withTimedMenus.commodities.find((commodity) => commodity.timedMenuId);
    const menu = withTimedMenus.timedMenus.find((candidate) => candidate.id === timed?.timedMenuId);
    const item = await json<CommodityDto>(`/commodities/${timed?.id}`);
    expect(item.timedMenuId).toEqual({ id: menu?.id, name: menu?.name.en, openHours: menu?.openHours });
    // 03:00 in San Francisco: no breakfast, lunch or dinner is served.
    now = Date.parse('2025-06-11T10:00:00Z');
    expect((await json<CommodityDto>(`/commodities/${timed?.id}`)).canJoin).toBe(false);
  });

  it('gives an all-day item the allDay menu, joinable at any hour', async () => {
    const allDay = withTimedMenus.commodities.find(
      (commodity) => !commodity.timedMenuId && commodity.stockNumber !== 0,
    );
    now = Date.parse('2025-06-11T10:00:00Z');
    const item = await json<CommodityDto>(`/commodities/${allDay?.id}`);
    expect(item.timedMenuId.id).toBe('allDay');
    expect(item.canJoin).toBe(true);
  });

  it('answers A26 for an unknown item', async () => {
    expectError(await get('/commodities/00000000-0000-4000-8000-000000000000'), 404, 'A26');
  });
});

describe('GET /businesses/:businessId/commodities/search', () => {
  const rows = withTimedMenus;
  const business = businessOf(rows);
  const target = rows.commodities[1] ?? rows.commodities[0];
  const englishWord = target?.name.en.split(' ').sort((a, b) => b.length - a.length)[0] ?? '';
  const chineseWord = [...(target?.name.zh ?? '')].slice(0, 2).join('');

  it('finds an item by a word of its English name and by part of its Chinese name', async () => {
    const byEnglish = await json<{ commodities: CommoditySummaryDto[] }>(
      `/businesses/${business.id}/commodities/search?keywords=${encodeURIComponent(englishWord.toLowerCase())}`,
    );
    expect(byEnglish.commodities.map((commodity) => commodity.id)).toContain(target?.id);
    for (const commodity of byEnglish.commodities)
      expect(commodity.name.toLowerCase()).toContain(englishWord.toLowerCase());

    const byChinese = await json<{ commodities: CommoditySummaryDto[] }>(
      `/businesses/${business.id}/commodities/search?keywords=${encodeURIComponent(chineseWord)}`,
      { 'accept-language': 'zh-CN' },
    );
    expect(byChinese.commodities.map((commodity) => commodity.id)).toContain(target?.id);
    for (const commodity of byChinese.commodities) expect(commodity.name).toContain(chineseWord);
  });

  it("finds only the store's own items and nothing for an unmatched word", async () => {
    const found = await json<{ commodities: CommoditySummaryDto[] }>(
      `/businesses/${business.id}/commodities/search?keywords=${encodeURIComponent(englishWord)}`,
    );
    const own = new Set(rows.commodities.map((commodity) => commodity.id));
    for (const commodity of found.commodities) expect(own.has(commodity.id)).toBe(true);
    const none = await json<{ commodities: CommoditySummaryDto[] }>(
      `/businesses/${business.id}/commodities/search?keywords=zzqxv`,
    );
    expect(none.commodities).toEqual([]);
  });

  it('refuses empty keywords', async () => {
    expectError(await get(`/businesses/${business.id}/commodities/search?keywords=%20`), 400, 'A1');
  });
});

describe('GET /businesses/:businessId/requiredForDineIn', () => {
  it('answers the required category with its items', async () => {
    const category = withRequired.commodityCategories.find((candidate) => candidate.requiredForDineIn);
    const answer = await json<RequiredForDineInDto>(
      `/businesses/${businessOf(withRequired).id}/requiredForDineIn`,
    );
    expect(answer.category).toEqual({ id: category?.id, name: category?.name.en });
    expect(answer.commodities.map((commodity) => commodity.id).sort()).toEqual(
      withRequired.commodities
        .filter((commodity) => commodity.categoryId === category?.id)
        .map((commodity) => commodity.id)
        .sort(),
    );
  });

  it('answers a null category for a store without one', async () => {
    const answer = await json<RequiredForDineInDto>(
      `/businesses/${businessOf(withoutRequired).id}/requiredForDineIn`,
    );
    expect(answer).toEqual({ category: null, commodities: [] });
  });
});

describe('GET /businesses/:businessId/:tableName/callService', () => {
  const business = businessOf(withRequired);
  const table = withRequired.diningTables[0]?.name ?? '';
  const url = `/businesses/${business.id}/${encodeURIComponent(table)}/callService`;
  const calls = async (): Promise<number> => {
    const result = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from service_calls where business_id = ${business.id} and table_name = ${table}`,
    );
    return Number(result.rows[0]?.count);
  };

  it('needs a signed-in diner', async () => {
    expectError(await get(url), 401, 'A7');
  });

  it('answers A93 for a table the store does not have', async () => {
    const cookie = await signIn();
    expectError(
      await get(`/businesses/${business.id}/No%20such%20table/callService`, { cookie }),
      404,
      'A93',
    );
  });

  it('records one call, and one more only after 30 seconds', async () => {
    const cookie = await signIn();
    const before = await calls();
    expect((await json<{ ok: true }>(url, { cookie })).ok).toBe(true);
    expect(await calls()).toBe(before + 1);
    now += 10_000;
    expect((await json<{ ok: true }>(url, { cookie })).ok).toBe(true);
    expect(await calls()).toBe(before + 1);
    now += 21_000;
    await json(url, { cookie });
    expect(await calls()).toBe(before + 2);
  });

  it('refuses a cross-site request with A5 and records nothing, while a same-origin one records', async () => {
    const cookie = await signIn();
    now += 120_000; // past the 30 s window of the calls the test above recorded
    const before = await calls();
    expectError(await get(url, { cookie, 'sec-fetch-site': 'cross-site' }), 403, 'A5');
    expectError(await get(url, { cookie, origin: 'https://evil.example', host: 'localhost:80' }), 403, 'A5');
    expect(await calls()).toBe(before);
    const sameOrigin = {
      cookie,
      'sec-fetch-site': 'same-origin',
      origin: 'http://localhost',
      host: 'localhost',
    };
    expect((await json<{ ok: true }>(url, sameOrigin)).ok).toBe(true);
    expect(await calls()).toBe(before + 1);
  });
});

describe('GET /uniqueIdentifier', () => {
  it('gives a signed-in diner a new identifier each time, and nothing to a signed-out one', async () => {
    expectError(await get('/uniqueIdentifier'), 401, 'A7');
    const cookie = await signIn();
    const response = await get('/uniqueIdentifier', { cookie });
    expect(response.headers['cache-control']).toBe('no-store');
    const first = response.json() as { value: string };
    const second = await json<{ value: string }>('/uniqueIdentifier', { cookie });
    expect(first.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.value).not.toBe(first.value);
  });

  it('refuses a cross-site request with A5 and issues nothing', async () => {
    const cookie = await signIn();
    const issued = async () =>
      Number(
        (
          await database.db.execute<{ count: number }>(
            sql`select count(*)::int as count from unique_identifiers`,
          )
        ).rows[0]?.count,
      );
    const before = await issued();
    expectError(await get('/uniqueIdentifier', { cookie, 'sec-fetch-site': 'cross-site' }), 403, 'A5');
    expectError(await get('/uniqueIdentifier', { cookie, origin: 'https://evil.example' }), 403, 'A5');
    expect(await issued()).toBe(before);
  });
});
