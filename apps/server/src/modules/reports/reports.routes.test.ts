import type { StoreReportDto } from '@nearbite/contract/console-reports';
import type { SubmittedOrderDto } from '@nearbite/contract/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { boardOk, payOrder, placeOrder, saveSandboxCard } from '../../test/board-fixtures.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { plainLine } from '../../test/order-payloads.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The store's reports through the API, from orders a diner placed and paid through the real routes: the
 * period is the store's local day (an order at 23:30 in San Francisco is that day's, though UTC has moved
 * on), unpaid orders do not count, a refund comes off the net, preparation runs from paid to ready.
 */

const at = (iso: string) => Date.parse(iso);
/** Wednesday 11 June 2025 in San Francisco (UTC−7). */
const WED_NOON = at('2025-06-11T19:00:00Z');
const WED_2330 = at('2025-06-12T06:30:00Z');
const THU_0030 = at('2025-06-12T07:30:00Z');
const THU_0900 = at('2025-06-12T16:00:00Z');
const MINUTE = 60_000;
const DAY_MS = 86_400_000;

let database: TestDatabase;
let app: NearbiteApp;
let now = WED_NOON;
let store: StoreFixture;
let otherStore: string;
const cookies = { owner: '', manager: '', staff: '', otherOwner: '', diner: '', admin: '' };
let card: string;
const placed: Record<string, SubmittedOrderDto> = {};

async function order(at: number, dumplings: number, pay = true): Promise<SubmittedOrderDto> {
  now = at;
  const cart = { store, now, type: 'pickup' as const, lines: [plainLine(store.items.dumplings, dumplings)] };
  const submitted = await placeOrder(app, cookies.diner, cart);
  if (pay) await payOrder(app, cookies.diner, submitted, card);
  return submitted;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    PLATFORM_ADMINS: '+14155550799',
  });
  app = await buildApp({ config, database, clock: () => now });
  await app.ready();
  store = await createStoreFixture(database.db, { dumplingsStock: null });
  await database.db.execute(
    sql`update commodities set stock_number = null where business_id = ${store.businessId}`,
  );
  // Open around the clock, so a diner can order at 23:30 and at 00:30.
  const allDay = JSON.stringify(Array.from({ length: 7 }, () => [[0, DAY_MS]]));
  await database.db.execute(
    sql`update businesses set open_hours = ${allDay}::jsonb where id = ${store.businessId}`,
  );
  await database.db.execute(
    sql`update business_pickup_addresses set pickup_hours = ${allDay}::jsonb where business_id = ${store.businessId}`,
  );
  otherStore = (await createStoreFixture(database.db)).businessId;
  await addStaff(database.db, store.businessId, '4155550701', 'owner');
  await addStaff(database.db, store.businessId, '4155550702', 'manager');
  await addStaff(database.db, store.businessId, '4155550703', 'staff');
  await addStaff(database.db, otherStore, '4155550704', 'owner');
  cookies.owner = (await signedIn(database.db, '4155550701')).cookie;
  cookies.manager = (await signedIn(database.db, '4155550702')).cookie;
  cookies.staff = (await signedIn(database.db, '4155550703')).cookie;
  cookies.otherOwner = (await signedIn(database.db, '4155550704')).cookie;
  cookies.admin = (await signedIn(database.db, '4155550799')).cookie;
  cookies.diner = (await createSignedInUser(database.db)).cookie;
  card = await saveSandboxCard(app, cookies.diner);

  placed.noon = await order(WED_NOON, 2);
  const base = `/stores/${store.businessId}/orders/${placed.noon.id}`;
  now = WED_NOON + MINUTE;
  await boardOk(app, 'POST', `${base}/actions`, cookies.owner, { action: 'accept', prepMinutes: 20 });
  now = WED_NOON + 19 * MINUTE;
  await boardOk(app, 'POST', `${base}/actions`, cookies.owner, { action: 'ready' });
  await boardOk(app, 'POST', `${base}/refunds`, cookies.owner, {
    refundType: 'customAmount',
    price: 300,
    reason: 'Cold dumplings',
  });
  placed.unpaid = await order(WED_NOON + 60 * MINUTE, 4, false);
  placed.late = await order(WED_2330, 1);
  placed.nextDay = await order(THU_0030, 3);
  now = THU_0900;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const reportPath = (query: string) => `/stores/${store.businessId}/reports?${query}`;

async function report(query: string, cookie = cookies.owner): Promise<StoreReportDto> {
  const response = await consoleCall(app, 'GET', reportPath(query), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StoreReportDto;
}

describe('a day of the store, in its own time zone', () => {
  it("yesterday holds the noon and 23:30 orders, not the unpaid one nor Thursday's 00:30", async () => {
    const { noon, late } = placed;
    if (!noon || !late) throw new Error('orders missing');
    const day = await report('period=yesterday');
    expect(day.period).toMatchObject({
      from: '2025-06-11',
      to: '2025-06-11',
      timeZone: 'America/Los_Angeles',
    });
    const gross = noon.totalPrice + late.totalPrice;
    expect(day.sales).toMatchObject({ orders: 2, gross, refunds: 300, net: gross - 300 });
    expect(day.sales.food).toBe(3 * store.items.dumplings.price);
    expect(day.refunds).toEqual({ orders: 1, amount: 300 });
    expect(day.byType).toEqual([{ orderType: 'pickup', orders: 2, net: gross - 300 }]);
    expect(day.byHour).toHaveLength(24);
    expect(day.byHour.filter((hour) => hour.orders > 0)).toEqual([
      { hour: 12, orders: 1, net: noon.totalPrice - 300 },
      { hour: 23, orders: 1, net: late.totalPrice },
    ]);
    expect(day.byDay).toEqual([{ date: '2025-06-11', orders: 2, net: gross - 300 }]);
    expect(day.topByQuantity).toEqual([
      expect.objectContaining({ commodityId: store.items.dumplings.id, quantity: 3 }),
    ]);
    // The dumplings' revenue is what their lines charged after the item discount.
    const [lines] = (
      await database.db.execute(sql`select sum(price * bought_number - discount_price)::int as charged
        from order_lines where order_id in (${noon.id}, ${late.id})`)
    ).rows as Array<{ charged: number }>;
    expect(day.topByQuantity[0]?.revenue).toBe(lines?.charged);
    expect(day.topByRevenue).toEqual(day.topByQuantity);
    // Paid at 12:00, ready at 12:19; the 23:30 order never reached ready.
    expect(day.averagePrepSeconds).toBe(19 * 60);
  });

  it('today is Thursday: only the 00:30 order', async () => {
    const today = await report('period=today');
    expect(today.period.from).toBe('2025-06-12');
    expect(today.sales.orders).toBe(1);
    expect(today.byHour[0]).toEqual({ hour: 0, orders: 1, net: placed.nextDay?.totalPrice });
    expect(today.averagePrepSeconds).toBeNull();
  });

  it('a chosen range lists every day, empty ones as zero', async () => {
    const range = await report('period=range&from=2025-06-10&to=2025-06-12');
    expect(range.byDay.map((day) => [day.date, day.orders])).toEqual([
      ['2025-06-10', 0],
      ['2025-06-11', 2],
      ['2025-06-12', 1],
    ]);
    expect(range.sales.orders).toBe(3);
  });

  it("exports the period's paid orders as CSV on the store's clock", async () => {
    const response = await consoleCall(
      app,
      'GET',
      `/stores/${store.businessId}/reports/orders-csv?period=yesterday`,
      cookies.manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { fileName, csv } = response.json() as { fileName: string; csv: string };
    expect(fileName).toBe('orders-2025-06-11.csv');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'order_code,placed_at,order_type,status,food,discounts,tax,fees,tips,total,refunded,net,items',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^${placed.noon?.orderCode},2025-06-11 12:00,pickup,`));
    expect(lines[1]).toContain(',3.00,');
    expect(lines[2]).toMatch(new RegExp(`^${placed.late?.orderCode},2025-06-11 23:30,pickup,`));
  });
});

describe('who may read reports, and bad periods', () => {
  it('owners, managers and platform admins read; staff (A195), another store (A194), the signed-out (A7) do not', async () => {
    expect((await report('period=yesterday', cookies.manager)).sales.orders).toBe(2);
    expect((await report('period=yesterday', cookies.admin)).sales.orders).toBe(2);
    for (const path of [reportPath('period=today'), `/stores/${store.businessId}/reports/orders-csv`]) {
      expectError(await consoleCall(app, 'GET', path, cookies.staff), 403, 'A195');
      expectError(await consoleCall(app, 'GET', path, cookies.otherOwner), 403, 'A194');
      expectError(await consoleCall(app, 'GET', path, null), 401, 'A7');
    }
  });

  it('refuses a reversed or impossible range (A260), one over 92 days (A261), an unknown period (A1)', async () => {
    const get = (query: string) => consoleCall(app, 'GET', reportPath(query), cookies.owner);
    expectError(await get('period=range&from=2025-06-12&to=2025-06-11'), 400, 'A260');
    expectError(await get('period=range&from=2025-02-30&to=2025-03-02'), 400, 'A260');
    expectError(await get('period=range&from=2025-03-01'), 400, 'A260');
    expectError(await get('period=range&from=2025-03-01&to=2025-06-01'), 400, 'A261');
    expectError(await get('period=decade'), 400, 'A1');
  });
});
