import type { OrderPayloadDto, SubmittedOrderDto } from '@nearbite/contract/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import {
  type CouponOptions,
  createSignedInUser,
  createStoreFixture,
  givePoints,
  grantCoupon,
} from '../../test/order-fixtures.js';
import { buildOrder, couponRuleOf, noodlesLine, plainLine } from '../../test/order-payloads.js';
import { jsonHeaders } from '../../test/test-app.js';
import { concurrentTitle, createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * Submissions at the same moment: stock, coupons and points are taken with conditional updates inside
 * the order's transaction, so no interleaving oversells, reuses or overspends, and a resubmission of one
 * frontendIdentifier never makes a second order.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');

let database: TestDatabase;
let app: NearbiteApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => WED_NOON });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function submit(cookie: string, payload: OrderPayloadDto) {
  return app.inject({
    method: 'POST',
    url: `/apis/v1/businesses/${payload.businessId}/orders`,
    headers: { ...jsonHeaders, cookie },
    payload: { orders: [payload] },
  });
}

type Response = Awaited<ReturnType<typeof submit>>;

const codeOf = (response: Response): string => {
  if (response.statusCode === 200) return 'ok';
  const body = response.json() as { errType: number; innerErrorType: number };
  return `${'?ABCDEF'[body.errType]}${body.innerErrorType}`;
};

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = (await database.db.execute(query)).rows as Array<{ value: number }>;
  return Number(row?.value);
}

describe('concurrent submissions', () => {
  it(
    concurrentTitle('sells 5 in stock to exactly 5 of 50 orders at once, and the stock ends at 0'),
    async () => {
      const store = await createStoreFixture(database.db, { dumplingsStock: 5 });
      const diner = await createSignedInUser(database.db);
      const responses = await Promise.all(
        Array.from({ length: 50 }, () =>
          submit(
            diner.cookie,
            buildOrder({ store, now: WED_NOON, type: 'pickup', lines: [plainLine(store.items.dumplings, 1)] })
              .payload,
          ),
        ),
      );
      const codes = responses.map(codeOf);
      expect(codes.filter((code) => code === 'ok')).toHaveLength(5);
      // Refused before the write when the stock read was already 0, or by the conditional update.
      expect(codes.filter((code) => code !== 'ok').every((code) => code === 'A27' || code === 'A34')).toBe(
        true,
      );
      expect(
        await count(
          sql`select stock_number as value from commodities where id = ${store.items.dumplings.id}`,
        ),
      ).toBe(0);
      expect(
        await count(sql`select count(*) as value from orders where business_id = ${store.businessId}`),
      ).toBe(5);
    },
  );

  it('makes one order of 20 submissions with one frontendIdentifier, taking the stock once', async () => {
    const store = await createStoreFixture(database.db, { dumplingsStock: 5 });
    const diner = await createSignedInUser(database.db);
    const { payload } = buildOrder({
      store,
      now: WED_NOON,
      type: 'pickup',
      lines: [plainLine(store.items.dumplings, 2)],
    });
    const responses = await Promise.all(Array.from({ length: 20 }, () => submit(diner.cookie, payload)));
    expect(responses.map(codeOf)).toEqual(Array(20).fill('ok'));
    const ids = new Set(
      responses.map((response) => (response.json() as { orders: SubmittedOrderDto[] }).orders[0]?.id),
    );
    expect(ids.size).toBe(1);
    expect(
      await count(sql`select count(*) as value from orders where business_id = ${store.businessId}`),
    ).toBe(1);
    expect(
      await count(sql`select stock_number as value from commodities where id = ${store.items.dumplings.id}`),
    ).toBe(3);
  });

  it(concurrentTitle('lets one of two orders at once use a coupon'), async () => {
    const store = await createStoreFixture(database.db);
    const diner = await createSignedInUser(database.db);
    const cash: CouponOptions = { businessId: store.businessId, couponType: 'cash', discountPrice: 300 };
    const { userCouponId } = await grantCoupon(database.db, diner.userId, cash);
    const order = () =>
      buildOrder({
        store,
        now: WED_NOON,
        type: 'pickup',
        lines: [noodlesLine(store, 2)],
        coupon: couponRuleOf(userCouponId, cash),
      }).payload;
    const codes = (await Promise.all([submit(diner.cookie, order()), submit(diner.cookie, order())])).map(
      codeOf,
    );
    expect(codes.sort()).toEqual(['A133', 'ok']);
    expect(
      await count(sql`select count(*) as value from order_coupons where user_coupon_id = ${userCouponId}`),
    ).toBe(1);
  });

  it(
    concurrentTitle('never spends points below zero: of two redemptions at once the balance covers one'),
    async () => {
      const store = await createStoreFixture(database.db);
      const diner = await createSignedInUser(database.db);
      const cardId = await givePoints(database.db, diner.userId, store.businessId, 150);
      const order = () =>
        buildOrder({
          store,
          now: WED_NOON,
          type: 'pickup',
          lines: [plainLine(store.items.tea, 1, true), noodlesLine(store, 1)],
        }).payload;
      const codes = (await Promise.all([submit(diner.cookie, order()), submit(diner.cookie, order())])).map(
        codeOf,
      );
      expect(codes.sort()).toEqual(['A162', 'ok']);
      expect(await count(sql`select cur_points as value from points_cards where id = ${cardId}`)).toBe(50);
      // The opening reward and the one spend; the statement sums to the balance.
      expect(await count(sql`select count(*) as value from points_ledger where card_id = ${cardId}`)).toBe(2);
      expect(
        await count(sql`select sum(change_number) as value from points_ledger where card_id = ${cardId}`),
      ).toBe(50);
    },
  );
});
