import { randomUUID } from 'node:crypto';
import type { MerchantEvent } from '@nearbite/contract/merchant';
import type { SubmittedOrderDto } from '@nearbite/contract/orders';
import { PAYMENT_WINDOW_MS } from '@nearbite/domain/order-submission';
import { DEFAULT_POINTS_PER_DOLLAR } from '@nearbite/domain/points-settings';
import { linePaidTotals, unitsRefundAmount } from '@nearbite/domain/refund-amount';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { pointsProgrammes } from '../../db/schema/points.js';
import {
  type CouponOptions,
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
import { concurrentTitle, createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The order's life on the server through the API: the merchant API (events, riders, refunds), the diner's
 * cancellation, the payment-deadline sweeper and points on completion. Orders are submitted through the
 * API and marked paid in SQL (the payments module is not needed for this).
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco: the fixture store is open. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const TOKEN = 'operator-token-for-tests-0123456789';

let database: TestDatabase;
let app: NearbiteApp;
let now = WED_NOON;
let store: StoreFixture;
let diner: { userId: string; cookie: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    OPERATOR_TOKEN: TOKEN,
  });
  app = await buildApp({ config, database, clock: () => now });
  await app.ready();
  store = await createStoreFixture(database.db, { dumplingsStock: 1000 });
  diner = await createSignedInUser(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(() => {
  now = WED_NOON;
});

type Response = Awaited<ReturnType<NearbiteApp['inject']>>;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

function codeOf(response: Response): string {
  const body = response.json() as { errType: number; innerErrorType: number };
  return `${'?ABCDEF'[body.errType]}${body.innerErrorType}`;
}

function expectError(response: Response, status: number, code: string) {
  expect({ status: response.statusCode, code: codeOf(response) }, response.body).toEqual({ status, code });
}

const cart = (overrides: Partial<CartSpec> & Pick<CartSpec, 'type' | 'lines'>): CartSpec => ({
  store,
  now,
  ...overrides,
});

async function submit(cookie: string, spec: CartSpec) {
  const { payload, quote } = buildOrder(spec);
  const response = await app.inject({
    method: 'POST',
    url: `/apis/v1/businesses/${payload.businessId}/orders`,
    headers: { ...jsonHeaders, cookie },
    payload: { orders: [payload] },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [order] = (response.json() as { orders: SubmittedOrderDto[] }).orders;
  if (!order) throw new Error('no order');
  return { order, quote };
}

/** What the payments module does on a successful payment, written directly. */
async function markPaid(orderId: string) {
  await database.db.execute(sql`update orders set order_status = 'paid', paid_price = total_price,
    updated_at = ${new Date(now)} where id = ${orderId}`);
  await database.db.execute(sql`insert into order_handle_times (order_id, key, happened_at)
    values (${orderId}, 'paid', ${new Date(now)})`);
}

/**
 * Pays the order by card at the sandbox processor, as the payments module would record it: a payment
 * method with the test card's behaviour, its succeeded intent and the succeeded payment. Answers the intent.
 */
async function payByCard(
  orderId: string,
  amount: number,
  behaviour: 'succeed' | 'refundFail' = 'succeed',
  userId = diner.userId,
) {
  await markPaid(orderId);
  const suffix = randomUUID().slice(0, 8);
  const methodId = `pm_test_${suffix}`;
  const intentId = `pi_test_${suffix}`;
  await database.db.execute(sql`insert into sandbox_payment_methods (id, brand, last4, exp_month, exp_year,
      behaviour)
    values (${methodId}, 'visa', ${behaviour === 'succeed' ? '4242' : '5126'}, 12, 2030, ${behaviour})`);
  await database.db.execute(sql`insert into sandbox_payment_intents (id, payment_method_id, amount, status,
      client_secret)
    values (${intentId}, ${methodId}, ${amount}, 'succeeded', 'secret')`);
  await database.db.execute(sql`insert into payments (order_id, user_id, payment_type, platform, amount, status,
      processor_payment_id, idempotency_key)
    values (${orderId}, ${userId}, 'Card', 'sandbox', ${amount}, 'succeeded', ${intentId},
      ${randomUUID()})`);
  return intentId;
}

async function refundRow(id: string) {
  const [row] = await rows<{ status: string; processor_refund_id: string | null }>(
    sql`select status, processor_refund_id from refunds where id = ${id}`,
  );
  return row;
}

async function refundedAtProcessor(intentId: string) {
  const [row] = await rows<{ amount_refunded: number }>(
    sql`select amount_refunded from sandbox_payment_intents where id = ${intentId}`,
  );
  return row?.amount_refunded;
}

/** A GET of the diner's own order views. */
function dinerGet(path: string) {
  return app.inject({ method: 'GET', url: `/apis/v1${path}`, headers: { cookie: diner.cookie } });
}

function merchant(path: string, body: unknown, token: string | null = TOKEN) {
  // A server-to-server call: no Origin, a JSON body.
  return app.inject({
    method: 'POST',
    url: `/apis/v1/merchant/orders/${path}`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });
}

const event = (orderId: string, name: MerchantEvent, extra: Record<string, unknown> = {}) =>
  merchant(`${orderId}/events`, { event: name, ...extra });

const RIDER = { userName: 'Sam Rider', phoneNumber: '4155550100', latitude: 37.79, longitude: -122.41 };

function cancel(cookie: string, orderId: string, reason = 'noLongerWanted') {
  return app.inject({
    method: 'POST',
    url: `/apis/v1/orders/${orderId}/cancellation`,
    headers: { ...jsonHeaders, cookie },
    payload: { reason },
  });
}

async function orderRow(id: string) {
  const [row] = await rows<{
    order_status: string;
    commodities_status: string | null;
    full_refunded: boolean;
    refunded_price: number;
    paid_price: number;
    cancellation_reason: string | null;
    points_earned: number;
  }>(sql`select * from orders where id = ${id}`);
  if (!row) throw new Error('no order row');
  return row;
}

async function handleKeys(orderId: string): Promise<string[]> {
  const keys = await rows<{ key: string }>(
    sql`select key from order_handle_times where order_id = ${orderId} order by happened_at, id`,
  );
  return keys.map((row) => row.key);
}

async function stockOf(table: 'commodities' | 'commodity_attribute_values', id: string) {
  const [row] = await rows<{ stock_number: number | null }>(
    sql`select stock_number from ${sql.raw(table)} where id = ${id}`,
  );
  return row?.stock_number ?? null;
}

async function pointsOf(userId: string) {
  const [card] = await rows<{ id: string; cur_points: number }>(
    sql`select id, cur_points from points_cards where user_id = ${userId} and business_id = ${store.businessId}`,
  );
  const [ledger] = await rows<{ total: number }>(
    sql`select coalesce(sum(change_number), 0)::int as total from points_ledger where card_id = ${card?.id ?? null}`,
  );
  return { balance: card?.cur_points ?? 0, ledgerSum: ledger?.total ?? 0 };
}

const pickupCart = () =>
  cart({ type: 'pickup', lines: [noodlesLine(store, 2), plainLine(store.items.dumplings, 2)] });
const deliveryCart = () => cart({ type: 'delivery', lines: [noodlesLine(store, 2)] });

describe('merchant API access', () => {
  it('answers 404 when no operator token is configured, and 401 A7 for a missing or wrong token', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
    const closed = await buildApp({ config, database, clock: () => now });
    try {
      const response = await closed.inject({
        method: 'POST',
        url: `/apis/v1/merchant/orders/${randomUUID()}/events`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        payload: JSON.stringify({ event: 'confirm' }),
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
    const { order } = await submit(diner.cookie, pickupCart());
    expectError(await event(order.id, 'confirm', {}), 409, 'A100'); // the right token gets through
    expectError(await merchant(`${order.id}/events`, { event: 'confirm' }, null), 401, 'A7');
    expectError(await merchant(`${order.id}/events`, { event: 'confirm' }, `${TOKEN}x`), 401, 'A7');
    expectError(await merchant(`${order.id}/events`, { event: 'confirm' }, 'short'), 401, 'A7');
  });

  it('answers A98 for an order that does not exist and A1 for a malformed id', async () => {
    expectError(await event(randomUUID(), 'confirm'), 404, 'A98');
    expectError(await event('not-an-id', 'confirm'), 400, 'A1');
  });
});

describe('merchant events follow the order life table', () => {
  const ALL_EVENTS: MerchantEvent[] = [
    'confirm',
    'prepare',
    'ready',
    'assignRider',
    'riderAtBusiness',
    'startDelivering',
    'arriveAtPickupPoint',
    'complete',
    'cancel',
  ];

  /** Sends every event the state does not allow; each is refused and the order is unchanged. */
  async function expectOnlyAllowed(orderId: string, allowed: MerchantEvent[], cancelCode = 'A124') {
    const before = await orderRow(orderId);
    const keysBefore = await handleKeys(orderId);
    for (const name of ALL_EVENTS.filter((candidate) => !allowed.includes(candidate))) {
      const response = await event(orderId, name, name === 'assignRider' ? { rider: RIDER } : {});
      expectError(response, 409, name === 'cancel' ? cancelCode : 'A100');
    }
    expect(await orderRow(orderId)).toEqual(before);
    expect(await handleKeys(orderId)).toEqual(keysBefore);
  }

  it('refuses every event outside the table in each state of a delivery order', async () => {
    const { order } = await submit(diner.cookie, deliveryCart());
    await expectOnlyAllowed(order.id, ['cancel']);

    await markPaid(order.id);
    await expectOnlyAllowed(order.id, ['confirm', 'cancel']);

    const confirmed = await event(order.id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ orderStatus: 'confirmed', commoditiesStatus: 'preparing' });
    await expectOnlyAllowed(order.id, ['ready', 'assignRider', 'cancel']);

    expectError(await event(order.id, 'assignRider'), 400, 'A1'); // a rider must be named
    expect((await event(order.id, 'assignRider', { rider: RIDER })).statusCode).toBe(200);
    await expectOnlyAllowed(order.id, ['ready', 'riderAtBusiness', 'cancel']);

    expect((await event(order.id, 'ready')).statusCode).toBe(200);
    expect((await event(order.id, 'riderAtBusiness')).statusCode).toBe(200);
    await expectOnlyAllowed(order.id, ['startDelivering', 'cancel']);

    expect((await event(order.id, 'startDelivering')).statusCode).toBe(200);
    const moved = await merchant(`${order.id}/rider/location`, { latitude: 37.8, longitude: -122.42 });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectOnlyAllowed(order.id, ['complete', 'cancel']);

    const completed = await event(order.id, 'complete');
    expect(completed.json()).toMatchObject({ orderStatus: 'completed', commoditiesStatus: 'delivered' });
    await expectOnlyAllowed(order.id, []);
    expectError(
      await merchant(`${order.id}/rider/location`, { latitude: 37.8, longitude: -122.4 }),
      409,
      'A100',
    );

    expect(await handleKeys(order.id)).toEqual([
      'initialization',
      'paid',
      'confirmed',
      'setRider',
      'foodReady',
      'atBusiness',
      'delivering',
      'completed',
    ]);
    const [delivery] = await rows<Record<string, unknown>>(
      sql`select carrier, status, rider_name, rider_phone_number, rider_latitude, rider_longitude
        from deliveries where order_id = ${order.id}`,
    );
    expect(delivery).toEqual({
      carrier: 'platform',
      status: 'delivered',
      rider_name: 'Sam Rider',
      rider_phone_number: '4155550100',
      rider_latitude: 37.8,
      rider_longitude: -122.42,
    });
  });

  it('refuses a rider location before a rider is assigned (A113)', async () => {
    const { order } = await submit(diner.cookie, deliveryCart());
    await markPaid(order.id);
    await event(order.id, 'confirm');
    expectError(
      await merchant(`${order.id}/rider/location`, { latitude: 37.8, longitude: -122.4 }),
      409,
      'A113',
    );
  });

  it('walks a pickup order without rider events, and a cancelled order accepts nothing (A125)', async () => {
    const { order } = await submit(diner.cookie, pickupCart());
    await markPaid(order.id);
    await event(order.id, 'confirm');
    await expectOnlyAllowed(order.id, ['ready', 'cancel']);
    const cancelled = await event(order.id, 'cancel', { reason: 'Kitchen closed early' });
    expect(cancelled.json()).toMatchObject({ orderStatus: 'cancelled', fullRefunded: true });
    await expectOnlyAllowed(order.id, [], 'A125');
    expect((await orderRow(order.id)).cancellation_reason).toBe('Kitchen closed early');
  });
});

describe('POST /orders/:orderId/cancellation', () => {
  it('cancels an unpaid order with the reason and gives back stock, option stock, the coupon and points', async () => {
    const user = await createSignedInUser(database.db);
    await givePoints(database.db, user.userId, store.businessId, 250, new Date(now));
    const couponOptions: CouponOptions = {
      businessId: store.businessId,
      couponType: 'cash',
      discountPrice: 200,
    };
    const { userCouponId } = await grantCoupon(database.db, user.userId, couponOptions);
    const dumplingsBefore = await stockOf('commodities', store.items.dumplings.id);
    const largeBefore = await stockOf('commodity_attribute_values', store.noodles.size.large);
    const { order } = await submit(
      user.cookie,
      cart({
        type: 'pickup',
        lines: [
          noodlesLine(store, 1, { large: true }),
          plainLine(store.items.dumplings, 2),
          plainLine(store.items.tea, 1, true),
        ],
        coupon: couponRuleOf(userCouponId, couponOptions),
      }),
    );
    expect(await stockOf('commodities', store.items.dumplings.id)).toBe((dumplingsBefore ?? 0) - 2);
    expect(await stockOf('commodity_attribute_values', store.noodles.size.large)).toBe(
      (largeBefore ?? 0) - 1,
    );
    expect((await pointsOf(user.userId)).balance).toBe(150);

    const response = await cancel(user.cookie, order.id, 'repeatOrders');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      order_status: 'cancelled',
      cancellation_reason: 'repeatOrders',
      full_refunded: false,
    });
    expect(await handleKeys(order.id)).toEqual(['initialization', 'cancel']);
    expect(await stockOf('commodities', store.items.dumplings.id)).toBe(dumplingsBefore);
    expect(await stockOf('commodity_attribute_values', store.noodles.size.large)).toBe(largeBefore);
    const [coupon] = await rows<{ status: string; used_at: Date | null }>(
      sql`select status, used_at from user_coupons where id = ${userCouponId}`,
    );
    expect(coupon).toEqual({ status: 'unused', used_at: null });
    expect(await pointsOf(user.userId)).toEqual({ balance: 250, ledgerSum: 250 });
    const ledger = await rows<Record<string, unknown>>(
      sql`select change_type, change_number, balance_after from points_ledger where order_id = ${order.id}
        order by id`,
    );
    expect(ledger).toEqual([
      { change_type: 'consumedForCommodity', change_number: -100, balance_after: 150 },
      { change_type: 'cancelledOrderRollback', change_number: 100, balance_after: 250 },
    ]);

    expectError(await cancel(user.cookie, order.id), 409, 'A125');
    expect(await pointsOf(user.userId)).toEqual({ balance: 250, ledgerSum: 250 });
  });

  it('refunds a paid, not yet confirmed order in full when the diner cancels it', async () => {
    const { order } = await submit(diner.cookie, pickupCart());
    await markPaid(order.id);
    expect((await cancel(diner.cookie, order.id)).statusCode).toBe(200);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      order_status: 'cancelled',
      full_refunded: true,
      refunded_price: order.totalPrice,
      cancellation_reason: 'noLongerWanted',
    });
    // No card payment on record: nothing goes to the processor and the refund is settled at once.
    const refunds = await rows<Record<string, unknown>>(
      sql`select refund_type, price, status, reason from refunds where order_id = ${order.id}`,
    );
    expect(refunds).toEqual([
      { refund_type: 'commodities', price: order.totalPrice, status: 'succeeded', reason: 'noLongerWanted' },
    ]);
    const lines = await rows<{ bought_number: number; refunded_number: number }>(
      sql`select bought_number, refunded_number from order_lines where order_id = ${order.id}`,
    );
    expect(lines.every((line) => line.refunded_number === line.bought_number)).toBe(true);
  });

  it('refuses a confirmed order (A124), someone else’s order (A99), a signed-out diner and an unknown reason', async () => {
    const { order } = await submit(diner.cookie, pickupCart());
    await markPaid(order.id);
    const stranger = await createSignedInUser(database.db);
    expectError(await cancel(stranger.cookie, order.id), 403, 'A99');
    await event(order.id, 'confirm');
    expectError(await cancel(diner.cookie, order.id), 409, 'A124');
    expectError(
      await app.inject({
        method: 'POST',
        url: `/apis/v1/orders/${order.id}/cancellation`,
        headers: jsonHeaders,
        payload: { reason: 'other' },
      }),
      401,
      'A7',
    );
    expectError(await cancel(diner.cookie, order.id, 'becauseISaidSo'), 400, 'A1');
    expectError(await cancel(diner.cookie, randomUUID()), 404, 'A98');
    expect((await orderRow(order.id)).order_status).toBe('confirmed');
  });
});

describe('payment deadline sweeper', () => {
  it('cancels an unpaid order past its deadline and gives its stock back; a paid one is left alone', async () => {
    // Later than every other test's orders, so their unpaid ones are swept first.
    now = WED_NOON + 2 * PAYMENT_WINDOW_MS;
    await app.paymentDeadlineSweeper.runOnce();
    const before = await stockOf('commodities', store.items.dumplings.id);
    const { order: unpaid } = await submit(
      diner.cookie,
      cart({ type: 'pickup', lines: [plainLine(store.items.dumplings, 1), noodlesLine(store, 1)] }),
    );
    const { order: paid } = await submit(diner.cookie, pickupCart());
    await markPaid(paid.id);
    expect(unpaid.paymentDeadline).toBe(now + PAYMENT_WINDOW_MS);

    now += PAYMENT_WINDOW_MS - 1_000;
    await app.paymentDeadlineSweeper.runOnce();
    expect((await orderRow(unpaid.id)).order_status).toBe('received');

    now += 2_000;
    expect(await app.paymentDeadlineSweeper.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await orderRow(unpaid.id)).toMatchObject({
      order_status: 'cancelled',
      cancellation_reason: 'paymentTimeout',
      full_refunded: false,
    });
    expect(await handleKeys(unpaid.id)).toEqual(['initialization', 'cancel']);
    expect((await orderRow(paid.id)).order_status).toBe('paid');
    expect(await stockOf('commodities', store.items.dumplings.id)).toBe((before ?? 0) - 2);
    expect(await app.paymentDeadlineSweeper.runOnce()).toBe(0);
  });
});

describe('payment deadline sweeper copies', () => {
  it(
    concurrentTitle('two sweeps at once cancel each overdue order once and give its stock back once'),
    async () => {
      now = WED_NOON + 4 * PAYMENT_WINDOW_MS;
      await app.paymentDeadlineSweeper.runOnce();
      const before = await stockOf('commodities', store.items.dumplings.id);
      const ids: string[] = [];
      for (let n = 0; n < 6; n += 1) {
        const { order } = await submit(
          diner.cookie,
          cart({ type: 'pickup', lines: [plainLine(store.items.dumplings, 1), noodlesLine(store, 1)] }),
        );
        ids.push(order.id);
      }
      now += PAYMENT_WINDOW_MS + 1;
      const [first, second] = await Promise.all([
        app.paymentDeadlineSweeper.runOnce(),
        app.paymentDeadlineSweeper.runOnce(),
      ]);
      expect((first ?? 0) + (second ?? 0)).toBe(6);
      expect(await stockOf('commodities', store.items.dumplings.id)).toBe(before);
      for (const id of ids) expect(await handleKeys(id)).toEqual(['initialization', 'cancel']);
    },
  );
});

describe('merchant refunds', () => {
  it('refunds two items: the lines show their refunded numbers and the order its refunded price', async () => {
    const { order, quote } = await submit(diner.cookie, pickupCart());
    await markPaid(order.id);
    const lines = await rows<{ id: string; line_index: number }>(
      sql`select id, line_index from order_lines where order_id = ${order.id} order by line_index`,
    );
    const [noodles, dumplings] = lines;
    if (!noodles || !dumplings) throw new Error('lines missing');

    const response = await merchant(`${order.id}/refunds`, {
      refundType: 'commodities',
      commodities: [
        { id: noodles.id, refundedNumber: 1 },
        { id: dumplings.id, refundedNumber: 1 },
      ],
      reason: 'Dropped on the floor',
    });
    expect(response.statusCode, response.body).toBe(200);
    // One of two units of each line: half of what each line paid, tax included (refund-amount.ts).
    const totals = linePaidTotals(
      { orderDiscountPrice: quote.orderDiscountPrice, foodCouponDiscount: 0, excisePrice: quote.excisePrice },
      quote.lines.map((line, index) => ({
        id: String(index),
        price: line.unitPrice,
        addPrice: line.addPrice,
        discountPrice: line.discountPrice,
        boughtNumber: line.quantity,
        refundedNumber: 0,
        redeemed: line.redeemed,
      })),
    );
    const expected = unitsRefundAmount(totals[0] ?? 0, 2, 0, 1) + unitsRefundAmount(totals[1] ?? 0, 2, 0, 1);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(quote.subtotal + quote.excisePrice);
    expect(response.json()).toMatchObject({
      orderStatus: 'paid',
      fullRefunded: false,
      refundedPrice: expected,
      refundId: expect.any(String),
    });
    const refunded = await rows<{ refunded_number: number }>(
      sql`select refunded_number from order_lines where order_id = ${order.id} order by line_index`,
    );
    expect(refunded.map((line) => line.refunded_number)).toEqual([1, 1]);
    expect((await orderRow(order.id)).refunded_price).toBe(expected);
    const [refund] = await rows<Record<string, unknown>>(
      sql`select refund_type, price, reason, status from refunds where order_id = ${order.id}`,
    );
    expect(refund).toEqual({
      refund_type: 'commodities',
      price: expected,
      reason: 'Dropped on the floor',
      status: 'succeeded',
    });

    // More units than are left, and more money than is left, are refused.
    expectError(
      await merchant(`${order.id}/refunds`, {
        refundType: 'commodities',
        commodities: [{ id: noodles.id, refundedNumber: 2 }],
        reason: 'x',
      }),
      422,
      'A118',
    );
    expectError(
      await merchant(`${order.id}/refunds`, {
        refundType: 'customAmount',
        price: order.totalPrice - expected + 1,
        reason: 'x',
      }),
      422,
      'A118',
    );
    const custom = await merchant(`${order.id}/refunds`, {
      refundType: 'customAmount',
      price: 100,
      reason: 'Late',
    });
    expect(custom.json()).toMatchObject({ refundedPrice: expected + 100 });

    // A full refund gives back the rest, cancels the unfinished order; after it nothing more.
    const full = await merchant(`${order.id}/refunds`, { refundType: 'full', reason: 'Store closed' });
    expect(full.json()).toMatchObject({
      orderStatus: 'cancelled',
      fullRefunded: true,
      refundedPrice: order.totalPrice,
    });
    const [last] = await rows<{ price: number }>(
      sql`select price from refunds where order_id = ${order.id} and reason = 'Store closed'`,
    );
    expect(last?.price).toBe(order.totalPrice - expected - 100);
    expectError(await merchant(`${order.id}/refunds`, { refundType: 'full', reason: 'again' }), 409, 'A117');
    expectError(
      await merchant(`${order.id}/refunds`, { refundType: 'customAmount', price: 1, reason: 'again' }),
      409,
      'A117',
    );
  });

  it('refuses a refund of an unpaid order (A100)', async () => {
    const { order } = await submit(diner.cookie, pickupCart());
    expectError(await merchant(`${order.id}/refunds`, { refundType: 'full', reason: 'x' }), 409, 'A100');
  });

  it('settles a card refund with the processor before answering, once', async () => {
    const { order } = await submit(diner.cookie, pickupCart());
    const intentId = await payByCard(order.id, order.totalPrice);

    const response = await merchant(`${order.id}/refunds`, {
      refundType: 'customAmount',
      price: 250,
      reason: 'Cold',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { refundId } = response.json() as { refundId: string };
    expect(response.json()).toMatchObject({ refundedPrice: 250, fullRefunded: false });
    expect(await refundRow(refundId)).toMatchObject({
      status: 'succeeded',
      processor_refund_id: expect.any(String),
    });
    expect(await refundedAtProcessor(intentId)).toBe(250);
    // The outbox event finds the refund settled: the processor is not asked twice.
    await app.outboxRelay.runOnce();
    expect(await refundedAtProcessor(intentId)).toBe(250);
    expect((await orderRow(order.id)).refunded_price).toBe(250);

    // The processor has nothing left to give back (refunded outside the app): D8, and it does not count.
    await database.db.execute(
      sql`update sandbox_payment_intents set amount_refunded = amount where id = ${intentId}`,
    );
    const refused = await merchant(`${order.id}/refunds`, {
      refundType: 'customAmount',
      price: 100,
      reason: 'Late',
    });
    expectError(refused, 402, 'D8');
    const [failed] = await rows<{ status: string }>(
      sql`select status from refunds where order_id = ${order.id} and reason = 'Late'`,
    );
    expect(failed?.status).toBe('failed');
    expect((await orderRow(order.id)).refunded_price).toBe(250);
  });

  it('answers D8 when the processor refuses a refund, leaving it out of what the order shows as refunded', async () => {
    const { order } = await submit(diner.cookie, pickupCart());
    await payByCard(order.id, order.totalPrice, 'refundFail');
    const [noodles] = await rows<{ id: string }>(
      sql`select id from order_lines where order_id = ${order.id} order by line_index`,
    );
    if (!noodles) throw new Error('no line');

    const refused = await merchant(`${order.id}/refunds`, {
      refundType: 'commodities',
      commodities: [{ id: noodles.id, refundedNumber: 1 }],
      reason: 'Dropped on the floor',
    });
    expectError(refused, 402, 'D8');
    const [refund] = await rows<{ status: string; processor_refund_id: string | null }>(
      sql`select status, processor_refund_id from refunds where order_id = ${order.id}`,
    );
    expect(refund).toEqual({ status: 'failed', processor_refund_id: expect.any(String) });
    expect(await orderRow(order.id)).toMatchObject({
      order_status: 'paid',
      full_refunded: false,
      refunded_price: 0,
    });
    const lines = await rows<{ refunded_number: number }>(
      sql`select refunded_number from order_lines where order_id = ${order.id}`,
    );
    expect(lines.every((line) => line.refunded_number === 0)).toBe(true);
    // The diner sees no refund: none on the detail, and the refund screen has nothing to show.
    const detail = await dinerGet(`/orders/${order.id}`);
    expect(detail.json()).toMatchObject({ refundedPrice: 0, hasPartRefund: false, fullRefunded: false });
    expect(
      (detail.json() as { commodities: Array<{ refundedNumber: number }> }).commodities.map(
        (line) => line.refundedNumber,
      ),
    ).toEqual([0, 0]);
    expectError(await dinerGet(`/orders/${order.id}/refundInfo`), 404, 'A127');

    // A refused full refund: the unfinished order is still cancelled (its stock comes back), but it is not
    // refunded, and shows as Cancelled rather than Refunded.
    const stock = await stockOf('commodities', store.items.dumplings.id);
    expectError(
      await merchant(`${order.id}/refunds`, { refundType: 'full', reason: 'Store closed' }),
      402,
      'D8',
    );
    expect(await orderRow(order.id)).toMatchObject({
      order_status: 'cancelled',
      full_refunded: false,
      refunded_price: 0,
    });
    expect(await stockOf('commodities', store.items.dumplings.id)).toBe((stock ?? 0) + 2);
    expect((await dinerGet(`/orders/${order.id}`)).json()).toMatchObject({
      displayState: 7,
      fullRefunded: false,
      refundedPrice: 0,
    });
  });

  it('marks a refused refund of a cancellation failed through the outbox, and the order not refunded', async () => {
    const { order } = await submit(diner.cookie, pickupCart());
    await payByCard(order.id, order.totalPrice, 'refundFail');
    expect((await cancel(diner.cookie, order.id)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ full_refunded: true, refunded_price: order.totalPrice });
    await app.outboxRelay.runOnce();
    const [refund] = await rows<{ status: string }>(
      sql`select status from refunds where order_id = ${order.id}`,
    );
    expect(refund?.status).toBe('failed');
    expect(await orderRow(order.id)).toMatchObject({
      order_status: 'cancelled',
      full_refunded: false,
      refunded_price: 0,
    });
  });
});

describe('points on completion', () => {
  it('credits the store’s points for the food paid; the statement sums to the balance', async () => {
    const user = await createSignedInUser(database.db);
    await givePoints(database.db, user.userId, store.businessId, 150, new Date(now));
    const { order, quote } = await submit(
      user.cookie,
      cart({ type: 'pickup', lines: [plainLine(store.items.tea, 1, true), noodlesLine(store, 2)] }),
    );
    await markPaid(order.id);
    for (const name of ['confirm', 'ready'] as const)
      expect((await event(order.id, name)).statusCode).toBe(200);
    expect((await pointsOf(user.userId)).balance).toBe(50);

    const completed = await event(order.id, 'complete');
    expect(completed.json()).toMatchObject({ orderStatus: 'completed' });
    // One point per whole dollar of food (the fixture programme's pointsPerDollar is 1).
    const earned = Math.floor(quote.subtotal / 100);
    expect(earned).toBeGreaterThan(0);
    expect((await orderRow(order.id)).points_earned).toBe(earned);
    expect(await pointsOf(user.userId)).toEqual({ balance: 50 + earned, ledgerSum: 50 + earned });
    const [line] = await rows<Record<string, unknown>>(
      sql`select change_type, change_number, balance_after from points_ledger
        where order_id = ${order.id} and change_type = 'completedOrder'`,
    );
    expect(line).toEqual({
      change_type: 'completedOrder',
      change_number: earned,
      balance_after: 50 + earned,
    });

    // A full refund of the completed order takes the earned points back and returns the spent ones.
    const full = await merchant(`${order.id}/refunds`, { refundType: 'full', reason: 'Wrong order' });
    expect(full.json()).toMatchObject({ orderStatus: 'completed', fullRefunded: true });
    expect(await pointsOf(user.userId)).toEqual({ balance: 150, ledgerSum: 150 });
  });

  it('creates the points card of a diner who had none', async () => {
    const user = await createSignedInUser(database.db);
    const { order, quote } = await submit(user.cookie, pickupCart());
    await markPaid(order.id);
    for (const name of ['confirm', 'ready', 'complete'] as const) await event(order.id, name);
    const earned = Math.floor(quote.subtotal / 100);
    expect(await pointsOf(user.userId)).toEqual({ balance: earned, ledgerSum: earned });
  });
});

describe('points at a store that never saved its rules', () => {
  it('earns at the default rate the console shows, once the programme is switched on', async () => {
    const [saved] = await database.db
      .select()
      .from(pointsProgrammes)
      .where(eq(pointsProgrammes.businessId, store.businessId));
    await database.db.delete(pointsProgrammes).where(eq(pointsProgrammes.businessId, store.businessId));
    try {
      const user = await createSignedInUser(database.db);
      const { order, quote } = await submit(user.cookie, pickupCart());
      await markPaid(order.id);
      for (const name of ['confirm', 'ready', 'complete'] as const) await event(order.id, name);
      const earned = Math.floor(quote.subtotal / 100) * DEFAULT_POINTS_PER_DOLLAR;
      expect(earned).toBeGreaterThan(0);
      expect(await pointsOf(user.userId)).toEqual({ balance: earned, ledgerSum: earned });
    } finally {
      if (saved) await database.db.insert(pointsProgrammes).values(saved);
    }
  });
});

describe('points when a completed order is refunded in full', () => {
  type LedgerLine = { change_type: string; change_number: number; balance_after: number };

  const ledgerOf = (orderId: string) =>
    rows<LedgerLine>(sql`select change_type, change_number, balance_after from points_ledger
      where order_id = ${orderId} order by id`);

  /** The merchant's systems add or take the diner's points at the fixture store. */
  function merchantPoints(
    userId: string,
    changeType: 'businessReward' | 'businessDeduction',
    points: number,
  ) {
    return app.inject({
      method: 'POST',
      url: `/apis/v1/merchant/businesses/${store.businessId}/users/${userId}/points`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      payload: JSON.stringify({ changeType, points, reference: randomUUID() }),
    });
  }

  async function spend(userId: string, points: number) {
    const response = await merchantPoints(userId, 'businessDeduction', points);
    expect(response.statusCode, response.body).toBe(200);
  }

  const fullRefund = (orderId: string) =>
    merchant(`${orderId}/refunds`, { refundType: 'full', reason: 'Wrong order' });

  /**
   * A diner with 150 points completes an order that redeemed the tea for 100 of them (and earns points for
   * the noodles), paid by `card` at the processor if given; answers the order and the points it earned.
   */
  async function completedWithRedeemedTea(card?: 'succeed' | 'refundFail') {
    const user = await createSignedInUser(database.db);
    await givePoints(database.db, user.userId, store.businessId, 150, new Date(now));
    const { order, quote } = await submit(
      user.cookie,
      cart({ type: 'pickup', lines: [plainLine(store.items.tea, 1, true), noodlesLine(store, 2)] }),
    );
    if (card) await payByCard(order.id, order.totalPrice, card, user.userId);
    else await markPaid(order.id);
    for (const name of ['confirm', 'ready', 'complete'] as const) {
      const response = await event(order.id, name);
      expect(response.statusCode, response.body).toBe(200);
    }
    const earned = Math.floor(quote.subtotal / 100);
    expect(earned).toBeGreaterThan(0);
    expect(earned).toBeLessThan(100);
    expect(await pointsOf(user.userId)).toEqual({ balance: 50 + earned, ledgerSum: 50 + earned });
    return { user, order, earned };
  }

  it('gives back the points spent and takes back the points earned, once', async () => {
    const { user, order, earned } = await completedWithRedeemedTea();
    now += 60_000;
    const response = await fullRefund(order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      orderStatus: 'completed',
      fullRefunded: true,
      refundedPrice: order.totalPrice,
    });
    expect(await ledgerOf(order.id)).toEqual([
      { change_type: 'consumedForCommodity', change_number: -100, balance_after: 50 },
      { change_type: 'completedOrder', change_number: earned, balance_after: 50 + earned },
      { change_type: 'refundedOrderRollback', change_number: 100, balance_after: 150 + earned },
      { change_type: 'completedOrderRollback', change_number: -earned, balance_after: 150 },
    ]);
    expect(await pointsOf(user.userId)).toEqual({ balance: 150, ledgerSum: 150 });
    // The statement shows both rollbacks, each under its own type and sign.
    const statement = await app.inject({
      method: 'GET',
      url: `/apis/v1/user/points/businesses/${store.businessId}/statements`,
      headers: { cookie: user.cookie },
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const lines = (statement.json() as { statements: Array<{ changeType: string; changeNumber: number }> })
      .statements;
    expect(lines.slice(0, 2).map((line) => [line.changeType, line.changeNumber])).toEqual([
      ['completedOrderRollback', -earned],
      ['refundedOrderRollback', 100],
    ]);

    // A second full refund is refused and changes nothing: no refund, no statement line, same balance.
    const refundsBefore = await rows<{ id: string }>(
      sql`select id from refunds where order_id = ${order.id}`,
    );
    now += 60_000;
    expectError(await fullRefund(order.id), 409, 'A117');
    expectError(
      await merchant(`${order.id}/refunds`, { refundType: 'customAmount', price: 1, reason: 'again' }),
      409,
      'A117',
    );
    expect(await rows(sql`select id from refunds where order_id = ${order.id}`)).toEqual(refundsBefore);
    expect(await ledgerOf(order.id)).toHaveLength(4);
    expect(await pointsOf(user.userId)).toEqual({ balance: 150, ledgerSum: 150 });
  });

  it('moves the points when the processor accepts the card refund, and none when it refuses it', async () => {
    const accepted = await completedWithRedeemedTea('succeed');
    const response = await fullRefund(accepted.order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect((await ledgerOf(accepted.order.id)).map((line) => line.change_type)).toEqual([
      'consumedForCommodity',
      'completedOrder',
      'refundedOrderRollback',
      'completedOrderRollback',
    ]);
    expect(await pointsOf(accepted.user.userId)).toEqual({ balance: 150, ledgerSum: 150 });

    const refused = await completedWithRedeemedTea('refundFail');
    expectError(await fullRefund(refused.order.id), 402, 'D8');
    expect(await orderRow(refused.order.id)).toMatchObject({
      order_status: 'completed',
      full_refunded: false,
      refunded_price: 0,
    });
    expect((await ledgerOf(refused.order.id)).map((line) => line.change_type)).toEqual([
      'consumedForCommodity',
      'completedOrder',
    ]);
    const balance = 50 + refused.earned;
    expect(await pointsOf(refused.user.userId)).toEqual({ balance, ledgerSum: balance });
  });

  it('covers earned points the diner has since spent with the points given back first', async () => {
    const { user, order, earned } = await completedWithRedeemedTea();
    // The diner spends all but 10 points, some of them earned by the order.
    await spend(user.userId, 50 + earned - 10);
    expect((await pointsOf(user.userId)).balance).toBe(10);
    expect((await fullRefund(order.id)).statusCode).toBe(200);
    // The 100 points come back first (110), then all the earned points go: the diner ends where they
    // would be without the order (150, less what they spent elsewhere).
    expect((await ledgerOf(order.id)).slice(2)).toEqual([
      { change_type: 'refundedOrderRollback', change_number: 100, balance_after: 110 },
      { change_type: 'completedOrderRollback', change_number: -earned, balance_after: 110 - earned },
    ]);
    expect(await pointsOf(user.userId)).toEqual({ balance: 110 - earned, ledgerSum: 110 - earned });
  });

  it('takes back no more than the card holds, down to 0, when nothing was spent on the order', async () => {
    const takeBackAfterSpending = async (leftOver: number) => {
      const user = await createSignedInUser(database.db);
      const { order, quote } = await submit(user.cookie, pickupCart());
      await markPaid(order.id);
      for (const name of ['confirm', 'ready', 'complete'] as const) await event(order.id, name);
      const earned = Math.floor(quote.subtotal / 100);
      expect(earned).toBeGreaterThan(leftOver);
      await spend(user.userId, earned - leftOver);
      expect((await fullRefund(order.id)).statusCode).toBe(200);
      return { user, order, earned };
    };

    const some = await takeBackAfterSpending(5);
    expect((await ledgerOf(some.order.id)).slice(1)).toEqual([
      { change_type: 'completedOrderRollback', change_number: -5, balance_after: 0 },
    ]);
    expect(await pointsOf(some.user.userId)).toEqual({ balance: 0, ledgerSum: 0 });

    // Every earned point already spent: nothing to take back, so no line (a line of 0 says nothing).
    const none = await takeBackAfterSpending(0);
    expect((await ledgerOf(none.order.id)).map((line) => line.change_type)).toEqual(['completedOrder']);
    expect(await pointsOf(none.user.userId)).toEqual({ balance: 0, ledgerSum: 0 });
    expect((await orderRow(none.order.id)).full_refunded).toBe(true);
  });

  it('ends at the same balance whether a spend of the whole balance comes before or during the refund', async () => {
    const { user, order, earned } = await completedWithRedeemedTea();
    const [refund, deduction] = await Promise.all([
      fullRefund(order.id),
      merchantPoints(user.userId, 'businessDeduction', 50 + earned),
    ]);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(deduction.statusCode, deduction.body).toBe(200);
    // Either way: 150 − 100 + earned − (50 + earned) + 100 − earned.
    expect(await pointsOf(user.userId)).toEqual({ balance: 100 - earned, ledgerSum: 100 - earned });
    const [card] = await rows<{ lowest: number }>(sql`select min(l.balance_after) as lowest
      from points_ledger l join points_cards c on c.id = l.card_id
      where c.user_id = ${user.userId}`);
    expect(card?.lowest).toBeGreaterThanOrEqual(0);
  });
});
