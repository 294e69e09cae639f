import { readFileSync } from 'node:fs';
import type { AuditEntryDto } from '@nearbite/contract/console-audit';
import type { MenuFileDto, MenuImportReportDto } from '@nearbite/contract/console-menu';
import type { TimedMenuDetailDto } from '@nearbite/contract/menu';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { placeTicketOrder } from '../../test/printer-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The menu in the console through the API: export and import (JSON and CSV), the problems an import answers
 * with their paths or lines, all-or-nothing, ids of other stores, roles, reorder and duplicate, and that the
 * diner's store page shows a change at once.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco: the fixture store is open. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const OWNER = '4155550501';
const MANAGER = '4155550502';
const STAFF = '4155550503';
const OTHER_OWNER = '4155550601';
const example = JSON.parse(
  readFileSync(new URL('../../../../../docs/examples/menu.example.json', import.meta.url), 'utf8'),
) as MenuFileDto;

let database: TestDatabase;
let app: NearbiteApp;
let store: StoreFixture;
let other: StoreFixture;
let orderId: string;
const cookies = { owner: '', manager: '', staff: '', otherOwner: '', diner: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => WED_NOON });
  await app.ready();
  store = await createStoreFixture(database.db);
  other = await createStoreFixture(database.db);
  await addStaff(database.db, store.businessId, OWNER, 'owner');
  await addStaff(database.db, store.businessId, MANAGER, 'manager');
  await addStaff(database.db, store.businessId, STAFF, 'staff');
  await addStaff(database.db, other.businessId, OTHER_OWNER, 'owner');
  cookies.owner = (await signedIn(database.db, OWNER)).cookie;
  cookies.manager = (await signedIn(database.db, MANAGER)).cookie;
  cookies.staff = (await signedIn(database.db, STAFF)).cookie;
  cookies.otherOwner = (await signedIn(database.db, OTHER_OWNER)).cookie;
  cookies.diner = (await createSignedInUser(database.db)).cookie;
  orderId = (await placeTicketOrder(app, cookies.diner, store, WED_NOON)).id;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const menuOf = async (businessId = store.businessId, cookie = cookies.owner): Promise<MenuFileDto> => {
  const response = await consoleCall(app, 'GET', `/stores/${businessId}/menu`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MenuFileDto;
};

const importMenu = async (body: object, cookie = cookies.owner): Promise<MenuImportReportDto> => {
  const response = await consoleCall(app, 'POST', `/stores/${store.businessId}/menu/import`, cookie, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MenuImportReportDto;
};

/** What a diner sees on the store page: category names with their items' names and prices. */
const dinerMenu = async () => {
  const response = await app.inject({
    method: 'GET',
    url: `/apis/v1/businesses/${store.businessId}/timedMenuDetail`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TimedMenuDetailDto).commodityCategories.map((category) => ({
    name: category.name,
    items: category.commodities.map((item) => `${item.name} ${item.price}${item.soldOut ? ' sold out' : ''}`),
  }));
};

describe('the menu in the console', () => {
  it('lets owners and managers read it, and refuses the signed out, other stores and plain staff', async () => {
    expect((await menuOf(store.businessId, cookies.manager)).items.length).toBeGreaterThan(0);
    const url = `/stores/${store.businessId}/menu`;
    expectError(await consoleCall(app, 'GET', url, null), 401, 'A7');
    expectError(await consoleCall(app, 'GET', url, cookies.otherOwner), 403, 'A194');
    expectError(await consoleCall(app, 'GET', url, cookies.staff), 403, 'A195');
    const imported = await consoleCall(app, 'POST', `${url}/import`, cookies.staff, {
      format: 'csv',
      csv: 'x',
    });
    expectError(imported, 403, 'A195');
  });

  it('round-trips: an exported menu imports as unchanged and reads back the same', async () => {
    const before = await menuOf();
    const dry = await importMenu({ format: 'json', menu: before, dryRun: true });
    expect(dry).toMatchObject({ applied: false, dryRun: true, issues: [], removedItemsInOrders: 0 });
    expect(dry.items).toEqual({ created: 0, updated: 0, removed: 0, unchanged: before.items.length });
    const applied = await importMenu({ format: 'json', menu: before });
    expect(applied.applied).toBe(true);
    expect(await menuOf()).toEqual(before);

    const csv = (
      await consoleCall(app, 'GET', `/stores/${store.businessId}/menu/csv`, cookies.owner)
    ).json() as {
      csv: string;
    };
    const csvDry = await importMenu({ format: 'csv', csv: csv.csv, dryRun: true });
    expect(csvDry.issues).toEqual([]);
    expect(csvDry.items.unchanged).toBe(before.items.length);
  });

  it('answers every problem of a JSON file with its path and writes nothing', async () => {
    const before = await menuOf();
    const [first, second] = before.items;
    if (!first || !second) throw new Error('the fixture has two items');
    const bad = {
      ...before,
      items: [
        { ...first, price: -100, name: { en: first.name.en, zh: '' } },
        { ...second, maxBuyNumber: 1, minBuyNumber: 3, discountPercent: 100 },
        {
          ...second,
          id: undefined,
          category: 'nowhere',
          addOnGroups: [
            {
              name: { en: 'Sauce', zh: '酱' },
              minBuyNumber: 2,
              maxBuyNumber: 1,
              values: [{ name: { en: 'Chili', zh: '辣' }, price: 0 }],
            },
          ],
        },
        { ...second, id: undefined, price: '12.50', colour: 'red' },
      ],
    };
    const answer = await importMenu({ format: 'json', menu: bad });
    expect(answer.applied).toBe(false);
    expect(answer.issues.map((issue) => [issue.path, issue.code])).toEqual([
      ['items[3].price', 'A217'],
      ['items[3].colour', 'A217'],
    ]);
    const fixedShape = { ...bad, items: bad.items.slice(0, 3) };
    const rules = await importMenu({ format: 'json', menu: fixedShape });
    expect(rules.issues.map((issue) => [issue.path, issue.code])).toEqual([
      ['items[0].name', 'A210'],
      ['items[0].price', 'A211'],
      ['items[1].discountPercent', 'A212'],
      ['items[1].maxBuyNumber', 'A213'],
      ['items[2].category', 'A215'],
      ['items[2].addOnGroups[0].maxBuyNumber', 'A213'],
    ]);
    expect(rules.issues[0]?.message).toBe('A name needs both its English and its Chinese text.');
    expect(await menuOf()).toEqual(before);
  });

  it("refuses another store's ids", async () => {
    const theirs = await menuOf(other.businessId, cookies.otherOwner);
    const mine = await menuOf();
    const answer = await importMenu({
      format: 'json',
      menu: { ...mine, items: [...mine.items, theirs.items[0]] },
    });
    const at = `items[${mine.items.length}]`;
    expect(answer.issues.map((issue) => [issue.path, issue.code])).toEqual([
      [`${at}.id`, 'A216'],
      [`${at}.attributes[0].id`, 'A216'],
      [`${at}.attributes[0].values[0].id`, 'A216'],
      [`${at}.attributes[0].values[1].id`, 'A216'],
    ]);
    expect(await menuOf(other.businessId, cookies.otherOwner)).toEqual(theirs);
  });

  it('answers CSV problems by line and column, all of them, and writes nothing', async () => {
    const before = await menuOf();
    const csv = [
      'category_en,category_zh,name_en,name_zh,price,stock,max_buy,min_buy',
      'Noodles,面,Beef noodles,牛肉面,abc,3,,',
      'Noodles,面,Tea,,4.50,-1,1,2',
    ].join('\n');
    const answer = await importMenu({ format: 'csv', csv });
    expect(answer.issues.map((issue) => [issue.line, issue.column, issue.code])).toEqual([
      [2, 'price', 'A217'],
      [3, 'name_en', 'A210'],
      [3, 'stock', 'A214'],
      [3, 'max_buy', 'A213'],
    ]);
    const rules = await importMenu({ format: 'csv', csv: csv.replace('abc', '12.00') });
    expect(rules.issues.map((issue) => [issue.line, issue.column, issue.code])).toEqual([
      [3, 'name_en', 'A210'],
      [3, 'stock', 'A214'],
      [3, 'max_buy', 'A213'],
    ]);
    expect(await menuOf()).toEqual(before);
  });

  it('imports the example menu, removes what it leaves out, keeps past orders readable, and diners see it at once', async () => {
    const dry = await importMenu({ format: 'json', menu: example, dryRun: true });
    expect(dry.issues).toEqual([]);
    expect(dry.items.created).toBe(example.items.length);
    expect(dry.removedItemsInOrders).toBe(2);
    const applied = await importMenu({ format: 'json', menu: example });
    expect(applied).toMatchObject({ applied: true, categories: { created: 6 }, timedMenus: { created: 1 } });
    const shown = await dinerMenu();
    expect(shown.map((category) => category.name)).toEqual(
      example.categories.map((category) => category.name.en),
    );
    expect(shown[0]?.items[0]).toBe('Pork and chive dumplings 1295');
    // The order placed before the import still prints with the items it had.
    const ticket = await consoleCall(
      app,
      'GET',
      `/stores/${store.businessId}/orders/${orderId}/ticket`,
      cookies.owner,
    );
    expect(ticket.statusCode, ticket.body).toBe(200);
    expect(ticket.body).toContain('Dumplings');

    const audit = await consoleCall(app, 'GET', `/stores/${store.businessId}/auditLog`, cookies.owner);
    const [entry] = (audit.json() as { entries: AuditEntryDto[] }).entries;
    expect(entry).toMatchObject({
      action: 'menu.import',
      details: { format: 'json', removedItemsInOrders: 2 },
    });
  });

  it('changes a price through CSV and the store page shows it right after', async () => {
    const csv = (
      await consoleCall(app, 'GET', `/stores/${store.businessId}/menu/csv`, cookies.manager)
    ).json() as {
      csv: string;
    };
    const edited = csv.csv.replace(',12.95,12.50,', ',13.25,12.50,');
    expect(edited).not.toBe(csv.csv);
    const answer = await importMenu({ format: 'csv', csv: edited }, cookies.manager);
    expect(answer).toMatchObject({ applied: true, items: { updated: 1, created: 0, removed: 0 } });
    expect((await dinerMenu())[0]?.items[0]).toBe('Pork and chive dumplings 1325');
    // The item's options came through the CSV import untouched.
    const item = (await menuOf()).items[0];
    expect(item?.attributes[0]?.values.map((value) => value.price)).toEqual([0, 450]);
    expect(item?.specifications[0]?.values).toHaveLength(2);
  });

  it('reorders categories and items, and duplicates an item after itself', async () => {
    const menu = await menuOf();
    const byCategory = menu.categories.map((category) => ({
      id: category.id as string,
      itemIds: menu.items.filter((item) => item.category === category.key).map((item) => item.id as string),
    }));
    const reversed = [...byCategory]
      .reverse()
      .map((category) => ({ ...category, itemIds: [...category.itemIds].reverse() }));
    const url = `/stores/${store.businessId}/menu`;
    const answer = await consoleCall(app, 'PUT', `${url}/order`, cookies.owner, { categories: reversed });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await dinerMenu())[0]?.name).toBe('Tea service');
    const missing = await consoleCall(app, 'PUT', `${url}/order`, cookies.owner, {
      categories: reversed.slice(1),
    });
    expectError(missing, 409, 'A219');

    const shrimp = menu.items.find((item) => item.name.en === 'Shrimp dumplings');
    const copy = await consoleCall(app, 'POST', `${url}/items/${shrimp?.id}/duplicate`, cookies.owner, {});
    expect(copy.statusCode, copy.body).toBe(200);
    const dumplings = (await dinerMenu()).find((category) => category.name === 'Dumplings');
    expect(dumplings?.items).toEqual([
      'Soup dumplings (6) 1095',
      'Vegetable dumplings 1150',
      'Shrimp dumplings 1495',
      'Shrimp dumplings (copy) 1495',
      'Pork and chive dumplings 1325',
    ]);
    const theirs = (await menuOf(other.businessId, cookies.otherOwner)).items[0];
    expectError(
      await consoleCall(app, 'POST', `${url}/items/${theirs?.id}/duplicate`, cookies.owner, {}),
      404,
      'A26',
    );
  });

  it('adds and changes single items through the same rules, and diners see them at once', async () => {
    const url = `/stores/${store.businessId}/menu/items`;
    const fresh = {
      category: 'drinks',
      name: { en: 'Chrysanthemum tea', zh: '菊花茶' },
      price: 425,
      maxBuyNumber: 6,
      addOnGroups: [
        {
          name: { en: 'Extras', zh: '加料' },
          maxBuyNumber: 2,
          values: [{ name: { en: 'Goji berries', zh: '枸杞' }, price: 50 }],
        },
      ],
    };
    const created = await consoleCall(app, 'POST', url, cookies.manager, fresh);
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as { id: string };
    const drinks = () =>
      dinerMenu().then((menu) => menu.find((category) => category.name === 'Drinks')?.items);
    expect((await drinks())?.at(-1)).toBe('Chrysanthemum tea 425');

    const refused = await consoleCall(app, 'PUT', `${url}/${id}`, cookies.owner, {
      ...fresh,
      name: { en: 'Chrysanthemum tea', zh: ' ' },
      price: -1,
      discountPercent: 100,
      minBuyNumber: 8,
      addOnGroups: [{ ...fresh.addOnGroups[0], minBuyNumber: 3 }],
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(
      (refused.json() as { issues: Array<{ path: string; code: string }> }).issues.map((issue) => [
        issue.path,
        issue.code,
      ]),
    ).toEqual([
      ['item.name', 'A210'],
      ['item.price', 'A211'],
      ['item.discountPercent', 'A212'],
      ['item.maxBuyNumber', 'A213'],
      ['item.addOnGroups[0].maxBuyNumber', 'A213'],
    ]);
    expect((await drinks())?.at(-1)).toBe('Chrysanthemum tea 425');

    const moved = await consoleCall(app, 'PUT', `${url}/${id}`, cookies.owner, {
      ...fresh,
      category: 'dumplings',
      price: 450,
    });
    expect(moved.json()).toEqual({ id, issues: [] });
    expect((await drinks())?.includes('Chrysanthemum tea 450')).toBe(false);
    const dumplings = (await dinerMenu()).find((category) => category.name === 'Dumplings')?.items;
    expect(dumplings?.at(-1)).toBe('Chrysanthemum tea 450');

    expectError(await consoleCall(app, 'POST', url, cookies.staff, fresh), 403, 'A195');
    const theirs = (await menuOf(other.businessId, cookies.otherOwner)).items[0];
    expectError(await consoleCall(app, 'PUT', `${url}/${theirs?.id}`, cookies.owner, fresh), 404, 'A26');
  });

  it('imports 200 items in one go within seconds', async () => {
    const items = Array.from({ length: 200 }, (_, index) => ({
      ...example.items[index % example.items.length],
      name: { en: `Item ${index}`, zh: `菜品 ${index}` },
    }));
    const started = Date.now();
    const answer = await importMenu({ format: 'json', menu: { ...example, items } });
    expect(answer).toMatchObject({ applied: true, items: { created: 200 } });
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await menuOf()).items).toHaveLength(200);
  });
});
