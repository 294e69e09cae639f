import type { PlatformPickupPointDto } from '@nearbite/contract/console-pickup-points';
import type { PickupPointDto } from '@nearbite/contract/pickup-points';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture, STORE_LOCATION } from '../../test/order-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * Self-pickup points (hosts) in the platform console through the API: adding, listing and changing a host
 * with its stores, the refusals, the audit trail, and the diner's host query seeing each change at once.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const ADMIN = '4155550911';
const OWNER = '4155550912';
const HOUR = 3_600_000;
const MISSING = '00000000-0000-4000-8000-000000000000';
const daily = (start: number, end: number) => Array.from({ length: 7 }, () => [[start * HOUR, end * HOUR]]);

let database: TestDatabase;
let app: NearbiteApp;
let admin: string;
let adminId: string;
let diner: string;
let owner: string;
let storeA: string;
let storeB: string;

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
  storeA = (await createStoreFixture(database.db)).businessId;
  storeB = (await createStoreFixture(database.db)).businessId;
  await addStaff(database.db, storeA, OWNER, 'owner');
  owner = (await signedIn(database.db, OWNER)).cookie;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const ok = async <T>(response: Awaited<ReturnType<typeof consoleCall>>): Promise<T> => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

const body = (overrides: Record<string, unknown> = {}) => ({
  name: { en: 'Nearbite Host · Union Square', zh: 'Nearbite 自提点 · 联合广场' },
  fullAddress: '333 Post St, San Francisco, CA 94108',
  latitude: 37.7879,
  longitude: -122.4075,
  phoneNumber: '(415) 555-0200',
  prepareMinutes: 45,
  pickupHours: daily(9, 21),
  businessIds: [storeA],
  ...overrides,
});

/** The ids of the hosts a diner is offered for the store. */
async function offered(businessId: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/apis/v1/selfPickupPoints/userVersion?latitude=${STORE_LOCATION.latitude}&longitude=${STORE_LOCATION.longitude}&businessId=${businessId}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { selfPickupPoints: PickupPointDto[] }).selfPickupPoints.map((host) => host.id);
}

async function auditOf(hostId: string) {
  const rows = await database.db.execute(
    sql`select action, actor_user_id, business_id, details from audit_log where target = ${hostId} order by id`,
  );
  return rows.rows as {
    action: string;
    actor_user_id: string;
    business_id: string | null;
    details: unknown;
  }[];
}

describe('pickup points in the platform console', () => {
  it('is for platform admins only: A7 signed out, A240 for a diner and for a store owner', async () => {
    expectError(await consoleCall(app, 'GET', '/platform/pickup-points', null), 401, 'A7');
    expectError(await consoleCall(app, 'GET', '/platform/pickup-points', diner), 403, 'A240');
    expectError(await consoleCall(app, 'POST', '/platform/pickup-points', owner, body()), 403, 'A240');
    expectError(
      await consoleCall(app, 'PUT', `/platform/pickup-points/${MISSING}`, owner, body()),
      403,
      'A240',
    );
  });

  it('adds a host for a store, lists it with its stores, audits it, and diners are offered it at once', async () => {
    const before = await offered(storeA);
    const host = await ok<PlatformPickupPointDto>(
      await consoleCall(app, 'POST', '/platform/pickup-points', admin, body()),
    );
    expect(host).toMatchObject({
      name: { en: 'Nearbite Host · Union Square', zh: 'Nearbite 自提点 · 联合广场' },
      fullAddress: '333 Post St, San Francisco, CA 94108',
      latitude: 37.7879,
      longitude: -122.4075,
      phoneNumber: '+14155550200',
      prepareMinutes: 45,
      pickupHours: daily(9, 21),
      status: 'active',
      stores: [{ id: storeA }],
    });
    const { pickupPoints } = await ok<{ pickupPoints: PlatformPickupPointDto[] }>(
      await consoleCall(app, 'GET', '/platform/pickup-points', admin),
    );
    expect(pickupPoints.find((listed) => listed.id === host.id)).toEqual(host);
    expect((await offered(storeA)).sort()).toEqual([...before, host.id].sort());
    expect(await offered(storeB)).not.toContain(host.id);
    const [stored] = (
      await database.db.execute(
        sql`select prepare_time_seconds, phone_number from self_pickup_points where id = ${host.id}`,
      )
    ).rows;
    expect(stored).toEqual({ prepare_time_seconds: 2700, phone_number: '4155550200' });
    expect(await auditOf(host.id)).toEqual([
      {
        action: 'pickupPoint.create',
        actor_user_id: adminId,
        business_id: null,
        details: { name: host.name, businessIds: [storeA] },
      },
    ]);
  });

  it('replaces the settings and stores; an inactive host is no longer offered, and comes back when active', async () => {
    const host = await ok<PlatformPickupPointDto>(
      await consoleCall(app, 'POST', '/platform/pickup-points', admin, body({ phoneNumber: null })),
    );
    expect(host).toMatchObject({ phoneNumber: null });
    const moved = await ok<PlatformPickupPointDto>(
      await consoleCall(
        app,
        'PUT',
        `/platform/pickup-points/${host.id}`,
        admin,
        body({ name: { en: 'Host · Market St', zh: '自提点 · 市场街' }, businessIds: [storeB, storeB] }),
      ),
    );
    expect(moved).toMatchObject({ id: host.id, name: { en: 'Host · Market St' }, stores: [{ id: storeB }] });
    expect(await offered(storeA)).not.toContain(host.id);
    expect(await offered(storeB)).toContain(host.id);

    const closed = await ok<PlatformPickupPointDto>(
      await consoleCall(
        app,
        'PUT',
        `/platform/pickup-points/${host.id}`,
        admin,
        body({ status: 'inactive', pickupHours: daily(0, 0).map(() => []), businessIds: [storeB] }),
      ),
    );
    expect(closed).toMatchObject({ status: 'inactive', stores: [{ id: storeB }] });
    expect(await offered(storeB)).not.toContain(host.id);

    await ok(
      await consoleCall(
        app,
        'PUT',
        `/platform/pickup-points/${host.id}`,
        admin,
        body({ businessIds: [storeB] }),
      ),
    );
    expect(await offered(storeB)).toContain(host.id);
    expect((await auditOf(host.id)).map((entry) => entry.action)).toEqual([
      'pickupPoint.create',
      'pickupPoint.update',
      'pickupPoint.update',
      'pickupPoint.update',
    ]);
  });

  it('refuses a bad body (A1), bad or missing hours (A263, A264), an unknown store (A265) or host (A262), writing nothing', async () => {
    const before = await database.db.execute(
      sql`select (select count(*)::int from self_pickup_points) as hosts, (select count(*)::int from audit_log) as audit`,
    );
    const post = (payload: unknown) => consoleCall(app, 'POST', '/platform/pickup-points', admin, payload);
    expectError(await post(body({ name: { en: 'Host', zh: '' } })), 400, 'A1');
    expectError(await post(body({ prepareMinutes: 241 })), 400, 'A1');
    expectError(await post(body({ phoneNumber: '12' })), 400, 'A1');
    expectError(await post(body({ businessIds: Array.from({ length: 51 }, () => storeA) })), 400, 'A1');
    expectError(await post(body({ pickupHours: daily(9, 21).slice(0, 6) })), 400, 'A1');
    expectError(await post(body({ pickupHours: daily(21, 9) })), 400, 'A263');
    expectError(
      await post(
        body({
          pickupHours: daily(9, 21).map(() => [
            [9 * HOUR, 12 * HOUR],
            [11 * HOUR, 14 * HOUR],
          ]),
        }),
      ),
      400,
      'A263',
    );
    expectError(await post(body({ pickupHours: daily(0, 0).map(() => []) })), 400, 'A264');
    expectError(await post(body({ businessIds: [storeA, MISSING] })), 400, 'A265');
    expectError(
      await consoleCall(app, 'PUT', `/platform/pickup-points/${MISSING}`, admin, body()),
      404,
      'A262',
    );
    const after = await database.db.execute(
      sql`select (select count(*)::int from self_pickup_points) as hosts, (select count(*)::int from audit_log) as audit`,
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('keeps a host whose update names an unknown store exactly as it was', async () => {
    const host = await ok<PlatformPickupPointDto>(
      await consoleCall(app, 'POST', '/platform/pickup-points', admin, body()),
    );
    expectError(
      await consoleCall(
        app,
        'PUT',
        `/platform/pickup-points/${host.id}`,
        admin,
        body({ name: { en: 'Renamed', zh: '改名' }, businessIds: [MISSING] }),
      ),
      400,
      'A265',
    );
    const { pickupPoints } = await ok<{ pickupPoints: PlatformPickupPointDto[] }>(
      await consoleCall(app, 'GET', '/platform/pickup-points', admin),
    );
    expect(pickupPoints.find((listed) => listed.id === host.id)).toEqual(host);
  });
});
