import { randomUUID } from 'node:crypto';
import type { CouponViewDto, WalletCouponDto } from '@nearbite/contract/coupon-wallet';
import type { OrderPayloadDto, SubmittedOrderDto } from '@nearbite/contract/orders';
import { heldCouponState } from '@nearbite/domain/coupon-display';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { coupons } from '../../db/schema/promotions.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { buildOrder, noodlesLine } from '../../test/order-payloads.js';
import { jsonHeaders } from '../../test/test-app.js';
import { concurrentTitle, createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The claim page, redeem codes and the wallet through the API on a real database: what a diner sees of a
 * coupon, the limits of free coupons (stock, one per diner), also when many claims arrive at once.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco (PDT, UTC-7). */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const DAY_MS = 86_400_000;

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

const post = (url: string, payload: unknown, cookie: string | null, language = 'en-US') =>
  app.inject({
    method: 'POST',
    url: `/apis/v1${url}`,
    headers: { ...jsonHeaders, 'accept-language': language, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });

const submitOrder = (payload: OrderPayloadDto, cookie: string) =>
  post(`/businesses/${payload.businessId}/orders`, { orders: [payload] }, cookie);
const claim = (couponId: string, cookie: string | null) => post('/user/coupons', { couponId }, cookie);
const redeem = (code: string, cookie: string | null) => post('/user/redemption/couponCode', { code }, cookie);

function codeOf(response: Response): string {
  if (response.statusCode === 200) return 'ok';
  const body = response.json() as { errType: number; innerErrorType: number };
  return `${'?ABCDEF'[body.errType]}${body.innerErrorType}`;
}

function expectError(response: Response, status: number, code: string) {
  expect({ status: response.statusCode, code: codeOf(response) }, response.body).toEqual({ status, code });
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = (await database.db.execute(query)).rows as Array<{ value: number | string }>;
  return Number(row?.value);
}

type CouponInsert = typeof coupons.$inferInsert;

/** A coupon of the fixture store: $3 off, valid for a day after claiming, unless told otherwise. */
async function createCoupon(overrides: Partial<CouponInsert> = {}): Promise<string> {
  const id = randomUUID();
  await database.db.insert(coupons).values({
    id,
    businessId: store.businessId,
    title: { en: '$3 off', zh: '立减3美元' },
    describeHtml: { en: '<p>Any order.</p>', zh: '<p>任意订单。</p>' },
    couponType: 'cash',
    discountPrice: 300,
    expiryKind: 'duration',
    durationSeconds: 86_400,
    ...overrides,
  });
  return id;
}

const walletOf = async (cookie: string, query = '') =>
  ((await get(`/user/coupons${query}`, cookie)).json() as { coupons: WalletCouponDto[] }).coupons;

describe('GET /coupons/:couponId', () => {
  it('shows the coupon in the request’s language, with whether the signed-in diner holds it', async () => {
    const couponId = await createCoupon({
      couponType: 'discount',
      discountPrice: null,
      discountPercent: 85,
      maxDiscountPrice: 800,
      expiryKind: 'fixedTime',
      durationSeconds: null,
      // 23:30 in San Francisco today.
      expiredTime: new Date(Date.parse('2025-06-11T23:30:00-07:00')),
    });
    const signedOut = await get(`/coupons/${couponId}`, null, 'zh-CN');
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect(signedOut.json()).toMatchObject({
      id: couponId,
      name: '立减3美元',
      describeHTML: '<p>任意订单。</p>',
      couponType: 'discount',
      discountInfo: { discountPercentInfo: { percent: 85, maxDiscountPrice: 800 } },
      couponStatus: 1,
      business: { id: store.businessId, name: 'Fixture Noodle House（中）' },
      expiresToday: true,
      discountedPrice: 800,
      isReceive: false,
      claimable: true,
    } satisfies Partial<CouponViewDto>);

    const diner = await createSignedInUser(database.db);
    expect(codeOf(await claim(couponId, diner.cookie))).toBe('ok');
    expect((await get(`/coupons/${couponId}`, diner.cookie)).json()).toMatchObject({
      isReceive: true,
      name: '$3 off',
    });
  });

  it('marks an expired or switched-off coupon invalid, and answers A130 for an unknown one', async () => {
    const expired = await createCoupon({
      expiryKind: 'interval',
      durationSeconds: null,
      startTime: new Date(WED_NOON - 10 * DAY_MS),
      endTime: new Date(WED_NOON - DAY_MS),
    });
    const off = await createCoupon({ status: 'inactive' });
    expect((await get(`/coupons/${expired}`)).json()).toMatchObject({ couponStatus: 0, expiresToday: false });
    expect((await get(`/coupons/${off}`)).json()).toMatchObject({ couponStatus: 0 });
    expectError(await get(`/coupons/${randomUUID()}`), 404, 'A130');
    expectError(await get('/coupons/not-a-uuid'), 400, 'A1');
  });
});

describe('POST /user/coupons', () => {
  it('puts one copy in the wallet, valid for its duration from now, and refuses a second one', async () => {
    const diner = await createSignedInUser(database.db);
    const couponId = await createCoupon();
    const response = await claim(couponId, diner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { coupon } = response.json() as { coupon: WalletCouponDto };
    expect(coupon).toMatchObject({ id: couponId, validFrom: null, validUntil: WED_NOON + DAY_MS });
    expect((await walletOf(diner.cookie)).map((item) => item.userCouponId)).toEqual([coupon.userCouponId]);
    expectError(await claim(couponId, diner.cookie), 409, 'A135');
    expect(await walletOf(diner.cookie)).toHaveLength(1);
  });

  it('gives up to the per-user limit when it is above one; the claim page stays open until then', async () => {
    const diner = await createSignedInUser(database.db);
    const couponId = await createCoupon({ perUserLimit: 2, redeemCode: 'LIM2' });
    const received = async () => {
      const page = (await get(`/coupons/${couponId}`, diner.cookie)).json() as CouponViewDto;
      const behindCode = (await get('/codes/code/LIM2', diner.cookie)).json() as { coupons: CouponViewDto[] };
      expect(behindCode.coupons.map((coupon) => coupon.isReceive)).toEqual([page.isReceive]);
      return page.isReceive;
    };
    expect(await received()).toBe(false);
    expect(codeOf(await claim(couponId, diner.cookie))).toBe('ok');
    // One copy of two: the page still offers a claim, and the claim succeeds.
    expect(await received()).toBe(false);
    expect(codeOf(await claim(couponId, diner.cookie))).toBe('ok');
    expect(await received()).toBe(true);
    expectError(await claim(couponId, diner.cookie), 409, 'A140');
    expect(await walletOf(diner.cookie)).toHaveLength(2);
  });

  it('counts used copies toward the limit shown on the claim page', async () => {
    const diner = await createSignedInUser(database.db);
    const couponId = await createCoupon({ perUserLimit: 2 });
    expect(codeOf(await claim(couponId, diner.cookie))).toBe('ok');
    expect(codeOf(await claim(couponId, diner.cookie))).toBe('ok');
    await database.db.execute(sql`update user_coupons set status = 'used', used_at = ${new Date(now)}
      where user_id = ${diner.userId} and coupon_id = ${couponId}`);
    expect((await get(`/coupons/${couponId}`, diner.cookie)).json()).toMatchObject({ isReceive: true });
    expectError(await claim(couponId, diner.cookie), 409, 'A140');
  });

  it('refuses expired, switched-off, not-offered and sold-out coupons, and signed-out diners', async () => {
    const diner = await createSignedInUser(database.db);
    const expired = await createCoupon({
      expiryKind: 'fixedTime',
      durationSeconds: null,
      expiredTime: new Date(WED_NOON - 1),
    });
    expectError(await claim(expired, diner.cookie), 409, 'A137');
    expectError(await claim(await createCoupon({ status: 'inactive' }), diner.cookie), 409, 'A134');
    expectError(await claim(await createCoupon({ claimable: false }), diner.cookie), 409, 'A134');
    expectError(await claim(await createCoupon({ stockNumber: 0 }), diner.cookie), 409, 'A142');
    expectError(await claim(randomUUID(), diner.cookie), 404, 'A130');
    expectError(await claim(await createCoupon(), null), 401, 'A7');
    expect(await walletOf(diner.cookie)).toEqual([]);
  });

  it(
    concurrentTitle('gives a coupon limited to 10 to exactly 10 of 100 diners claiming at once'),
    async () => {
      const couponId = await createCoupon({ stockNumber: 10 });
      const diners = await Promise.all(Array.from({ length: 100 }, () => createSignedInUser(database.db)));
      const codes = (await Promise.all(diners.map((diner) => claim(couponId, diner.cookie)))).map(codeOf);
      expect(codes.filter((code) => code === 'ok')).toHaveLength(10);
      expect(codes.filter((code) => code !== 'ok').every((code) => code === 'A142')).toBe(true);
      expect(await count(sql`select count(*) as value from user_coupons where coupon_id = ${couponId}`)).toBe(
        10,
      );
      expect(await count(sql`select stock_number as value from coupons where id = ${couponId}`)).toBe(0);
    },
  );

  it(concurrentTitle('gives one diner claiming 20 times at once exactly one copy'), async () => {
    const diner = await createSignedInUser(database.db);
    const couponId = await createCoupon();
    const codes = (await Promise.all(Array.from({ length: 20 }, () => claim(couponId, diner.cookie)))).map(
      codeOf,
    );
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code !== 'ok').every((code) => code === 'A135')).toBe(true);
    expect(await walletOf(diner.cookie)).toHaveLength(1);
  });
});

describe('redeem codes', () => {
  it('gives every coupon behind the code, in any case, once; the code then lists them as received', async () => {
    const cash = await createCoupon({ redeemCode: 'WXYZ' });
    const platform = await createCoupon({ redeemCode: 'WXYZ', businessId: null, claimable: true });
    const diner = await createSignedInUser(database.db);

    const before = await get('/codes/code/wxyz', diner.cookie);
    expect(before.statusCode, before.body).toBe(200);
    expect((before.json() as { coupons: CouponViewDto[] }).coupons.map((coupon) => coupon.isReceive)).toEqual(
      [false, false],
    );

    const response = await redeem(' wxyz ', diner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const received = (response.json() as { coupons: WalletCouponDto[] }).coupons;
    expect(received.map((coupon) => coupon.id).sort()).toEqual([cash, platform].sort());
    expect(await walletOf(diner.cookie)).toHaveLength(2);

    const after = (await get('/codes/code/WXYZ', diner.cookie)).json() as { coupons: CouponViewDto[] };
    expect(after.coupons.map((coupon) => coupon.isReceive)).toEqual([true, true]);
    expectError(await redeem('WXYZ', diner.cookie), 409, 'A135');
  });

  it('refuses unknown, malformed and expired codes, and signed-out diners', async () => {
    const diner = await createSignedInUser(database.db);
    await createCoupon({
      redeemCode: 'GONE',
      expiryKind: 'fixedTime',
      durationSeconds: null,
      expiredTime: new Date(WED_NOON - 1),
    });
    expectError(await redeem('NONE', diner.cookie), 404, 'A143');
    expectError(await get('/codes/code/NONE'), 404, 'A143');
    expectError(await redeem('AB', diner.cookie), 400, 'A1');
    expectError(await redeem('AB-D', diner.cookie), 400, 'A1');
    expectError(await redeem('GONE', diner.cookie), 409, 'A137');
    expectError(await redeem('GONE', null), 401, 'A7');
  });

  it('still gives the other coupons of a code when one of them has run out', async () => {
    const left = await createCoupon({ redeemCode: 'HALF' });
    await createCoupon({ redeemCode: 'HALF', stockNumber: 0 });
    const diner = await createSignedInUser(database.db);
    const response = await redeem('HALF', diner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { coupons: WalletCouponDto[] }).coupons.map((coupon) => coupon.id)).toEqual([
      left,
    ]);
  });
});

describe('GET /user/coupons', () => {
  it('lists the wallet with descriptions and which coupons expire today, at one store or everywhere', async () => {
    const diner = await createSignedInUser(database.db);
    const other = await createStoreFixture(database.db);
    const today = await createCoupon({ durationSeconds: 3600 });
    const elsewhere = await createCoupon({ businessId: other.businessId });
    expect(codeOf(await claim(today, diner.cookie))).toBe('ok');
    now += 1000;
    expect(codeOf(await claim(elsewhere, diner.cookie))).toBe('ok');

    const all = await walletOf(diner.cookie);
    expect(all.map((coupon) => [coupon.id, coupon.expiresToday, coupon.describeHTML])).toEqual([
      [elsewhere, false, '<p>Any order.</p>'],
      [today, true, '<p>Any order.</p>'],
    ]);
    expect(
      (await walletOf(diner.cookie, `?businessId=${store.businessId}`)).map((coupon) => coupon.id),
    ).toEqual([today]);
    now += 3600 * 1000;
    expect((await walletOf(diner.cookie)).map((coupon) => coupon.id)).toEqual([elsewhere]);
    expectError(await get('/user/coupons'), 401, 'A7');
  });
});

describe('a claimed coupon whose validity has not started', () => {
  it('is in the wallet as not started yet, and not usable at checkout until it starts', async () => {
    const diner = await createSignedInUser(database.db);
    const startsAt = WED_NOON + 2 * DAY_MS;
    const endsAt = WED_NOON + 10 * DAY_MS;
    const couponId = await createCoupon({
      expiryKind: 'interval',
      durationSeconds: null,
      startTime: new Date(startsAt),
      endTime: new Date(endsAt),
    });
    const claimed = await claim(couponId, diner.cookie);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const { userCouponId } = (claimed.json() as { coupon: WalletCouponDto }).coupon;

    // The wallet lists it, everywhere and at its store, with the validity that makes it "not started yet".
    for (const query of ['', `&businessId=${store.businessId}`]) {
      const wallet = await walletOf(diner.cookie, `?includeNotStarted=true${query}`);
      expect(wallet.map((coupon) => coupon.userCouponId)).toEqual([userCouponId]);
      const [copy] = wallet;
      expect(copy).toMatchObject({
        id: couponId,
        couponStatus: 1,
        validFrom: startsAt,
        validUntil: endsAt,
        expiresToday: false,
      });
      expect(
        heldCouponState({ startsAt: copy?.validFrom ?? null, expiresAt: copy?.validUntil ?? null }, now),
      ).toBe('notStarted');
    }

    // The cart's chooser (the list without includeNotStarted) does not offer it, and an order naming it
    // is refused as not started.
    const cartList = () => walletOf(diner.cookie, `?businessId=${store.businessId}`);
    expect(await cartList()).toEqual([]);
    const order = () =>
      buildOrder({
        store,
        now,
        type: 'pickup',
        lines: [noodlesLine(store, 2)],
        coupon: {
          id: userCouponId,
          couponType: 'cash',
          percent: null,
          maxDiscountPrice: null,
          discountPrice: 300,
          minCommoditiesPrice: 0,
          maxDeliveryDistanceMiles: null,
          orderTypes: [],
          startsAt,
          expiresAt: endsAt,
        },
      });
    const early = order();
    expect(early.quote.couponDiscount).toBe(0);
    expectError(await submitOrder(early.payload, diner.cookie), 409, 'A136');

    // From its start the same copy is usable: the chooser lists it and an order takes its $3 off.
    now = startsAt;
    expect((await cartList()).map((coupon) => coupon.userCouponId)).toEqual([userCouponId]);
    const started = order();
    expect(started.quote.couponDiscount).toBe(300);
    const response = await submitOrder(started.payload, diner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const [placed] = (response.json() as { orders: SubmittedOrderDto[] }).orders;
    expect(placed?.totalPrice).toBe(started.quote.totalPrice);
    expect(await walletOf(diner.cookie, '?includeNotStarted=true')).toEqual([]);
  });

  it('refuses an includeNotStarted that is not true or false', async () => {
    const diner = await createSignedInUser(database.db);
    expectError(await get('/user/coupons?includeNotStarted=yes', diner.cookie), 400, 'A1');
  });
});
