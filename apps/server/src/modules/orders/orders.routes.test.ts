import { randomUUID } from 'node:crypto';
import type { OrderPayloadDto, SubmittedOrderDto, UserCouponDto } from '@nearbite/contract/orders';
import { PAYMENT_WINDOW_MS } from '@nearbite/domain/order-submission';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import {
  type CouponOptions,
  createSignedInUser,
  createStoreFixture,
  givePoints,
  grantCoupon,
  type StoreFixture,
  type StoreOptions,
} from '../../test/order-fixtures.js';
import {
  buildOrder,
  type CartSpec,
  couponRuleOf,
  FAR_ADDRESS,
  noodlesLine,
  plainLine,
  wingsLine,
} from '../../test/order-payloads.js';
import { jsonHeaders } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * Order submission through the API on a small store written row by row (test/order-fixtures.ts). Carts
 * are priced with the shared engine as the web cart prices them (test/order-payloads.ts); the server must
 * accept exactly those figures and refuse any other with the figure's code.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco (PDT, UTC-7). */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const sfAt = (iso: string) => Date.parse(`${iso}-07:00`);
const MINUTE = 60_000;

let database: TestDatabase;
let app: NearbiteApp;
let now = WED_NOON;
let store: StoreFixture;
let diner: { userId: string; cookie: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => now });
  await app.ready();
  store = await createStoreFixture(database.db);
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

function submit(cookie: string | null, payload: OrderPayloadDto, businessId = payload.businessId) {
  return app.inject({
    method: 'POST',
    url: `/apis/v1/businesses/${businessId}/orders`,
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: { orders: [payload] },
  });
}

function get(url: string, cookie: string | null, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url: `/apis/v1${url}`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

function codeOf(response: Response): string {
  const body = response.json() as { errType: number; innerErrorType: number };
  return `${'?ABCDEF'[body.errType]}${body.innerErrorType}`;
}

function expectError(response: Response, status: number, code: string) {
  expect({ status: response.statusCode, code: codeOf(response) }, response.body).toEqual({ status, code });
}

function accepted(response: Response): SubmittedOrderDto {
  expect(response.statusCode, response.body).toBe(200);
  const { orders } = response.json() as { orders: SubmittedOrderDto[] };
  expect(orders).toHaveLength(1);
  return orders[0] as SubmittedOrderDto;
}

const cart = (overrides: Partial<CartSpec> & Pick<CartSpec, 'type' | 'lines'>): CartSpec => ({
  store,
  now,
  ...overrides,
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

async function stockOf(commodityId: string): Promise<number | null> {
  const [row] = await rows<{ stock_number: number | null }>(
    sql`select stock_number from commodities where id = ${commodityId}`,
  );
  return row?.stock_number ?? null;
}

async function orderRow(id: string) {
  const [row] = await rows<Record<string, unknown>>(sql`select * from orders where id = ${id}`);
  return row;
}

describe('POST /businesses/:businessId/orders — accepted orders', () => {
  it('delivers to an address: every figure is the engine’s, stock is taken, the coupon is used', async () => {
    const couponOptions: CouponOptions = {
      businessId: store.businessId,
      couponType: 'discount',
      discountPercent: 90,
      maxDiscountPrice: 500,
      minCommoditiesPrice: 1500,
    };
    const { userCouponId, couponId } = await grantCoupon(database.db, diner.userId, couponOptions);
    const { payload, quote } = buildOrder(
      cart({
        type: 'delivery',
        lines: [
          noodlesLine(store, 2, { large: true, eggs: 1, hot: true, toppings: 2 }),
          plainLine(store.items.dumplings, 2),
        ],
        tip: { kind: 'option', index: 1 },
        coupon: couponRuleOf(userCouponId, couponOptions),
      }),
    );
    // The cart exercises every figure: item and order-type discounts, extra mile, coupon, tax, fee, tip.
    expect(quote.discountPrice).toBeGreaterThan(0);
    expect(quote.orderDiscountPrice).toBeGreaterThan(0);
    expect(quote.deliveryPrice).toBe(299 + 150);
    expect(quote.couponDiscount).toBeGreaterThan(0);
    expect(quote.tipPrice).toBeGreaterThan(0);

    const order = accepted(await submit(diner.cookie, payload));
    expect(order).toEqual({
      id: expect.any(String),
      orderCode: expect.stringMatching(/^[2-9A-HJKMNP-TV-Z]{6}$/),
      totalPrice: quote.totalPrice,
      paymentDeadline: WED_NOON + PAYMENT_WINDOW_MS,
    });
    expect(await orderRow(order.id)).toMatchObject({
      order_status: 'received',
      order_type: 'delivery',
      reserved_order_type: 'normal',
      commodities_price: quote.commoditiesPrice,
      discount_price: quote.discountPrice,
      order_discount_price: quote.orderDiscountPrice,
      discounted_price: quote.discountedPrice,
      excise_price: quote.excisePrice,
      service_price: quote.servicePrice,
      tip_price: quote.tipPrice,
      delivery_price: quote.deliveryPrice,
      small_order_extra_price: 0,
      total_price: quote.totalPrice,
      contact_phone: '4155550123',
      contact_name: 'Ada Lovelace',
      buyer_note: 'Ring the bell',
      delivery_carrier: 'platform',
      tax_rate_millionths: 86_250,
      delivery_address: expect.objectContaining({
        userName: 'Ada Lovelace',
        fullAddress: '500 Van Ness Ave, San Francisco, CA 94102',
        dropOffOption: 2,
        suggestion: 'Leave at the door',
      }),
      extra_info: { clientFrom: 'web', clientSystem: 'test' },
      from_external_website: false,
    });
    const lines = await rows<Record<string, unknown>>(
      sql`select line_index, commodity_id, price, add_price, discount_price, bought_number, special_note
          from order_lines where order_id = ${order.id} order by line_index`,
    );
    expect(lines).toEqual([
      {
        line_index: 0,
        commodity_id: store.items.noodles.id,
        price: 1299,
        add_price: 300,
        discount_price: 0,
        bought_number: 2,
        special_note: 'No onions',
      },
      {
        line_index: 1,
        commodity_id: store.items.dumplings.id,
        price: 899,
        add_price: 0,
        discount_price: quote.lines[1]?.discountPrice,
        bought_number: 2,
        special_note: null,
      },
    ]);
    const activityRows = await rows<{
      activity_id: string;
      discounted_price: number;
      line_indexes: number[];
    }>(
      sql`select activity_id, discounted_price, line_indexes from order_activities where order_id = ${order.id}`,
    );
    expect(activityRows).toHaveLength(2);
    const [couponRow] = await rows<{ coupon_id: string; discounted_price: number }>(
      sql`select coupon_id, discounted_price from order_coupons where order_id = ${order.id}`,
    );
    expect(couponRow).toEqual({ coupon_id: couponId, discounted_price: quote.couponDiscount });
    const [handle] = await rows<{ key: string }>(
      sql`select key from order_handle_times where order_id = ${order.id}`,
    );
    expect(handle?.key).toBe('initialization');
    expect(await stockOf(store.items.dumplings.id)).toBe(3);
    const [large] = await rows<{ stock_number: number }>(
      sql`select stock_number from commodity_attribute_values where id = ${store.noodles.size.large}`,
    );
    expect(large?.stock_number).toBe(1);
    const [used] = await rows<{ status: string }>(
      sql`select status from user_coupons where id = ${userCouponId}`,
    );
    expect(used?.status).toBe('used');
  });

  it('prices third-party delivery with its price and shares, within the standard radius and minimum', async () => {
    const shares = [{ shareType: 'proportional' as const, value: 50 }];
    const other = await createStoreFixture(database.db, {
      deliveryCarrier: 'doordash',
      doordash: { basePrice: 699, deliveryFeeShares: shares },
    });
    const { payload, quote } = buildOrder({
      store: other,
      now,
      type: 'delivery',
      lines: [noodlesLine(other, 2)],
      deliveryConfig: {
        basePrice: 699,
        baseDistanceMiles: 0,
        extraDeliveryPrices: [],
        maxDistanceMiles: 5,
        minCommoditiesPrice: 1500,
        smallOrderExtraPrice: null,
        deliveryFeeShares: shares,
      },
    });
    expect(quote.deliveryPrice).toBe(350);
    const order = accepted(await submit(diner.cookie, payload));
    expect(await orderRow(order.id)).toMatchObject({ delivery_carrier: 'doordash', delivery_price: 350 });
  });

  it('delivers to a host for $0 at one of its pickup times', async () => {
    const time = sfAt('2025-06-11T13:00:00');
    const { payload, quote } = buildOrder(
      cart({ type: 'delivery', lines: [noodlesLine(store, 1)], host: { id: store.hosts.linked, time } }),
    );
    expect(quote.deliveryPrice).toBe(0);
    const order = accepted(await submit(diner.cookie, payload));
    expect(order.totalPrice).toBe(quote.totalPrice);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ self_pickup_point_id: store.hosts.linked, delivery_address: null });
    expect(new Date(row?.scheduled_time as string).getTime()).toBe(time);
  });

  it('picks up as soon as possible at the takeaway price, with a custom tip', async () => {
    const { payload, quote } = buildOrder(
      cart({ type: 'pickup', lines: [noodlesLine(store, 1)], tip: { kind: 'custom', amount: 150 } }),
    );
    expect(quote.lines[0]?.unitPrice).toBe(1199);
    const order = accepted(await submit(diner.cookie, payload));
    expect(order.totalPrice).toBe(quote.totalPrice);
    expect(await orderRow(order.id)).toMatchObject({
      order_type: 'pickup',
      scheduled_time: null,
      pickup_address_id: store.pickupAddresses.counter,
      tip_price: 150,
    });
  });

  it('takes a dine-in order at a table of the store', async () => {
    const { payload, quote } = buildOrder(
      cart({
        type: 'dineIn',
        lines: [noodlesLine(store, 1), plainLine(store.items.tea, 2)],
        table: { tableName: 'A1', peopleNumber: 3 },
      }),
    );
    const order = accepted(await submit(diner.cookie, payload));
    expect(order.totalPrice).toBe(quote.totalPrice);
    expect(await orderRow(order.id)).toMatchObject({
      table_name: 'A1',
      people_number: 3,
      order_type: 'dineIn',
    });
  });

  it('redeems an item with points: the line is free and the points are spent with a statement row', async () => {
    const user = await createSignedInUser(database.db);
    const cardId = await givePoints(database.db, user.userId, store.businessId, 150);
    const { payload, quote } = buildOrder(
      cart({ type: 'pickup', lines: [plainLine(store.items.tea, 1, true), noodlesLine(store, 1)] }),
    );
    expect(quote.pointsUsed).toBe(100);
    const order = accepted(await submit(user.cookie, payload));
    expect(order.totalPrice).toBe(quote.totalPrice);
    const [card] = await rows<{ cur_points: number }>(
      sql`select cur_points from points_cards where id = ${cardId}`,
    );
    expect(card?.cur_points).toBe(50);
    const ledger = await rows<Record<string, unknown>>(
      sql`select change_type, change_number, balance_after from points_ledger where order_id = ${order.id}`,
    );
    expect(ledger).toEqual([{ change_type: 'consumedForCommodity', change_number: -100, balance_after: 50 }]);
    const [sum] = await rows<{ total: number }>(
      sql`select sum(change_number)::int as total from points_ledger where card_id = ${cardId}`,
    );
    expect(sum?.total).toBe(50);
    const [line] = await rows<{ required_points: number }>(
      sql`select required_points from order_lines where order_id = ${order.id} and line_index = 0`,
    );
    expect(line?.required_points).toBe(100);
  });

  it('accepts a platform cash coupon and a tip option even where custom tips are off', async () => {
    const strict = await createStoreFixture(database.db, { customizedTipDisabled: true });
    const cash: CouponOptions = { businessId: null, couponType: 'cash', discountPrice: 300 };
    const { userCouponId } = await grantCoupon(database.db, diner.userId, cash);
    const { payload, quote } = buildOrder({
      store: strict,
      now,
      type: 'pickup',
      lines: [noodlesLine(strict, 1)],
      tip: { kind: 'option', index: 1 },
      coupon: couponRuleOf(userCouponId, cash),
      customizedTipDisabled: true,
    });
    expect(quote.tipPrice).toBe(300);
    expect(quote.couponDiscount).toBe(300);
    expect(accepted(await submit(diner.cookie, payload)).totalPrice).toBe(quote.totalPrice);
  });

  it('takes a scheduled order while closed but reservable, and a breakfast item scheduled into its menu', async () => {
    now = sfAt('2025-06-11T08:00:00');
    const opening = buildOrder(
      cart({ type: 'pickup', lines: [noodlesLine(store, 1)], time: sfAt('2025-06-11T10:00:00') }),
    );
    const early = accepted(await submit(diner.cookie, opening.payload));
    expect(await orderRow(early.id)).toMatchObject({ reserved_order_type: 'preOrder' });

    now = WED_NOON;
    const breakfast = buildOrder(
      cart({
        type: 'pickup',
        lines: [plainLine(store.items.pancakes, 1)],
        time: sfAt('2025-06-12T10:00:00'),
      }),
    );
    accepted(await submit(diner.cookie, breakfast.payload));
  });

  it('still takes a slot that was the earliest a few minutes ago', async () => {
    const { payload } = buildOrder(
      cart({ type: 'pickup', lines: [noodlesLine(store, 1)], time: sfAt('2025-06-11T12:20:00') }),
    );
    now = WED_NOON + 4 * MINUTE;
    accepted(await submit(diner.cookie, payload));
  });

  it('answers a resubmission with the same order, once', async () => {
    const { payload } = buildOrder(cart({ type: 'pickup', lines: [plainLine(store.items.dumplings, 1)] }));
    const before = await stockOf(store.items.dumplings.id);
    const first = accepted(await submit(diner.cookie, payload));
    const again = accepted(await submit(diner.cookie, payload));
    expect(again).toEqual(first);
    expect(await stockOf(store.items.dumplings.id)).toBe((before ?? 0) - 1);
    const other = await createStoreFixture(database.db);
    expectError(await submit(diner.cookie, { ...payload, businessId: other.businessId }), 409, 'A16');
  });
});

/** A refusal: the cart, how the request departs from it, and the answer. */
interface Refusal {
  name: string;
  code: string;
  status: number;
  build: () => Promise<{ payload: OrderPayloadDto; cookie?: string; businessId?: string }>;
}

const pickupOf = (lines: CartSpec['lines'], extra: Partial<CartSpec> = {}) =>
  buildOrder(cart({ type: 'pickup', lines, ...extra })).payload;
const deliveryOf = (lines: CartSpec['lines'], extra: Partial<CartSpec> = {}) =>
  buildOrder(cart({ type: 'delivery', lines, ...extra })).payload;
const deliveryWithDumplings = () =>
  deliveryOf([noodlesLine(store, 2), plainLine(store.items.dumplings, 1)], {
    tip: { kind: 'option', index: 0 },
  });
const changed = (payload: OrderPayloadDto, change: (payload: OrderPayloadDto) => void): OrderPayloadDto => {
  const copy = structuredClone(payload);
  change(copy);
  return copy;
};
const withLine = (payload: OrderPayloadDto, change: (line: OrderPayloadDto['commodities'][number]) => void) =>
  changed(payload, (copy) => {
    const line = copy.commodities[0];
    if (line) change(line);
  });
const onStore = async (options: StoreOptions, build: (other: StoreFixture) => OrderPayloadDto) => {
  const other = await createStoreFixture(database.db, options);
  return { payload: build(other) };
};
const withCoupon = async (
  options: CouponOptions,
  copy: Parameters<typeof grantCoupon>[3] = {},
  extra: Partial<CartSpec> = {},
  owner?: string,
) => {
  const { userCouponId } = await grantCoupon(database.db, owner ?? diner.userId, options, copy);
  return {
    payload: pickupOf([noodlesLine(store, 2)], {
      coupon: couponRuleOf(userCouponId, options, copy),
      ...extra,
    }),
  };
};
const cashCoupon: CouponOptions = { businessId: null, couponType: 'cash', discountPrice: 200 };

const refusals: Refusal[] = [
  // Who and where.
  {
    name: 'a signed-out diner',
    code: 'A7',
    status: 401,
    build: async () => ({ payload: pickupOf([noodlesLine(store, 1)]), cookie: '' }),
  },
  {
    name: 'an order for another store than the path',
    code: 'A1',
    status: 400,
    build: async () => ({
      payload: pickupOf([noodlesLine(store, 1)]),
      businessId: (await createStoreFixture(database.db)).businessId,
    }),
  },
  {
    name: 'an offline store',
    code: 'A78',
    status: 409,
    build: () =>
      onStore(
        { status: 'offline' },
        (other) => buildOrder({ store: other, now, type: 'pickup', lines: [noodlesLine(other, 1)] }).payload,
      ),
  },
  {
    name: 'an order type the store does not offer',
    code: 'A80',
    status: 422,
    build: () =>
      onStore(
        { diningTypes: ['delivery'] },
        (other) => buildOrder({ store: other, now, type: 'pickup', lines: [noodlesLine(other, 1)] }).payload,
      ),
  },
  {
    name: 'dine-in at a store without it',
    code: 'A88',
    status: 422,
    build: () =>
      onStore(
        { diningTypes: ['pickup'] },
        (other) =>
          buildOrder({ store: other, now, type: 'dineIn', lines: [plainLine(other.items.tea, 1)] }).payload,
      ),
  },
  // Items and their options.
  {
    name: 'an unknown item',
    code: 'A26',
    status: 404,
    build: async () => ({
      payload: withLine(pickupOf([noodlesLine(store, 1)]), (line) => {
        line.id = randomUUID();
      }),
    }),
  },
  {
    // The contract refuses a malformed id before the service (docs/decisions/errors.md).
    name: 'an item id that is no id',
    code: 'A1',
    status: 400,
    build: async () => ({
      payload: withLine(pickupOf([noodlesLine(store, 1)]), (line) => {
        line.id = 'not-an-item';
      }),
    }),
  },
  {
    name: 'an item taken off sale',
    code: 'A28',
    status: 409,
    build: async () => ({ payload: pickupOf([plainLine(store.items.retired, 1)]) }),
  },
  {
    name: 'an item that cannot be delivered',
    code: 'A35',
    status: 422,
    build: async () => ({ payload: deliveryOf([noodlesLine(store, 2), plainLine(store.items.soup, 1)]) }),
  },
  {
    name: 'a breakfast item at noon',
    code: 'A36',
    status: 422,
    build: async () => ({ payload: pickupOf([plainLine(store.items.pancakes, 1)]) }),
  },
  {
    name: 'a specification of another item',
    code: 'A38',
    status: 404,
    build: async () => ({
      payload: withLine(pickupOf([plainLine(store.items.dumplings, 1)]), (line) => {
        line.specifications = [{ id: store.noodles.spice.id, values: [store.noodles.spice.mild] }];
      }),
    }),
  },
  {
    name: 'a specification value of another specification',
    code: 'A38',
    status: 404,
    build: async () => ({
      payload: withLine(pickupOf([noodlesLine(store, 1)]), (line) => {
        line.specifications = [{ id: store.noodles.spice.id, values: [store.noodles.toppings.values[0]] }];
      }),
    }),
  },
  {
    name: 'a required specification left out',
    code: 'A41',
    status: 422,
    build: async () => ({
      payload: withLine(pickupOf([noodlesLine(store, 1)]), (line) => {
        line.specifications = [];
      }),
    }),
  },
  {
    name: 'two values of a single-select specification',
    code: 'A42',
    status: 422,
    build: async () => ({
      payload: withLine(pickupOf([noodlesLine(store, 1)]), (line) => {
        line.specifications = [
          { id: store.noodles.spice.id, values: [store.noodles.spice.mild, store.noodles.spice.hot] },
        ];
      }),
    }),
  },
  {
    name: 'more toppings than maxSelected',
    code: 'A42',
    status: 422,
    build: async () => ({
      payload: withLine(pickupOf([noodlesLine(store, 1, { toppings: 2 })]), (line) => {
        line.specifications?.[1]?.values.push(store.noodles.toppings.values[2]);
      }),
    }),
  },
  {
    name: 'an attribute of another item',
    code: 'A45',
    status: 404,
    build: async () => ({
      payload: withLine(pickupOf([plainLine(store.items.dumplings, 1)]), (line) => {
        line.attributes = [{ id: store.noodles.size.id, valueId: store.noodles.size.large }];
      }),
    }),
  },
  {
    name: 'two values of one attribute',
    code: 'A49',
    status: 422,
    build: async () => ({
      payload: withLine(pickupOf([noodlesLine(store, 1)]), (line) => {
        line.attributes = [
          { id: store.noodles.size.id, valueId: store.noodles.size.large },
          { id: store.noodles.size.id, valueId: store.noodles.size.regular },
        ];
      }),
    }),
  },
  {
    name: 'an add-on of another item',
    code: 'A52',
    status: 404,
    build: async () => ({
      payload: withLine(pickupOf([wingsLine(store, 2)]), (line) => {
        line.addOns = [
          { id: store.wingsSauce.id, values: [{ id: store.noodles.extras.egg, boughtNumber: 1 }] },
        ];
      }),
    }),
  },
  {
    name: 'an add-on over its own maximum',
    code: 'A56',
    status: 422,
    build: async () => ({ payload: pickupOf([noodlesLine(store, 1, { eggs: 3 })]) }),
  },
  {
    name: 'add-ons over their group maximum',
    code: 'A56',
    status: 422,
    build: async () => ({
      payload: withLine(pickupOf([noodlesLine(store, 1)]), (line) => {
        line.addOns = [
          {
            id: store.noodles.extras.id,
            values: [
              { id: store.noodles.extras.egg, boughtNumber: 2 },
              { id: store.noodles.extras.tofu, boughtNumber: 2 },
            ],
          },
        ];
      }),
    }),
  },
  {
    name: 'an add-on under its own minimum',
    code: 'A55',
    status: 422,
    build: async () => ({
      payload: withLine(pickupOf([noodlesLine(store, 1)]), (line) => {
        line.addOns = [
          { id: store.noodles.extras.id, values: [{ id: store.noodles.extras.tofu, boughtNumber: 1 }] },
        ];
      }),
    }),
  },
  {
    name: 'an add-on group under its minimum',
    code: 'A55',
    status: 422,
    build: async () => ({
      payload: withLine(pickupOf([wingsLine(store, 2)]), (line) => {
        line.addOns = [];
      }),
    }),
  },
  {
    name: 'fewer than the minimum purchase',
    code: 'A29',
    status: 422,
    build: async () => ({ payload: pickupOf([wingsLine(store, 1)]) }),
  },
  {
    name: 'more than the maximum purchase over two lines',
    code: 'A30',
    status: 422,
    build: async () => ({ payload: pickupOf([wingsLine(store, 3), wingsLine(store, 2)]) }),
  },
  {
    name: 'more than the stock',
    code: 'A27',
    status: 409,
    build: async () => ({ payload: pickupOf([plainLine(store.items.dumplings, 20)]) }),
  },
  {
    name: 'more than an attribute value’s stock',
    code: 'A46',
    status: 409,
    build: async () => ({
      payload: pickupOf([noodlesLine(store, 2, { large: true }), noodlesLine(store, 2, { large: true })]),
    }),
  },
  {
    name: 'a dine-in order without the required drink',
    code: 'A37',
    status: 422,
    build: async () => ({
      payload: buildOrder(cart({ type: 'dineIn', lines: [noodlesLine(store, 1)] })).payload,
    }),
  },
  // Destination and time.
  {
    name: 'an unknown table',
    code: 'A93',
    status: 404,
    build: async () => ({
      payload: buildOrder(
        cart({
          type: 'dineIn',
          lines: [plainLine(store.items.tea, 1)],
          table: { tableName: 'Z9', peopleNumber: 2 },
        }),
      ).payload,
    }),
  },
  {
    name: 'a pickup address of no store',
    code: 'A110',
    status: 409,
    build: async () => ({ payload: pickupOf([noodlesLine(store, 1)], { pickupAddressId: randomUUID() }) }),
  },
  {
    name: 'ASAP at an address that takes none',
    code: 'A111',
    status: 422,
    build: async () => ({
      payload: pickupOf([noodlesLine(store, 1)], { pickupAddressId: store.pickupAddresses.curbside }),
    }),
  },
  {
    name: 'a host that does not serve the store',
    code: 'A128',
    status: 404,
    build: async () => ({
      payload: deliveryOf([noodlesLine(store, 1)], {
        host: { id: store.hosts.unlinked, time: sfAt('2025-06-11T13:00:00') },
      }),
    }),
  },
  {
    name: 'a host that is closed',
    code: 'A129',
    status: 409,
    build: async () => ({
      payload: deliveryOf([noodlesLine(store, 1)], {
        host: { id: store.hosts.inactive, time: sfAt('2025-06-11T13:00:00') },
      }),
    }),
  },
  {
    name: 'a host time that is not offered',
    code: 'A121',
    status: 422,
    build: async () => ({
      payload: deliveryOf([noodlesLine(store, 1)], {
        host: { id: store.hosts.linked, time: sfAt('2025-06-11T12:30:00') },
      }),
    }),
  },
  {
    name: 'a time between slots',
    code: 'A121',
    status: 422,
    build: async () => ({
      payload: pickupOf([noodlesLine(store, 1)], { time: sfAt('2025-06-11T12:37:00') }),
    }),
  },
  {
    name: 'a time three hours ahead at a store without pre-orders',
    code: 'A175',
    status: 422,
    build: () =>
      onStore(
        { orderInAdvance: false },
        (other) =>
          buildOrder({
            store: other,
            now,
            type: 'pickup',
            lines: [noodlesLine(other, 1)],
            time: sfAt('2025-06-11T15:05:00'),
          }).payload,
      ),
  },
  {
    name: 'a delivery without an address or a host',
    code: 'A116',
    status: 422,
    build: async () => ({
      payload: changed(deliveryOf([noodlesLine(store, 2)]), (copy) => {
        if (copy.deliveryInfo) copy.deliveryInfo.address = null;
      }),
    }),
  },
  {
    name: 'third-party delivery at a store without its config',
    code: 'A86',
    status: 422,
    build: () =>
      onStore(
        { deliveryCarrier: 'doordash' },
        (other) =>
          buildOrder({ store: other, now, type: 'delivery', lines: [noodlesLine(other, 2)] }).payload,
      ),
  },
  {
    name: 'an address beyond the delivery radius',
    code: 'A115',
    status: 422,
    build: async () => ({ payload: deliveryOf([noodlesLine(store, 2)], { address: FAR_ADDRESS }) }),
  },
  {
    name: 'delivery on a day the store does not deliver',
    code: 'A85',
    status: 422,
    build: () =>
      onStore(
        { deliveryCarrier: 'business', deliveryDates: [1, 2, 4, 5] },
        (other) =>
          buildOrder({ store: other, now, type: 'delivery', lines: [noodlesLine(other, 2)] }).payload,
      ),
  },
  {
    name: 'food below the delivery minimum where no surcharge is set',
    code: 'A120',
    status: 422,
    build: () =>
      onStore(
        { smallOrderExtraPrice: null },
        (other) =>
          buildOrder({
            store: other,
            now,
            type: 'delivery',
            lines: [plainLine(other.items.tea, 1)],
            smallOrderExtraPrice: null,
          }).payload,
      ),
  },
  // Figures.
  {
    name: 'a line price that differs',
    code: 'A32',
    status: 409,
    build: async () => ({
      payload: withLine(pickupOf([noodlesLine(store, 1)]), (line) => {
        line.price += 1;
      }),
    }),
  },
  {
    name: 'an item discount that differs',
    code: 'A33',
    status: 409,
    build: async () => ({
      payload: changed(deliveryWithDumplings(), (copy) => {
        copy.discountPrice += 1;
      }),
    }),
  },
  {
    name: 'an order-type discount that differs',
    code: 'A108',
    status: 409,
    build: async () => ({
      payload: changed(deliveryWithDumplings(), (copy) => {
        copy.orderDiscountPrice += 1;
      }),
    }),
  },
  {
    name: 'activities that differ',
    code: 'A71',
    status: 409,
    build: async () => ({
      payload: changed(deliveryWithDumplings(), (copy) => {
        copy.activities = [];
      }),
    }),
  },
  {
    name: 'a delivery fee that differs',
    code: 'A104',
    status: 409,
    build: async () => ({
      payload: changed(deliveryWithDumplings(), (copy) => {
        if (copy.deliveryInfo) copy.deliveryInfo.deliveryPrice -= 1;
      }),
    }),
  },
  {
    name: 'a small-order fee left out',
    code: 'A105',
    status: 409,
    build: async () => ({
      payload: changed(deliveryOf([plainLine(store.items.tea, 1)]), (copy) => {
        if (copy.deliveryInfo) copy.deliveryInfo.smallOrderExtraPrice = 0;
      }),
    }),
  },
  {
    name: 'a service fee that differs',
    code: 'A106',
    status: 409,
    build: async () => ({
      payload: changed(deliveryWithDumplings(), (copy) => {
        copy.servicePrice -= 1;
      }),
    }),
  },
  {
    name: 'a tax that differs',
    code: 'A107',
    status: 409,
    build: async () => ({
      payload: changed(deliveryWithDumplings(), (copy) => {
        copy.excisePrice -= 1;
      }),
    }),
  },
  {
    name: 'a total that differs',
    code: 'A101',
    status: 409,
    build: async () => ({
      payload: changed(deliveryWithDumplings(), (copy) => {
        copy.totalPrice -= 1;
      }),
    }),
  },
  {
    name: 'a typed tip where custom tips are off',
    code: 'A103',
    status: 409,
    build: () =>
      onStore({ customizedTipDisabled: true }, (other) =>
        changed(
          buildOrder({
            store: other,
            now,
            type: 'pickup',
            lines: [noodlesLine(other, 1)],
            customizedTipDisabled: true,
          }).payload,
          (copy) => {
            copy.tipPrice = 250;
            copy.totalPrice += 250;
          },
        ),
      ),
  },
  {
    name: 'a coupon discount that differs',
    code: 'A144',
    status: 409,
    build: async () => {
      const { payload } = await withCoupon(cashCoupon);
      return {
        payload: changed(payload, (copy) => {
          if (copy.coupons?.[0]) copy.coupons[0].discountedPrice += 1;
        }),
      };
    },
  },
  {
    name: 'a total under 50 cents',
    code: 'A119',
    status: 422,
    build: async () => {
      const cash: CouponOptions = { businessId: null, couponType: 'cash', discountPrice: 320 };
      const { userCouponId } = await grantCoupon(database.db, diner.userId, cash);
      return {
        payload: pickupOf([plainLine(store.items.tea, 1)], { coupon: couponRuleOf(userCouponId, cash) }),
      };
    },
  },
  // Coupons.
  {
    name: 'an unknown coupon',
    code: 'A130',
    status: 404,
    build: async () => ({
      payload: pickupOf([noodlesLine(store, 2)], { coupon: couponRuleOf(randomUUID(), cashCoupon) }),
    }),
  },
  {
    name: 'someone else’s coupon',
    code: 'A131',
    status: 403,
    build: async () => withCoupon(cashCoupon, {}, {}, (await createSignedInUser(database.db)).userId),
  },
  { name: 'a used coupon', code: 'A133', status: 409, build: () => withCoupon(cashCoupon, { used: true }) },
  {
    name: 'a coupon switched off',
    code: 'A134',
    status: 409,
    build: () => withCoupon({ ...cashCoupon, status: 'inactive' }),
  },
  {
    name: 'a coupon of another store',
    code: 'A132',
    status: 422,
    build: async () =>
      withCoupon({ ...cashCoupon, businessId: (await createStoreFixture(database.db)).businessId }),
  },
  {
    name: 'a coupon not valid yet',
    code: 'A136',
    status: 409,
    build: () => withCoupon(cashCoupon, { startsAt: new Date(WED_NOON + 86_400_000) }),
  },
  {
    name: 'an expired coupon',
    code: 'A137',
    status: 409,
    build: () => withCoupon(cashCoupon, { expiresAt: new Date(WED_NOON - MINUTE) }),
  },
  {
    name: 'a coupon for another order type',
    code: 'A139',
    status: 422,
    build: () => withCoupon({ ...cashCoupon, orderTypes: ['delivery'] }),
  },
  {
    name: 'a coupon whose minimum is not met',
    code: 'A138',
    status: 422,
    build: () => withCoupon({ ...cashCoupon, minCommoditiesPrice: 10_000 }),
  },
  // Points.
  {
    name: 'too few points',
    code: 'A162',
    status: 409,
    build: async () => {
      const user = await createSignedInUser(database.db);
      await givePoints(database.db, user.userId, store.businessId, 99);
      return {
        payload: pickupOf([plainLine(store.items.tea, 1, true), noodlesLine(store, 1)]),
        cookie: user.cookie,
      };
    },
  },
  {
    name: 'points without a card',
    code: 'A162',
    status: 409,
    build: async () => ({
      payload: pickupOf([plainLine(store.items.tea, 1, true), noodlesLine(store, 1)]),
      cookie: (await createSignedInUser(database.db)).cookie,
    }),
  },
  {
    name: 'redeeming an item that cannot be redeemed',
    code: 'A167',
    status: 422,
    build: async () => ({ payload: pickupOf([{ ...plainLine(store.items.dumplings, 1, true) }]) }),
  },
  {
    name: 'more redeemed items than the programme allows',
    code: 'A168',
    status: 422,
    build: async () => ({ payload: pickupOf([plainLine(store.items.tea, 3, true), noodlesLine(store, 1)]) }),
  },
  {
    name: 'points that differ from the tier',
    code: 'A109',
    status: 409,
    build: async () => ({
      payload: withLine(pickupOf([plainLine(store.items.tea, 1, true), noodlesLine(store, 1)]), (line) => {
        line.exchangeInfo = { requiredPoints: 99 };
      }),
    }),
  },
];

describe('POST /businesses/:businessId/orders — refusals', () => {
  it.each(refusals)('refuses $name with $code', async ({ build, code, status }) => {
    const { payload, cookie, businessId } = await build();
    const response = await submit(cookie === undefined ? diner.cookie : cookie || null, payload, businessId);
    expectError(response, status, code);
  });

  it('refuses an unknown store', async () => {
    const { payload } = buildOrder(cart({ type: 'pickup', lines: [noodlesLine(store, 1)] }));
    const id = randomUUID();
    expectError(await submit(diner.cookie, { ...payload, businessId: id }), 404, 'A76');
  });

  it('refuses any order after closing time, when the store cannot take orders for later', async () => {
    now = sfAt('2025-06-11T23:00:00');
    const { payload } = buildOrder(
      cart({ type: 'pickup', lines: [noodlesLine(store, 1)], time: sfAt('2025-06-12T10:00:00') }),
    );
    expectError(await submit(diner.cookie, payload), 409, 'A83');
  });

  it('refuses ASAP while closed but reservable, and dine-in while closed', async () => {
    now = sfAt('2025-06-11T08:00:00');
    expectError(await submit(diner.cookie, pickupOf([noodlesLine(store, 1)], { now })), 422, 'A111');
    const dineIn = buildOrder(cart({ type: 'dineIn', now, lines: [plainLine(store.items.tea, 1)] }));
    expectError(await submit(diner.cookie, dineIn.payload), 409, 'A83');
  });

  it('refuses a slot chosen long ago, and leaves stock, coupons and points untouched on any refusal', async () => {
    const user = await createSignedInUser(database.db);
    const cardId = await givePoints(database.db, user.userId, store.businessId, 150);
    const cash: CouponOptions = { businessId: store.businessId, couponType: 'cash', discountPrice: 200 };
    const { userCouponId } = await grantCoupon(database.db, user.userId, cash);
    const { payload, quote } = buildOrder(
      cart({
        type: 'pickup',
        lines: [
          plainLine(store.items.tea, 1, true),
          plainLine(store.items.dumplings, 2),
          noodlesLine(store, 1),
        ],
        coupon: couponRuleOf(userCouponId, cash),
        time: sfAt('2025-06-11T12:20:00'),
      }),
    );
    // The refused cart would have taken stock, the coupon and points: each must stay as it was.
    expect(quote.pointsUsed).toBe(100);
    expect(quote.couponDiscount).toBe(200);
    const stockBefore = await stockOf(store.items.dumplings.id);
    expect(stockBefore).not.toBeNull();
    now = WED_NOON + 10 * MINUTE;
    expectError(await submit(user.cookie, payload), 422, 'A121');

    const [orders] = await rows<{ count: number }>(
      sql`select count(*)::int as count from orders where frontend_identifier = ${payload.frontendIdentifier}`,
    );
    expect(orders?.count).toBe(0);
    expect(await stockOf(store.items.dumplings.id)).toBe(stockBefore);
    const [coupon] = await rows<{ status: string; used_at: Date | null }>(
      sql`select status, used_at from user_coupons where id = ${userCouponId}`,
    );
    expect(coupon).toEqual({ status: 'unused', used_at: null });
    const [card] = await rows<{ cur_points: number }>(
      sql`select cur_points from points_cards where id = ${cardId}`,
    );
    expect(card?.cur_points).toBe(150);
    const [ledger] = await rows<{ count: number }>(
      sql`select count(*)::int as count from points_ledger where card_id = ${cardId} and change_type <> 'businessReward'`,
    );
    expect(ledger?.count).toBe(0);
  });
});

describe('GET /user/coupons', () => {
  it('lists the diner’s unused coupons valid now at the store, its own and platform ones, newest first', async () => {
    const user = await createSignedInUser(database.db);
    const other = await createStoreFixture(database.db);
    const grant = (options: Partial<CouponOptions>, copy: Parameters<typeof grantCoupon>[3] = {}) =>
      grantCoupon(
        database.db,
        user.userId,
        { couponType: 'cash', discountPrice: 200, businessId: store.businessId, ...options },
        copy,
      );
    const older = await grant({}, { receivedAt: new Date('2025-06-01T00:00:00Z') });
    const platform = await grant({ businessId: null }, { receivedAt: new Date('2025-06-05T00:00:00Z') });
    await grant({ businessId: other.businessId });
    await grant({}, { used: true });
    await grant({}, { expiresAt: new Date(WED_NOON - MINUTE) });
    await grant({}, { startsAt: new Date(WED_NOON + MINUTE) });
    await grant({ status: 'inactive' });

    const response = await get(`/user/coupons?businessId=${store.businessId}`, user.cookie, {
      'accept-language': 'zh-CN',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { coupons } = response.json() as { coupons: UserCouponDto[] };
    expect(coupons.map((coupon) => coupon.userCouponId)).toEqual([platform.userCouponId, older.userCouponId]);
    expect(coupons[1]).toMatchObject({
      id: older.couponId,
      couponType: 'cash',
      discountInfo: { discountPrice: 200 },
      business: { id: store.businessId, name: 'Fixture Noodle House（中）' },
      validUntil: Date.parse('2100-01-01T00:00:00Z'),
      validFrom: null,
    });
    const everywhere = await get('/user/coupons', user.cookie);
    expect((everywhere.json() as { coupons: UserCouponDto[] }).coupons).toHaveLength(3);
  });

  it('needs a signed-in diner', async () => {
    expectError(await get('/user/coupons', null), 401, 'A7');
  });
});

describe('GET /user/points/businesses/:businessId', () => {
  it('answers the card and its points, or no card and 0', async () => {
    const user = await createSignedInUser(database.db);
    const none = await get(`/user/points/businesses/${store.businessId}`, user.cookie);
    expect(none.json()).toEqual({ id: null, curPoints: 0 });
    const cardId = await givePoints(database.db, user.userId, store.businessId, 240);
    const card = await get(`/user/points/businesses/${store.businessId}`, user.cookie);
    expect(card.json()).toEqual({ id: cardId, curPoints: 240 });
    expectError(await get(`/user/points/businesses/${store.businessId}`, null), 401, 'A7');
  });
});
