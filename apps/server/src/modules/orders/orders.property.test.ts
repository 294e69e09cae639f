import type { OrderPayloadDto, SubmittedOrderDto } from '@nearbite/contract/orders';
import { type ServerErrorKey, serverErrors } from '@nearbite/domain/errors';
import { milesBetween } from '@nearbite/domain/geo-distance';
import { hostSlots } from '@nearbite/domain/host-slots';
import {
  deliverySlotRules,
  pickupSlotRules,
  type StoreTimeSettings,
} from '@nearbite/domain/order-submission';
import { isTimedMenuOpen, timeSlots } from '@nearbite/domain/ordering-time';
import type { PriceQuote } from '@nearbite/domain/pricing';
import type { TipChoice } from '@nearbite/domain/tips';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import {
  BREAKFAST_HOURS,
  type CouponOptions,
  createSignedInUser,
  createStoreFixture,
  givePoints,
  grantCoupon,
  STORE_HOURS,
  STORE_LOCATION,
  type StoreFixture,
  TIME_ZONE,
} from '../../test/order-fixtures.js';
import {
  buildOrder,
  type CartLine,
  type CartSpec,
  couponRuleOf,
  plainLine,
} from '../../test/order-payloads.js';
import { jsonHeaders } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * Order submission as a property: any cart the store page lets a diner build (items, options, add-ons,
 * quantities, order type with its destination and time, tip, coupon, points), priced with the shared
 * engine as the web cart prices it (test/order-payloads.ts), is accepted at exactly the engine's total
 * and stored with the engine's figures; and any one figure a cent off is refused and writes nothing.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco: open, not breakfast. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const RUNS = 40;
const TIMEOUT_MS = 120_000;

let database: TestDatabase;
let app: NearbiteApp;
let store: StoreFixture;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    // The clock stands still, so every submission of every run falls in one rate-limit minute.
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  app = await buildApp({ config, database, clock: () => WED_NOON });
  await app.ready();
  // Stock large enough that no run sells out: the property is about prices, not stock.
  store = await createStoreFixture(database.db, { dumplingsStock: 1_000_000, largeSizeStock: null });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Response = Awaited<ReturnType<NearbiteApp['inject']>>;

function submit(cookie: string, payload: OrderPayloadDto): Promise<Response> {
  return app.inject({
    method: 'POST',
    url: `/apis/v1/businesses/${payload.businessId}/orders`,
    headers: { ...jsonHeaders, cookie },
    payload: { orders: [payload] },
  });
}

function codeOf(response: Response): string {
  const body = response.json() as { errType: number; innerErrorType: number };
  return `${'?ABCDEF'[body.errType]}${body.innerErrorType}`;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

async function ordersOf(userId: string): Promise<number> {
  const [row] = await rows<{ value: number }>(
    sql`select count(*) as value from orders where user_id = ${userId}`,
  );
  return Number(row?.value);
}

// The time chooser's slots, from the fixture store's fields as its store page gives them.
const storeTimes: StoreTimeSettings = {
  timeZone: TIME_ZONE,
  openHours: STORE_HOURS,
  prepareSeconds: 1200,
  spacTimeMinutes: 15,
  reserveDay: 1,
  orderInAdvance: true,
  isOpen: true,
};
const slotsOf = (days: ReadonlyArray<{ slots: number[] }>) => days.flatMap((day) => day.slots);
const DELIVERY_SLOTS = slotsOf(timeSlots(deliverySlotRules(storeTimes, null), WED_NOON).days);
const COUNTER_SLOTS = slotsOf(
  timeSlots(pickupSlotRules(storeTimes, { pickupHours: STORE_HOURS, asap: true }), WED_NOON).days,
);
const CURBSIDE_SLOTS = slotsOf(
  timeSlots(pickupSlotRules(storeTimes, { pickupHours: STORE_HOURS, asap: false }), WED_NOON).days,
);
const HOST_SLOTS = slotsOf(
  hostSlots({
    pickupHours: STORE_HOURS,
    windows: [],
    prepareTimeSeconds: 3600,
    timeZone: TIME_ZONE,
    reserveDay: 1,
    spacTimeMinutes: 15,
    now: WED_NOON,
  }),
);
const servesBreakfast = (time: number | null | undefined) =>
  typeof time === 'number' && isTimedMenuOpen({ openHours: BREAKFAST_HOURS }, TIME_ZONE, time);

/** A chosen time: ASAP where offered, any offered slot, or (more often than by chance) a breakfast one. */
function timeArb(slots: readonly number[], asap: boolean): fc.Arbitrary<number | null> {
  const breakfast = slots.filter(servesBreakfast);
  return fc.oneof(
    ...(asap ? [fc.constant(null)] : []),
    fc.constantFrom(...slots),
    ...(breakfast.length > 0 ? [fc.constantFrom(...breakfast)] : []),
  );
}

type Destination = Pick<CartSpec, 'type' | 'address' | 'host' | 'time' | 'pickupAddressId' | 'table'>;

/** Up to about 4.9 miles from the store in any direction: inside the 5-mile radius. */
const addressArb = fc
  .record({
    latitude: fc.double({ min: -0.07, max: 0.07, noNaN: true }),
    longitude: fc.double({ min: -0.09, max: 0.09, noNaN: true }),
  })
  .map((offset) => ({
    latitude: STORE_LOCATION.latitude + offset.latitude,
    longitude: STORE_LOCATION.longitude + offset.longitude,
  }))
  .filter((point) => milesBetween(STORE_LOCATION, point) < 4.9);

function destinationArb(fixture: StoreFixture): fc.Arbitrary<Destination> {
  const { counter, curbside } = fixture.pickupAddresses;
  return fc.oneof(
    fc.record({
      type: fc.constant('delivery' as const),
      address: addressArb,
      time: timeArb(DELIVERY_SLOTS, true),
    }),
    fc.record({
      type: fc.constant('delivery' as const),
      host: fc.record({ id: fc.constant(fixture.hosts.linked), time: fc.constantFrom(...HOST_SLOTS) }),
    }),
    fc.record({
      type: fc.constant('pickup' as const),
      pickupAddressId: fc.constant(counter),
      time: timeArb(COUNTER_SLOTS, true),
    }),
    fc.record({
      type: fc.constant('pickup' as const),
      pickupAddressId: fc.constant(curbside),
      time: timeArb(CURBSIDE_SLOTS, false),
    }),
    fc.record({
      type: fc.constant('dineIn' as const),
      table: fc.record({
        tableName: fc.constant(fixture.tableName),
        peopleNumber: fc.integer({ min: 1, max: 20 }),
      }),
    }),
  );
}

/** Beef noodles with any valid choice: a spice, up to two toppings, a size or none, and extras. */
function noodlesArb(fixture: StoreFixture): fc.Arbitrary<CartLine> {
  const { noodles } = fixture;
  return fc
    .record({
      quantity: fc.integer({ min: 1, max: 5 }),
      spice: fc.constantFrom(noodles.spice.mild, noodles.spice.hot),
      toppings: fc.subarray(noodles.toppings.values, { maxLength: 2 }),
      size: fc.constantFrom(null, noodles.size.regular, noodles.size.large),
      // Eggs up to 2, tofu 0 or at least 2, at most 3 extras.
      extras: fc.constantFrom(
        { eggs: 0, tofu: 0 },
        { eggs: 1, tofu: 0 },
        { eggs: 2, tofu: 0 },
        { eggs: 0, tofu: 2 },
        { eggs: 0, tofu: 3 },
        { eggs: 1, tofu: 2 },
      ),
    })
    .map(({ quantity, spice, toppings, size, extras: { eggs, tofu } }) => {
      const picked = [
        ...(eggs > 0 ? [{ id: noodles.extras.egg, boughtNumber: eggs, price: 100 }] : []),
        ...(tofu > 0 ? [{ id: noodles.extras.tofu, boughtNumber: tofu, price: 150 }] : []),
      ];
      const item = fixture.items.noodles;
      return {
        request: {
          id: item.id,
          boughtNumber: quantity,
          specifications: [
            { id: noodles.spice.id, values: [spice] },
            ...(toppings.length > 0 ? [{ id: noodles.toppings.id, values: toppings }] : []),
          ],
          attributes: size === null ? [] : [{ id: noodles.size.id, valueId: size }],
          addOns:
            picked.length > 0
              ? [
                  {
                    id: noodles.extras.id,
                    values: picked.map(({ id, boughtNumber }) => ({ id, boughtNumber })),
                  },
                ]
              : [],
        },
        pricing: {
          commodityId: item.id,
          price: item.price,
          takeawayPrice: item.takeawayPrice,
          attributePrices: size === null ? [] : [size === noodles.size.large ? 200 : 0],
          addOns: picked.map(({ price, boughtNumber }) => ({ price, count: boughtNumber })),
          quantity,
          redeemed: false,
        },
      };
    });
}

/** Wings, 2 to 4, with one or two sauces (soy free, chili 50 cents). */
function wingsArb(fixture: StoreFixture): fc.Arbitrary<CartLine> {
  const { soy, chili } = fixture.wingsSauce;
  return fc
    .record({
      quantity: fc.integer({ min: 2, max: 4 }),
      sauces: fc.constantFrom(
        { soys: 1, chilis: 0 },
        { soys: 2, chilis: 0 },
        { soys: 0, chilis: 1 },
        { soys: 0, chilis: 2 },
        { soys: 1, chilis: 1 },
      ),
    })
    .map(({ quantity, sauces: { soys, chilis } }) => {
      const line = plainLine(fixture.items.wings, quantity);
      const picked = [
        ...(soys > 0 ? [{ id: soy, boughtNumber: soys, price: 0 }] : []),
        ...(chilis > 0 ? [{ id: chili, boughtNumber: chilis, price: 50 }] : []),
      ];
      return {
        request: {
          ...line.request,
          addOns: [
            {
              id: fixture.wingsSauce.id,
              values: picked.map(({ id, boughtNumber }) => ({ id, boughtNumber })),
            },
          ],
        },
        pricing: {
          ...line.pricing,
          addOns: picked.map(({ price, boughtNumber }) => ({ price, count: boughtNumber })),
        },
      };
    });
}

/** Tea, redeemed with points or not; a redeemed line is one redeemed unit and the paid rest, as the cart sends it. */
function teaArb(fixture: StoreFixture): fc.Arbitrary<CartLine[]> {
  const { tea } = fixture.items;
  return fc
    .record({ quantity: fc.integer({ min: 1, max: 3 }), redeemed: fc.boolean() })
    .map(({ quantity, redeemed }) =>
      redeemed
        ? [plainLine(tea, 1, true), ...(quantity > 1 ? [plainLine(tea, quantity - 1)] : [])]
        : [plainLine(tea, quantity)],
    );
}

const maybe = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
  fc.option(arbitrary, { freq: 2, nil: null });
const quantity = (max: number) => fc.integer({ min: 1, max });

/**
 * A random subset of the items the destination allows, each with valid options and quantities: no soup
 * for delivery, pancakes only for a breakfast time, tea (the required category) always for dine-in.
 * Lines of one cart item stay together; the items come in any order.
 */
function linesArb(fixture: StoreFixture, destination: Destination): fc.Arbitrary<CartLine[]> {
  const { items } = fixture;
  const groups: Array<fc.Arbitrary<CartLine[] | null>> = [
    maybe(fc.array(noodlesArb(fixture), { minLength: 1, maxLength: 2 })),
    maybe(quantity(5).map((count) => [plainLine(items.dumplings, count)])),
    maybe(wingsArb(fixture).map((line) => [line])),
    destination.type === 'dineIn' ? teaArb(fixture) : maybe(teaArb(fixture)),
  ];
  if (destination.type !== 'delivery')
    groups.push(maybe(quantity(3).map((count) => [plainLine(items.soup, count)])));
  if (servesBreakfast(destination.time ?? destination.host?.time)) {
    groups.push(maybe(quantity(3).map((count) => [plainLine(items.pancakes, count)])));
  }
  return fc
    .tuple(...groups)
    .map((picked) => picked.filter((group): group is CartLine[] => group !== null))
    .filter((picked) => picked.length > 0)
    .chain((picked) => fc.shuffledSubarray(picked, { minLength: picked.length }))
    .map((picked) => picked.flat());
}

const tipArb: fc.Arbitrary<TipChoice> = fc.oneof(
  fc.record({ kind: fc.constant('option' as const), index: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('custom' as const), amount: fc.integer({ min: 0, max: 2500 }) }),
);

/** A coupon of the store or the platform, of any type, with any conditions the wallet can hold. */
function couponArb(fixture: StoreFixture): fc.Arbitrary<CouponOptions> {
  const conditions = {
    businessId: fc.constantFrom(fixture.businessId, null),
    minCommoditiesPrice: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2500 })),
    maxDeliveryDistanceMiles: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
    orderTypes: fc.subarray(['delivery', 'pickup', 'dineIn'] as const).map((types) => [...types]),
  };
  return fc.oneof(
    fc.record({
      ...conditions,
      couponType: fc.constant('discount' as const),
      discountPercent: fc.integer({ min: 0, max: 100 }),
      maxDiscountPrice: fc.option(fc.integer({ min: 1, max: 1500 }), { nil: null }),
    }),
    fc.record({
      ...conditions,
      couponType: fc.constant('cash' as const),
      discountPrice: fc.integer({ min: 1, max: 3000 }),
    }),
    fc.record({ ...conditions, couponType: fc.constant('freeDeliveryPrice' as const) }),
  );
}

interface Cart {
  destination: Destination;
  lines: CartLine[];
  tip: TipChoice;
  coupon: CouponOptions | null;
}

function cartArb(fixture: StoreFixture): fc.Arbitrary<Cart> {
  return destinationArb(fixture).chain((destination) =>
    fc.record({
      destination: fc.constant(destination),
      lines: linesArb(fixture, destination),
      tip: tipArb,
      // Most carts carry a coupon: many are unavailable for the cart and then left out, as the cart does.
      coupon: fc.option(couponArb(fixture), { freq: 4, nil: null }),
    }),
  );
}

/**
 * A new diner holding what the cart needs (points for a redemption, the coupon in the wallet), and the
 * payload and quote the web cart makes: the coupon is applied only when the engine says it is available.
 */
async function prepare(cart: Cart) {
  const diner = await createSignedInUser(database.db);
  if (cart.lines.some((line) => line.pricing.redeemed)) {
    await givePoints(database.db, diner.userId, store.businessId, 1000);
  }
  const spec: CartSpec = { store, now: WED_NOON, ...cart.destination, lines: cart.lines, tip: cart.tip };
  let order = buildOrder(spec);
  if (cart.coupon) {
    const { userCouponId } = await grantCoupon(database.db, diner.userId, cart.coupon);
    const withCoupon = buildOrder({ ...spec, coupon: couponRuleOf(userCouponId, cart.coupon) });
    if (withCoupon.quote.couponUnavailable === null) order = withCoupon;
  }
  return { diner, ...order };
}

/** What the cart would not let the diner submit (in these carts only a coupon can bring a total under 50 cents). */
const submittable = (quote: PriceQuote): boolean =>
  !quote.flags.belowMinimumTotal && !quote.flags.beyondMaxDistance && quote.flags.deliveryShortfall === 0;

describe('order submission, property-based', () => {
  it(
    'accepts any valid cart at the engine’s total and stores the engine’s figures',
    async () => {
      await fc.assert(
        fc.asyncProperty(cartArb(store), async (cart) => {
          const { diner, payload, quote } = await prepare(cart);
          fc.pre(submittable(quote));
          const response = await submit(diner.cookie, payload);
          expect(response.statusCode, response.body).toBe(200);
          const [order] = (response.json() as { orders: SubmittedOrderDto[] }).orders;
          expect(order?.totalPrice).toBe(quote.totalPrice);
          expect(order?.totalPrice).toBeGreaterThanOrEqual(0);
          const [row] = await rows<Record<string, unknown>>(
            sql`select commodities_price, discount_price, order_discount_price, discounted_price, excise_price,
                       service_price, delivery_price, small_order_extra_price, tip_price, total_price, points_used
                from orders where id = ${order?.id ?? null}`,
          );
          expect(row).toEqual({
            commodities_price: quote.commoditiesPrice,
            discount_price: quote.discountPrice,
            order_discount_price: quote.orderDiscountPrice,
            discounted_price: quote.discountedPrice,
            excise_price: quote.excisePrice,
            service_price: quote.servicePrice,
            delivery_price: quote.deliveryPrice,
            small_order_extra_price: quote.smallOrderExtraPrice,
            tip_price: quote.tipPrice,
            total_price: quote.totalPrice,
            points_used: quote.pointsUsed,
          });
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  type Figure = 'tipPrice' | 'excisePrice' | 'servicePrice' | 'deliveryPrice' | 'totalPrice';

  const figureOf = (payload: OrderPayloadDto, figure: Figure): number =>
    figure === 'deliveryPrice' ? (payload.deliveryInfo?.deliveryPrice ?? 0) : payload[figure];

  function withFigure(payload: OrderPayloadDto, figure: Figure, value: number): OrderPayloadDto {
    if (figure !== 'deliveryPrice') return { ...payload, [figure]: value };
    const deliveryInfo = payload.deliveryInfo;
    return deliveryInfo ? { ...payload, deliveryInfo: { ...deliveryInfo, deliveryPrice: value } } : payload;
  }

  /**
   * The refusal a figure a cent off gets. The store takes any custom tip, so a changed tip changes what the
   * total should be — except on a free redeemed item, where the only tip allowed is 0.
   */
  function expectedRefusal(figure: Figure, value: number, quote: PriceQuote): ServerErrorKey {
    if (value < 0) return 'REQUEST_INVALID';
    if (figure === 'tipPrice')
      return quote.flags.tipForcedZero ? 'ORDER_TIP_MISMATCH' : 'ORDER_TOTAL_MISMATCH';
    const keys = {
      excisePrice: 'ORDER_TAX_MISMATCH',
      servicePrice: 'ORDER_SERVICE_FEE_MISMATCH',
      deliveryPrice: 'ORDER_DELIVERY_FEE_MISMATCH',
      totalPrice: 'ORDER_TOTAL_MISMATCH',
    } as const;
    return keys[figure];
  }

  const tamperedArb = (fixture: StoreFixture) =>
    cartArb(fixture).chain((cart) =>
      fc.record({
        cart: fc.constant(cart),
        figure: fc.constantFrom<Figure>(
          'tipPrice',
          'excisePrice',
          'servicePrice',
          'totalPrice',
          ...(cart.destination.type === 'delivery' ? (['deliveryPrice'] as const) : []),
        ),
        delta: fc.constantFrom(-1, 1),
      }),
    );

  it(
    'refuses any one figure a cent off with its coded error and writes nothing; the exact figures then go through',
    async () => {
      await fc.assert(
        fc.asyncProperty(tamperedArb(store), async ({ cart, figure, delta }) => {
          const { diner, payload, quote } = await prepare(cart);
          fc.pre(submittable(quote));
          const value = figureOf(payload, figure) + delta;
          const key = expectedRefusal(figure, value, quote);
          const refused = await submit(diner.cookie, withFigure(payload, figure, value));
          expect(
            { status: refused.statusCode, code: codeOf(refused) },
            `${figure} ${delta > 0 ? '+' : '−'}1: ${refused.body}`,
          ).toEqual({ status: serverErrors[key].status, code: serverErrors[key].code });
          expect(await ordersOf(diner.userId)).toBe(0);
          // The same cart with the engine's figures, under the same identifier, is taken: the cent was the reason.
          expect((await submit(diner.cookie, payload)).statusCode).toBe(200);
          expect(await ordersOf(diner.userId)).toBe(1);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );
});
