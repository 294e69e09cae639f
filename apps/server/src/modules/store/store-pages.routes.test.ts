import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommodityDto, TimedMenuDetailDto } from '@nearbite/contract/menu';
import { type BusinessDetailDto, storeRoutes } from '@nearbite/contract/store';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { languageOf } from '../../lib/request-language.js';
import { createDemoCatalog } from '../../seed/catalog-generator.js';
import type { BusinessRows } from '../../seed/catalog-rows.js';
import { createCatalogWriterRepository } from '../../seed/catalog-writer.repository.js';
import { writeDemoCatalog } from '../../seed/seed-catalog.service.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createStoreRepository } from './store.repository.js';
import { createStoreService } from './store.service.js';

/**
 * The store page's info, menu and item answers, kept in each server copy's memory by page version with
 * stock read live: they must answer as a copy that has nothing in memory would, at once after a change.
 * Changes are written with SQL, as the console's and orders' statements write them: the page version is
 * taken by triggers, whatever path writes.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco (PDT, UTC-7). */
const WED_NOON_SF = Date.parse('2025-06-11T19:00:00Z');
const WED_MIDNIGHT_SF = WED_NOON_SF - 12 * 3_600_000;
const CATALOG = { businesses: 20, seed: 1 };
const LANGUAGES = ['en', 'zh-CN'] as const;

let database: TestDatabase;
let app: NearbiteApp;
const webDist = mkdtempSync(join(tmpdir(), 'nearbite-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><body><div id="root"></div></body>');
let now = WED_NOON_SF;

const catalog = createDemoCatalog(CATALOG);
const stores: BusinessRows[] = Array.from({ length: CATALOG.businesses }, (_, index) =>
  catalog.businessAt(index),
);

function storeWhere(description: string, test: (rows: BusinessRows) => boolean): BusinessRows {
  const found = stores.find(test);
  if (!found) throw new Error(`the demo catalog has no store with ${description}`);
  return found;
}

const idOf = (rows: BusinessRows): string => {
  const id = rows.businesses[0]?.id;
  if (!id) throw new Error('store rows without a business');
  return id;
};

/** A store with timed menus, all-day items and an item whose option values keep a stock. */
const stocked = storeWhere(
  'timed menus and option values with stock',
  (rows) =>
    rows.timedMenus.length > 0 &&
    rows.commodities.some((commodity) => !commodity.timedMenuId) &&
    rows.attributeValues.some((value) => typeof value.stockNumber === 'number'),
);
const stockedValue = (() => {
  const value = stocked.attributeValues.find((candidate) => typeof candidate.stockNumber === 'number');
  const attribute = stocked.attributes.find((candidate) => candidate.id === value?.attributeId);
  const item = stocked.commodities.find((candidate) => candidate.id === attribute?.commodityId);
  if (!value?.id || !item?.id) throw new Error('no stocked option value');
  return { valueId: value.id, itemId: item.id };
})();

async function get(url: string, language = 'en') {
  return app.inject({ method: 'GET', url: `/apis/v1${url}`, headers: { 'accept-language': language } });
}

async function json<T>(url: string, language = 'en'): Promise<T> {
  const response = await get(url, language);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json() as T;
}

const detail = (id: string, language = 'en') =>
  json<BusinessDetailDto>(`/businesses/${id}/detail?longitude=-122.41&latitude=37.78`, language);
const menu = (id: string, language = 'en', filter = '') =>
  json<TimedMenuDetailDto>(`/businesses/${id}/timedMenuDetail${filter}`, language);
const item = (id: string, language = 'en') => json<CommodityDto>(`/commodities/${id}`, language);

const run = (statement: SQL) => database.db.execute(statement);

/** The answers of a copy with nothing in memory (a new service on the same database). */
function freshCopy() {
  const store = createStoreService({ repository: createStoreRepository(database.db), clock: () => now });
  return {
    detail: async (id: string, language: string) =>
      JSON.parse(await store.detail(id, { longitude: -122.41, latitude: 37.78 }, languageOf(language))),
    menu: async (id: string, language: string, timedMenuId?: string) =>
      JSON.parse(await store.menu(id, timedMenuId, languageOf(language))),
    item: async (id: string, language: string) => JSON.parse(await store.commodity(id, languageOf(language))),
  };
}

/** Every answer of the store, twice (written, then from memory), against a fresh copy's and the contract. */
async function expectAnswersAsFresh(rows: BusinessRows): Promise<void> {
  const id = idOf(rows);
  const fresh = freshCopy();
  const timedMenuId = rows.timedMenus[0]?.id;
  for (const language of LANGUAGES) {
    for (let round = 0; round < 2; round += 1) {
      const info = await detail(id, language);
      expect(storeRoutes.detail.response.parse(info)).toEqual(info);
      expect(info).toEqual(await fresh.detail(id, language));
      for (const filter of [undefined, 'allDay', timedMenuId]) {
        const answer = await menu(id, language, filter ? `?timedMenuId=${filter}` : '');
        expect(storeRoutes.timedMenuDetail.response.parse(answer)).toEqual(answer);
        expect(answer).toEqual(await fresh.menu(id, language, filter));
      }
      for (const commodity of rows.commodities.slice(0, 6)) {
        const answer = await item(commodity.id as string, language);
        expect(storeRoutes.commodity.response.parse(answer)).toEqual(answer);
        expect(answer).toEqual(await fresh.item(commodity.id as string, language));
      }
    }
  }
}

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

describe('store page answers kept in memory', () => {
  it('answer as a copy with nothing in memory, exactly the contract’s, in both languages, also after a change', async () => {
    await expectAnswersAsFresh(stocked);
    const id = idOf(stocked);
    await run(sql`update commodities set name = jsonb_build_object('en', 'Renamed ' || (name->>'en'),
      'zh', '改名' || (name->>'zh')), price = price + 100 where business_id = ${id}`);
    await run(sql`update businesses set announcement = '{"en":"New notice","zh":"新公告"}' where id = ${id}`);
    await run(
      sql`update timed_menus set name = '{"en":"Renamed menu","zh":"改名菜单"}' where business_id = ${id}`,
    );
    await expectAnswersAsFresh(stocked);
  });

  it('show a console change (item name, price, pause) on the very next request', async () => {
    const id = idOf(stocked);
    const target = stockedValue.itemId;
    const before = await item(target);
    await menu(id);
    await detail(id);
    await run(sql`update commodities set name = '{"en":"Console rename","zh":"控制台改名"}',
      price = ${before.price + 1_234} where id = ${target}`);
    await run(sql`insert into store_order_settings (business_id, paused_until, pause_reason)
      values (${id}, ${new Date(now + 3_600_000)}, 'tooBusy')
      on conflict (business_id) do update set paused_until = excluded.paused_until,
        pause_reason = excluded.pause_reason`);
    expect(await item(target)).toMatchObject({ name: 'Console rename', price: before.price + 1_234 });
    expect((await item(target, 'zh-CN')).name).toBe('控制台改名');
    const row = (await menu(id)).commodityCategories
      .flatMap((category) => category.commodities)
      .find((commodity) => commodity.id === target);
    expect(row).toMatchObject({ name: 'Console rename', price: before.price + 1_234 });
    expect(await detail(id)).toMatchObject({ pauseReason: 'tooBusy', isOpen: false });
    // The pause ends at its instant: no write, the answer is judged again.
    now += 3_600_000;
    expect((await detail(id)).pauseReason).toBeNull();
  });

  it('take a new page version for each table the answers read, and none when an order moves stock', async () => {
    const version = async (id: string) =>
      (
        await run(
          sql`select page_version::text as v, card_version::text as c from businesses where id = ${id}`,
        )
      ).rows[0] as { v: string; c: string };
    const id = idOf(stocked);
    const withActivities = idOf(storeWhere('activities', (rows) => rows.activities.length > 0));
    const withPoints = idOf(storeWhere('a points programme', (rows) => rows.pointsProgrammes.length > 0));
    const withDelivery = idOf(storeWhere('delivery rules', (rows) => rows.deliveryConfigs.length > 0));
    const withPickup = idOf(storeWhere('pickup points', (rows) => rows.pickupAddresses.length > 0));
    const writes: Array<[string, SQL]> = [
      [id, sql`update businesses set contact_phone_number = contact_phone_number where id = ${id}`],
      [id, sql`update commodities set sort_order = sort_order + 1 where business_id = ${id}`],
      [id, sql`update commodity_categories set sort_order = sort_order where business_id = ${id}`],
      [id, sql`update timed_menus set sort_order = sort_order where business_id = ${id}`],
      [
        id,
        sql`update commodity_attributes set sort_order = sort_order where commodity_id = ${stockedValue.itemId}`,
      ],
      [id, sql`update commodity_attribute_values set price = price + 1 where id = ${stockedValue.valueId}`],
      [id, sql`insert into dining_tables (business_id, name) values (${id}, 'Page version table')`],
      [
        id,
        sql`delete from business_category_links where business_id = ${id}
        and category_id = (select category_id from business_category_links where business_id = ${id} limit 1)`,
      ],
      [
        withDelivery,
        sql`update delivery_configs set base_price = base_price where business_id = ${withDelivery}`,
      ],
      [
        withPickup,
        sql`update business_pickup_addresses set sort_order = sort_order where business_id = ${withPickup}`,
      ],
      [withPoints, sql`update points_programmes set is_double = is_double where business_id = ${withPoints}`],
      [
        withActivities,
        sql`update activities set sort_order = sort_order where business_id = ${withActivities}`,
      ],
    ];
    for (const [store, write] of writes) {
      const before = await version(store);
      await run(write);
      const after = await version(store);
      expect(BigInt(after.v), String(write.queryChunks[0])).toBeGreaterThan(BigInt(before.v));
    }
    const before = await version(id);
    await run(sql`update commodities set stock_number = stock_number - 1
      where business_id = ${id} and stock_number > 0`);
    await run(sql`update commodity_attribute_values set stock_number = stock_number - 1
      where id = ${stockedValue.valueId} and stock_number > 0`);
    expect(await version(id)).toEqual(before);
  });

  it('show stock after an order on the next request, in the menu, the item and its option values', async () => {
    const id = idOf(stocked);
    const { itemId, valueId } = stockedValue;
    await run(sql`update commodities set stock_number = 5 where id = ${itemId}`);
    await run(sql`update commodity_attribute_values set stock_number = 3 where id = ${valueId}`);
    const valueStock = (answer: CommodityDto) =>
      answer.attributes.flatMap((attribute) => attribute.values).find((value) => value.id === valueId)
        ?.stockNumber;
    const menuRow = async () =>
      (await menu(id)).commodityCategories
        .flatMap((category) => category.commodities)
        .find((commodity) => commodity.id === itemId);
    expect(await menuRow()).toMatchObject({ stockNumber: 5, soldOut: false });
    expect(valueStock(await item(itemId))).toBe(3);
    // The order's statements (order-writes.repository.ts): stock only, no page version.
    await run(sql`update commodities set stock_number = stock_number - 5 where id = ${itemId}`);
    await run(
      sql`update commodity_attribute_values set stock_number = stock_number - 1 where id = ${valueId}`,
    );
    expect(await menuRow()).toMatchObject({ stockNumber: 0, soldOut: true });
    expect(await item(itemId)).toMatchObject({ stockNumber: 0, soldOut: true, canJoin: false });
    expect(valueStock(await item(itemId))).toBe(2);
    // A cancelled order gives the stock back; the console makes the item unlimited, then limited again.
    await run(sql`update commodities set stock_number = stock_number + 2 where id = ${itemId}`);
    expect(await menuRow()).toMatchObject({ stockNumber: 2, soldOut: false });
    expect(await item(itemId)).toMatchObject({ stockNumber: 2, soldOut: false });
    await run(sql`update commodities set stock_number = null where id = ${itemId}`);
    expect(await menuRow()).toMatchObject({ stockNumber: null, soldOut: false });
    await run(sql`update commodities set stock_number = 0 where id = ${itemId}`);
    expect(await item(itemId)).toMatchObject({ stockNumber: 0, soldOut: true, canJoin: false });
  });

  it('turns a label at the minute a store opens and a timed menu at its start, written a second before', async () => {
    const opening = stores.find(
      (rows) =>
        rows !== stocked &&
        !rows.businesses[0]?.expectedOpeningTime &&
        (rows.businesses[0]?.openHours?.[3]?.[0]?.[0] ?? 0) > 0,
    );
    const opensAt = opening?.businesses[0]?.openHours?.[3]?.[0]?.[0];
    if (!opening || opensAt === undefined) throw new Error('no store opening on Wednesday');
    now = WED_MIDNIGHT_SF + opensAt - 1_000;
    expect((await detail(idOf(opening))).isOpen).toBe(false);
    now = WED_MIDNIGHT_SF + opensAt;
    expect((await detail(idOf(opening))).isOpen).toBe(true);

    const timed = stocked.timedMenus.find((candidate) => (candidate.openHours?.[3]?.[0]?.[0] ?? 0) > 0);
    const starts = timed?.openHours?.[3]?.[0]?.[0];
    const timedItem = stocked.commodities.find(
      (commodity) => commodity.timedMenuId === timed?.id && commodity.isAvailable !== false,
    );
    if (!timed?.id || starts === undefined || !timedItem?.id) throw new Error('no timed menu on Wednesday');
    const menuState = async () =>
      (await menu(idOf(stocked))).timedMenus.find((candidate) => candidate.id === timed.id)?.isOpenNow;
    now = WED_MIDNIGHT_SF + starts - 1_000;
    expect(await menuState()).toBe(false);
    const closedItem = await item(timedItem.id);
    expect(closedItem.canJoin).toBe(false);
    now = WED_MIDNIGHT_SF + starts;
    expect(await menuState()).toBe(true);
    expect((await item(timedItem.id)).canJoin).toBe(!closedItem.soldOut);
  });
});
