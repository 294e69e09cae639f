import type { BusinessPageDto } from '@nearbite/contract/businesses';
import type { StoreProfileDto } from '@nearbite/contract/console-store-profile';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createStoreFixture, STORE_LOCATION, type StoreFixture } from '../../test/order-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The store's profile and hours through the API: who may read and change them, the rules' coded errors,
 * the audit entry, and that a diner's list and store page follow a special day at once.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco: the fixture store (10:00–22:00 daily) is open. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const HOUR = 3_600_000;
const OWNER = '4155550501';
const MANAGER = '4155550502';
const STAFF = '4155550503';
const OTHER_OWNER = '4155550601';

let database: TestDatabase;
const now = WED_NOON;
let app: NearbiteApp;
let store: StoreFixture;
let otherStore: string;
const cookies = { owner: '', manager: '', staff: '', otherOwner: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => now });
  await app.ready();
  store = await createStoreFixture(database.db);
  otherStore = (await createStoreFixture(database.db)).businessId;
  // The other store sits on Grant Ave: an address the geocoder knows from the catalog.
  await database.db.execute(sql`update businesses set full_address = '845 Grant Ave, San Francisco, CA 94108',
    latitude = 37.7946, longitude = -122.4066 where id = ${otherStore}`);
  await addStaff(database.db, store.businessId, OWNER, 'owner');
  await addStaff(database.db, store.businessId, MANAGER, 'manager');
  await addStaff(database.db, store.businessId, STAFF, 'staff');
  await addStaff(database.db, otherStore, OTHER_OWNER, 'owner');
  cookies.owner = (await signedIn(database.db, OWNER)).cookie;
  cookies.manager = (await signedIn(database.db, MANAGER)).cookie;
  cookies.staff = (await signedIn(database.db, STAFF)).cookie;
  cookies.otherOwner = (await signedIn(database.db, OTHER_OWNER)).cookie;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const path = (tail: string) => `/stores/${store.businessId}${tail}`;

async function put(tail: string, body: unknown, cookie = cookies.owner): Promise<StoreProfileDto> {
  const response = await consoleCall(app, 'PUT', path(tail), cookie, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StoreProfileDto;
}

async function profile(cookie = cookies.staff): Promise<StoreProfileDto> {
  const response = await consoleCall(app, 'GET', path('/profile'), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StoreProfileDto;
}

async function dinerCard() {
  const { latitude, longitude } = STORE_LOCATION;
  const response = await app.inject({
    method: 'GET',
    url: `/apis/v1/businesses?latitude=${latitude}&longitude=${longitude}&range=5`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const card = (response.json() as BusinessPageDto).businesses.find((b) => b.id === store.businessId);
  if (!card) throw new Error('the store is not in the nearby list');
  return card;
}

async function storePage(): Promise<BusinessDetailDto> {
  const response = await app.inject({ method: 'GET', url: `/apis/v1/businesses/${store.businessId}/detail` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BusinessDetailDto;
}

const auditActions = async (): Promise<string[]> => {
  const rows = await database.db.execute(
    sql`select action from audit_log where business_id = ${store.businessId} order by created_at, id`,
  );
  return (rows.rows as Array<{ action: string }>).map((row) => row.action);
};

describe('who may read and change the profile', () => {
  it('refuses a signed-out caller (A7), another store’s owner (A194) and staff changing it (A195)', async () => {
    expectError(await consoleCall(app, 'GET', path('/profile'), null), 401, 'A7');
    expectError(await consoleCall(app, 'GET', path('/profile'), cookies.otherOwner), 403, 'A194');
    expectError(
      await consoleCall(app, 'PUT', path('/profile'), cookies.staff, { reserveDay: 2 }),
      403,
      'A195',
    );
    expectError(
      await consoleCall(app, 'PUT', path('/special-days'), cookies.staff, { specialDays: [] }),
      403,
      'A195',
    );
  });

  it('shows any staff member the profile and what a diner sees now', async () => {
    const seen = await profile();
    expect(seen.name.en).toBe('Fixture Noodle House');
    expect(seen.today).toBe('2025-06-11');
    expect(seen.status).toEqual({
      label: 'open',
      isOpen: true,
      canReserved: true,
      specialNote: null,
      closedAllDay: false,
    });
  });
});

describe('changing the profile', () => {
  it('saves the fields named, leaves the rest, and audits the change', async () => {
    const before = await profile();
    const saved = await put(
      '/profile',
      { prepareFoodTimeSeconds: 1500, website: 'noodles.example.com', contactPhoneNumber: '+14155550199' },
      cookies.manager,
    );
    expect(saved).toMatchObject({
      prepareFoodTimeSeconds: 1500,
      website: 'noodles.example.com',
      contactPhoneNumber: '+14155550199',
      reserveDay: before.reserveDay,
    });
    expect((await storePage()).prepareFoodTime).toBe(1500);
    expect(await auditActions()).toContain('storeProfile.update');
  });

  it('takes a picked address with its point and ZIP code from the geocoder', async () => {
    const saved = await put('/profile', { address: '845 grant ave san francisco ca' });
    expect(saved).toMatchObject({
      fullAddress: '845 Grant Ave, San Francisco, CA 94108',
      postalCode: '94108',
      latitude: 37.7946,
      longitude: -122.4066,
    });
  });

  it('answers each bad field with its code and writes nothing', async () => {
    const before = await profile();
    const cases: Array<[unknown, string]> = [
      [{ diningTypes: [] }, 'A220'],
      [{ prepareFoodTimeSeconds: 5 }, 'A224'],
      [{ reserveDay: 30 }, 'A225'],
      [{ spacTimeMinutes: 7 }, 'A226'],
      [{ website: 'https://Noodles.example.com/' }, 'A227'],
      [{ contactPhoneNumber: '555-0199' }, 'A228'],
      [{ timeZone: 'Pacific Time' }, 'A229'],
      [{ reserveDay: 2, name: { en: '', zh: '面馆' } }, 'A1'],
    ];
    for (const [body, code] of cases) {
      expectError(await consoleCall(app, 'PUT', path('/profile'), cookies.owner, body), 400, code);
    }
    expect(await profile()).toEqual(before);
  });

  it('refuses a website another store uses (A227)', async () => {
    await database.db.execute(
      sql`update businesses set website = 'taken.example.com' where id = ${otherStore}`,
    );
    expectError(
      await consoleCall(app, 'PUT', path('/profile'), cookies.owner, { website: 'taken.example.com' }),
      400,
      'A227',
    );
  });
});

describe('hours and special days', () => {
  it('refuses overlapping or reversed hours (A221)', async () => {
    const week = Array.from({ length: 7 }, () => [[10 * HOUR, 22 * HOUR]]);
    const overlapping = week.map(() => [
      [10 * HOUR, 15 * HOUR],
      [14 * HOUR, 22 * HOUR],
    ]);
    expectError(
      await consoleCall(app, 'PUT', path('/hours'), cookies.owner, { openHours: overlapping }),
      400,
      'A221',
    );
    const reversed = week.map(() => [[22 * HOUR, 2 * HOUR]]);
    expectError(
      await consoleCall(app, 'PUT', path('/hours'), cookies.owner, { openHours: reversed }),
      400,
      'A221',
    );
  });

  it('closes the store for a holiday today: the diner sees it closed at once, and open again when removed', async () => {
    expect((await dinerCard()).isOpen).toBe(true);
    const saved = await put('/special-days', {
      specialDays: [
        { date: '2025-06-11', intervals: [], note: 'Staff holiday' },
        { date: '2025-06-12', intervals: [[17 * HOUR, 24 * HOUR]] },
      ],
    });
    expect(saved.status).toEqual({
      label: 'closed',
      isOpen: false,
      canReserved: false,
      specialNote: 'Staff holiday',
      closedAllDay: true,
    });
    const card = await dinerCard();
    expect({ isOpen: card.isOpen, canReserved: card.canReserved }).toEqual({
      isOpen: false,
      canReserved: false,
    });
    const page = await storePage();
    expect(page.isOpen).toBe(false);
    expect(page.specialHours.map((day) => day.date)).toEqual(['2025-06-11', '2025-06-12']);
    expect(await auditActions()).toContain('storeSpecialDays.update');

    await put('/special-days', { specialDays: [] });
    expect((await dinerCard()).isOpen).toBe(true);
  });

  it('refuses a day gone by, a date listed twice and a bad date (A222)', async () => {
    for (const specialDays of [
      [{ date: '2025-06-10', intervals: [] }],
      [
        { date: '2025-06-20', intervals: [] },
        { date: '2025-06-20', intervals: [] },
      ],
      [{ date: '2025-06-31', intervals: [] }],
    ]) {
      expectError(
        await consoleCall(app, 'PUT', path('/special-days'), cookies.owner, { specialDays }),
        400,
        'A222',
      );
    }
  });

  it('lists the categories to choose from to any signed-in console user', async () => {
    const response = await consoleCall(app, 'GET', '/business-categories', cookies.staff);
    expect(response.statusCode, response.body).toBe(200);
    expect(Array.isArray((response.json() as { categories: unknown[] }).categories)).toBe(true);
    expectError(await consoleCall(app, 'GET', '/business-categories', null), 401, 'A7');
  });
});
