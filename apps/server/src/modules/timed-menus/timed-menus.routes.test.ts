import type { AuditEntryDto } from '@nearbite/contract/console-audit';
import type { TimedMenuBody, TimedMenuDto } from '@nearbite/contract/console-timed-menus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * A store's timed menus through the API: menu editors read and replace them as a list (a kept id keeps its
 * items), the refusals write nothing, a menu still holding items stays, and diners' menu shows the new hours.
 */

const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const HOUR = 3_600_000;
const OWNER = '4155550701';
const STAFF = '4155550702';

let database: TestDatabase;
let app: NearbiteApp;
let store: StoreFixture;
let owner: string;
let staff: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => WED_NOON });
  await app.ready();
  store = await createStoreFixture(database.db);
  await addStaff(database.db, store.businessId, OWNER, 'owner');
  await addStaff(database.db, store.businessId, STAFF, 'staff');
  owner = (await signedIn(database.db, OWNER)).cookie;
  staff = (await signedIn(database.db, STAFF)).cookie;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const path = () => `/stores/${store.businessId}/timed-menus`;
const everyDay = (start: number, end: number): [number, number][][] =>
  Array.from({ length: 7 }, () => [[start * HOUR, end * HOUR]]);

async function listed(): Promise<TimedMenuDto[]> {
  const response = await consoleCall(app, 'GET', path(), owner);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { timedMenus: TimedMenuDto[] }).timedMenus;
}

const replace = (timedMenus: TimedMenuBody[], cookie = owner) =>
  consoleCall(app, 'PUT', path(), cookie, { timedMenus });
const lunch: TimedMenuBody = { name: { en: 'Lunch', zh: '午餐' }, openHours: everyDay(11, 14) };

describe('timed menus', () => {
  it('lists the store’s timed menus with the items each holds, to menu editors only (A195 for staff)', async () => {
    const [breakfast] = await listed();
    expect(breakfast).toMatchObject({ name: { en: 'Breakfast' }, itemCount: 1 });
    expectError(await consoleCall(app, 'GET', path(), staff), 403, 'A195');
  });

  it('refuses bad hours (A221), a name twice (A172), a foreign id (A173), removing one with items (A174), writing nothing', async () => {
    const before = await listed();
    const breakfast = before[0] as TimedMenuDto;
    const kept = { id: breakfast.id, name: breakfast.name, openHours: breakfast.openHours };
    expectError(await replace([kept, { ...lunch, openHours: everyDay(14, 11) }]), 400, 'A221');
    expectError(await replace([kept, { ...lunch, name: { en: 'breakfast', zh: '午餐' } }]), 409, 'A172');
    expectError(await replace([kept, { ...lunch, id: '00000000-0000-4000-8000-000000000009' }]), 404, 'A173');
    expectError(await replace([lunch]), 409, 'A174');
    expect(await listed()).toEqual(before);
  });

  it('keeps a menu by its id with new hours, adds one, removes an empty one, audits, and diners see it at once', async () => {
    const breakfast = (await listed())[0] as TimedMenuDto;
    const saved = await replace([
      { id: breakfast.id, name: breakfast.name, openHours: everyDay(6, 10) },
      lunch,
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const menus = (saved.json() as { timedMenus: TimedMenuDto[] }).timedMenus;
    expect(menus.map((menu) => [menu.name.en, menu.itemCount])).toEqual([
      ['Breakfast', 1],
      ['Lunch', 0],
    ]);
    expect(menus[0]?.id).toBe(breakfast.id);

    const menu = await app.inject({
      method: 'GET',
      url: `/apis/v1/businesses/${store.businessId}/timedMenuDetail`,
    });
    const diners = (menu.json() as { timedMenus: { name: string; openHours: number[][][] }[] }).timedMenus;
    expect(diners.map((timed) => timed.name)).toEqual(['Breakfast', 'Lunch']);
    expect(diners[0]?.openHours[3]).toEqual([[6 * HOUR, 10 * HOUR]]);

    const withoutLunch = await replace([
      { id: breakfast.id, name: breakfast.name, openHours: everyDay(6, 10) },
    ]);
    expect(withoutLunch.statusCode, withoutLunch.body).toBe(200);
    expect((await listed()).map((timed) => timed.name.en)).toEqual(['Breakfast']);
    const log = await consoleCall(app, 'GET', `/stores/${store.businessId}/auditLog`, owner);
    const entries = (log.json() as { entries: AuditEntryDto[] }).entries.filter(
      (entry) => entry.action === 'timedMenus.replace',
    );
    expect(entries.map((entry) => entry.details)).toEqual([
      { before: ['Breakfast', 'Lunch'], after: ['Breakfast'] },
      { before: ['Breakfast'], after: ['Breakfast', 'Lunch'] },
    ]);
  });
});
