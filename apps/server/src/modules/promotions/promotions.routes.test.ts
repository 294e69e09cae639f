import type { AuditEntryDto } from '@nearbite/contract/console-audit';
import type {
  ActivityBody,
  ActivityDto,
  ConsoleCouponDto,
  CouponBody,
} from '@nearbite/contract/console-promotions';
import type { WalletCouponDto } from '@nearbite/contract/coupon-wallet';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { jsonHeaders } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { qrPath } from '../dining-tables/qr-sheet.js';

/**
 * The Promotions tab through the API: who may read and change activities and coupons, the rules refused
 * with their code and nothing written, a coupon claimable by a diner from its claim link (and by its redeem
 * code) at once, an activity on the store page at once, and ending both.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco: the fixture store is open. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const DAY = 86_400_000;
const OWNER = '4155550501';
const MANAGER = '4155550502';
const STAFF = '4155550503';
const OTHER_OWNER = '4155550504';

let database: TestDatabase;
let app: NearbiteApp;
let store: StoreFixture;
let otherStore: StoreFixture;
let owner: { cookie: string };
let manager: { cookie: string };
let staff: { cookie: string };
let otherOwner: { cookie: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => WED_NOON });
  await app.ready();
  store = await createStoreFixture(database.db);
  otherStore = await createStoreFixture(database.db);
  await addStaff(database.db, store.businessId, OWNER, 'owner');
  await addStaff(database.db, store.businessId, MANAGER, 'manager');
  await addStaff(database.db, store.businessId, STAFF, 'staff');
  await addStaff(database.db, otherStore.businessId, OTHER_OWNER, 'owner');
  owner = await signedIn(database.db, OWNER);
  manager = await signedIn(database.db, MANAGER);
  staff = await signedIn(database.db, STAFF);
  otherOwner = await signedIn(database.db, OTHER_OWNER);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const storePath = (rest: string) => `/stores/${store.businessId}/${rest}`;

const cashCoupon = (changes: Partial<CouponBody> = {}): CouponBody => ({
  title: { en: '$5 off $20', zh: '满20减5' },
  couponType: 'cash',
  discountPercent: null,
  maxDiscountPrice: null,
  discountPrice: 500,
  minCommoditiesPrice: 2000,
  maxDeliveryDistanceMiles: null,
  orderTypes: [],
  validity: { kind: 'duration', durationSeconds: 7 * 86_400 },
  stockNumber: 2,
  perUserLimit: 1,
  redeemCode: null,
  ...changes,
});

const dumplingDeal = (changes: Partial<ActivityBody> = {}): ActivityBody => ({
  name: { en: 'Dumpling week', zh: '饺子周' },
  describe: null,
  activityType: 'discount',
  discountPercent: 70,
  orderTypes: [],
  commodityIds: [store.items.dumplings.id],
  startsAt: null,
  endsAt: WED_NOON + 7 * DAY,
  ...changes,
});

async function created<T>(path: string, body: unknown, cookie = owner.cookie): Promise<T> {
  const response = await consoleCall(app, 'POST', storePath(path), cookie, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function listed<T>(path: string, cookie = owner.cookie): Promise<T> {
  const response = await consoleCall(app, 'GET', storePath(path), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function auditActions(): Promise<Array<Pick<AuditEntryDto, 'action' | 'target'>>> {
  const { entries } = await listed<{ entries: AuditEntryDto[] }>('auditLog');
  return entries.map(({ action, target }) => ({ action, target }));
}

const diner = (method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/apis/v1${url}`,
    headers: { ...(method === 'POST' ? jsonHeaders : {}), 'accept-language': 'en-US', cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function storePage(): Promise<BusinessDetailDto> {
  const response = await app.inject({ method: 'GET', url: `/apis/v1/businesses/${store.businessId}/detail` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BusinessDetailDto;
}

describe('who may read and change promotions', () => {
  it('lets any staff read; A7 signed out, A194 other stores', async () => {
    expect(await listed('coupons', staff.cookie)).toEqual({
      coupons: expect.any(Array),
      timeZone: 'America/Los_Angeles',
    });
    expect(await listed('activities', staff.cookie)).toEqual({
      activities: expect.any(Array),
      timeZone: 'America/Los_Angeles',
    });
    expectError(await consoleCall(app, 'GET', storePath('coupons'), null), 401, 'A7');
    expectError(await consoleCall(app, 'GET', storePath('activities'), otherOwner.cookie), 403, 'A194');
  });

  it('lets owners and managers change them; staff get A195, other owners A194, and nothing is written', async () => {
    expectError(
      await consoleCall(app, 'POST', storePath('coupons'), staff.cookie, cashCoupon()),
      403,
      'A195',
    );
    expectError(
      await consoleCall(app, 'POST', storePath('activities'), otherOwner.cookie, dumplingDeal()),
      403,
      'A194',
    );
    expectError(await consoleCall(app, 'POST', storePath('activities'), null, dumplingDeal()), 401, 'A7');
    expect((await listed<{ coupons: unknown[] }>('coupons')).coupons).toHaveLength(0);
    const coupon = await created<ConsoleCouponDto>('coupons', cashCoupon({ stockNumber: 5 }), manager.cookie);
    expectError(
      await consoleCall(app, 'POST', storePath(`coupons/${coupon.id}/end`), staff.cookie, {}),
      403,
      'A195',
    );
    const other = `/stores/${otherStore.businessId}/coupons/${coupon.id}/end`;
    expectError(await consoleCall(app, 'POST', other, otherOwner.cookie, {}), 404, 'A66');
  });
});

describe('store coupons', () => {
  it('refuses what the diner side cannot honour, with its code, writing nothing', async () => {
    const before = (await listed<{ coupons: unknown[] }>('coupons')).coupons.length;
    const refused: Array<[CouponBody, string]> = [
      [cashCoupon({ discountPrice: 0 }), 'A251'],
      [cashCoupon({ couponType: 'discount', discountPrice: null, discountPercent: 100 }), 'A250'],
      [cashCoupon({ validity: { kind: 'fixedTime', expiredTime: WED_NOON - 1 } }), 'A252'],
      [
        cashCoupon({ validity: { kind: 'interval', startTime: WED_NOON + DAY, endTime: WED_NOON + 1 } }),
        'A252',
      ],
      [cashCoupon({ stockNumber: -1 }), 'A253'],
      [cashCoupon({ perUserLimit: 0 }), 'A254'],
      [cashCoupon({ redeemCode: 'AB-1' }), 'A255'],
    ];
    for (const [body, code] of refused) {
      expectError(await consoleCall(app, 'POST', storePath('coupons'), owner.cookie, body), 400, code);
    }
    expectError(
      await consoleCall(app, 'POST', storePath('coupons'), owner.cookie, { ...cashCoupon(), extra: 1 }),
      400,
      'A1',
    );
    expect((await listed<{ coupons: unknown[] }>('coupons')).coupons).toHaveLength(before);
  });

  it('is claimable by a diner from its claim link at once, within its stock, and audited', async () => {
    const coupon = await created<ConsoleCouponDto>('coupons', cashCoupon());
    const url = new URL(coupon.claimUrl);
    expect(url.pathname).toBe('/coupon/get');
    expect(url.searchParams.get('couponId')).toBe(coupon.id);
    // The QR encodes exactly the claim link.
    expect(coupon.qrSvg).toContain(`d="${qrPath(coupon.claimUrl).path}"`);
    expect(QRCode.create(coupon.claimUrl, { errorCorrectionLevel: 'M' }).modules.size).toBeGreaterThan(20);

    const first = await createSignedInUser(database.db);
    const claimed = await diner('POST', '/user/coupons', first.cookie, { couponId: coupon.id });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const { coupon: copy } = claimed.json() as { coupon: WalletCouponDto };
    expect(copy.discountInfo.discountPrice).toBe(500);
    expect(copy.availableConditions.minCommoditiesPrice).toBe(2000);
    expect(copy.business?.id).toBe(store.businessId);
    // One per diner; the stock of 2 runs out with the second diner.
    expect((await diner('POST', '/user/coupons', first.cookie, { couponId: coupon.id })).statusCode).toBe(
      409,
    );
    const second = await createSignedInUser(database.db);
    expect((await diner('POST', '/user/coupons', second.cookie, { couponId: coupon.id })).statusCode).toBe(
      200,
    );
    const third = await createSignedInUser(database.db);
    expectError(await diner('POST', '/user/coupons', third.cookie, { couponId: coupon.id }), 409, 'A142');

    const { coupons } = await listed<{ coupons: ConsoleCouponDto[] }>('coupons');
    expect(coupons.find((item) => item.id === coupon.id)).toMatchObject({ claimedCount: 2, stockNumber: 0 });
    expect(await auditActions()).toContainEqual({ action: 'coupon.create', target: coupon.id });
  });

  it("shows diners its description as the claim page's paragraphs, escaped, and staff the lines they typed", async () => {
    const coupon = await created<ConsoleCouponDto>(
      'coupons',
      cashCoupon({ describe: { en: 'Dumplings only\n<b>One</b> per order', zh: '仅限饺子\n每单一张' } }),
    );
    expect(coupon.describe).toEqual({ en: 'Dumplings only\n<b>One</b> per order', zh: '仅限饺子\n每单一张' });
    const view = await app.inject({
      method: 'GET',
      url: `/apis/v1/coupons/${coupon.id}`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(view.statusCode, view.body).toBe(200);
    expect((view.json() as { describeHTML: string | null }).describeHTML).toBe(
      '<p>Dumplings only</p><p>&lt;b&gt;One&lt;/b&gt; per order</p>',
    );
    const none = await created<ConsoleCouponDto>('coupons', cashCoupon({ describe: { en: ' ', zh: '' } }));
    expect(none.describe).toBeNull();
  });

  it('hands itself out by its redeem code, which no other coupon may take', async () => {
    const coupon = await created<ConsoleCouponDto>(
      'coupons',
      cashCoupon({
        couponType: 'discount',
        discountPrice: null,
        discountPercent: 80,
        maxDiscountPrice: 1000,
        redeemCode: 'nb25',
      }),
    );
    expect(coupon.redeemCode).toBe('NB25');
    expectError(
      await consoleCall(
        app,
        'POST',
        `/stores/${otherStore.businessId}/coupons`,
        otherOwner.cookie,
        cashCoupon({ redeemCode: 'NB25' }),
      ),
      409,
      'A256',
    );
    const someone = await createSignedInUser(database.db);
    const redeemed = await diner('POST', '/user/redemption/couponCode', someone.cookie, { code: 'nb25' });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const [copy] = (redeemed.json() as { coupons: WalletCouponDto[] }).coupons;
    expect(copy?.discountInfo.discountPercentInfo).toEqual({ percent: 80, maxDiscountPrice: 1000 });
  });

  it('changes and ends: an ended coupon cannot be claimed nor changed', async () => {
    const coupon = await created<ConsoleCouponDto>('coupons', cashCoupon());
    const update = await consoleCall(
      app,
      'PUT',
      storePath(`coupons/${coupon.id}`),
      owner.cookie,
      cashCoupon({ stockNumber: 50, perUserLimit: 3 }),
    );
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toMatchObject({ stockNumber: 50, perUserLimit: 3 });
    const end = await consoleCall(app, 'POST', storePath(`coupons/${coupon.id}/end`), owner.cookie, {});
    expect(end.statusCode, end.body).toBe(200);
    const someone = await createSignedInUser(database.db);
    expectError(await diner('POST', '/user/coupons', someone.cookie, { couponId: coupon.id }), 409, 'A134');
    expectError(
      await consoleCall(app, 'PUT', storePath(`coupons/${coupon.id}`), owner.cookie, cashCoupon()),
      409,
      'A258',
    );
    const actions = await auditActions();
    expect(actions).toContainEqual({ action: 'coupon.update', target: coupon.id });
    expect(actions).toContainEqual({ action: 'coupon.end', target: coupon.id });
  });
});

describe('activities', () => {
  it('refuses bad percents, dates and dishes of another store, writing nothing', async () => {
    const before = (await listed<{ activities: unknown[] }>('activities')).activities.length;
    const refused: Array<[ActivityBody, string]> = [
      [dumplingDeal({ discountPercent: 0 }), 'A250'],
      [dumplingDeal({ endsAt: WED_NOON - DAY }), 'A257'],
      [dumplingDeal({ startsAt: WED_NOON + 2 * DAY, endsAt: WED_NOON + DAY }), 'A257'],
      [dumplingDeal({ commodityIds: [otherStore.items.dumplings.id] }), 'A259'],
    ];
    for (const [body, code] of refused) {
      expectError(await consoleCall(app, 'POST', storePath('activities'), owner.cookie, body), 400, code);
    }
    expect((await listed<{ activities: unknown[] }>('activities')).activities).toHaveLength(before);
  });

  it('discounts the store page at once, and stops when ended', async () => {
    const activity = await created<ActivityDto>('activities', dumplingDeal());
    expect(activity).toMatchObject({
      status: 'active',
      discountPercent: 70,
      commodityIds: [store.items.dumplings.id],
    });
    const running = (await storePage()).activities.find((item) => item.id === activity.id);
    expect(running?.details[0]).toMatchObject({
      discountPercent: 70,
      availableConditions: { availableCommodities: [store.items.dumplings.id] },
    });

    const changed = await consoleCall(
      app,
      'PUT',
      storePath(`activities/${activity.id}`),
      manager.cookie,
      dumplingDeal({ discountPercent: 60 }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (await storePage()).activities.find((item) => item.id === activity.id)?.details[0]?.discountPercent,
    ).toBe(60);

    const end = await consoleCall(app, 'POST', storePath(`activities/${activity.id}/end`), owner.cookie, {});
    expect(end.statusCode, end.body).toBe(200);
    expect((await storePage()).activities.map((item) => item.id)).not.toContain(activity.id);
    const actions = await auditActions();
    for (const action of ['activity.create', 'activity.update', 'activity.end']) {
      expect(actions).toContainEqual({ action, target: activity.id });
    }
  });

  it('starts later when told to: not on the store page before its start', async () => {
    const later = await created<ActivityDto>('activities', dumplingDeal({ startsAt: WED_NOON + DAY }));
    expect((await storePage()).activities.map((item) => item.id)).not.toContain(later.id);
  });
});
