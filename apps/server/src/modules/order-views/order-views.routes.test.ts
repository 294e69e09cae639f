import { randomUUID } from 'node:crypto';
import type { ReceiptDto, RefundInfoDto } from '@nearbite/contract/order-receipts';
import type { OrderDetailDto, OrderSummaryDto } from '@nearbite/contract/order-views';
import type { SubmittedOrderDto } from '@nearbite/contract/orders';
import { CURRENT_TAB_STATUSES, HISTORY_TAB_STATUSES } from '@nearbite/domain/order-display';
import { PAYMENT_WINDOW_MS } from '@nearbite/domain/order-submission';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  createSignedInUser,
  createStoreFixture,
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

/**
 * The diner's order screens through the API: orders are placed with the submission endpoint (priced by the
 * shared engine as the web cart prices them) and moved along their life in SQL, as payments, the merchant
 * and the delivery run would.
 */

// Placing orders through the API and moving them along in SQL.

/** Wednesday 11 June 2025, 12:00 in San Francisco (PDT): the fixture store is open. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');

type Response = Awaited<ReturnType<NearbiteApp['inject']>>;

/** The catalogue code of an error answer, such as A98. */
function codeOf(response: Response): string {
  const body = response.json() as { errType: number; innerErrorType: number };
  return `${'?ABCDEF'[body.errType]}${body.innerErrorType}`;
}

/** The fixture store with unlimited stock, so a test may place as many orders as it needs. */
async function createUnlimitedStore(db: Db): Promise<StoreFixture> {
  const store = await createStoreFixture(db, { largeSizeStock: null });
  await db.execute(sql`update commodities set stock_number = null where business_id = ${store.businessId}`);
  return store;
}

/** A cart of each order type, as the web cart would build it. */
function cartOf(store: StoreFixture, type: CartSpec['type'], now: number): CartSpec {
  const lines =
    type === 'dineIn'
      ? [plainLine(store.items.tea, 1), plainLine(store.items.dumplings, 1)]
      : [
          noodlesLine(store, 1, { large: true, eggs: 1, hot: true, toppings: 1 }),
          plainLine(store.items.dumplings, 1),
        ];
  return { store, type, now, lines };
}

/** Submits the cart as the diner; answers the new order's id and total. */
async function placeOrder(app: NearbiteApp, cookie: string, cart: CartSpec): Promise<SubmittedOrderDto> {
  const { payload } = buildOrder(cart);
  const response = await app.inject({
    method: 'POST',
    url: `/apis/v1/businesses/${cart.store.businessId}/orders`,
    headers: { ...jsonHeaders, cookie },
    payload: { orders: [payload] },
  });
  if (response.statusCode !== 200) throw new Error(`order refused: ${response.body}`);
  const [order] = (response.json() as { orders: SubmittedOrderDto[] }).orders;
  if (!order) throw new Error('no order answered');
  return order;
}

/** Pays the order in full by a Visa card ending 4242, as the payment module records it. */
async function payByCard(db: Db, orderId: string, at: number): Promise<void> {
  await db.execute(sql`insert into payments (order_id, user_id, payment_type, platform, amount, status,
      idempotency_key, card_brand, card_last4, card_exp_month, card_exp_year, created_at)
    select id, user_id, 'Card', 'sandbox', total_price, 'succeeded', gen_random_uuid()::text, 'visa', '4242', 12,
      2030, ${new Date(at)} from orders where id = ${orderId}`);
  await db.execute(
    sql`update orders set order_status = 'paid', paid_price = total_price where id = ${orderId}`,
  );
  await db.execute(
    sql`insert into order_handle_times (order_id, key, happened_at) values (${orderId}, 'paid', ${new Date(at)})`,
  );
}

/** Sets the order's statuses directly. */
async function setStatus(
  db: Db,
  orderId: string,
  orderStatus: string,
  commoditiesStatus: string | null = null,
): Promise<void> {
  await db.execute(
    sql`update orders set order_status = ${orderStatus}, commodities_status = ${commoditiesStatus}
      where id = ${orderId}`,
  );
}

/** The public receipt code of an order. */
async function receiptCodeOf(db: Db, orderId: string): Promise<string> {
  const result = await db.execute(sql`select receipt_code from orders where id = ${orderId}`);
  const [row] = result.rows as Array<{ receipt_code: string }>;
  if (!row) throw new Error('no such order');
  return row.receipt_code;
}

const MINUTE = 60_000;

let database: TestDatabase;
let app: NearbiteApp;
let now = WED_NOON;
let store: StoreFixture;
let diner: { userId: string; cookie: string };
let stranger: { userId: string; cookie: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => now });
  await app.ready();
  store = await createUnlimitedStore(database.db);
  diner = await createSignedInUser(database.db);
  stranger = await createSignedInUser(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(() => {
  now = WED_NOON;
});

function get(url: string, cookie: string | null, language = 'en-US') {
  return app.inject({
    method: 'GET',
    url: `/apis/v1${url}`,
    headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) },
  });
}

function post(url: string, cookie: string | null) {
  return app.inject({
    method: 'POST',
    url: `/apis/v1${url}`,
    headers: { origin: jsonHeaders.origin, host: jsonHeaders.host, ...(cookie ? { cookie } : {}) },
  });
}

function ok<T>(response: Response): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

function expectError(response: Response, status: number, code: string) {
  expect({ status: response.statusCode, code: codeOf(response) }, response.body).toEqual({ status, code });
}

async function execute(query: ReturnType<typeof sql>) {
  return (await database.db.execute(query)).rows as Array<Record<string, unknown>>;
}

const current = CURRENT_TAB_STATUSES.join(',');
const history = HISTORY_TAB_STATUSES.join(',');
const listOf = (cookie: string, statuses: string, extra = '', language = 'en-US') =>
  get(`/user/orders?orderStatus=${statuses}${extra}`, cookie, language);

describe('GET /user/orders', () => {
  it('splits the tabs by status, hides unpaid orders past their deadline, and shows what a row needs', async () => {
    const user = await createSignedInUser(database.db);
    const unpaid = await placeOrder(app, user.cookie, cartOf(store, 'delivery', now));
    now += MINUTE;
    const expired = await placeOrder(app, user.cookie, cartOf(store, 'pickup', now));
    now += MINUTE;
    const paid = await placeOrder(app, user.cookie, cartOf(store, 'pickup', now));
    await payByCard(database.db, paid.id, now);
    now += MINUTE;
    const done = await placeOrder(app, user.cookie, cartOf(store, 'dineIn', now));
    await payByCard(database.db, done.id, now);
    await setStatus(database.db, done.id, 'completed');
    await execute(sql`update orders set payment_deadline = ${new Date(now - 1)} where id = ${expired.id}`);

    const tab = ok<{ orders: OrderSummaryDto[]; total: number }>(await listOf(user.cookie, current));
    expect(tab.total).toBe(2);
    expect(tab.orders.map((order) => order.id)).toEqual([paid.id, unpaid.id]);
    const [paidRow, unpaidRow] = tab.orders;
    expect(paidRow).toMatchObject({
      orderType: 'pickup',
      orderStatus: 'paid',
      displayState: 1,
      remainPayTime: 0,
    });
    expect(unpaidRow).toMatchObject({
      orderType: 'delivery',
      displayState: 0,
      totalPrice: unpaid.totalPrice,
      remainPayTime: (PAYMENT_WINDOW_MS - 3 * MINUTE) / 1000,
      business: { id: store.businessId, name: 'Fixture Noodle House' },
      commodityCount: 2,
      commodities: [
        { name: 'Beef noodles', boughtNumber: 1, thumbnail: expect.stringContaining('noodles') },
        { name: 'Dumplings', boughtNumber: 1, thumbnail: expect.stringContaining('dumplings') },
      ],
      hasRider: false,
      hasPartRefund: false,
    });

    const past = ok<{ orders: OrderSummaryDto[]; total: number }>(await listOf(user.cookie, history));
    expect(past.orders.map((order) => [order.id, order.displayState])).toEqual([[done.id, 6]]);

    // The deadline passing hides the unpaid order too.
    now = WED_NOON + PAYMENT_WINDOW_MS;
    const later = ok<{ orders: OrderSummaryDto[]; total: number }>(await listOf(user.cookie, current));
    expect(later.orders.map((order) => order.id)).toEqual([paid.id]);
    expect(later.total).toBe(1);
  });

  it('pages 10 at a time, newest first, with the total', async () => {
    const user = await createSignedInUser(database.db);
    const placed: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      now += MINUTE;
      placed.push((await placeOrder(app, user.cookie, cartOf(store, 'pickup', now))).id);
    }
    const first = ok<{ orders: OrderSummaryDto[]; total: number }>(await listOf(user.cookie, current));
    const second = ok<{ orders: OrderSummaryDto[]; total: number }>(
      await listOf(user.cookie, current, '&pageNumber=2'),
    );
    expect(first.total).toBe(12);
    expect(first.orders).toHaveLength(10);
    expect(second.orders).toHaveLength(2);
    expect([...first.orders, ...second.orders].map((order) => order.id)).toEqual(placed.reverse());
    const beyond = ok<{ orders: OrderSummaryDto[]; total: number }>(
      await listOf(user.cookie, current, '&pageNumber=3'),
    );
    expect(beyond).toEqual({ orders: [], total: 12 });
  });

  it('answers names in the request language', async () => {
    const user = await createSignedInUser(database.db);
    await placeOrder(app, user.cookie, cartOf(store, 'pickup', now));
    const tab = ok<{ orders: OrderSummaryDto[] }>(await listOf(user.cookie, current, '', 'zh-CN'));
    expect(tab.orders[0]?.business.name).toBe('Fixture Noodle House（中）');
    expect(tab.orders[0]?.commodities[0]?.name).toBe('Beef noodles（中）');
  });

  it('needs a signed-in diner and a known status', async () => {
    expectError(await get(`/user/orders?orderStatus=${current}`, null), 401, 'A7');
    expectError(await listOf(diner.cookie, 'paid,eaten'), 400, 'A1');
  });
});

describe('GET /orders/:orderId', () => {
  it('shows the whole order to its owner, localized, and follows payment and the rider', async () => {
    const areaId = randomUUID();
    await execute(sql`insert into areas (id, name, time_zone, contact_phone_number, instagram_account,
        instagram_url, service_time_start_ms, service_time_end_ms)
      values (${areaId}, ${JSON.stringify({ en: 'Bay Area', zh: '湾区' })}::jsonb, 'America/Los_Angeles',
        '4155550000', 'nearbite_sf', 'https://instagram.com/nearbite_sf', 32400000, 75600000)`);
    const other = await createUnlimitedStore(database.db);
    await execute(sql`update businesses set area_id = ${areaId}, contact_phone_number = '4155551111'
      where id = ${other.businessId}`);
    const cart = cartOf(other, 'delivery', now);
    const placed = await placeOrder(app, diner.cookie, cart);
    now += MINUTE;

    const unpaid = ok<OrderDetailDto>(await get(`/orders/${placed.id}`, diner.cookie, 'zh-CN'));
    // Order again chooses the same values: each line carries its choices by id, as they were sent.
    expect(unpaid.commodities.map((line) => line.choices)).toEqual(
      buildOrder(cart).payload.commodities.map(({ specifications, attributes, addOns }) => ({
        specifications: specifications ?? [],
        attributes: attributes ?? [],
        addOns: addOns ?? [],
      })),
    );
    expect(unpaid).toMatchObject({
      id: placed.id,
      orderType: 'delivery',
      orderStatus: 'received',
      displayState: 0,
      totalPrice: placed.totalPrice,
      remainPayTime: PAYMENT_WINDOW_MS / 1000 - 60,
      paymentDeadline: placed.paymentDeadline,
      contactPhone: '4155550123',
      buyerNote: 'Ring the bell',
      payments: [],
      handleTimes: [{ key: 'initialization', timestamp: WED_NOON }],
      business: {
        id: other.businessId,
        name: 'Fixture Noodle House（中）',
        phoneNumber: '4155551111',
        platformContact: {
          phoneNumber: '4155550000',
          instagramAccount: 'nearbite_sf',
          instagramUrl: 'https://instagram.com/nearbite_sf',
          serviceTime: [32_400_000, 75_600_000],
        },
      },
      deliveryInfo: {
        deliveryTime: 0,
        deliveryCarrier: 'platform',
        address: {
          userName: 'Ada Lovelace',
          fullAddress: '500 Van Ness Ave, San Francisco, CA 94102',
          addressDetail: 'Apt 5',
        },
        rider: null,
        selfPickupPoint: null,
      },
      pickUpInfo: null,
      dineinInfo: null,
    });
    const [noodles, dumplings] = unpaid.commodities;
    expect(noodles).toMatchObject({
      name: 'Beef noodles（中）',
      boughtNumber: 1,
      price: 1299 + 200 + 100,
      specifications: [
        { name: 'Spice（中）', values: ['Hot（中）'] },
        { name: 'Toppings（中）', values: ['Topping 0（中）'] },
      ],
      attributes: [{ name: 'Size（中）', value: 'Large（中）', price: 200 }],
      addOns: [{ name: 'Extras（中）', values: [{ name: 'Egg（中）', price: 100, boughtNumber: 1 }] }],
      specialNote: 'No onions',
      exchangeInfo: null,
    });
    expect(dumplings?.discountPrice).toBeGreaterThan(0);
    expect(unpaid.activityDiscounts.map((activity) => activity.name)).toEqual([
      'Dumplings 15% off（中）',
      'Delivery 5% off（中）',
    ]);

    await payByCard(database.db, placed.id, now);
    await setStatus(database.db, placed.id, 'confirmed', 'preparing');
    await execute(sql`insert into deliveries (order_id, carrier, status, rider_name, rider_phone_number,
        rider_latitude, rider_longitude)
      values (${placed.id}, 'platform', 'toBusiness', 'Rita Rider', '4155552222', 37.79, -122.41)`);
    const confirmed = ok<OrderDetailDto>(await get(`/orders/${placed.id}`, diner.cookie));
    expect(confirmed).toMatchObject({
      orderStatus: 'confirmed',
      displayState: 5,
      remainPayTime: 0,
      paidPrice: placed.totalPrice,
      payments: [
        {
          paymentType: 'Card',
          amount: placed.totalPrice,
          status: 'succeeded',
          methodDetails: { cardType: 'visa', cardNumber: '4242', expirationDate: '12/30' },
        },
      ],
      deliveryInfo: {
        rider: {
          userName: 'Rita Rider',
          contact: { phoneNumber: '4155552222' },
          location: { coordinates: [-122.41, 37.79] },
        },
      },
    });
    expect(Object.keys(confirmed.payments[0]?.methodDetails ?? {}).sort()).toEqual([
      'cardNumber',
      'cardType',
      'expirationDate',
    ]);
    expect(confirmed.handleTimes.map((time) => time.key)).toEqual(['initialization', 'paid']);
  });

  it('gives the payment screen the price lines checkout showed, which add up to the total', async () => {
    // Dumplings alone: an item and an order-type discount, below the $15 minimum (small-order fee), with a
    // $2 coupon and a $3 tip, delivered 2.5 miles away.
    const cash = { businessId: store.businessId, couponType: 'cash' as const, discountPrice: 200 };
    const { userCouponId } = await grantCoupon(database.db, diner.userId, cash);
    const cart: CartSpec = {
      store,
      type: 'delivery',
      now,
      lines: [plainLine(store.items.dumplings, 1)],
      coupon: couponRuleOf(userCouponId, cash),
      tip: { kind: 'custom', amount: 300 },
    };
    const { quote } = buildOrder(cart);
    const placed = await placeOrder(app, diner.cookie, cart);
    const order = ok<OrderDetailDto>(await get(`/orders/${placed.id}`, diner.cookie));
    const lines = order.priceBreakdown;
    expect(lines).toEqual({
      commoditiesPrice: quote.commoditiesPrice,
      discountPrice: quote.discountPrice,
      orderDiscountPrice: quote.orderDiscountPrice,
      couponDiscount: 200,
      deliveryPrice: quote.deliveryPrice,
      smallOrderExtraPrice: 199,
      servicePrice: quote.servicePrice,
      excisePrice: quote.excisePrice,
      tipPrice: 300,
      pointsUsed: 0,
      totalPrice: placed.totalPrice,
    });
    expect(lines.discountPrice).toBeGreaterThan(0);
    expect(lines.orderDiscountPrice).toBeGreaterThan(0);
    expect(lines.deliveryPrice).toBeGreaterThan(0);
    expect(
      lines.commoditiesPrice -
        lines.discountPrice -
        lines.orderDiscountPrice -
        lines.couponDiscount +
        lines.deliveryPrice +
        lines.smallOrderExtraPrice +
        lines.servicePrice +
        lines.excisePrice +
        lines.tipPrice,
    ).toBe(order.totalPrice);
  });

  it('shows pickup and dine-in details', async () => {
    const pickup = await placeOrder(app, diner.cookie, cartOf(store, 'pickup', now));
    const dineIn = await placeOrder(app, diner.cookie, cartOf(store, 'dineIn', now));
    expect(ok<OrderDetailDto>(await get(`/orders/${pickup.id}`, diner.cookie))).toMatchObject({
      pickUpInfo: { pickUpTime: 0, pickUpAddress: { addressName: 'Front counter' } },
      deliveryInfo: null,
      dineinInfo: null,
    });
    expect(ok<OrderDetailDto>(await get(`/orders/${dineIn.id}`, diner.cookie))).toMatchObject({
      dineinInfo: { tableName: 'A1', peopleNumber: 2 },
      pickUpInfo: null,
    });
  });

  it('refuses someone else’s order with A99, an unknown id with A98 and a malformed one with A1', async () => {
    const placed = await placeOrder(app, diner.cookie, cartOf(store, 'pickup', now));
    expectError(await get(`/orders/${placed.id}`, stranger.cookie), 403, 'A99');
    expectError(await get(`/orders/${randomUUID()}`, diner.cookie), 404, 'A98');
    expectError(await get('/orders/not-an-id', diner.cookie), 400, 'A1');
    expectError(await get(`/orders/${placed.id}`, null), 401, 'A7');
  });
});

describe('GET /orders/:orderId/refundInfo', () => {
  it('answers A127 without a refund, and the refund with its goods once one is recorded', async () => {
    const placed = await placeOrder(app, diner.cookie, cartOf(store, 'pickup', now));
    await payByCard(database.db, placed.id, now);
    await setStatus(database.db, placed.id, 'completed');
    expectError(await get(`/orders/${placed.id}/refundInfo`, diner.cookie), 404, 'A127');
    expectError(await get(`/orders/${placed.id}/refundInfo`, stranger.cookie), 403, 'A99');

    const [line] = await execute(
      sql`select id from order_lines where order_id = ${placed.id} and line_index = 1`,
    );
    const refundAt = new Date(now + 10 * MINUTE);
    const [refund] = await execute(sql`insert into refunds (order_id, refund_type, price, reason, status,
        created_at, updated_at)
      values (${placed.id}, 'commodities', 500, 'Sold out', 'succeeded', ${refundAt}, ${refundAt})
      returning id`);
    await execute(sql`insert into refund_lines (refund_id, order_line_id, refunded_number)
      values (${refund?.id}, ${line?.id}, 1)`);
    await execute(sql`insert into refunds (order_id, refund_type, price, reason, status)
      values (${placed.id}, 'customAmount', 300, 'Declined by the bank', 'failed')`);
    await execute(sql`update orders set refunded_price = 500 where id = ${placed.id}`);

    const info = ok<RefundInfoDto>(await get(`/orders/${placed.id}/refundInfo`, diner.cookie));
    expect(info).toMatchObject({
      id: refund?.id,
      orderId: placed.id,
      status: 'succeeded',
      fullRefunded: false,
      fullRefundReason: null,
      refundedPrice: 500,
      refundedPrices: [
        { refundType: 'commodities', price: 500, reason: 'Sold out', createdTime: refundAt.getTime() },
      ],
      refundedTime: { createTime: refundAt.getTime(), updatedTime: refundAt.getTime() },
      business: { id: store.businessId, name: 'Fixture Noodle House' },
    });
    expect(info.commodities.map((item) => [item.name, item.boughtNumber, item.refundedNumber])).toEqual([
      ['Dumplings', 1, 1],
    ]);

    const detail = ok<OrderDetailDto>(await get(`/orders/${placed.id}`, diner.cookie));
    expect(detail).toMatchObject({ displayState: 6, hasPartRefund: true, refundedPrice: 500 });
    expect(detail.refundedPrices).toHaveLength(1);
    const [row] = ok<{ orders: OrderSummaryDto[] }>(await listOf(diner.cookie, history)).orders.filter(
      (order) => order.id === placed.id,
    );
    expect(row?.hasPartRefund).toBe(true);
  });
});

describe('GET /public/orderDetailsForReceipt', () => {
  it('shows the receipt to anyone with the code, without the diner’s phone or address', async () => {
    const placed = await placeOrder(app, diner.cookie, cartOf(store, 'delivery', now));
    await payByCard(database.db, placed.id, now);
    const code = await receiptCodeOf(database.db, placed.id);
    expect(code).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    const response = await get(`/public/orderDetailsForReceipt?code=${code}`, null);
    const receipt = ok<ReceiptDto>(response);
    expect(receipt).toMatchObject({
      orderType: 'delivery',
      totalPrice: placed.totalPrice,
      business: { name: 'Fixture Noodle House', fullAddress: '100 Geary St, San Francisco, CA 94108' },
      payments: [{ amount: placed.totalPrice, methodDetails: { cardNumber: '4242' } }],
      tableName: null,
    });
    expect(receipt.commodities.map((item) => item.name)).toEqual(['Beef noodles', 'Dumplings']);
    expect(response.body).not.toContain('4155550123');
    expect(response.body).not.toContain('Van Ness');
    expect(response.body).not.toContain('Ada Lovelace');
    expect(response.body).not.toContain(placed.id);
  });

  it('answers A126 for a code no order has', async () => {
    expectError(await get(`/public/orderDetailsForReceipt?code=${'x'.repeat(22)}`, null), 404, 'A126');
    expectError(await get('/public/orderDetailsForReceipt?code=short', null), 400, 'A1');
  });
});

describe('POST /orders/:orderId/callService', () => {
  const callsOf = async (orderId: string): Promise<number> => {
    const [row] = await execute(
      sql`select count(*)::int as count from service_calls where order_id = ${orderId}`,
    );
    return Number(row?.count);
  };

  it('calls the waiter for a paid dine-in order, once per 30 seconds per table', async () => {
    const table = `T${randomUUID().slice(0, 6)}`;
    await execute(sql`insert into dining_tables (business_id, name) values (${store.businessId}, ${table})`);
    const placed = await placeOrder(app, diner.cookie, {
      ...cartOf(store, 'dineIn', now),
      table: { tableName: table, peopleNumber: 3 },
    });
    expectError(await post(`/orders/${placed.id}/callService`, diner.cookie), 409, 'A97');
    await payByCard(database.db, placed.id, now);

    expect(ok(await post(`/orders/${placed.id}/callService`, diner.cookie))).toEqual({ ok: true });
    expect(await callsOf(placed.id)).toBe(1);
    now += 10_000;
    expect(ok(await post(`/orders/${placed.id}/callService`, diner.cookie))).toEqual({ ok: true });
    expect(await callsOf(placed.id)).toBe(1);
    now += 21_000;
    expect(ok(await post(`/orders/${placed.id}/callService`, diner.cookie))).toEqual({ ok: true });
    expect(await callsOf(placed.id)).toBe(2);
    const [call] = await execute(
      sql`select business_id, table_name, user_id from service_calls where order_id = ${placed.id} limit 1`,
    );
    expect(call).toEqual({ business_id: store.businessId, table_name: table, user_id: diner.userId });

    expectError(await post(`/orders/${placed.id}/callService`, stranger.cookie), 403, 'A99');
    await setStatus(database.db, placed.id, 'completed');
    expectError(await post(`/orders/${placed.id}/callService`, diner.cookie), 409, 'A97');
  });

  it('refuses orders that are not dine-in', async () => {
    const placed = await placeOrder(app, diner.cookie, cartOf(store, 'pickup', now));
    await payByCard(database.db, placed.id, now);
    expectError(await post(`/orders/${placed.id}/callService`, diner.cookie), 409, 'A97');
    expect(await callsOf(placed.id)).toBe(0);
  });
});
