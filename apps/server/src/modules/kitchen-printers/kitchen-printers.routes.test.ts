import { randomUUID } from 'node:crypto';
import type { AuditEntryDto } from '@nearbite/contract/console-audit';
import type { KitchenPrinterDto, KitchenTicketDto } from '@nearbite/contract/console-printers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { addPrinter, placeTicketOrder, setTicketSettings } from '../../test/printer-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * Printers and tickets in the console through the API: who may add, remove, read and print, and the
 * ticket's lines in the store's language or the one asked for.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco: the fixture store is open. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const OWNER = '4155550301';
const MANAGER = '4155550302';
const STAFF = '4155550303';
const OTHER_STAFF = '4155550401';

let database: TestDatabase;
let now = WED_NOON;
let app: NearbiteApp;
let store: StoreFixture;
let otherStore: string;
let orderId: string;
let orderCode: string;
const cookies: Record<'owner' | 'manager' | 'staff' | 'otherStaff' | 'diner', string> = {
  owner: '',
  manager: '',
  staff: '',
  otherStaff: '',
  diner: '',
};

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => now });
  await app.ready();
  store = await createStoreFixture(database.db);
  otherStore = (await createStoreFixture(database.db)).businessId;
  await addStaff(database.db, store.businessId, OWNER, 'owner');
  await addStaff(database.db, store.businessId, MANAGER, 'manager');
  await addStaff(database.db, store.businessId, STAFF, 'staff');
  await addStaff(database.db, otherStore, OTHER_STAFF, 'staff');
  cookies.owner = (await signedIn(database.db, OWNER)).cookie;
  cookies.manager = (await signedIn(database.db, MANAGER)).cookie;
  cookies.staff = (await signedIn(database.db, STAFF)).cookie;
  cookies.otherStaff = (await signedIn(database.db, OTHER_STAFF)).cookie;
  cookies.diner = (await createSignedInUser(database.db)).cookie;
  const order = await placeTicketOrder(app, cookies.diner, store, WED_NOON);
  orderId = order.id;
  orderCode = order.orderCode;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const printersOf = async (cookie: string): Promise<KitchenPrinterDto[]> => {
  const response = await consoleCall(app, 'GET', `/stores/${store.businessId}/printers`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { printers: KitchenPrinterDto[] }).printers;
};

const ticketOf = async (query = ''): Promise<KitchenTicketDto> => {
  const response = await consoleCall(
    app,
    'GET',
    `/stores/${store.businessId}/orders/${orderId}/ticket${query}`,
    cookies.staff,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as KitchenTicketDto;
};

describe('kitchen printers in the console', () => {
  it('lets owners and managers add and remove printers, and writes both to the audit log', async () => {
    const added = await addPrinter(app, cookies.manager, store.businessId, 9100);
    expect(added).toEqual({
      id: expect.any(String),
      name: 'Kitchen 9100',
      host: '127.0.0.1',
      port: 9100,
      kind: 'receipt',
      createdTime: WED_NOON,
    });
    now += 1000;
    const defaults = await consoleCall(app, 'POST', `/stores/${store.businessId}/printers`, cookies.owner, {
      name: 'Bar',
      host: 'bar-printer.local',
    });
    expect(defaults.json()).toMatchObject({ port: 9100, kind: 'receipt', host: 'bar-printer.local' });
    expect((await printersOf(cookies.staff)).map((printer) => printer.name)).toEqual(['Kitchen 9100', 'Bar']);

    const removed = await consoleCall(
      app,
      'DELETE',
      `/stores/${store.businessId}/printers/${added.id}`,
      cookies.owner,
    );
    expect(removed.json()).toEqual({ ok: true });
    expect((await printersOf(cookies.owner)).map((printer) => printer.name)).toEqual(['Bar']);
    const again = await consoleCall(
      app,
      'DELETE',
      `/stores/${store.businessId}/printers/${added.id}`,
      cookies.owner,
    );
    expectError(again, 404, 'A20');

    const audit = await consoleCall(app, 'GET', `/stores/${store.businessId}/auditLog`, cookies.owner);
    const entries = (audit.json() as { entries: AuditEntryDto[] }).entries;
    expect(entries.slice(0, 3).map((entry) => [entry.action, entry.target, entry.details.host])).toEqual([
      ['printer.remove', added.id, '127.0.0.1'],
      ['printer.add', (defaults.json() as KitchenPrinterDto).id, 'bar-printer.local'],
      ['printer.add', added.id, '127.0.0.1'],
    ]);
  });

  it('refuses staff adding or removing printers (A195), but lets them list them', async () => {
    const add = await consoleCall(app, 'POST', `/stores/${store.businessId}/printers`, cookies.staff, {
      name: 'Mine',
      host: '10.0.0.9',
    });
    expectError(add, 403, 'A195');
    const [printer] = await printersOf(cookies.staff);
    const remove = await consoleCall(
      app,
      'DELETE',
      `/stores/${store.businessId}/printers/${printer?.id}`,
      cookies.staff,
    );
    expectError(remove, 403, 'A195');
    expect(await printersOf(cookies.staff)).toHaveLength(1);
  });

  it("refuses another store's staff and diners on every printer route (A194), and signed-out callers (A7)", async () => {
    const base = `/stores/${store.businessId}`;
    const calls: Array<['GET' | 'POST' | 'DELETE', string, unknown?]> = [
      ['GET', `${base}/printers`],
      ['POST', `${base}/printers`, { name: 'X', host: '10.0.0.1' }],
      ['DELETE', `${base}/printers/${randomUUID()}`],
      ['GET', `${base}/orders/${orderId}/ticket`],
      ['POST', `${base}/orders/${orderId}/print`, {}],
    ];
    for (const [method, path, body] of calls) {
      expectError(await consoleCall(app, method, path, cookies.otherStaff, body), 403, 'A194');
      expectError(await consoleCall(app, method, path, cookies.diner, body), 403, 'A194');
      expectError(await consoleCall(app, method, path, null, body), 401, 'A7');
    }
  });

  it("answers an order of another store as unknown (A98) to that store's staff", async () => {
    const path = `/stores/${otherStore}/orders/${orderId}/ticket`;
    expectError(await consoleCall(app, 'GET', path, cookies.otherStaff), 404, 'A98');
    const print = `/stores/${otherStore}/orders/${orderId}/print`;
    expectError(await consoleCall(app, 'POST', print, cookies.otherStaff, {}), 404, 'A98');
  });
});

describe('the kitchen ticket', () => {
  it('lays the order out in English by default: code, items with quantities, options, notes, contact', async () => {
    const ticket = await ticketOf();
    expect(ticket).toMatchObject({ orderId, language: 'en', width: 48 });
    expect(ticket.lines).toEqual([
      { text: '  Fixture Noodle House', emphasis: true },
      { text: `DELIVERY         #${orderCode}`, emphasis: true },
      { text: 'Due: ASAP', emphasis: false },
      { text: 'Placed: Jun 11 12:00 PM', emphasis: false },
      { text: '-'.repeat(48), emphasis: false },
      { text: '2 x Beef noodles', emphasis: true },
      { text: '    Hot, Large, Egg x2', emphasis: false },
      { text: '    Note: No onions', emphasis: false },
      { text: '1 x Dumplings', emphasis: true },
      { text: '-'.repeat(48), emphasis: false },
      { text: 'Items: 3', emphasis: false },
      { text: 'Note: Ring the bell', emphasis: false },
      { text: 'Contact: Ada Lovelace ***-***-0123', emphasis: false },
    ]);
  });

  it("uses the store's ticket language, and the language asked for over it", async () => {
    await setTicketSettings(database.db, store.businessId, { autoPrint: false, ticketLanguage: 'zh' });
    const zh = await ticketOf();
    expect(zh.language).toBe('zh');
    expect(zh.lines.map((line) => line.text)).toEqual(
      expect.arrayContaining([
        `外送             #${orderCode}`,
        '2 x Beef noodles（中）',
        '    备注：No onions',
      ]),
    );
    expect((await ticketOf('?language=en')).language).toBe('en');
    await setTicketSettings(database.db, store.businessId, { autoPrint: false, ticketLanguage: 'en' });
  });
});
