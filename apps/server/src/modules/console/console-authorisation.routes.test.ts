import { routeExamples } from '@nearbite/contract/examples/route-examples';
import { routeTables } from '@nearbite/contract/route-tables';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, codeOf, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture } from '../../test/order-fixtures.js';
import { jsonHeaders } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * Every console route of the contract, read from the route tables with its example call: none answers a
 * signed-out caller (A7), a diner or another store's owner (A194 on a store, A240 on the platform), and none
 * of those refused calls writes anything. A route added to the contract is covered without editing this file.
 */

interface ConsoleRoute {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  example: { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown };
}

/** Routes any signed-in person may call: who they are, and the public list of business categories. */
const OPEN_TO_SIGNED_IN = new Set(['/console/me', '/console/business-categories']);

function consoleRoutes(): ConsoleRoute[] {
  const found: ConsoleRoute[] = [];
  for (const [area, table] of Object.entries(routeTables)) {
    const examples = (routeExamples as Record<string, Record<string, ConsoleRoute['example']>>)[area];
    for (const [name, route] of Object.entries(table as Record<string, { method: string; url: string }>)) {
      if (!route.url.startsWith('/console/')) continue;
      found.push({
        name: `${area}.${name}`,
        method: route.method as ConsoleRoute['method'],
        url: route.url,
        example: examples?.[name] ?? {},
      });
    }
  }
  return found;
}

const routes = consoleRoutes();
const storeRoutes = routes.filter((route) => route.url.includes(':businessId'));
const platformRoutes = routes.filter((route) => route.url.startsWith('/console/platform/'));

let database: TestDatabase;
let app: NearbiteApp;
let storeA: string;
let diner: string;
let ownerB: string;
let countsBefore: Record<string, number>;

async function rowCounts(): Promise<Record<string, number>> {
  const counts = await database.db.execute(sql`select
    (select count(*)::int from audit_log) as audit,
    (select count(*)::int from areas) as areas,
    (select count(*)::int from business_categories) as categories,
    (select count(*)::int from self_pickup_points) as hosts,
    (select count(*)::int from self_pickup_point_businesses) as host_links,
    (select count(*)::int from api_keys) as keys,
    (select count(*)::int from store_staff) as staff,
    (select count(*)::int from platform_admins) as admins,
    (select count(*)::int from dining_tables) as tables,
    (select count(*)::int from commodities) as items,
    (select count(*)::int from coupons) as coupons,
    (select count(*)::int from new_user_packages) as packages,
    (select count(*)::int from new_user_package_coupons) as package_lines,
    (select count(*)::int from store_photos) as photos`);
  return counts.rows[0] as Record<string, number>;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => Date.parse('2025-06-11T19:00:00Z') });
  await app.ready();
  storeA = (await createStoreFixture(database.db)).businessId;
  const storeB = (await createStoreFixture(database.db)).businessId;
  await addStaff(database.db, storeA, '4155550301', 'owner');
  await addStaff(database.db, storeB, '4155550302', 'owner');
  ownerB = (await signedIn(database.db, '4155550302')).cookie;
  diner = (await createSignedInUser(database.db)).cookie;
  countsBefore = await rowCounts();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The route's example call, aimed at store A. */
function callOf(route: ConsoleRoute, cookie: string | null) {
  const params = { ...route.example.params, businessId: storeA };
  const path = route.url.replace(/:(\w+)/g, (_match, key: string) =>
    encodeURIComponent(String(params[key as keyof typeof params])),
  );
  const query = new URLSearchParams(
    Object.entries(route.example.query ?? {}).map(([key, value]) => [key, String(value)]),
  ).toString();
  const upload = route.name === 'consolePhoto.upload';
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  return app.inject({
    method: route.method,
    url: `/apis/v1${path}${query ? `?${query}` : ''}`,
    headers: {
      ...(hasBody ? jsonHeaders : { origin: jsonHeaders.origin, host: jsonHeaders.host }),
      ...(upload ? { 'content-type': 'image/jpeg' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(upload
      ? { payload: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) }
      : hasBody
        ? { payload: (route.example.body ?? {}) as object }
        : {}),
  });
}

async function refusal(route: ConsoleRoute, cookie: string | null) {
  const response = await callOf(route, cookie);
  return { status: response.statusCode, code: codeOf(response) };
}

describe('every console route', () => {
  it('is found in the contract: store, platform and the two open to anyone signed in', () => {
    expect(storeRoutes.length).toBeGreaterThan(50);
    expect(platformRoutes.length).toBeGreaterThan(5);
    expect(routes.map((route) => route.url)).toEqual(expect.arrayContaining([...OPEN_TO_SIGNED_IN]));
    expect(storeRoutes.length + platformRoutes.length + OPEN_TO_SIGNED_IN.size).toBe(routes.length);
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s refuses a signed-out caller with A7',
    async (_label, route) => {
      expect(await refusal(route, null)).toEqual({ status: 401, code: 'A7' });
    },
  );

  it.each(storeRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    "%s refuses a diner and another store's owner with A194",
    async (_label, route) => {
      expect(await refusal(route, diner)).toEqual({ status: 403, code: 'A194' });
      expect(await refusal(route, ownerB)).toEqual({ status: 403, code: 'A194' });
    },
  );

  it.each(platformRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    "%s refuses a diner and a store's owner with A240",
    async (_label, route) => {
      expect(await refusal(route, diner)).toEqual({ status: 403, code: 'A240' });
      expect(await refusal(route, ownerB)).toEqual({ status: 403, code: 'A240' });
    },
  );

  it('wrote nothing for any refused call: no audit entry, area, category, key, staff, table or item', async () => {
    expect(await rowCounts()).toEqual(countsBefore);
    expect(countsBefore.audit).toBe(0);
  });
});
