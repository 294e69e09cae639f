import type { ClientConfigDto, NewUserPackageDto } from '@nearbite/contract/account';
import type { UserDto } from '@nearbite/contract/auth';
import type { CouponDto } from '@nearbite/contract/coupons';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { ConfigError, loadConfig } from '../../config.js';
import { createCatalogWriterRepository } from '../../seed/catalog-writer.repository.js';
import { writeDemoCatalog } from '../../seed/seed-catalog.service.js';
import { createTestApp, jsonHeaders } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createAccountRepository } from './account.repository.js';
import { utcDay } from './account.service.js';

/** The app of createTestApp() on a database holding the demo catalog, whose welcome gift has 3 coupons. */
let database: TestDatabase;
let app: NearbiteApp;
let users = 0;
const CJK = /[\u4e00-\u9fff]/;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  database = await createTestDatabase();
  const repository = createCatalogWriterRepository(database.db);
  await repository.transaction((tx) => writeDemoCatalog(repository, tx, { businesses: 60, seed: 1 }));
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
    database,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Signs a new user in through the dev outbox, as the sign-in tests do; answers the session cookie. */
async function signIn(): Promise<string> {
  users += 1;
  const phone = `415556${String(1000 + users).padStart(4, '0')}`;
  const remoteAddress = `10.1.0.${users}`;
  const sent = await app.inject({
    method: 'POST',
    url: '/apis/v1/phoneVerification',
    headers: jsonHeaders,
    remoteAddress,
    payload: { internationalCode: '1', phoneNumber: phone },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const outbox = await app.inject({ method: 'GET', url: `/apis/v1/dev/outbox?recipient=%2B1${phone}` });
  const code = (outbox.json() as { messages: { body: string }[] }).messages[0]?.body.match(
    /\b(\d{4})\b/,
  )?.[1];
  const login = await app.inject({
    method: 'POST',
    url: '/apis/v1/login',
    headers: jsonHeaders,
    remoteAddress,
    payload: { fullPhoneNumber: `+1${phone}`, verificationCode: code, keepCredentials: true },
  });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = login.cookies.find((c) => c.name === 'nb_session');
  if (!cookie) throw new Error('no session cookie');
  return `nb_session=${cookie.value}`;
}

function post(url: string, cookie: string | null, payload?: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `/apis/v1${url}`,
    headers: {
      ...(payload === undefined ? { origin: jsonHeaders.origin, host: jsonHeaders.host } : jsonHeaders),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function currentUser(cookie: string): Promise<UserDto> {
  const response = await app.inject({ method: 'GET', url: '/apis/v1/user', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as UserDto;
}

async function userIdOf(cookie: string): Promise<string> {
  return (await currentUser(cookie)).id;
}

describe('POST /user/notifications/control', () => {
  const control = async (cookie: string, payload?: unknown) => {
    const response = await post('/user/notifications/control', cookie, payload);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as UserDto).notificationConfigs;
  };

  it('answers 401 to a visitor', async () => {
    const response = await post('/user/notifications/control', null, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errType: 1, innerErrorType: 7 });
  });

  it('confirms the policy with an empty body: order messages on, promotions off (opt-in) for a user who never chose', async () => {
    const cookie = await signIn();
    expect((await currentUser(cookie)).notificationConfigs).toBeNull();
    expect(await control(cookie, {})).toEqual({
      messagingDisabled: false,
      messagingPromotionDisabled: true,
    });
    const bodiless = await signIn();
    expect(await control(bodiless)).toEqual({ messagingDisabled: false, messagingPromotionDisabled: true });
  });

  it('forces promotional messages off with messaging, and an empty body then keeps both off', async () => {
    const cookie = await signIn();
    expect(await control(cookie, { messagingEnabled: false, messagingPromotionEnabled: true })).toEqual({
      messagingDisabled: true,
      messagingPromotionDisabled: true,
    });
    expect(await control(cookie, {})).toEqual({ messagingDisabled: true, messagingPromotionDisabled: true });
    expect(await control(cookie, { messagingPromotionEnabled: true })).toEqual({
      messagingDisabled: true,
      messagingPromotionDisabled: true,
    });
    expect((await currentUser(cookie)).notificationConfigs).toEqual({
      messagingDisabled: true,
      messagingPromotionDisabled: true,
    });
  });

  it('turns the two switches separately while messaging is on', async () => {
    const cookie = await signIn();
    expect(await control(cookie, { messagingEnabled: true, messagingPromotionEnabled: false })).toEqual({
      messagingDisabled: false,
      messagingPromotionDisabled: true,
    });
    expect(await control(cookie, { messagingPromotionEnabled: true })).toEqual({
      messagingDisabled: false,
      messagingPromotionDisabled: false,
    });
  });

  it('refuses unknown fields', async () => {
    const response = await post('/user/notifications/control', await signIn(), { marketing: true });
    expect(response.statusCode).toBe(400);
  });
});

describe('the welcome gift', () => {
  const packageIn = async (language: string): Promise<NewUserPackageDto> => {
    const response = await app.inject({
      method: 'GET',
      url: '/apis/v1/configs/newUserPackage',
      headers: { 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as NewUserPackageDto;
  };
  const claim = (cookie: string | null) => post('/user/redemption/newUserPackage', cookie);

  async function walletOf(cookie: string) {
    const userId = await userIdOf(cookie);
    return createAccountRepository(database.db).userCouponsFrom(userId, 'newUserPackage');
  }

  it('is offered to visitors with its 3 coupons, in their language', async () => {
    const english = await packageIn('en-US,en;q=0.9');
    expect(english.packageStatus).toBe(1);
    expect(english.coupons).toHaveLength(3);
    expect(english.coupons.map((coupon) => coupon.couponType).sort()).toEqual([
      'cash',
      'discount',
      'freeDeliveryPrice',
    ]);
    for (const coupon of english.coupons) {
      expect(coupon).toMatchObject({ couponStatus: 1, business: null });
      expect(coupon.name).not.toMatch(CJK);
      expect(coupon.expiredInfo.duration).toBeGreaterThan(0);
    }
    const chinese = await packageIn('zh-CN,zh;q=0.9,en;q=0.8');
    expect(chinese.coupons.map((coupon) => coupon.id)).toEqual(english.coupons.map((coupon) => coupon.id));
    expect(chinese.coupons.every((coupon) => CJK.test(coupon.name))).toBe(true);
  });

  it('asks a visitor to sign in before claiming', async () => {
    const response = await claim(null);
    expect(response.statusCode).toBe(401);
  });

  it('gives 3 coupons that last their duration from the claim, and marks the user', async () => {
    const cookie = await signIn();
    const before = Date.now();
    const response = await claim(cookie);
    expect(response.statusCode, response.body).toBe(200);
    const offered = (await packageIn('en')).coupons;
    expect((response.json() as { coupons: CouponDto[] }).coupons).toEqual(offered);
    const wallet = await walletOf(cookie);
    expect(wallet).toHaveLength(3);
    for (const owned of wallet) {
      const coupon = offered.find((candidate) => candidate.id === owned.couponId);
      const durationMs = (coupon?.expiredInfo.duration ?? 0) * 1000;
      expect(owned.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(owned.expiresAt?.getTime()).toBe(owned.receivedAt.getTime() + durationMs);
      expect(owned.status).toBe('unused');
    }
    expect(wallet.some((owned) => owned.expiresAt && owned.expiresAt.getTime() - before > 29 * DAY_MS)).toBe(
      true,
    );
    expect((await currentUser(cookie)).extraInfo.receiveNewUserPackage).toBe(true);
  });

  it('refuses a second claim with the already-claimed code and gives nothing more', async () => {
    const cookie = await signIn();
    expect((await claim(cookie)).statusCode).toBe(200);
    const again = await claim(cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errType: 1, innerErrorType: 170 });
    expect(await walletOf(cookie)).toHaveLength(3);
  });

  it('gives the coupons once when two claims race', async () => {
    const cookie = await signIn();
    const responses = await Promise.all([claim(cookie), claim(cookie)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await walletOf(cookie)).toHaveLength(3);
  });

  it('stops the prompts when a signed-in user closes the gift', async () => {
    const cookie = await signIn();
    expect((await currentUser(cookie)).extraInfo.newUserPackagePromptsStopped).toBe(false);
    const response = await post('/user/newUserPackage/dismissal', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await currentUser(cookie)).extraInfo).toEqual({
      receiveNewUserPackage: false,
      newUserPackagePromptsStopped: true,
    });
    expect((await post('/user/newUserPackage/dismissal', null)).statusCode).toBe(401);
  });

  it('is not offered while no package is active, and a claim then changes nothing', async () => {
    const cookie = await signIn();
    await database.db.execute(sql`update new_user_packages set package_status = 'inactive'`);
    try {
      expect(await packageIn('en')).toEqual({ packageStatus: 0, coupons: [] });
      const response = await claim(cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errType: 1, innerErrorType: 171 });
      expect((await currentUser(cookie)).extraInfo.receiveNewUserPackage).toBe(false);
      expect(await walletOf(cookie)).toHaveLength(0);
    } finally {
      await database.db.execute(sql`update new_user_packages set package_status = 'active'`);
    }
  });
});

describe('POST /users/advertisingPerformanceStatistics', () => {
  const report = (action: 'homePv' | 'homeUv', source: string | null, visitor?: string) =>
    post(
      '/users/advertisingPerformanceStatistics',
      null,
      { action, source },
      visitor ? { cookie: visitor } : {},
    );

  const visitorCookie = (response: Awaited<ReturnType<typeof report>>) => {
    const cookie = response.cookies.find((c) => c.name === 'nb_visitor');
    if (!cookie) throw new Error('no visitor cookie');
    return cookie;
  };

  async function counts(source: string) {
    const days = [...new Set([utcDay(Date.now() - 60_000), utcDay(Date.now())])];
    const rows = await createAccountRepository(database.db).advertisingCounts(days);
    const of = (action: string) =>
      rows.find((row) => row.source === source && row.action === action)?.count ?? 0;
    return { homePv: of('homePv'), homeUv: of('homeUv') };
  }

  it('gives a new visitor a long-lived HttpOnly visitor cookie, and keeps it after', async () => {
    const first = await report('homePv', 'cookie-check');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const cookie = visitorCookie(first);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.maxAge).toBeGreaterThan(365 * 86_400);
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const again = await report('homePv', 'cookie-check', `nb_visitor=${cookie.value}`);
    expect(again.cookies.find((c) => c.name === 'nb_visitor')).toBeUndefined();
  });

  it('counts every page view', async () => {
    const visitor = `nb_visitor=${visitorCookie(await report('homePv', 'pv-test')).value}`;
    await report('homePv', 'pv-test', visitor);
    await report('homePv', 'pv-test', visitor);
    expect(await counts('pv-test')).toEqual({ homePv: 3, homeUv: 0 });
  });

  it('counts a unique visitor once per source and day', async () => {
    const first = `nb_visitor=${visitorCookie(await report('homeUv', 'uv-test')).value}`;
    expect((await report('homeUv', 'uv-test', first)).statusCode).toBe(200);
    expect(await counts('uv-test')).toEqual({ homePv: 0, homeUv: 1 });
    await report('homeUv', 'uv-test');
    expect(await counts('uv-test')).toEqual({ homePv: 0, homeUv: 2 });
    await report('homeUv', 'uv-other', first);
    expect(await counts('uv-other')).toEqual({ homePv: 0, homeUv: 1 });
  });

  it('files visits without a source under (direct), and refuses unknown actions', async () => {
    await report('homePv', null);
    expect((await counts('(direct)')).homePv).toBeGreaterThanOrEqual(1);
    const bad = await post('/users/advertisingPerformanceStatistics', null, { action: 'click', source: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /configs/client', () => {
  const clientConfig = async (target: NearbiteApp): Promise<ClientConfigDto> => {
    const response = await target.inject({ method: 'GET', url: '/apis/v1/configs/client' });
    expect(response.statusCode).toBe(200);
    return response.json() as ClientConfigDto;
  };

  it('has no production redirect, no app links and OpenStreetMap tiles by default', async () => {
    expect(await clientConfig(app)).toEqual({
      productionHosts: [],
      productionUrl: null,
      appLinks: { ios: null, android: null, mac: null },
      map: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      },
    });
  });

  it("reflects the deployment's environment", async () => {
    const harness = await createTestApp({
      PRODUCTION_HOSTS: ' Nearbite.example , www.nearbite.example,',
      PRODUCTION_URL: 'https://nearbite.example/',
      APP_STORE_URL: 'https://apps.apple.com/app/id1',
      GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=example.nearbite',
      MAC_APP_STORE_URL: 'https://apps.apple.com/app/id2?platform=mac',
      MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '© Example Maps',
    });
    try {
      expect(await clientConfig(harness.app)).toEqual({
        productionHosts: ['nearbite.example', 'www.nearbite.example'],
        productionUrl: 'https://nearbite.example/',
        appLinks: {
          ios: 'https://apps.apple.com/app/id1',
          android: 'https://play.google.com/store/apps/details?id=example.nearbite',
          mac: 'https://apps.apple.com/app/id2?platform=mac',
        },
        map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example Maps' },
      });
    } finally {
      await harness.close();
    }
  });

  it('refuses a Nominatim geocoder without its URL, and a malformed link', () => {
    expect(() => loadConfig({ GEOCODER_PROVIDER: 'nominatim' })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_STORE_URL: 'not a url' })).toThrow(/APP_STORE_URL/);
  });
});
