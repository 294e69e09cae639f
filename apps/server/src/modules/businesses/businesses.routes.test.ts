import {
  type BusinessPageDto,
  type BusinessSummaryDto,
  businessListSchema,
  businessPageSchema,
} from '@nearbite/contract/businesses';
import { milesBetween } from '@nearbite/domain/geo-distance';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createDemoCatalog } from '../../seed/catalog-generator.js';
import { createCatalogWriterRepository } from '../../seed/catalog-writer.repository.js';
import { DEFAULT_CENTER } from '../../seed/geography.js';
import { writeDemoCatalog } from '../../seed/seed-catalog.service.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The app of createTestApp() on a database holding the default demo catalog (60 stores, seed 1), with a
 * clock the tests set outright: labels depend on the exact local time of each store.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco (PDT, UTC-7). */
const WED_NOON_SF = Date.parse('2025-06-11T19:00:00Z');
const CJK = /[\u4e00-\u9fff]/;
const CATALOG = { businesses: 60, seed: 1 };

let database: TestDatabase;
let app: NearbiteApp;
let now = WED_NOON_SF;

/** The generated catalog, read from the generator so expectations do not repeat the code under test. */
const catalog = createDemoCatalog(CATALOG);
const generated = Array.from({ length: CATALOG.businesses }, (_, index) => {
  const row = catalog.businessAt(index).businesses[0];
  if (!row) throw new Error(`no business ${index}`);
  return row;
});
const byName = (en: string) => {
  const row = generated.find((business) => business.name.en === en);
  if (!row) throw new Error(`no business named ${en}`);
  return row;
};
const CHINESE_CATEGORY = catalog.platform.businessCategories[0];
const MEXICAN_CATEGORY = catalog.platform.businessCategories[6];

const centre = `longitude=${DEFAULT_CENTER.longitude}&latitude=${DEFAULT_CENTER.latitude}`;

async function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/apis/v1${url}`, headers });
}

async function page(query: string, headers: Record<string, string> = {}): Promise<BusinessPageDto> {
  const response = await get(`/businesses?${centre}&${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BusinessPageDto;
}

async function list(url: string, headers: Record<string, string> = {}): Promise<BusinessSummaryDto[]> {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { businesses: BusinessSummaryDto[] }).businesses;
}

function card(cards: BusinessSummaryDto[], name: string): BusinessSummaryDto {
  const found = cards.find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} is not in the list`);
  return found;
}

function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { errType: number; innerErrorType: number };
  expect(`${'?ABCDEF'[body.errType]}${body.innerErrorType}`).toBe(code);
}

async function signIn(phone: string): Promise<string> {
  const headers = { 'content-type': 'application/json' };
  const sent = await app.inject({
    method: 'POST',
    url: '/apis/v1/phoneVerification',
    headers,
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
    headers,
    payload: { fullPhoneNumber: `+1${phone}`, verificationCode: code, keepCredentials: true },
  });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = login.cookies.find((entry) => entry.name === 'nb_session');
  if (!cookie) throw new Error('no session cookie');
  return `nb_session=${cookie.value}`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const writer = createCatalogWriterRepository(database.db);
  await writer.transaction((tx) => writeDemoCatalog(writer, tx, CATALOG));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => now });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(() => {
  now = WED_NOON_SF;
});

describe('GET /businessCategories', () => {
  it('lists the ten categories in order, in the language asked for', async () => {
    const english = (await get('/businessCategories')).json() as Array<{ id: string; name: string }>;
    expect(english.map((category) => category.name)).toEqual([
      'Chinese',
      'Burgers',
      'Coffee',
      'Bakery',
      'Grocery',
      'Japanese',
      'Mexican',
      'Thai',
      'Pizza',
      'Desserts',
    ]);
    const chinese = (await get('/businessCategories', { 'accept-language': 'zh-CN' })).json() as Array<{
      id: string;
      name: string;
    }>;
    expect(chinese.map((category) => category.id)).toEqual(english.map((category) => category.id));
    expect(chinese[0]?.name).toBe(CHINESE_CATEGORY?.name.zh);
    for (const category of chinese) expect(category.name).toMatch(CJK);
  });
});

describe('GET /businesses', () => {
  it('lists the online stores within 40 miles, nearest first, with distances in miles', async () => {
    const first = await page('range=40&pageNumber=1&pageCapacity=50');
    const second = await page('range=40&pageNumber=2&pageCapacity=50');
    const expected = generated.filter((row) => milesBetween(DEFAULT_CENTER, row) <= 40);
    expect(expected.length).toBe(55);
    expect(first.businesses).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(second.businesses).toHaveLength(5);
    expect(second.hasMore).toBe(false);
    const all = [...first.businesses, ...second.businesses];
    expect(new Set(all.map((entry) => entry.id))).toEqual(new Set(expected.map((row) => row.id)));
    const distances = all.map((entry) => entry.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(40);
  });

  it('shows the distance, card fields and label of known stores at a pinned clock', async () => {
    const { businesses } = await page('pageCapacity=50');
    const northStar = card(businesses, 'North Star Tea House');
    expect(northStar.distance).toBe(1.35);
    expect(northStar).toMatchObject({
      isOpen: true,
      canReserved: true,
      orderInAdvance: true,
      expectedOpeningTime: null,
      website: 'north-star-tea-house.nearbite.local',
      address: { timeZone: 'America/Los_Angeles', location: { coordinates: [-122.425889, 37.775038] } },
    });
    expect(northStar.openHours[3]).toEqual([[0, 86_400_000]]);
    expect(northStar.categorys.map((category) => category.name)).toEqual(['Coffee']);
    expect(northStar.prepareFoodTime % 300).toBe(0);
    // Yuzu Sushi: 06:00-11:00 and it is 12:00, its day is over; Casa Verde opens at 14:00 and takes orders.
    expect(card(businesses, 'Yuzu Sushi')).toMatchObject({ distance: 2, isOpen: false, canReserved: false });
    expect(card(businesses, 'Casa Verde Taqueria')).toMatchObject({
      distance: 3.13,
      isOpen: false,
      canReserved: true,
    });
    // Dragon Well 08:00-13:00 is open; Hilltop opens at exactly 12:00, so it is open too.
    expect(card(businesses, 'Dragon Well Restaurant')).toMatchObject({ isOpen: true });
    expect(card(businesses, 'Hilltop Tea House')).toMatchObject({ isOpen: true });
    // No opening hours at all and no orders in advance: closed.
    expect(card(businesses, 'Los Compadres Taqueria')).toMatchObject({ isOpen: false, canReserved: false });
  });

  it('moves labels with the clock: one millisecond before noon Hilltop is only reservable', async () => {
    now = WED_NOON_SF - 1;
    const { businesses } = await page('pageCapacity=50');
    expect(card(businesses, 'Hilltop Tea House')).toMatchObject({ isOpen: false, canReserved: true });
    now = WED_NOON_SF + 5 * 3_600_000; // 17:00, the end of Hilltop's only interval
    const later = await page('pageCapacity=50');
    expect(card(later.businesses, 'Hilltop Tea House')).toMatchObject({ isOpen: false, canReserved: false });
  });

  it("judges each store's hours in its own time zone", async () => {
    // 12:00 UTC is 05:00 in San Francisco and 07:00 in Chicago.
    now = Date.parse('2025-06-11T12:00:00Z');
    const { businesses } = await page('range=3000&pageCapacity=100');
    const chicago = card(businesses, 'Fog Town Patisserie');
    expect(chicago.address.timeZone).toBe('America/Chicago');
    expect(chicago.openHours[3]).toEqual([[23_400_000, 57_600_000]]); // 06:30-16:00
    expect(chicago).toMatchObject({ isOpen: true });
    expect(card(businesses, 'Hilltop Tea House')).toMatchObject({ isOpen: false, canReserved: true });
    expect(card(businesses, 'La Estrella Mexican Grill').distance).toBe(2564.97);
  });

  it('keeps a store whose expected opening time is ahead closed, and hides offline stores', async () => {
    const northStar = byName('North Star Tea House');
    const hilltop = byName('Hilltop Tea House');
    const opening = new Date(WED_NOON_SF + 3_600_000).toISOString();
    await database.db.execute(
      sql`update businesses set expected_opening_time = ${opening}::timestamptz where id = ${northStar.id}`,
    );
    await database.db.execute(sql`update businesses set status = 'offline' where id = ${hilltop.id}`);
    try {
      const { businesses } = await page('pageCapacity=100');
      expect(card(businesses, 'North Star Tea House')).toMatchObject({
        isOpen: false,
        canReserved: false,
        expectedOpeningTime: WED_NOON_SF + 3_600_000,
      });
      expect(businesses.some((entry) => entry.id === hilltop.id)).toBe(false);
      const map = await list(`/businesses/mapModel?${centre}&range=40`);
      expect(map.some((entry) => entry.id === hilltop.id)).toBe(false);
    } finally {
      await database.db.execute(
        sql`update businesses set expected_opening_time = null, status = 'online' where id in (${northStar.id}, ${hilltop.id})`,
      );
    }
  });

  it('pages with a small capacity into disjoint pages in the same order, hasMore until the last', async () => {
    const whole = (await page('range=40&pageCapacity=100')).businesses.map((entry) => entry.id);
    const pages: string[][] = [];
    for (let number = 1; ; number += 1) {
      const next = await page(`range=40&pageNumber=${number}&pageCapacity=7`);
      pages.push(next.businesses.map((entry) => entry.id));
      expect(next.pageNumber).toBe(number);
      expect(next.pageCapacity).toBe(7);
      if (!next.hasMore) break;
      expect(next.businesses).toHaveLength(7);
    }
    expect(pages).toHaveLength(8); // 55 stores: seven pages of 7 and one of 6
    expect(pages.flat()).toEqual(whole);
    expect(new Set(pages.flat()).size).toBe(55);
    const beyond = await page('range=40&pageNumber=9&pageCapacity=7');
    expect(beyond).toMatchObject({ businesses: [], hasMore: false });
  });

  it('keeps the stores of the chosen categories with filterMode=category', async () => {
    const chineseId = CHINESE_CATEGORY?.id ?? '';
    const mexicanId = MEXICAN_CATEGORY?.id ?? '';
    const links = (ids: string[]) =>
      new Set(
        Array.from({ length: CATALOG.businesses }, (_, index) => catalog.businessAt(index))
          .filter((rows) => rows.businessCategoryLinks.some((link) => ids.includes(link.categoryId)))
          .map((rows) => rows.businesses[0]?.id)
          .filter((id) => generated.some((row) => row.id === id && milesBetween(DEFAULT_CENTER, row) <= 40)),
      );
    const chinese = await page(`filterMode=category&businessTypes=${chineseId}&pageCapacity=100`);
    expect(chinese.businesses.length).toBeGreaterThan(2);
    expect(new Set(chinese.businesses.map((entry) => entry.id))).toEqual(links([chineseId]));
    for (const entry of chinese.businesses) {
      expect(entry.categorys.map((category) => category.id)).toContain(chineseId);
    }
    const both = await page(`filterMode=category&businessTypes=${chineseId},${mexicanId}&pageCapacity=100`);
    expect(new Set(both.businesses.map((entry) => entry.id))).toEqual(links([chineseId, mexicanId]));
    // businessTypes is ignored when filterMode is all.
    const all = await page(`filterMode=all&businessTypes=${chineseId}&pageCapacity=100`);
    expect(all.businesses).toHaveLength(55);
  });

  it('answers in Chinese for Accept-Language zh-CN, in English otherwise', async () => {
    const chinese = await page('pageCapacity=50', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' });
    const northStar = chinese.businesses.find((entry) => entry.id === byName('North Star Tea House').id);
    expect(northStar?.name).toBe('北极星茶馆');
    expect(northStar?.categorys.map((category) => category.name)).toEqual(['咖啡']);
    for (const entry of chinese.businesses) {
      expect(entry.name).toMatch(CJK);
      if (entry.announcement) expect(entry.announcement).toMatch(CJK);
      for (const activity of entry.activities) expect(activity.name).toMatch(CJK);
    }
    const english = await page('pageCapacity=50', { 'accept-language': 'fr-FR' });
    expect(english.businesses.find((entry) => entry.id === northStar?.id)?.name).toBe('North Star Tea House');
  });

  it('lists running activities with their conditions', async () => {
    const { businesses } = await page('pageCapacity=100');
    const activities = businesses.flatMap((entry) => entry.activities);
    expect(activities.some((activity) => activity.activityType === 'discount')).toBe(true);
    expect(activities.some((activity) => activity.activityType === 'orderTypeDiscount')).toBe(true);
    for (const activity of activities) {
      const [detail] = activity.details;
      expect(detail?.discountPercent).toBeGreaterThanOrEqual(80);
      expect(detail?.availableConditions.availableOrderTypes.length).toBeGreaterThan(0);
      if (activity.activityType === 'discount') {
        expect(detail?.availableConditions.availableCommodities.length).toBeGreaterThan(0);
      }
    }
  });

  it.each([
    ['no longitude', `latitude=${DEFAULT_CENTER.latitude}`],
    ['latitude beyond 90', 'longitude=-122.4&latitude=91'],
    ['range 0', `${centre}&range=0`],
    ['range above 3000', `${centre}&range=3001`],
    ['pageNumber 0', `${centre}&pageNumber=0`],
    ['pageCapacity above 100', `${centre}&pageCapacity=101`],
    ['an unknown filterMode', `${centre}&filterMode=some`],
    ['an unknown query field', `${centre}&sort=name`],
    ['filterMode=category without businessTypes', `${centre}&filterMode=category`],
    ['businessTypes that are not ids', `${centre}&filterMode=category&businessTypes=chinese`],
  ])('rejects %s with A1', async (_case, query) => {
    expectError(await get(`/businesses?${query}`), 400, 'A1');
  });
});

describe('GET /businesses/promoted', () => {
  it('lists promoted stores within the range by rank', async () => {
    const promoted = await list(`/businesses/promoted?${centre}&range=40`);
    // Local stores 0, 6, 12 … 48 carry ranks 1 … 9.
    const expected = [0, 6, 12, 18, 24, 30, 36, 42, 48].map((index) => generated[index]?.id);
    expect(promoted.map((entry) => entry.id)).toEqual(expected);
    const near = await list(`/businesses/promoted?${centre}&range=1`);
    expect(near.length).toBeLessThan(promoted.length);
    for (const entry of near) expect(entry.distance).toBeLessThanOrEqual(1);
  });

  it('rejects a missing latitude', async () => {
    expectError(await get(`/businesses/promoted?longitude=-122.4`), 400, 'A1');
  });
});

describe('GET /businesses/mapModel', () => {
  it('lists the stores within the map range, nearest first', async () => {
    const map = await list(`/businesses/mapModel?${centre}&range=1.2`);
    const expected = generated.filter((row) => milesBetween(DEFAULT_CENTER, row) <= 1.2);
    expect(map.map((entry) => entry.id).sort()).toEqual(expected.map((row) => row.id).sort());
    const distances = map.map((entry) => entry.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const country = await list(`/businesses/mapModel?${centre}&range=3000`);
    expect(country).toHaveLength(60);
  });

  it('rejects an unknown field', async () => {
    expectError(await get(`/businesses/mapModel?${centre}&zoom=15`), 400, 'A1');
  });
});

describe('GET /businesses/search', () => {
  it('finds stores and dishes by an English keyword, with up to three matching dishes each', async () => {
    const results = await list(`/businesses/search?${centre}&keywords=Noodle`);
    expect(results.length).toBeGreaterThan(0);
    const dishes = results.flatMap((entry) => entry.commodities ?? []);
    expect(dishes.map((dish) => dish.name)).toContain('Beef Noodle Soup');
    for (const entry of results) {
      expect(entry.commodities?.length).toBeLessThanOrEqual(3);
      // Either the store's name or one of its dishes matched.
      expect(/noodle/i.test(entry.name) || (entry.commodities?.length ?? 0) > 0).toBe(true);
      for (const dish of entry.commodities ?? []) {
        expect(dish.name).toMatch(/noodle/i);
        expect(dish.price).toBeGreaterThan(0);
        expect(dish.thumbnail).toMatch(/^\/apis\/v1\/images\//);
      }
      expect(entry.distance).toBeLessThanOrEqual(40);
    }
    const distances = results.map((entry) => entry.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('finds dishes by a Chinese keyword, named in the language asked for', async () => {
    const chinese = await list(`/businesses/search?${centre}&keywords=${encodeURIComponent('面')}`, {
      'accept-language': 'zh-CN',
    });
    const dishes = chinese.flatMap((entry) => entry.commodities ?? []);
    expect(dishes.map((dish) => dish.name)).toContain('红烧牛肉面');
    for (const dish of dishes) expect(dish.name).toContain('面');
    const english = await list(`/businesses/search?${centre}&keywords=${encodeURIComponent('面')}`);
    expect(english.map((entry) => entry.id)).toEqual(chinese.map((entry) => entry.id));
    expect(english.flatMap((entry) => entry.commodities ?? []).map((dish) => dish.name)).toContain(
      'Beef Noodle Soup',
    );
  });

  it('finds stores by name and takes pattern characters literally', async () => {
    const byStoreName = await list(`/businesses/search?${centre}&keywords=north%20star`);
    expect(byStoreName.map((entry) => entry.name)).toContain('North Star Tea House');
    expect(await list(`/businesses/search?${centre}&keywords=%25`)).toEqual([]);
    expect(await list(`/businesses/search?${centre}&keywords=zzqx`)).toEqual([]);
  });

  it("follows a store's dishes as they change: renamed, taken off sale, never across two names", async () => {
    const store = generated[0];
    if (!store?.id) throw new Error('no first store');
    const dishes = await database.db.execute<{ id: string; name: { en: string; zh: string } }>(
      sql`select id, name from commodities where business_id = ${store.id} order by id limit 2`,
    );
    const [first, second] = dishes.rows;
    if (!first || !second) throw new Error('the first store has fewer than two dishes');
    const rename = (id: string, en: string) =>
      database.db.execute(
        sql`update commodities set name = jsonb_set(name, '{en}', to_jsonb(${en}::text)) where id = ${id}`,
      );
    const found = async (keywords: string) =>
      (await list(`/businesses/search?${centre}&keywords=${encodeURIComponent(keywords)}`)).map((entry) => ({
        id: entry.id,
        dishes: (entry.commodities ?? []).map((dish) => dish.name),
      }));
    try {
      await rename(first.id, 'Alpha Zebu Tart');
      await rename(second.id, 'Yak Omega Pie');
      expect(await found('zebu')).toEqual([{ id: store.id, dishes: ['Alpha Zebu Tart'] }]);
      // One line a name: keywords that would join the end of one name to the start of the next find nothing.
      expect(await found('tart yak')).toEqual([]);
      expect(await found('pie alpha')).toEqual([]);
      await database.db.execute(sql`update commodities set is_available = false where id = ${first.id}`);
      expect(await found('zebu')).toEqual([]);
      expect(await found('omega')).toEqual([{ id: store.id, dishes: ['Yak Omega Pie'] }]);
    } finally {
      await database.db.execute(sql`update commodities set is_available = true where id = ${first.id}`);
      await rename(first.id, first.name.en);
      await rename(second.id, second.name.en);
    }
  });

  it.each([
    ['no keywords', centre],
    ['blank keywords', `${centre}&keywords=%20%20`],
    ['keywords over 100 characters', `${centre}&keywords=${'a'.repeat(101)}`],
    ['no position', 'keywords=noodle'],
  ])('rejects %s with A1', async (_case, query) => {
    expectError(await get(`/businesses/search?${query}`), 400, 'A1');
  });
});

describe('search history', () => {
  it('needs sign-in to read or clear, and an anonymous search records nothing', async () => {
    expectError(await get('/user/searchHistories'), 401, 'A7');
    expectError(await app.inject({ method: 'DELETE', url: '/apis/v1/user/searchHistories' }), 401, 'A7');
    expect((await get(`/businesses/search?${centre}&keywords=Noodle`)).statusCode).toBe(200);
    const count = await database.db.execute<{ value: string }>(
      sql`select count(*) as value from search_histories`,
    );
    expect(Number(count.rows[0]?.value)).toBe(0);
  });

  it('keeps the ten newest distinct keywords of a signed-in diner, newest first, and clears them', async () => {
    const cookie = await signIn('4155550199');
    const search = async (keywords: string, headers: Record<string, string> = {}) => {
      now += 1000;
      const response = await get(`/businesses/search?${centre}&keywords=${encodeURIComponent(keywords)}`, {
        cookie,
        ...headers,
      });
      expect(response.statusCode).toBe(200);
    };
    const history = async () => {
      const response = await get('/user/searchHistories', { cookie });
      expect(response.statusCode).toBe(200);
      return (response.json() as Array<{ keywords: string }>).map((entry) => entry.keywords);
    };
    await search('Noodle');
    await search('面');
    await search('Noodle');
    expect(await history()).toEqual(['Noodle', '面']);
    await search('  beef   noodle ');
    expect((await history())[0]).toBe('beef noodle');
    for (let index = 1; index <= 10; index += 1) await search(`dish ${index}`);
    expect(await history()).toEqual([
      'dish 10',
      'dish 9',
      'dish 8',
      'dish 7',
      'dish 6',
      'dish 5',
      'dish 4',
      'dish 3',
      'dish 2',
      'dish 1',
    ]);
    await search('cross-site', { 'sec-fetch-site': 'cross-site' });
    expect(await history()).not.toContain('cross-site');
    await search('other origin', { origin: 'https://evil.example' });
    expect(await history()).not.toContain('other origin');
    const cleared = await app.inject({
      method: 'DELETE',
      url: '/apis/v1/user/searchHistories',
      headers: { cookie },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ ok: true });
    expect(await history()).toEqual([]);
  });
});

describe('GET /businesses/byWebsite', () => {
  it('finds the store served on a host, whatever the case, port or scheme', async () => {
    const { id } = byName('North Star Tea House');
    for (const website of [
      'north-star-tea-house.nearbite.local',
      'North-Star-Tea-House.Nearbite.Local:8080',
      'https://north-star-tea-house.nearbite.local/post/detail?x=1',
    ]) {
      const response = await get(`/businesses/byWebsite?website=${encodeURIComponent(website)}`);
      expect(response.statusCode, website).toBe(200);
      expect(response.json()).toEqual({ id });
    }
  });

  it('answers A87 (404) for an unknown host and A1 without one', async () => {
    expectError(await get('/businesses/byWebsite?website=nearbite.example'), 404, 'A87');
    expectError(await get('/businesses/byWebsite'), 400, 'A1');
  });
});

/**
 * Cards are kept in the server's memory; these change the database directly (as another server copy or the
 * console would) and read the very next page, with no wait: the card must already be the new one.
 */
describe('store cards kept in memory', () => {
  const nearest = async () => (await page('range=40&pageCapacity=50')).businesses;
  const store = generated[0];
  if (!store) throw new Error('no first store');

  it('shows a store’s own change, its pause, a new activity and a renamed category on the next page', async () => {
    const before = card(await nearest(), store.name.en);
    await database.db.execute(
      sql`update businesses set name = jsonb_build_object('en', 'Renamed Diner', 'zh', '新名字') where id = ${store.id}`,
    );
    expect(card(await nearest(), 'Renamed Diner').id).toBe(before.id);

    await database.db.execute(sql`
      insert into store_order_settings (business_id, paused_until, pause_reason)
      values (${store.id}, ${new Date(now + 3_600_000).toISOString()}::timestamptz, 'tooBusy')
      on conflict (business_id) do update set paused_until = excluded.paused_until, pause_reason = 'tooBusy'`);
    const paused = card(await nearest(), 'Renamed Diner');
    expect(paused.pauseReason).toBe('tooBusy');
    expect(paused.isOpen).toBe(false);

    await database.db.execute(sql`
      insert into activities (business_id, name, activity_type, discount_percent, starts_at, ends_at)
      values (${store.id}, jsonb_build_object('en', 'Cache Sale', 'zh', '缓存特价'), 'discount', 10,
        ${new Date(now - 60_000).toISOString()}::timestamptz, ${new Date(now + 60_000).toISOString()}::timestamptz)`);
    const withSale = card(await nearest(), 'Renamed Diner');
    expect(withSale.activities.map((activity) => activity.name)).toContain('Cache Sale');

    const [category] = before.categorys;
    if (!category) throw new Error('the first store has no category');
    await database.db.execute(
      sql`update business_categories set name = jsonb_build_object('en', 'Cache Food', 'zh', '缓存') where id = ${category.id}`,
    );
    expect(card(await nearest(), 'Renamed Diner').categorys.map((entry) => entry.name)).toContain(
      'Cache Food',
    );
  });

  it('judges a kept activity’s period at each request: it ends on the card the second it ends', async () => {
    const running = card(await nearest(), 'Renamed Diner');
    expect(running.activities.map((activity) => activity.name)).toContain('Cache Sale');
    const saved = now;
    now += 61_000;
    try {
      const ended = card(await nearest(), 'Renamed Diner');
      expect(ended.activities.map((activity) => activity.name)).not.toContain('Cache Sale');
    } finally {
      now = saved;
    }
  });

  it('leaves out a store taken offline since, and a deleted one', async () => {
    const [, second, third] = await nearest();
    if (!second || !third) throw new Error('fewer than three stores near the centre');
    await database.db.execute(sql`update businesses set status = 'offline' where id = ${second.id}`);
    await database.db.execute(sql`delete from businesses where id = ${third.id}`);
    const ids = (await nearest()).map((entry) => entry.id);
    expect(ids).not.toContain(second.id);
    expect(ids).not.toContain(third.id);
  });
});

describe('lists written from card fragments', () => {
  const lists = [
    { url: `/businesses?${centre}&range=40&pageCapacity=50`, schema: businessPageSchema },
    { url: `/businesses/mapModel?${centre}&range=40`, schema: businessListSchema },
    { url: `/businesses/promoted?${centre}&range=40`, schema: businessListSchema },
    { url: `/businesses/search?${centre}&keywords=noodle`, schema: businessListSchema },
  ];

  it('answer JSON that is exactly the contract’s (nothing added, nothing missing), in both languages', async () => {
    for (const { url, schema } of lists) {
      for (const language of ['en', 'zh-CN']) {
        // Twice: once written, once from the fragments kept.
        for (let round = 0; round < 2; round += 1) {
          const response = await get(url, { 'accept-language': language });
          expect(response.statusCode, response.body).toBe(200);
          expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
          const body = response.json() as { businesses: unknown[] };
          expect(body.businesses.length).toBeGreaterThan(0);
          expect(schema.parse(body)).toEqual(body);
        }
      }
    }
  });

  it('turns a card’s label at the minute its store opens, though its fragment was written a second before', async () => {
    const saved = now;
    try {
      // Not one the tests above paused, renamed, took offline or deleted; one that opens after midnight.
      const store = generated.find(
        (business, index) =>
          index > 5 && !business.expectedOpeningTime && (business.openHours[3]?.[0]?.[0] ?? 0) > 0,
      );
      if (!store) throw new Error('no store with Wednesday hours');
      const [opening] = store.openHours[3] ?? [];
      if (!opening) throw new Error('no interval');
      // Wednesday 11 June 2025 in San Francisco, one second before the store's first opening.
      const midnight = WED_NOON_SF - 12 * 3_600_000;
      now = midnight + opening[0] - 1_000;
      const before = (await page('range=40&pageCapacity=50')).businesses.find(
        (entry) => entry.id === store.id,
      );
      now = midnight + opening[0];
      const after = (await page('range=40&pageCapacity=50')).businesses.find(
        (entry) => entry.id === store.id,
      );
      if (!before || !after) throw new Error('the store is not on the first page');
      expect(before.isOpen).toBe(false);
      expect(after.isOpen).toBe(true);
    } finally {
      now = saved;
    }
  });
});
