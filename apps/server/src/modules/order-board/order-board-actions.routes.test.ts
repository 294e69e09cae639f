import type { OrderDetailDto } from '@nearbite/contract/order-views';
import type { SubmittedOrderDto } from '@nearbite/contract/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import {
  boardOk,
  payOrder,
  placeOrder,
  rowsOf,
  saveSandboxCard,
  setBoardSettings,
} from '../../test/board-fixtures.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { type CartSpec, noodlesLine, plainLine } from '../../test/order-payloads.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * Board actions through the API on orders a diner placed and paid by card at the sandbox: the whole life
 * (accept, delay, ready, complete), refusals with the transition table's codes, cancellation and refunds
 * through the card processor as the diner sees them, audit entries, auto-accept on payment and the kitchen
 * ticket queued when the store prints automatically.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco: the fixture store is open. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const MINUTE = 60_000;
const STAFF_PHONE = '4155550311';

let database: TestDatabase;
let app: NearbiteApp;
let now = WED_NOON;
let staff: { userId: string; cookie: string };
let diner: { userId: string; cookie: string };
let card: string;

/** A store whose staff member is `staff`, with unlimited stock. */
async function staffedStore(): Promise<StoreFixture> {
  const store = await createStoreFixture(database.db, { largeSizeStock: null });
  await database.db.execute(
    sql`update commodities set stock_number = null where business_id = ${store.businessId}`,
  );
  await addStaff(database.db, store.businessId, STAFF_PHONE, 'staff');
  return store;
}

let store: StoreFixture;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => now });
  await app.ready();
  store = await staffedStore();
  // Busy mode: 10 minutes on top of every accepted order's preparation.
  await setBoardSettings(database.db, store.businessId, { busyExtraMinutes: 10 });
  staff = await signedIn(database.db, STAFF_PHONE);
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

const cartOf = (at: StoreFixture, type: CartSpec['type']): CartSpec =>
  type === 'dineIn'
    ? {
        store: at,
        now,
        type,
        lines: [plainLine(at.items.tea, 1), plainLine(at.items.dumplings, 1)],
        table: { tableName: at.tableName, peopleNumber: 2 },
      }
    : { store: at, now, type, lines: [noodlesLine(at, 2, { eggs: 1 }), plainLine(at.items.dumplings, 1)] };

async function paidOrder(type: CartSpec['type'] = 'pickup', at = store): Promise<SubmittedOrderDto> {
  const order = await placeOrder(app, diner.cookie, cartOf(at, type));
  await payOrder(app, diner.cookie, order, card);
  return order;
}

const actionPath = (orderId: string, at = store) => `/stores/${at.businessId}/orders/${orderId}/actions`;
const act = (orderId: string, body: unknown, at = store) =>
  consoleCall(app, 'POST', actionPath(orderId, at), staff.cookie, body);
const actOk = (orderId: string, body: unknown, at = store) =>
  boardOk(app, 'POST', actionPath(orderId, at), staff.cookie, body);

async function dinerDetail(orderId: string): Promise<OrderDetailDto> {
  const response = await app.inject({
    method: 'GET',
    url: `/apis/v1/orders/${orderId}`,
    headers: { cookie: diner.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrderDetailDto;
}

const auditOf = (orderId: string) =>
  rowsOf<{ action: string; actor_kind: string; actor_user_id: string; details: Record<string, unknown> }>(
    database.db,
    sql`select action, actor_kind, actor_user_id, details from audit_log where target = ${orderId} order by id`,
  );

const outboxOf = (kind: string) =>
  rowsOf<{ payload: string; available_at: Date | string }>(
    database.db,
    sql`select payload, available_at from outbox_events where kind = ${kind} order by id`,
  );

describe('the life of an order on the board', () => {
  it('accepts a pickup order (preparation + busy minutes), delays it, marks it ready and completes it', async () => {
    const order = await paidOrder();
    const accepted = await actOk(order.id, { action: 'accept', prepMinutes: 20 });
    expect(accepted).toMatchObject({
      column: 'preparing',
      orderStatus: 'confirmed',
      commoditiesStatus: 'preparing',
      expectedFoodReadyTime: now + 30 * MINUTE,
      actions: ['delay', 'ready', 'cancel', 'refund'],
    });
    expect((await dinerDetail(order.id)).expectedFoodReadyTime).toBe(now + 30 * MINUTE);

    now += 5 * MINUTE;
    const delayed = await actOk(order.id, { action: 'delay', minutes: 10 });
    expect(delayed).toMatchObject({ expectedFoodReadyTime: WED_NOON + 40 * MINUTE, delayMinutes: 10 });
    const texts = (await outboxOf('sms')).map(
      (row) => JSON.parse(row.payload) as { to: string; body: string },
    );
    expect(texts).toContainEqual({
      to: '+14155550123',
      body: `Fixture Noodle House: your order ${order.orderCode} needs a little more time. It should be ready at 12:40 PM. Sorry for the wait.`,
    });

    const ready = await actOk(order.id, { action: 'ready' });
    expect(ready).toMatchObject({
      column: 'ready',
      commoditiesStatus: 'ready',
      actions: ['complete', 'cancel', 'refund'],
    });
    expectError(await act(order.id, { action: 'delay', minutes: 5 }), 409, 'A100');
    const completed = await actOk(order.id, { action: 'complete' });
    expect(completed).toMatchObject({ column: 'done', orderStatus: 'completed', actions: ['refund'] });

    expect(await auditOf(order.id)).toEqual([
      {
        action: 'order.accept',
        actor_kind: 'user',
        actor_user_id: staff.userId,
        details: { prepMinutes: 20, expectedFoodReadyTime: WED_NOON + 30 * MINUTE },
      },
      {
        action: 'order.delay',
        actor_kind: 'user',
        actor_user_id: staff.userId,
        details: { minutes: 10, expectedFoodReadyTime: WED_NOON + 40 * MINUTE },
      },
      { action: 'order.ready', actor_kind: 'user', actor_user_id: staff.userId, details: {} },
      { action: 'order.complete', actor_kind: 'user', actor_user_id: staff.userId, details: {} },
    ]);
  });

  it('serves a dine-in order: accept, ready, complete', async () => {
    const order = await paidOrder('dineIn');
    expect(await actOk(order.id, { action: 'accept', prepMinutes: 15 })).toMatchObject({
      tableName: store.tableName,
      peopleNumber: 2,
      expectedFoodReadyTime: now + 25 * MINUTE,
    });
    await actOk(order.id, { action: 'ready' });
    expect(await actOk(order.id, { action: 'complete' })).toMatchObject({
      orderStatus: 'completed',
      column: 'done',
    });
  });

  it('answers the transition table’s code for what it refuses, and changes nothing', async () => {
    const order = await paidOrder();
    expectError(await act(order.id, { action: 'complete' }), 409, 'A100');
    expectError(await act(order.id, { action: 'ready' }), 409, 'A100');
    expectError(await act(order.id, { action: 'delay', minutes: 5 }), 409, 'A100');
    await actOk(order.id, { action: 'accept', prepMinutes: 10 });
    expectError(await act(order.id, { action: 'accept', prepMinutes: 10 }), 409, 'A100');

    // A delivery order is completed by its rider's run, not from the counter.
    const delivery = await paidOrder('delivery');
    await actOk(delivery.id, { action: 'accept', prepMinutes: 10 });
    expect((await actOk(delivery.id, { action: 'ready' })).actions).toEqual(['cancel', 'refund']);
    expectError(await act(delivery.id, { action: 'complete' }), 409, 'A100');

    const done = await paidOrder('dineIn');
    await actOk(done.id, { action: 'accept', prepMinutes: 10 });
    await actOk(done.id, { action: 'ready' });
    await actOk(done.id, { action: 'complete' });
    expectError(await act(done.id, { action: 'cancel', reason: 'other' }), 409, 'A124');
    expectError(await act(order.id, { action: 'accept', prepMinutes: 0 }), 400, 'A1');

    // Refused actions left no audit entry.
    expect((await auditOf(order.id)).map((row) => row.action)).toEqual(['order.accept']);
    expect((await auditOf(delivery.id)).map((row) => row.action)).toEqual(['order.accept', 'order.ready']);
  });
});

describe('cancelling and refunding from the board', () => {
  it('refuses a paid order and refunds it in full through the card processor; the diner sees the refund', async () => {
    const order = await paidOrder();
    const cancelled = await actOk(order.id, { action: 'cancel', reason: 'other', note: 'Out of noodles' });
    expect(cancelled).toMatchObject({
      column: 'done',
      orderStatus: 'cancelled',
      cancellationReason: 'other',
      refundedPrice: order.totalPrice,
      fullRefunded: true,
      actions: [],
    });
    const refunds = await rowsOf<{
      id: string;
      price: number;
      status: string;
      processor_refund_id: string | null;
    }>(
      database.db,
      sql`select id, price, status, processor_refund_id from refunds where order_id = ${order.id}`,
    );
    expect(refunds).toEqual([
      {
        id: expect.any(String),
        price: order.totalPrice,
        status: 'succeeded',
        processor_refund_id: expect.any(String),
      },
    ]);
    const [intent] = await rowsOf<{ amount_refunded: number }>(
      database.db,
      sql`select i.amount_refunded from sandbox_payment_intents i
        join payments p on p.processor_payment_id = i.id where p.order_id = ${order.id}`,
    );
    expect(intent?.amount_refunded).toBe(order.totalPrice);

    const detail = await dinerDetail(order.id);
    expect(detail).toMatchObject({ orderStatus: 'cancelled', fullRefunded: true });
    expect(detail.refundedPrices).toEqual([
      expect.objectContaining({ price: order.totalPrice, reason: 'other' }),
    ]);

    expect(await auditOf(order.id)).toEqual([
      {
        action: 'order.cancel',
        actor_kind: 'user',
        actor_user_id: staff.userId,
        details: {
          reason: 'other',
          note: 'Out of noodles',
          refundId: refunds[0]?.id,
          refundedPrice: order.totalPrice,
        },
      },
    ]);
    // The outbox relay finds the refund already settled and refunds nothing twice.
    await app.outboxRelay.runOnce();
    const [after] = await rowsOf<{ amount_refunded: number }>(
      database.db,
      sql`select i.amount_refunded from sandbox_payment_intents i
        join payments p on p.processor_payment_id = i.id where p.order_id = ${order.id}`,
    );
    expect(after?.amount_refunded).toBe(order.totalPrice);
  });

  it('refunds items: the line shows its refunded unit and the order what came back', async () => {
    const order = await paidOrder();
    await actOk(order.id, { action: 'accept', prepMinutes: 10 });
    const before = await boardOk(app, 'GET', `/stores/${store.businessId}/orders/${order.id}`, staff.cookie);
    const noodles = before.lines[0];
    if (!noodles) throw new Error('no line');
    const refunded = await boardOk(
      app,
      'POST',
      `/stores/${store.businessId}/orders/${order.id}/refunds`,
      staff.cookie,
      {
        refundType: 'commodities',
        commodities: [{ id: noodles.id, refundedNumber: 1 }],
        reason: 'Spilled',
      },
    );
    expect(refunded.lines[0]?.refundedNumber).toBe(1);
    expect(refunded.refundedPrice).toBeGreaterThan(0);
    expect(refunded.refundedPrice).toBeLessThan(order.totalPrice);
    expect(refunded).toMatchObject({ orderStatus: 'confirmed', fullRefunded: false });
    expect(refunded.actions).toContain('refund');
    const refunds = await rowsOf<{ id: string; price: number; status: string }>(
      database.db,
      sql`select id, price, status from refunds where order_id = ${order.id}`,
    );
    expect(refunds).toEqual([{ id: expect.any(String), price: refunded.refundedPrice, status: 'succeeded' }]);
    expect((await dinerDetail(order.id)).refundedPrices).toEqual([
      expect.objectContaining({
        refundType: 'commodities',
        price: refunded.refundedPrice,
        reason: 'Spilled',
      }),
    ]);
    const audit = await auditOf(order.id);
    expect(audit[1]).toEqual({
      action: 'order.refund',
      actor_kind: 'user',
      actor_user_id: staff.userId,
      details: {
        refundType: 'commodities',
        commodities: [{ id: noodles.id, refundedNumber: 1 }],
        reason: 'Spilled',
        refundId: refunds[0]?.id,
        refundedPrice: refunded.refundedPrice,
      },
    });
    // A refund of more than is left is refused with the refund's own code, and writes nothing.
    expectError(
      await consoleCall(app, 'POST', `/stores/${store.businessId}/orders/${order.id}/refunds`, staff.cookie, {
        refundType: 'customAmount',
        price: order.totalPrice,
        reason: 'Too much',
      }),
      422,
      'A118',
    );
    expect(await auditOf(order.id)).toHaveLength(2);
  });
});

describe('auto-accept and kitchen tickets', () => {
  it('accepts a paid order at once with the store’s minutes, and queues its kitchen ticket', async () => {
    const auto = await staffedStore();
    await setBoardSettings(database.db, auto.businessId, {
      autoAccept: true,
      autoAcceptMinutes: 15,
      busyExtraMinutes: 5,
      autoPrint: true,
    });
    const order = await paidOrder('pickup', auto);
    const card = await boardOk(app, 'GET', `/stores/${auto.businessId}/orders/${order.id}`, staff.cookie);
    expect(card).toMatchObject({
      column: 'preparing',
      orderStatus: 'confirmed',
      commoditiesStatus: 'preparing',
      expectedFoodReadyTime: now + 20 * MINUTE,
    });
    const tickets = (await outboxOf('kitchenTicket.print')).map((row) => JSON.parse(row.payload));
    expect(tickets).toContainEqual({ orderId: order.id });
    const keys = await rowsOf<{ key: string }>(
      database.db,
      sql`select key from order_handle_times where order_id = ${order.id} order by id`,
    );
    expect(keys.map((row) => row.key)).toEqual(['initialization', 'paid', 'confirmed']);
  });

  it('leaves a paid order for the staff when the store does not accept automatically', async () => {
    const order = await paidOrder();
    const card = await boardOk(app, 'GET', `/stores/${store.businessId}/orders/${order.id}`, staff.cookie);
    expect(card).toMatchObject({ column: 'incoming', orderStatus: 'paid' });
  });

  it('queues a kitchen ticket when staff accept an order of a store that prints automatically, and only then', async () => {
    const printing = await staffedStore();
    await setBoardSettings(database.db, printing.businessId, { autoPrint: true });
    const printed = await paidOrder('pickup', printing);
    const quiet = await paidOrder();
    const ticketsFor = async (orderId: string) =>
      (await outboxOf('kitchenTicket.print')).filter((row) => JSON.parse(row.payload).orderId === orderId);
    expect(await ticketsFor(printed.id)).toHaveLength(0);
    await actOk(printed.id, { action: 'accept', prepMinutes: 10 }, printing);
    await actOk(quiet.id, { action: 'accept', prepMinutes: 10 });
    const rows = await ticketsFor(printed.id);
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]?.available_at ?? 0).getTime()).toBe(now);
    expect(await ticketsFor(quiet.id)).toHaveLength(0);
  });
});
