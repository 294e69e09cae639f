import type { OrderDetailDto } from '@nearbite/contract/order-views';
import type { OrderPayloadDto, SubmittedOrderDto } from '@nearbite/contract/orders';
import { PAYMENT_WINDOW_MS } from '@nearbite/domain/order-submission';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import {
  createSignedInUser,
  createStoreFixture,
  givePoints,
  grantCoupon,
  type StoreFixture,
} from '../../test/order-fixtures.js';
import {
  buildOrder,
  type CartSpec,
  couponRuleOf,
  noodlesLine,
  plainLine,
} from '../../test/order-payloads.js';
import { jsonHeaders } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createOrderLifeRepository } from '../order-life/order-life.repository.js';
import { createOrderLifeService } from '../order-life/order-life.service.js';

/**
 * An order whose points or coupon cover everything totals $0.00: it is paid on placing, in the same
 * statement, so the diner is never asked for a card and the deadline sweeper leaves it alone.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');

let database: TestDatabase;
let app: NearbiteApp;
let now = WED_NOON;
let store: StoreFixture;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => now });
  await app.ready();
  store = await createStoreFixture(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Response = Awaited<ReturnType<NearbiteApp['inject']>>;

function request(method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) {
  return app.inject({
    method,
    url: `/apis/v1${url}`,
    headers: { ...(payload === undefined ? {} : jsonHeaders), cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function codeOf(response: Response): string {
  const body = response.json() as { errType: number; innerErrorType: number };
  return `${'?ABCDEF'[body.errType]}${body.innerErrorType}`;
}

async function place(cookie: string, payload: OrderPayloadDto): Promise<SubmittedOrderDto> {
  const response = await request('POST', `/businesses/${payload.businessId}/orders`, cookie, {
    orders: [payload],
  });
  expect(response.statusCode, response.body).toBe(200);
  const [order] = (response.json() as { orders: SubmittedOrderDto[] }).orders;
  if (!order) throw new Error('no order answered');
  return order;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

async function detail(cookie: string, orderId: string): Promise<OrderDetailDto> {
  const response = await request('GET', `/orders/${orderId}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrderDetailDto;
}

const cart = (overrides: Partial<CartSpec> & Pick<CartSpec, 'type' | 'lines'>): CartSpec => ({
  store,
  now,
  ...overrides,
});

const payBody = {
  amountUSD: 1,
  paymentProfileId: null,
  paymentType: 'Card',
  paymentPlatform: 'sandbox',
  purpose: { type: 1, note: 'Order Creation' },
};

describe('an order with nothing to pay', () => {
  it('is paid on placing when points cover a pickup order: no card, no deadline, points spent once', async () => {
    now = WED_NOON;
    const diner = await createSignedInUser(database.db);
    const cardId = await givePoints(database.db, diner.userId, store.businessId, 150);
    const { payload, quote } = buildOrder(
      cart({ type: 'pickup', lines: [plainLine(store.items.tea, 1, true)] }),
    );
    expect(quote.totalPrice).toBe(0);
    expect(quote.pointsUsed).toBe(100);
    const order = await place(diner.cookie, payload);
    expect(order.totalPrice).toBe(0);

    const [row] = await rows<{ order_status: string; paid_price: number; total_price: number }>(
      sql`select order_status, paid_price, total_price from orders where id = ${order.id}`,
    );
    expect(row).toEqual({ order_status: 'paid', paid_price: 0, total_price: 0 });
    const view = await detail(diner.cookie, order.id);
    expect(view.orderStatus).toBe('paid');
    expect(view.remainPayTime).toBe(0);
    expect(view.payments).toEqual([]);
    expect(view.handleTimes.map((step) => step.key)).toEqual(['initialization', 'paid']);
    const [card] = await rows<{ cur_points: number }>(
      sql`select cur_points from points_cards where id = ${cardId}`,
    );
    expect(card?.cur_points).toBe(50);

    // Nothing is left to pay: the payment routes say so, and no payment row is written.
    const pay = await request('POST', `/orders/${order.id}/payment`, diner.cookie, payBody);
    expect({ status: pay.statusCode, code: codeOf(pay) }).toEqual({ status: 409, code: 'A123' });
    const [payments] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payments where order_id = ${order.id}`,
    );
    expect(payments?.n).toBe(0);

    // Past the payment window the sweeper leaves it alone: it is paid.
    now = WED_NOON + PAYMENT_WINDOW_MS + 60_000;
    const orderLife = createOrderLifeService({
      repository: createOrderLifeRepository(database.db),
      clock: () => now,
    });
    await orderLife.expireOverdue(50);
    expect((await detail(diner.cookie, order.id)).orderStatus).toBe('paid');

    // The store takes it through to completion like any paid order; no points are earned on $0.
    for (const event of ['confirm', 'ready', 'complete'] as const) {
      await orderLife.applyEvent(order.id, event, {});
    }
    const done = await detail(diner.cookie, order.id);
    expect(done.orderStatus).toBe('completed');
    expect(done.points).toEqual({ earned: 0, used: 100 });
  });

  it('is paid on placing at a dine-in table, and a resubmission answers the same paid order', async () => {
    now = WED_NOON;
    const diner = await createSignedInUser(database.db);
    await givePoints(database.db, diner.userId, store.businessId, 100);
    const { payload, quote } = buildOrder(
      cart({
        type: 'dineIn',
        lines: [plainLine(store.items.tea, 1, true)],
        table: { tableName: 'A1', peopleNumber: 2 },
      }),
    );
    expect(quote.totalPrice).toBe(0);
    const order = await place(diner.cookie, payload);
    const again = await place(diner.cookie, payload);
    expect(again.id).toBe(order.id);
    const view = await detail(diner.cookie, order.id);
    expect(view).toMatchObject({ orderType: 'dineIn', orderStatus: 'paid', totalPrice: 0, paidPrice: 0 });
    const paidSteps = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_handle_times where order_id = ${order.id} and key = 'paid'`,
    );
    expect(paidSteps[0]?.n).toBe(1);
  });

  it('is paid on placing when a coupon covers a dine-in order, and cancelling it gives the coupon back', async () => {
    now = WED_NOON;
    const diner = await createSignedInUser(database.db);
    const cash = { businessId: store.businessId, couponType: 'cash' as const, discountPrice: 10_000 };
    const { userCouponId } = await grantCoupon(database.db, diner.userId, cash);
    const { payload, quote } = buildOrder(
      cart({
        type: 'dineIn',
        lines: [noodlesLine(store, 1), plainLine(store.items.tea, 1)],
        table: { tableName: 'A1', peopleNumber: 1 },
        coupon: couponRuleOf(userCouponId, cash),
      }),
    );
    expect(quote.totalPrice).toBe(0);
    const order = await place(diner.cookie, payload);
    expect((await detail(diner.cookie, order.id)).orderStatus).toBe('paid');

    const orderLife = createOrderLifeService({
      repository: createOrderLifeRepository(database.db),
      clock: () => now,
    });
    await orderLife.applyEvent(order.id, 'cancel', { reason: 'storeClosed' });
    const [coupon] = await rows<{ status: string }>(
      sql`select status from user_coupons where id = ${userCouponId}`,
    );
    expect(coupon?.status).toBe('unused');
    const [refunds] = await rows<{ n: number }>(
      sql`select count(*)::int as n from refunds where order_id = ${order.id}`,
    );
    expect(refunds?.n).toBe(0);
  });

  it('still waits for a card when anything is left to pay', async () => {
    now = WED_NOON;
    const diner = await createSignedInUser(database.db);
    const { payload, quote } = buildOrder(cart({ type: 'pickup', lines: [noodlesLine(store, 1)] }));
    expect(quote.totalPrice).toBeGreaterThan(0);
    const order = await place(diner.cookie, payload);
    const view = await detail(diner.cookie, order.id);
    expect(view.orderStatus).toBe('received');
    expect(view.handleTimes.map((step) => step.key)).toEqual(['initialization']);
  });
});
