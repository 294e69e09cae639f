import type { NewUserPackageDto } from '@nearbite/contract/account';
import type { CouponBody } from '@nearbite/contract/console-promotions';
import type { WelcomePackageDto } from '@nearbite/contract/console-welcome-package';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture } from '../../test/order-fixtures.js';
import { jsonHeaders } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The welcome gift in the platform console through the API: reading and saving it (new coupons with their
 * quantities, reordering, removing, which ends a coupon and never deletes it), the refusals with their codes,
 * the audit trail, and diners seeing each change at once: the package offered and what a new diner claims.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const ADMIN = '4155550911';
const OWNER = '4155550912';
const WEEK_SECONDS = 7 * 24 * 60 * 60;

let database: TestDatabase;
let app: NearbiteApp;
let admin: string;
let adminId: string;
let diner: string;
let owner: string;
let storeCouponId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    PLATFORM_ADMINS: `+1${ADMIN}`,
  });
  app = await buildApp({ config, database, clock: () => WED_NOON });
  await app.ready();
  ({ cookie: admin, userId: adminId } = await signedIn(database.db, ADMIN));
  diner = (await createSignedInUser(database.db)).cookie;
  const store = (await createStoreFixture(database.db)).businessId;
  await addStaff(database.db, store, OWNER, 'owner');
  owner = (await signedIn(database.db, OWNER)).cookie;
  const made = await consoleCall(app, 'POST', `/stores/${store}/coupons`, owner, threeOff);
  expect(made.statusCode, made.body).toBe(200);
  storeCouponId = (made.json() as { id: string }).id;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const threeOff: CouponBody = {
  title: { en: '$3 off', zh: '减3元' },
  couponType: 'cash',
  discountPercent: null,
  maxDiscountPrice: null,
  discountPrice: 300,
  minCommoditiesPrice: 1500,
  maxDeliveryDistanceMiles: null,
  orderTypes: [],
  validity: { kind: 'duration', durationSeconds: WEEK_SECONDS },
  stockNumber: null,
  perUserLimit: 1,
  redeemCode: null,
};
const freeDelivery: CouponBody = {
  ...threeOff,
  title: { en: 'Free delivery', zh: '免配送费' },
  couponType: 'freeDeliveryPrice',
  discountPrice: null,
  orderTypes: ['delivery'],
};
const tenOff: CouponBody = {
  ...threeOff,
  title: { en: '10% off', zh: '九折' },
  couponType: 'discount',
  discountPercent: 90,
  discountPrice: null,
  maxDiscountPrice: 500,
};

const get = () => consoleCall(app, 'GET', '/platform/welcome-package', admin);
const save = (body: unknown, cookie: string | null = admin) =>
  consoleCall(app, 'PUT', '/platform/welcome-package', cookie, body);

async function ok<T>(response: Awaited<ReturnType<typeof consoleCall>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function offered(): Promise<NewUserPackageDto> {
  const response = await app.inject({
    method: 'GET',
    url: '/apis/v1/configs/newUserPackage',
    headers: { 'accept-language': 'en-US' },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as NewUserPackageDto;
}

async function claim(cookie: string) {
  return app.inject({
    method: 'POST',
    url: '/apis/v1/user/redemption/newUserPackage',
    headers: { ...jsonHeaders, cookie },
    payload: {},
  });
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

async function counts() {
  const [row] = await rows<Record<string, number>>(sql`select
    (select count(*)::int from coupons) as coupons,
    (select count(*)::int from new_user_packages) as packages,
    (select count(*)::int from new_user_package_coupons) as lines,
    (select count(*)::int from audit_log) as audit`);
  return row;
}

interface AuditDetails {
  to: { status: string };
  created: string[];
  ended: string[];
}

const lineIds = (pack: WelcomePackageDto) => pack.coupons.map((line) => line.coupon.id);

describe('the welcome gift in the platform console', () => {
  let first: WelcomePackageDto;

  it('starts empty and switched off, and diners are offered nothing', async () => {
    expect(await ok<WelcomePackageDto>(await get())).toEqual({ status: 'inactive', coupons: [] });
    expect(await offered()).toEqual({ packageStatus: 0, coupons: [] });
  });

  it('saves new platform coupons with quantities, audits it, and diners see it at once', async () => {
    first = await ok<WelcomePackageDto>(
      await save({
        status: 'active',
        coupons: [
          { coupon: threeOff, quantity: 2 },
          { coupon: freeDelivery, quantity: 1 },
        ],
      }),
    );
    expect(first.status).toBe('active');
    expect(
      first.coupons.map((line) => [line.coupon.title.en, line.quantity, line.coupon.claimedCount]),
    ).toEqual([
      ['$3 off', 2, 0],
      ['Free delivery', 1, 0],
    ]);
    expect(first.coupons[0]?.coupon).toMatchObject({ discountPrice: 300, minCommoditiesPrice: 1500 });
    expect(await ok<WelcomePackageDto>(await get())).toEqual(first);
    const stored = await rows<{ business_id: string | null; claimable: boolean }>(
      sql`select business_id, claimable from coupons where id in (${sql.join(
        lineIds(first).map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    expect(stored).toEqual([
      { business_id: null, claimable: false },
      { business_id: null, claimable: false },
    ]);
    const audit = await rows<{
      action: string;
      actor_user_id: string;
      business_id: string | null;
      details: AuditDetails;
    }>(
      sql`select action, actor_user_id, business_id, details from audit_log where action = 'welcomePackage.update'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: adminId, business_id: null });
    expect(audit[0]?.details.to.status).toBe('active');
    expect(audit[0]?.details.created).toEqual(lineIds(first));

    const diners = await offered();
    expect(diners.packageStatus).toBe(1);
    expect(diners.coupons.map((coupon) => coupon.id)).toEqual(lineIds(first));
  });

  it('gives a new diner exactly the configured coupons times their quantities', async () => {
    const newcomer = (await createSignedInUser(database.db)).cookie;
    const response = await claim(newcomer);
    expect(response.statusCode, response.body).toBe(200);
    const wallet = await rows<{ coupon_id: string }>(
      sql`select coupon_id from user_coupons where source = 'newUserPackage' order by coupon_id`,
    );
    const [threeOffId, freeDeliveryId] = lineIds(first);
    expect(wallet.map((row) => row.coupon_id).sort()).toEqual(
      [threeOffId, threeOffId, freeDeliveryId].sort(),
    );
    const after = await ok<WelcomePackageDto>(await get());
    expect(after.coupons.map((line) => line.coupon.claimedCount)).toEqual([2, 1]);
  });

  it('reorders, changes a quantity and removes a coupon, which is ended and never deleted', async () => {
    const [threeOffId, freeDeliveryId] = lineIds(first);
    const before = await counts();
    const saved = await ok<WelcomePackageDto>(
      await save({
        status: 'active',
        coupons: [
          { coupon: tenOff, quantity: 3 },
          { couponId: freeDeliveryId, quantity: 2 },
        ],
      }),
    );
    expect(saved.coupons.map((line) => [line.coupon.title.en, line.quantity])).toEqual([
      ['10% off', 3],
      ['Free delivery', 2],
    ]);
    const removed = await rows<{ status: string }>(sql`select status from coupons where id = ${threeOffId}`);
    expect(removed).toEqual([{ status: 'inactive' }]);
    expect((await counts())?.coupons).toBe((before?.coupons ?? 0) + 1);
    const held = await rows<{ n: number }>(
      sql`select count(*)::int as n from user_coupons where coupon_id = ${threeOffId}`,
    );
    expect(held).toEqual([{ n: 2 }]);
    expect((await offered()).coupons.map((coupon) => coupon.id)).toEqual(lineIds(saved));
    const [entry] = await rows<{ details: AuditDetails }>(
      sql`select details from audit_log where action = 'welcomePackage.update' order by id desc limit 1`,
    );
    expect(entry?.details.ended).toEqual([threeOffId]);

    const newcomer = (await createSignedInUser(database.db)).cookie;
    const claimed = await claim(newcomer);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((claimed.json() as { coupons: unknown[] }).coupons).toHaveLength(2);
  });

  it('switched off, shows diners an inactive package and refuses claims', async () => {
    const current = await ok<WelcomePackageDto>(await get());
    const entries = current.coupons.map((line) => ({ couponId: line.coupon.id, quantity: line.quantity }));
    const off = await ok<WelcomePackageDto>(await save({ status: 'inactive', coupons: entries }));
    expect(off.status).toBe('inactive');
    expect(lineIds(off)).toEqual(lineIds(current));
    expect(await offered()).toEqual({ packageStatus: 0, coupons: [] });
    const newcomer = (await createSignedInUser(database.db)).cookie;
    expectError(await claim(newcomer), 409, 'A171');
    await ok(await save({ status: 'active', coupons: entries }));
    expect((await offered()).packageStatus).toBe(1);
  });

  it('refuses with codes and writes nothing', async () => {
    // A platform coupon of the claim page: not the gift's, so never listed (nor ended by a removal).
    const [claimPage] = await rows<{ id: string }>(sql`insert into coupons
      (title, coupon_type, discount_price, expiry_kind, duration_seconds)
      values (${JSON.stringify({ en: 'Claim page', zh: '领券' })}::jsonb, 'cash', 200, 'duration', 86400)
      returning id`);
    const before = await counts();
    const current = await ok<WelcomePackageDto>(await get());
    const [a] = lineIds(current);
    const eleven = Array.from({ length: 11 }, () => ({ coupon: threeOff, quantity: 1 }));
    expectError(await save({ status: 'active', coupons: [] }, null), 401, 'A7');
    expectError(await save({ status: 'active', coupons: [] }, diner), 403, 'A240');
    expectError(await save({ status: 'active', coupons: [] }, owner), 403, 'A240');
    expectError(await consoleCall(app, 'GET', '/platform/welcome-package', owner), 403, 'A240');
    expectError(await save({ status: 'active', coupons: [], extra: 1 }), 400, 'A1');
    expectError(
      await save({ status: 'active', coupons: [{ couponId: a, quantity: 1, coupon: threeOff }] }),
      400,
      'A1',
    );
    expectError(await save({ status: 'active', coupons: eleven }), 400, 'A207');
    expectError(await save({ status: 'active', coupons: [{ couponId: a, quantity: 6 }] }), 400, 'A208');
    expectError(await save({ status: 'active', coupons: [{ couponId: a, quantity: 0 }] }), 400, 'A208');
    // A store's coupon, the claim page's, one the gift ended earlier.
    for (const couponId of [storeCouponId, claimPage?.id, lineIds(first)[0]]) {
      expectError(await save({ status: 'active', coupons: [{ couponId, quantity: 1 }] }), 400, 'A209');
    }
    expectError(
      await save({
        status: 'active',
        coupons: [{ couponId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
      }),
      400,
      'A209',
    );
    expectError(
      await save({
        status: 'active',
        coupons: [
          { couponId: a, quantity: 1 },
          { couponId: a, quantity: 2 },
        ],
      }),
      400,
      'A248',
    );
    expectError(await save({ status: 'active', coupons: [] }), 400, 'A249');
    expectError(
      await save({ status: 'active', coupons: [{ coupon: { ...threeOff, discountPrice: 0 }, quantity: 1 }] }),
      400,
      'A251',
    );
    expectError(
      await save({
        status: 'active',
        coupons: [{ coupon: { ...tenOff, discountPercent: 100 }, quantity: 1 }],
      }),
      400,
      'A250',
    );
    expectError(
      await save({
        status: 'active',
        coupons: [
          { couponId: a, quantity: 1 },
          {
            coupon: { ...threeOff, validity: { kind: 'fixedTime', expiredTime: WED_NOON - 1 } },
            quantity: 1,
          },
        ],
      }),
      400,
      'A252',
    );
    expect(await counts()).toEqual(before);
    expect(await ok<WelcomePackageDto>(await get())).toEqual(current);
  });
});
