import { randomUUID } from 'node:crypto';
import type { BusinessPageDto } from '@nearbite/contract/businesses';
import type { AuditEntryDto } from '@nearbite/contract/console-audit';
import type { BoardSettingsDto } from '@nearbite/contract/console-board';
import type { TimedMenuDetailDto } from '@nearbite/contract/menu';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { buildOrder, type CartLine, plainLine } from '../../test/order-payloads.js';
import { jsonHeaders } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The board's settings, pausing and sold out through the API, and what diners then see: a paused store is
 * closed with its reason on its page and in the lists and refuses orders (A83) until it resumes; busy mode
 * lengthens the preparation shown and planned; a sold-out item shows sold out and cannot be ordered (A28).
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco: the fixture store is open (10:00–22:00). */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const MINUTE = 60_000;
const OWNER = '4155550301';
const MANAGER = '4155550302';
const STAFF = '4155550303';
const OTHER_OWNER = '4155550304';

let database: TestDatabase;
let app: NearbiteApp;
let now = WED_NOON;
let store: StoreFixture;
let otherStore: StoreFixture;
let owner: { cookie: string };
let manager: { cookie: string };
let staff: { cookie: string };
let otherOwner: { cookie: string };
let diner: { userId: string; cookie: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => now });
  await app.ready();
  store = await createStoreFixture(database.db, { dumplingsStock: 1000 });
  otherStore = await createStoreFixture(database.db);
  await addStaff(database.db, store.businessId, OWNER, 'owner');
  await addStaff(database.db, store.businessId, MANAGER, 'manager');
  await addStaff(database.db, store.businessId, STAFF, 'staff');
  await addStaff(database.db, otherStore.businessId, OTHER_OWNER, 'owner');
  owner = await signedIn(database.db, OWNER);
  manager = await signedIn(database.db, MANAGER);
  staff = await signedIn(database.db, STAFF);
  otherOwner = await signedIn(database.db, OTHER_OWNER);
  diner = await createSignedInUser(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(async () => {
  now = WED_NOON;
  await database.db.execute(sql`delete from store_order_settings`);
});

const settingsPath = () => `/stores/${store.businessId}/board-settings`;
const soldOutPath = (commodityId: string, businessId = store.businessId) =>
  `/stores/${businessId}/commodities/${commodityId}/sold-out`;

async function readSettings(cookie: string): Promise<BoardSettingsDto> {
  const response = await consoleCall(app, 'GET', settingsPath(), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BoardSettingsDto;
}

async function update(body: object, cookie = owner.cookie): Promise<BoardSettingsDto> {
  const response = await consoleCall(app, 'PUT', settingsPath(), cookie, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BoardSettingsDto;
}

async function markSoldOut(commodityId: string, soldOut: boolean, cookie = staff.cookie): Promise<void> {
  const response = await consoleCall(app, 'PUT', soldOutPath(commodityId), cookie, { soldOut });
  expect(response.statusCode, response.body).toBe(200);
}

async function auditEntries(): Promise<AuditEntryDto[]> {
  const response = await consoleCall(app, 'GET', `/stores/${store.businessId}/auditLog`, owner.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { entries: AuditEntryDto[] }).entries;
}

async function get<T>(url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url: `/apis/v1${url}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

const storePage = () => get<BusinessDetailDto>(`/businesses/${store.businessId}/detail`);
const storeCard = async () => {
  const page = await get<BusinessPageDto>('/businesses?latitude=37.788&longitude=-122.4075&range=5');
  const card = page.businesses.find((business) => business.id === store.businessId);
  if (!card) throw new Error('the store is not listed');
  return card;
};

function submit(lines: CartLine[] = [plainLine(store.items.tea, 1)]) {
  const { payload } = buildOrder({ store, now, type: 'pickup', lines });
  return app.inject({
    method: 'POST',
    url: `/apis/v1/businesses/${store.businessId}/orders`,
    headers: { ...jsonHeaders, cookie: diner.cookie },
    payload: { orders: [payload] },
  });
}

describe('who may read and change the board settings', () => {
  it('lets any of the store staff read them; A7 signed out, A194 diners and other stores', async () => {
    expect(await readSettings(staff.cookie)).toBeDefined();
    expectError(await consoleCall(app, 'GET', settingsPath(), null), 401, 'A7');
    expectError(await consoleCall(app, 'GET', settingsPath(), diner.cookie), 403, 'A194');
    expectError(await consoleCall(app, 'GET', settingsPath(), otherOwner.cookie), 403, 'A194');
  });

  it('lets owners and managers change them, and refuses staff with A195', async () => {
    expectError(
      await consoleCall(app, 'PUT', settingsPath(), staff.cookie, { autoAccept: true }),
      403,
      'A195',
    );
    expect((await update({ autoAccept: true }, manager.cookie)).autoAccept).toBe(true);
    expect((await update({ autoAccept: false }, owner.cookie)).autoAccept).toBe(false);
    expectError(await consoleCall(app, 'PUT', settingsPath(), otherOwner.cookie, {}), 403, 'A194');
  });
});

describe('board settings', () => {
  it('has the defaults for a store that never changed them', async () => {
    expect(await readSettings(owner.cookie)).toEqual({
      autoAccept: false,
      autoAcceptMinutes: 20,
      busyExtraMinutes: 0,
      pausedUntil: null,
      pauseReason: null,
      autoPrint: false,
      ticketLanguage: 'en',
    });
  });

  it('changes only the fields a call names, and records what changed in the audit log', async () => {
    await update({ autoAccept: true, autoAcceptMinutes: 15 });
    const after = await update({ busyExtraMinutes: 20, ticketLanguage: 'zh' }, manager.cookie);
    expect(after).toMatchObject({
      autoAccept: true,
      autoAcceptMinutes: 15,
      busyExtraMinutes: 20,
      ticketLanguage: 'zh',
    });
    expect(await readSettings(staff.cookie)).toEqual(after);
    const [latest] = await auditEntries();
    expect(latest).toMatchObject({
      action: 'boardSettings.update',
      target: store.businessId,
      actor: { kind: 'user', fullPhoneNumber: `+1${MANAGER}` },
      details: {
        changes: { busyExtraMinutes: { from: 0, to: 20 }, ticketLanguage: { from: 'en', to: 'zh' } },
      },
    });
  });

  it('writes nothing for a call that changes nothing', async () => {
    const before = (await auditEntries()).length;
    await update({});
    await update({ autoAccept: false, pauseMinutes: 0 });
    expect((await auditEntries()).length).toBe(before);
  });

  it('refuses values out of range and unknown fields (A1)', async () => {
    for (const body of [
      { busyExtraMinutes: 121 },
      { autoAcceptMinutes: 0 },
      { pauseMinutes: -1 },
      { x: 1 },
    ]) {
      expectError(await consoleCall(app, 'PUT', settingsPath(), owner.cookie, body), 400, 'A1');
    }
  });

  it('pauses new orders for the minutes given with a reason, reads as not paused once they pass', async () => {
    const paused = await update({ pauseMinutes: 30, pauseReason: 'kitchenIssue' });
    expect(paused).toMatchObject({ pausedUntil: WED_NOON + 30 * MINUTE, pauseReason: 'kitchenIssue' });
    const [entry] = await auditEntries();
    expect(entry?.details).toMatchObject({
      pauseMinutes: 30,
      changes: { pausedUntil: { from: null, to: WED_NOON + 30 * MINUTE } },
    });
    now = WED_NOON + 30 * MINUTE;
    expect(await readSettings(owner.cookie)).toMatchObject({ pausedUntil: null, pauseReason: null });
  });

  it('needs a reason to pause, and a reason only with a pause (A1)', async () => {
    const refused = [
      { pauseMinutes: 15 },
      { pauseReason: 'tooBusy' },
      { pauseMinutes: 0, pauseReason: 'other' },
    ];
    for (const body of refused) {
      expectError(await consoleCall(app, 'PUT', settingsPath(), owner.cookie, body), 400, 'A1');
    }
    expect((await readSettings(owner.cookie)).pausedUntil).toBeNull();
  });
});

describe('a paused store as diners see it', () => {
  it('shows closed with the reason on its page and in the list, and refuses orders with A83', async () => {
    await update({ pauseMinutes: 60, pauseReason: 'tooBusy' });
    expect(await storePage()).toMatchObject({ isOpen: false, canReserved: false, pauseReason: 'tooBusy' });
    expect(await storeCard()).toMatchObject({ isOpen: false, canReserved: false, pauseReason: 'tooBusy' });
    expectError(await submit(), 409, 'A83');
  });

  it('takes orders again once resumed', async () => {
    await update({ pauseMinutes: 60, pauseReason: 'closingEarly' });
    expectError(await submit(), 409, 'A83');
    await update({ pauseMinutes: 0 });
    expect(await storePage()).toMatchObject({ isOpen: true, pauseReason: null });
    expect(await storeCard()).toMatchObject({ isOpen: true, pauseReason: null });
    const response = await submit();
    expect(response.statusCode, response.body).toBe(200);
  });

  it('takes orders again when the pause runs out by itself', async () => {
    await update({ pauseMinutes: 15, pauseReason: 'other' });
    now = WED_NOON + 15 * MINUTE;
    expect(await storeCard()).toMatchObject({ isOpen: true, pauseReason: null });
    const response = await submit();
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('busy mode as diners see it', () => {
  it("adds its minutes to the preparation the store page and list show, and to a new order's ready time", async () => {
    await update({ busyExtraMinutes: 15 });
    expect((await storePage()).prepareFoodTime).toBe(1200 + 15 * 60);
    expect((await storeCard()).prepareFoodTime).toBe(1200 + 15 * 60);
    const response = await submit();
    expect(response.statusCode, response.body).toBe(200);
    const [order] = (response.json() as { orders: Array<{ id: string }> }).orders;
    const found = await database.db.execute<{ ready: Date | string }>(
      sql`select expected_food_ready_time as ready from orders where id = ${order?.id}`,
    );
    expect(new Date(found.rows[0]?.ready ?? 0).getTime()).toBe(WED_NOON + (20 + 15) * MINUTE);
  });
});

describe('sold out', () => {
  const menuItem = async (commodityId: string) => {
    const menu = await get<TimedMenuDetailDto>(`/businesses/${store.businessId}/timedMenuDetail`);
    const item = menu.commodityCategories
      .flatMap((category) => category.commodities)
      .find((commodity) => commodity.id === commodityId);
    if (!item) throw new Error('the item is not on the menu');
    return item;
  };
  const dumplings = () => [plainLine(store.items.dumplings, 1)];

  it("lets any staff mark an item sold out: the diner's menu shows it and an order with it is refused (A28)", async () => {
    await markSoldOut(store.items.dumplings.id, true);
    expect(await menuItem(store.items.dumplings.id)).toMatchObject({ soldOut: true });
    expectError(await submit(dumplings()), 409, 'A28');
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      action: 'commodity.soldOut',
      target: store.items.dumplings.id,
      actor: { fullPhoneNumber: `+1${STAFF}` },
    });
  });

  it('puts it back on sale with the stock count it had', async () => {
    await markSoldOut(store.items.dumplings.id, true);
    await markSoldOut(store.items.dumplings.id, false, manager.cookie);
    expect(await menuItem(store.items.dumplings.id)).toMatchObject({ soldOut: false, stockNumber: 1000 });
    const response = await submit(dumplings());
    expect(response.statusCode, response.body).toBe(200);
    expect((await auditEntries())[0]).toMatchObject({ action: 'commodity.backOnSale' });
  });

  it('gives an item whose counted stock ran out unlimited stock when it is put back on sale', async () => {
    await database.db.execute(
      sql`update commodities set stock_number = 0 where id = ${store.items.dumplings.id}`,
    );
    expect(await menuItem(store.items.dumplings.id)).toMatchObject({ soldOut: true });
    await markSoldOut(store.items.dumplings.id, false);
    expect(await menuItem(store.items.dumplings.id)).toMatchObject({ soldOut: false, stockNumber: null });
  });

  it("refuses another store's item and an unknown one as not found (A26), and other stores' staff (A194)", async () => {
    const body = { soldOut: true };
    expectError(
      await consoleCall(app, 'PUT', soldOutPath(otherStore.items.tea.id), owner.cookie, body),
      404,
      'A26',
    );
    expectError(await consoleCall(app, 'PUT', soldOutPath(randomUUID()), owner.cookie, body), 404, 'A26');
    const foreign = soldOutPath(store.items.tea.id);
    expectError(await consoleCall(app, 'PUT', foreign, otherOwner.cookie, body), 403, 'A194');
    expect(await menuItem(store.items.tea.id)).toMatchObject({ soldOut: false });
  });
});
