import { randomUUID } from 'node:crypto';
import type { BoardOrderDto, WaiterCallDto } from '@nearbite/contract/console-board';
import type { SubmittedOrderDto } from '@nearbite/contract/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { boardOk, payOrder, placeOrder, rowsOf, saveSandboxCard } from '../../test/board-fixtures.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { type CartSpec, noodlesLine, plainLine } from '../../test/order-payloads.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The board's reads and its authorisation through the API: orders are placed and paid by a diner as the web
 * app does, the board is read by the store's staff; waiter calls are listed and acknowledged.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco: the fixture store is open. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const MINUTE = 60_000;
const STAFF_A = '4155550301';
const OWNER_B = '4155550401';

let database: TestDatabase;
let app: NearbiteApp;
let now = WED_NOON;
let storeA: StoreFixture;
let storeB: StoreFixture;
let staffA: { userId: string; cookie: string };
let ownerB: { userId: string; cookie: string };
let diner: { userId: string; cookie: string };
let card: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => now });
  await app.ready();
  storeA = await createStoreFixture(database.db, { largeSizeStock: null });
  await database.db.execute(
    sql`update commodities set stock_number = null where business_id = ${storeA.businessId}`,
  );
  storeB = await createStoreFixture(database.db);
  await addStaff(database.db, storeA.businessId, STAFF_A, 'staff');
  await addStaff(database.db, storeB.businessId, OWNER_B, 'owner');
  staffA = await signedIn(database.db, STAFF_A);
  ownerB = await signedIn(database.db, OWNER_B);
  diner = await createSignedInUser(database.db);
  card = await saveSandboxCard(app, diner.cookie);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(() => {
  now = WED_NOON;
});

const pickupCart = (): CartSpec => ({
  store: storeA,
  now,
  type: 'pickup',
  lines: [
    noodlesLine(storeA, 1, { large: true, eggs: 2, hot: true, toppings: 1 }),
    plainLine(storeA.items.dumplings, 2),
  ],
});

async function paidOrder(cart: CartSpec = pickupCart()): Promise<SubmittedOrderDto> {
  const order = await placeOrder(app, diner.cookie, cart);
  await payOrder(app, diner.cookie, order, card);
  return order;
}

const boardOf = (store: string, cookie = staffA.cookie, language?: string) =>
  app.inject({
    method: 'GET',
    url: `/apis/v1/console/stores/${store}/orders`,
    headers: { cookie, ...(language ? { 'accept-language': language } : {}) },
  });

async function boardOrders(language?: string): Promise<BoardOrderDto[]> {
  const response = await boardOf(storeA.businessId, staffA.cookie, language);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { orders: BoardOrderDto[] }).orders;
}

async function waiterCall(businessId: string, tableName: string, at = now): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    database.db,
    sql`insert into service_calls (business_id, table_name, created_at)
      values (${businessId}, ${tableName}, ${new Date(at)}) returning id`,
  );
  if (!row) throw new Error('no call');
  return row.id;
}

describe('board authorisation', () => {
  /** Every board route of this module on store A, with what makes it succeed for store A's staff. */
  const routes: Array<[string, 'GET' | 'POST', () => Promise<{ path: string; body?: unknown }>]> = [
    ['orders', 'GET', async () => ({ path: `/stores/${storeA.businessId}/orders` })],
    ['order', 'GET', async () => ({ path: `/stores/${storeA.businessId}/orders/${(await paidOrder()).id}` })],
    [
      'action',
      'POST',
      async () => ({
        path: `/stores/${storeA.businessId}/orders/${(await paidOrder()).id}/actions`,
        body: { action: 'accept', prepMinutes: 15 },
      }),
    ],
    [
      'refund',
      'POST',
      async () => ({
        path: `/stores/${storeA.businessId}/orders/${(await paidOrder()).id}/refunds`,
        body: { refundType: 'customAmount', price: 100, reason: 'Cold noodles' },
      }),
    ],
    ['waiter calls', 'GET', async () => ({ path: `/stores/${storeA.businessId}/waiter-calls` })],
    [
      'acknowledge',
      'POST',
      async () => ({
        path: `/stores/${storeA.businessId}/waiter-calls/${await waiterCall(storeA.businessId, 'A1')}/acknowledge`,
        body: {},
      }),
    ],
  ];

  it.each(routes)(
    '%s: A7 signed out, A194 for a diner and another store’s staff, 200 for the store’s staff',
    async (_name, method, make) => {
      const { path, body } = await make();
      expectError(await consoleCall(app, method, path, null, body), 401, 'A7');
      expectError(await consoleCall(app, method, path, diner.cookie, body), 403, 'A194');
      expectError(await consoleCall(app, method, path, ownerB.cookie, body), 403, 'A194');
      const response = await consoleCall(app, method, path, staffA.cookie, body);
      expect(response.statusCode, response.body).toBe(200);
    },
  );

  it('answers another store’s order as unknown (A98), and another store’s waiter call as unknown (A20)', async () => {
    const order = await paidOrder();
    const inB = `/stores/${storeB.businessId}/orders/${order.id}`;
    expectError(await consoleCall(app, 'GET', inB, ownerB.cookie), 404, 'A98');
    expectError(
      await consoleCall(app, 'POST', `${inB}/actions`, ownerB.cookie, { action: 'accept', prepMinutes: 10 }),
      404,
      'A98',
    );
    expectError(
      await consoleCall(app, 'POST', `${inB}/refunds`, ownerB.cookie, { refundType: 'full', reason: 'x' }),
      404,
      'A98',
    );
    expectError(
      await consoleCall(app, 'GET', `/stores/${storeB.businessId}/orders/${randomUUID()}`, ownerB.cookie),
      404,
      'A98',
    );
    // Nothing happened to the order.
    const card = await boardOk(app, 'GET', `/stores/${storeA.businessId}/orders/${order.id}`, staffA.cookie);
    expect(card).toMatchObject({ orderStatus: 'paid', refundedPrice: 0 });

    const call = await waiterCall(storeA.businessId, 'A1');
    expectError(
      await consoleCall(
        app,
        'POST',
        `/stores/${storeB.businessId}/waiter-calls/${call}/acknowledge`,
        ownerB.cookie,
        {},
      ),
      404,
      'A20',
    );
  });
});

describe('GET /console/stores/:businessId/orders', () => {
  it('shows a paid order in incoming with its lines, options, masked phone and actions; never an unpaid one', async () => {
    const unpaid = await placeOrder(app, diner.cookie, pickupCart());
    const order = await paidOrder();
    const orders = await boardOrders();
    expect(orders.find((card) => card.id === unpaid.id)).toBeUndefined();
    const card = orders.find((found) => found.id === order.id);
    expect(card).toMatchObject({
      orderCode: order.orderCode,
      column: 'incoming',
      orderType: 'pickup',
      orderStatus: 'paid',
      paidTime: now,
      scheduledTime: null,
      // Submission estimates it from the store's preparation time (20 minutes); accepting sets it.
      expectedFoodReadyTime: now + 20 * MINUTE,
      delayMinutes: 0,
      buyerNote: 'Ring the bell',
      maskedPhone: '(•••) •••-0123',
      totalPrice: order.totalPrice,
      paidPrice: order.totalPrice,
      refundedPrice: 0,
      actions: ['accept', 'cancel', 'refund'],
    });
    expect(card?.lines).toEqual([
      {
        id: expect.any(String),
        name: 'Beef noodles',
        quantity: 1,
        options: ['Hot', 'Topping 0', 'Large', 'Egg ×2'],
        note: 'No onions',
        // Takeaway price 11.99 + large 2.00 + two eggs 2.00.
        price: 1599,
        refundedNumber: 0,
        commodityId: storeA.items.noodles.id,
      },
      expect.objectContaining({
        name: 'Dumplings',
        quantity: 2,
        options: [],
        commodityId: storeA.items.dumplings.id,
      }),
    ]);
    expect(unpaid.id).not.toBe(order.id);
    expectError(
      await consoleCall(app, 'GET', `/stores/${storeA.businessId}/orders/${unpaid.id}`, staffA.cookie),
      404,
      'A98',
    );
  });

  it('answers in the request’s language', async () => {
    const order = await paidOrder();
    const card = (await boardOrders('zh-CN,zh;q=0.9')).find((found) => found.id === order.id);
    expect(card?.lines[0]?.name).toBe('Beef noodles（中）');
    expect(card?.lines[0]?.options).toEqual(['Hot（中）', 'Topping 0（中）', 'Large（中）', 'Egg（中） ×2']);
  });

  it('puts an order chosen further ahead than preparation + 30 minutes in scheduled', async () => {
    const soon = await paidOrder();
    const later = await paidOrder();
    // The fixture store prepares in 20 minutes: 50 minutes is the edge.
    await database.db.execute(
      sql`update orders set scheduled_time = ${new Date(now + 50 * MINUTE)} where id = ${soon.id}`,
    );
    await database.db.execute(
      sql`update orders set scheduled_time = ${new Date(now + 51 * MINUTE)} where id = ${later.id}`,
    );
    const orders = await boardOrders();
    expect(orders.find((card) => card.id === soon.id)?.column).toBe('incoming');
    expect(orders.find((card) => card.id === later.id)).toMatchObject({
      column: 'scheduled',
      scheduledTime: now + 51 * MINUTE,
      actions: ['accept', 'cancel', 'refund'],
    });
  });

  it('keeps open orders whatever their age, and finished ones only on the day they finished (store time)', async () => {
    const open = await paidOrder();
    const finished = await paidOrder();
    const path = `/stores/${storeA.businessId}/orders/${finished.id}/actions`;
    await boardOk(app, 'POST', path, staffA.cookie, { action: 'cancel', reason: 'other' });
    let orders = await boardOrders();
    expect(orders.find((card) => card.id === finished.id)?.column).toBe('done');
    // 23:59 the same day in San Francisco: still today.
    now = Date.parse('2025-06-12T06:59:00Z');
    orders = await boardOrders();
    expect(orders.find((card) => card.id === finished.id)?.column).toBe('done');
    // The next morning: yesterday's cancelled order is gone, the open one stays.
    now = Date.parse('2025-06-12T16:00:00Z');
    orders = await boardOrders();
    expect(orders.find((card) => card.id === finished.id)).toBeUndefined();
    expect(orders.find((card) => card.id === open.id)?.column).toBe('incoming');
    // The single order is still there, whatever its age.
    const card = await boardOk(
      app,
      'GET',
      `/stores/${storeA.businessId}/orders/${finished.id}`,
      staffA.cookie,
    );
    expect(card.column).toBe('done');
  });

  it('shows only the store’s own orders', async () => {
    const order = await paidOrder();
    const response = await boardOf(storeB.businessId, ownerB.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { orders } = response.json() as { orders: BoardOrderDto[] };
    expect(orders.find((card) => card.id === order.id)).toBeUndefined();
  });
});

describe('waiter calls', () => {
  const callsOf = async (businessId: string, cookie: string) =>
    (await boardOk<{ calls: WaiterCallDto[] }>(app, 'GET', `/stores/${businessId}/waiter-calls`, cookie))
      .calls;

  it('lists the store’s unacknowledged calls of the last 12 hours, newest first, until acknowledged', async () => {
    const old = await waiterCall(storeA.businessId, 'T-old', now - 12 * 60 * MINUTE - 1);
    const first = await waiterCall(storeA.businessId, 'T1', now - 5 * MINUTE);
    const second = await waiterCall(storeA.businessId, 'T2', now - MINUTE);
    const other = await waiterCall(storeB.businessId, 'T1', now - MINUTE);
    const ids = (await callsOf(storeA.businessId, staffA.cookie)).map((call) => call.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(ids).toContain(first);
    expect(ids).not.toContain(old);
    expect(ids).not.toContain(other);
    const listed = (await callsOf(storeA.businessId, staffA.cookie)).find((call) => call.id === first);
    expect(listed).toEqual({ id: first, tableName: 'T1', orderId: null, createdTime: now - 5 * MINUTE });

    const path = `/stores/${storeA.businessId}/waiter-calls/${first}/acknowledge`;
    expect(await boardOk(app, 'POST', path, staffA.cookie, {})).toEqual({ ok: true });
    expect((await callsOf(storeA.businessId, staffA.cookie)).map((call) => call.id)).not.toContain(first);
    const [row] = await rowsOf<{ handled_at: Date | string; handled_by: string }>(
      database.db,
      sql`select handled_at, handled_by from service_calls where id = ${first}`,
    );
    expect(row?.handled_by).toBe(staffA.userId);
    expect(new Date(row?.handled_at ?? 0).getTime()).toBe(now);
    // Acknowledging again changes nothing and writes no second entry.
    expect(await boardOk(app, 'POST', path, staffA.cookie, {})).toEqual({ ok: true });
    const audit = await rowsOf<{ action: string; actor_user_id: string; details: unknown }>(
      database.db,
      sql`select action, actor_user_id, details from audit_log where target = ${first}`,
    );
    expect(audit).toEqual([
      {
        action: 'waiterCall.acknowledge',
        actor_user_id: staffA.userId,
        details: { tableName: 'T1', orderId: null },
      },
    ]);
    expectError(
      await consoleCall(
        app,
        'POST',
        `/stores/${storeA.businessId}/waiter-calls/${randomUUID()}/acknowledge`,
        staffA.cookie,
        {},
      ),
      404,
      'A20',
    );
  });
});
