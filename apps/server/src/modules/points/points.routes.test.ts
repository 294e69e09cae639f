import { randomUUID } from 'node:crypto';
import type { WalletCouponDto } from '@nearbite/contract/coupon-wallet';
import type {
  PointsCardDto,
  PointsContentDto,
  PointsCouponDto,
  PointsExchangeDto,
  PointsStatementDto,
} from '@nearbite/contract/points';
import type { PointsChangeType } from '@nearbite/domain/points-programme';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { pointsCouponRules, pointsLedger } from '../../db/schema/points.js';
import { coupons } from '../../db/schema/promotions.js';
import {
  createSignedInUser,
  createStoreFixture,
  givePoints,
  type StoreFixture,
} from '../../test/order-fixtures.js';
import { jsonHeaders } from '../../test/test-app.js';
import { concurrentTitle, createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createPointsRepository } from './points.repository.js';

/**
 * The points programme through the API on a real database: cards, coupons for points, the explanation,
 * the redemption history and the statement. Every balance here is built from statement lines, so the
 * balance must equal the sum of the statement after every exchange, also concurrent ones.
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
  await database.db.execute(sql`update points_programmes set
    points_explain = ${JSON.stringify({ en: 'Double points this month', zh: '本月双倍积分' })}::jsonb,
    learn_more_gain_points_rules = ${JSON.stringify({ en: 'Earn on completion', zh: '完成后获得' })}::jsonb,
    is_double = true
    where business_id = ${store.businessId}`);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(() => {
  now = WED_NOON;
});

type Response = Awaited<ReturnType<NearbiteApp['inject']>>;

const get = (url: string, cookie: string | null = null, language = 'en-US') =>
  app.inject({
    method: 'GET',
    url: `/apis/v1${url}`,
    headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) },
  });

const post = (url: string, cookie: string | null) =>
  app.inject({
    method: 'POST',
    url: `/apis/v1${url}`,
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: {},
  });

function codeOf(response: Response): string {
  if (response.statusCode === 200) return 'ok';
  const body = response.json() as { errType: number; innerErrorType: number };
  return `${'?ABCDEF'[body.errType]}${body.innerErrorType}`;
}

function expectError(response: Response, status: number, code: string) {
  expect({ status: response.statusCode, code: codeOf(response) }, response.body).toEqual({ status, code });
}

async function value(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = (await database.db.execute(query)).rows as Array<{ value: number | string | null }>;
  return Number(row?.value ?? 0);
}

/** Points given by the store as a statement line (business reward), creating the card when missing. */
const reward = (userId: string, businessId: string, points: number, at = new Date(now)) =>
  givePoints(database.db, userId, businessId, points, at);

const balanceOf = (userId: string, businessId: string) =>
  value(
    sql`select cur_points as value from points_cards where user_id = ${userId} and business_id = ${businessId}`,
  );
const ledgerSumOf = (userId: string, businessId: string) =>
  value(sql`select sum(l.change_number) as value from points_ledger l join points_cards c on c.id = l.card_id
    where c.user_id = ${userId} and c.business_id = ${businessId}`);

/** A coupon of the store sold for `requiredPoints`. */
async function sellCoupon(
  requiredPoints: number,
  options: { stockNumber?: number | null; title?: string; sortOrder?: number } = {},
): Promise<string> {
  const couponId = randomUUID();
  await database.db.insert(coupons).values({
    id: couponId,
    businessId: store.businessId,
    title: { en: options.title ?? `${requiredPoints}-point coupon`, zh: `${requiredPoints}积分券` },
    couponType: 'cash',
    discountPrice: 300,
    expiryKind: 'duration',
    durationSeconds: 30 * 86_400,
    claimable: false,
  });
  await database.db.insert(pointsCouponRules).values({
    businessId: store.businessId,
    couponId,
    requiredPoints,
    stockNumber: options.stockNumber ?? null,
    sortOrder: options.sortOrder ?? 0,
  });
  return couponId;
}

const exchange = (couponId: string, cookie: string | null, businessId = store.businessId) =>
  post(`/businesses/${businessId}/couponAcquisitionRules/${couponId}/userCoupon`, cookie);

describe('points cards', () => {
  it(
    concurrentTitle('creates the card once, however often and however concurrently it is asked for'),
    async () => {
      const diner = await createSignedInUser(database.db);
      const url = `/user/points/businesses/${store.businessId}`;
      expect((await get(url, diner.cookie)).json()).toEqual({ id: null, curPoints: 0 });
      const responses = await Promise.all(Array.from({ length: 10 }, () => post(url, diner.cookie)));
      expect(responses.map(codeOf)).toEqual(Array(10).fill('ok'));
      const ids = new Set(responses.map((response) => (response.json() as { id: string }).id));
      expect(ids.size).toBe(1);
      expect((await post(url, diner.cookie)).json()).toEqual({ id: [...ids][0], curPoints: 0 });
      expect(
        await value(sql`select count(*) as value from points_cards where user_id = ${diner.userId}`),
      ).toBe(1);
      await reward(diner.userId, store.businessId, 40);
      expect((await post(url, diner.cookie)).json()).toEqual({ id: [...ids][0], curPoints: 40 });
      expectError(await post(url, null), 401, 'A7');
    },
  );

  it('refuses a card at a store without a running programme', async () => {
    const diner = await createSignedInUser(database.db);
    const off = await createStoreFixture(database.db);
    await database.db.execute(
      sql`update businesses set points_status = 'inactive' where id = ${off.businessId}`,
    );
    const none = await createStoreFixture(database.db);
    await database.db.execute(sql`delete from points_programmes where business_id = ${none.businessId}`);
    expectError(await post(`/user/points/businesses/${off.businessId}`, diner.cookie), 409, 'A164');
    expectError(await post(`/user/points/businesses/${none.businessId}`, diner.cookie), 404, 'A163');
    expectError(await post(`/user/points/businesses/${randomUUID()}`, diner.cookie), 404, 'A76');
  });

  it("lists the diner's cards with their stores, most recently changed first", async () => {
    const diner = await createSignedInUser(database.db);
    const other = await createStoreFixture(database.db);
    await reward(diner.userId, store.businessId, 120, new Date(now));
    now += 1000;
    await reward(diner.userId, other.businessId, 30, new Date(now));
    const response = await get('/user/points/businesses', diner.cookie, 'zh-CN');
    expect(response.statusCode, response.body).toBe(200);
    const { cards } = response.json() as { cards: PointsCardDto[] };
    expect(cards.map((card) => [card.business.id, card.curPoints])).toEqual([
      [other.businessId, 30],
      [store.businessId, 120],
    ]);
    expect(cards[1]?.business).toMatchObject({
      name: 'Fixture Noodle House（中）',
      pointsConfig: { status: true },
      pointsExchangeRules: { commodities: [{ requiredPoints: 100, content: '$5.00及以下的商品' }] },
    });
    expectError(await get('/user/points/businesses'), 401, 'A7');
  });

  it('lists only cards that have had points: not one a store visit created, still one emptied to 0', async () => {
    const diner = await createSignedInUser(database.db);
    const [visited, spentAll, expiredAll] = await Promise.all(
      Array.from({ length: 3 }, () => createStoreFixture(database.db)),
    );
    if (!visited || !spentAll || !expiredAll) throw new Error('stores missing');
    const listed = async () =>
      ((await get('/user/points/businesses', diner.cookie)).json() as { cards: PointsCardDto[] }).cards.map(
        (card) => [card.business.id, card.curPoints],
      );

    // Entering a store with a programme creates an empty card: no points there yet, so not listed.
    expect(codeOf(await post(`/user/points/businesses/${visited.businessId}`, diner.cookie))).toBe('ok');
    expect(await listed()).toEqual([]);

    // Points given, then all spent: the card stays listed at 0.
    await reward(diner.userId, spentAll.businessId, 80, new Date(now));
    const deducted = await createPointsRepository(database.db).applyChange({
      userId: diner.userId,
      businessId: spentAll.businessId,
      changeType: 'businessDeduction',
      points: 80,
      reference: null,
      at: new Date(now),
    });
    expect(deducted.kind).toBe('applied');

    // Points given, then expired by the store's validity: the card stays listed at 0.
    await database.db.execute(sql`update points_programmes set points_validity_days = 1
      where business_id = ${expiredAll.businessId}`);
    now += 1000;
    await reward(diner.userId, expiredAll.businessId, 60, new Date(now));
    now += 2 * 86_400_000;
    await app.pointsExpirySweeper.runOnce();
    expect(await balanceOf(diner.userId, expiredAll.businessId)).toBe(0);
    expect(await listed()).toEqual([
      [expiredAll.businessId, 0],
      [spentAll.businessId, 0],
    ]);

    // The visited store's card joins the list once it gains points.
    now += 1000;
    await reward(diner.userId, visited.businessId, 10, new Date(now));
    expect((await listed())[0]).toEqual([visited.businessId, 10]);
    expect(await value(sql`select count(*) as value from points_cards where user_id = ${diner.userId}`)).toBe(
      3,
    );
  });
});

describe('coupons for points', () => {
  it('lists the store’s coupons with their points, leaving out sold-out ones when asked', async () => {
    const shop = await createStoreFixture(database.db);
    const sell = async (points: number, stockNumber: number | null, sortOrder: number) => {
      const couponId = randomUUID();
      await database.db.insert(coupons).values({
        id: couponId,
        businessId: shop.businessId,
        title: { en: `${points} points`, zh: `${points}积分` },
        couponType: 'cash',
        discountPrice: 200,
        expiryKind: 'duration',
        durationSeconds: 86_400,
        claimable: false,
      });
      await database.db
        .insert(pointsCouponRules)
        .values({ businessId: shop.businessId, couponId, requiredPoints: points, stockNumber, sortOrder });
      return couponId;
    };
    const plenty = await sell(150, null, 0);
    const soldOut = await sell(80, 0, 1);
    const url = `/businesses/${shop.businessId}/couponAcquisitionRules`;
    const all = (await get(url)).json() as { coupons: PointsCouponDto[] };
    expect(all.coupons.map((coupon) => [coupon.id, coupon.requiredPoints, coupon.stockNumber])).toEqual([
      [plenty, 150, null],
      [soldOut, 80, 0],
    ]);
    expect(all.coupons[0]).toMatchObject({ name: '150 points', discountedPrice: 200, expiresToday: false });
    const stocked = (await get(`${url}?skipUnstocked=true`)).json() as { coupons: PointsCouponDto[] };
    expect(stocked.coupons.map((coupon) => coupon.id)).toEqual([plenty]);
    await database.db.execute(
      sql`update businesses set points_status = 'inactive' where id = ${shop.businessId}`,
    );
    expect((await get(url)).json()).toEqual({ coupons: [] });
    expectError(await get(`/businesses/${randomUUID()}/couponAcquisitionRules`), 404, 'A76');
  });

  it('exchanges points for a coupon: the wallet, the history and the statement all show it', async () => {
    const diner = await createSignedInUser(database.db);
    const couponId = await sellCoupon(100, { stockNumber: 5, title: 'Free drink' });
    await reward(diner.userId, store.businessId, 250);
    now += 1000;
    const response = await exchange(couponId, diner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { coupon: WalletCouponDto; curPoints: number };
    expect(body.curPoints).toBe(150);
    expect(body.coupon).toMatchObject({ id: couponId, validUntil: now + 30 * 86_400_000 });

    const wallet = (await get('/user/coupons', diner.cookie)).json() as { coupons: WalletCouponDto[] };
    expect(wallet.coupons.map((coupon) => coupon.userCouponId)).toEqual([body.coupon.userCouponId]);
    const history = (
      await get(`/user/points/businesses/${store.businessId}/exchanges`, diner.cookie)
    ).json() as {
      exchanges: PointsExchangeDto[];
      total: number;
    };
    expect(history).toEqual({
      total: 1,
      exchanges: [
        {
          id: expect.any(String),
          createdTime: now,
          consumePoints: 100,
          exchangeType: 'coupon',
          commodity: null,
          coupon: { desc: 'Free drink', number: 1, couponId, userCouponId: body.coupon.userCouponId },
          orderId: null,
        },
      ],
    });
    const statement = (
      await get(`/user/points/businesses/${store.businessId}/statements`, diner.cookie)
    ).json() as {
      statements: PointsStatementDto[];
    };
    expect(
      statement.statements.map((line) => [line.changeType, line.changeNumber, line.balanceAfter]),
    ).toEqual([
      ['consumedForCoupon', -100, 150],
      ['businessReward', 250, 250],
    ]);
    expect(
      await value(sql`select stock_number as value from points_coupon_rules where coupon_id = ${couponId}`),
    ).toBe(4);
    expect(await ledgerSumOf(diner.userId, store.businessId)).toBe(150);
  });

  it('refuses an exchange without enough points, without a card, sold out or signed out, and changes nothing', async () => {
    const diner = await createSignedInUser(database.db);
    const couponId = await sellCoupon(100);
    expectError(await exchange(couponId, diner.cookie), 409, 'A162');
    await reward(diner.userId, store.businessId, 99);
    expectError(await exchange(couponId, diner.cookie), 409, 'A162');
    expectError(await exchange(await sellCoupon(10, { stockNumber: 0 }), diner.cookie), 409, 'A142');
    expectError(await exchange(randomUUID(), diner.cookie), 404, 'A130');
    expectError(await exchange(couponId, null), 401, 'A7');
    expect(await balanceOf(diner.userId, store.businessId)).toBe(99);
    expect(await ledgerSumOf(diner.userId, store.businessId)).toBe(99);
    expect(await value(sql`select count(*) as value from user_coupons where user_id = ${diner.userId}`)).toBe(
      0,
    );
  });

  it(
    concurrentTitle('of 20 exchanges of 100 points at once on a balance of 100, exactly one succeeds'),
    async () => {
      const diner = await createSignedInUser(database.db);
      const couponId = await sellCoupon(100, { stockNumber: 50 });
      await reward(diner.userId, store.businessId, 100);
      const codes = (
        await Promise.all(Array.from({ length: 20 }, () => exchange(couponId, diner.cookie)))
      ).map(codeOf);
      expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
      expect(codes.filter((code) => code !== 'ok').every((code) => code === 'A162')).toBe(true);
      expect(await balanceOf(diner.userId, store.businessId)).toBe(0);
      expect(await ledgerSumOf(diner.userId, store.businessId)).toBe(0);
      expect(await value(sql`select count(*) as value from user_coupons where coupon_id = ${couponId}`)).toBe(
        1,
      );
      expect(
        await value(sql`select count(*) as value from points_exchanges where coupon_id = ${couponId}`),
      ).toBe(1);
      // The rule's stock taken by the refused exchanges was given back with their rollback.
      expect(
        await value(sql`select stock_number as value from points_coupon_rules where coupon_id = ${couponId}`),
      ).toBe(49);
    },
  );
});

describe('the history lists', () => {
  it('pages the redemption history by 10, newest first', async () => {
    const diner = await createSignedInUser(database.db);
    const couponId = await sellCoupon(10);
    await reward(diner.userId, store.businessId, 120);
    for (let index = 0; index < 12; index += 1) {
      now += 1000;
      expect(codeOf(await exchange(couponId, diner.cookie))).toBe('ok');
    }
    const page = async (query: string) =>
      (await get(`/user/points/businesses/${store.businessId}/exchanges${query}`, diner.cookie)).json() as {
        exchanges: PointsExchangeDto[];
        total: number;
      };
    const first = await page('?pageNumber=1');
    expect(first.total).toBe(12);
    expect(first.exchanges.map((record) => record.createdTime)).toEqual(
      Array.from({ length: 10 }, (_, index) => WED_NOON + (12 - index) * 1000),
    );
    const second = await page('?pageNumber=2&pageCapacity=10');
    expect(second.exchanges.map((record) => record.createdTime)).toEqual([WED_NOON + 2000, WED_NOON + 1000]);
    expect(await balanceOf(diner.userId, store.businessId)).toBe(0);
    expect(await ledgerSumOf(diner.userId, store.businessId)).toBe(0);
  });

  it('pages the statement by 10 and filters it into all, positive and negative lines', async () => {
    const diner = await createSignedInUser(database.db);
    const { businessId } = store;
    // 8 rewards of 10, then 4 deductions of 5 by the store, each a second apart.
    for (let index = 0; index < 8; index += 1)
      await reward(diner.userId, businessId, 10, new Date(WED_NOON + index * 1000));
    const [card] = (
      await database.db.execute(
        sql`select id from points_cards where user_id = ${diner.userId} and business_id = ${businessId}`,
      )
    ).rows as Array<{ id: string }>;
    for (let index = 0; index < 4; index += 1) {
      await database.db.execute(
        sql`update points_cards set cur_points = cur_points - 5 where id = ${card?.id}`,
      );
      await database.db.insert(pointsLedger).values({
        cardId: card?.id ?? '',
        changeType: 'businessDeduction',
        changeNumber: -5,
        balanceAfter: 80 - (index + 1) * 5,
        changeTime: new Date(WED_NOON + (8 + index) * 1000),
      });
    }
    const statement = async (query: string) =>
      (await get(`/user/points/businesses/${businessId}/statements${query}`, diner.cookie)).json() as {
        statements: PointsStatementDto[];
        total: number;
      };
    const all = await statement('');
    expect(all.total).toBe(12);
    expect(all.statements).toHaveLength(10);
    expect(all.statements[0]).toMatchObject({
      changeType: 'businessDeduction',
      changeNumber: -5,
      balanceAfter: 60,
    });
    expect((await statement('?statementType=all&pageNumber=2')).statements).toHaveLength(2);
    const positive = await statement('?statementType=positive');
    expect(positive.total).toBe(8);
    expect(new Set(positive.statements.map((line) => line.changeType))).toEqual(
      new Set<PointsChangeType>(['businessReward']),
    );
    const negative = await statement('?statementType=negative');
    expect(negative.total).toBe(4);
    expect(negative.statements.every((line) => line.changeNumber < 0)).toBe(true);
    expectError(
      await get(`/user/points/businesses/${businessId}/statements?statementType=odd`, diner.cookie),
      400,
      'A1',
    );
    expect(await balanceOf(diner.userId, businessId)).toBe(await ledgerSumOf(diner.userId, businessId));
  });

  it('answers empty lists before the first card and needs a signed-in diner', async () => {
    const diner = await createSignedInUser(database.db);
    expect((await get(`/user/points/businesses/${store.businessId}/exchanges`, diner.cookie)).json()).toEqual(
      {
        exchanges: [],
        total: 0,
      },
    );
    expect(
      (await get(`/user/points/businesses/${store.businessId}/statements`, diner.cookie)).json(),
    ).toEqual({
      statements: [],
      total: 0,
    });
    expectError(await get(`/user/points/businesses/${store.businessId}/statements`), 401, 'A7');
  });
});

describe('GET /user/points/businesses/:businessId/exchanges/:exchangeId', () => {
  it("answers one of the diner's redemption records as the history shows it, in the request's language", async () => {
    const diner = await createSignedInUser(database.db);
    const couponId = await sellCoupon(30, { title: 'Free tea' });
    await reward(diner.userId, store.businessId, 100);
    for (let index = 0; index < 2; index += 1) {
      now += 1000;
      expect(codeOf(await exchange(couponId, diner.cookie))).toBe('ok');
    }
    const history = (
      await get(`/user/points/businesses/${store.businessId}/exchanges`, diner.cookie)
    ).json() as { exchanges: PointsExchangeDto[] };
    const older = history.exchanges[1];
    if (!older) throw new Error('no record');
    const url = `/user/points/businesses/${store.businessId}/exchanges/${older.id}`;
    const response = await get(url, diner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(older);
    expect(((await get(url, diner.cookie, 'zh-CN')).json() as PointsExchangeDto).coupon?.desc).toBe(
      '30积分券',
    );
  });

  it("refuses a record that does not exist there (A20), someone else's (A19) and a signed-out diner", async () => {
    const diner = await createSignedInUser(database.db);
    const other = await createSignedInUser(database.db);
    const couponId = await sellCoupon(10);
    await reward(diner.userId, store.businessId, 10);
    expect(codeOf(await exchange(couponId, diner.cookie))).toBe('ok');
    const [record] = (
      (await get(`/user/points/businesses/${store.businessId}/exchanges`, diner.cookie)).json() as {
        exchanges: PointsExchangeDto[];
      }
    ).exchanges;
    const at = (businessId: string, exchangeId: string) =>
      `/user/points/businesses/${businessId}/exchanges/${exchangeId}`;
    const elsewhere = await createStoreFixture(database.db);
    expectError(await get(at(store.businessId, randomUUID()), diner.cookie), 404, 'A20');
    expectError(await get(at(store.businessId, 'not-a-record'), diner.cookie), 400, 'A1');
    expectError(await get(at(elsewhere.businessId, record?.id ?? ''), diner.cookie), 404, 'A20');
    expectError(await get(at('not-a-store', record?.id ?? ''), diner.cookie), 400, 'A1');
    expectError(await get(at(store.businessId, record?.id ?? ''), other.cookie), 403, 'A19');
    expectError(await get(at(store.businessId, record?.id ?? '')), 401, 'A7');
  });
});

describe('GET /businesses/:businessId/points/content', () => {
  it('explains the programme in the request’s language', async () => {
    const zh = (
      await get(`/businesses/${store.businessId}/points/content`, null, 'zh-CN')
    ).json() as PointsContentDto;
    expect(zh).toMatchObject({
      business: { id: store.businessId, name: 'Fixture Noodle House（中）' },
      status: true,
      pointsExplain: '本月双倍积分',
      isDouble: true,
      learnMoreGainPointsRules: '完成后获得',
      learnMoreConsumePointsRules: null,
      pointsValidityDays: null,
      exchangeRules: { commodities: [{ requiredPoints: 100, content: '$5.00及以下的商品' }] },
    });
    const en = (await get(`/businesses/${store.businessId}/points/content`)).json() as PointsContentDto;
    expect(en.pointsExplain).toBe('Double points this month');
    // A store whose points expire says after how many days without gaining any.
    const expiring = await createStoreFixture(database.db);
    await database.db.execute(
      sql`update points_programmes set points_validity_days = 180 where business_id = ${expiring.businessId}`,
    );
    const content = (
      await get(`/businesses/${expiring.businessId}/points/content`)
    ).json() as PointsContentDto;
    expect(content.pointsValidityDays).toBe(180);
  });

  it('answers A163 for a store without a programme', async () => {
    const none = await createStoreFixture(database.db);
    await database.db.execute(sql`delete from points_programmes where business_id = ${none.businessId}`);
    expectError(await get(`/businesses/${none.businessId}/points/content`), 404, 'A163');
  });
});
