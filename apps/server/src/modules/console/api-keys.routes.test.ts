import { randomUUID } from 'node:crypto';
import type { ApiKeyDto } from '@nearbite/contract/console-api-keys';
import type { AuditEntryDto } from '@nearbite/contract/console-audit';
import type { SubmittedOrderDto } from '@nearbite/contract/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { buildOrder, noodlesLine } from '../../test/order-payloads.js';
import { jsonHeaders } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * Per-store API keys through the console and the merchant API, and the audit log of every change: a key
 * acts on its own store's orders only (another store's answer as unknown ones), stops at once when revoked,
 * and OPERATOR_TOKEN stays the platform-wide key.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco: the fixture stores are open. */
const NOW = Date.parse('2025-06-11T19:00:00Z');
const TOKEN = 'operator-token-for-key-tests-0123456789';
const OWNER_A = '4155550301';
const OWNER_B = '4155550401';
const MANAGER_A = '4155550302';

let database: TestDatabase;
let app: NearbiteApp;
let now = NOW;
let storeA: StoreFixture;
let storeB: StoreFixture;
let ownerA: { userId: string; cookie: string };
let ownerB: { userId: string; cookie: string };
let managerA: { userId: string; cookie: string };
let diner: { userId: string; cookie: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    OPERATOR_TOKEN: TOKEN,
  });
  app = await buildApp({ config, database, clock: () => now });
  await app.ready();
  storeA = await createStoreFixture(database.db);
  storeB = await createStoreFixture(database.db);
  await addStaff(database.db, storeA.businessId, OWNER_A, 'owner');
  await addStaff(database.db, storeA.businessId, MANAGER_A, 'manager');
  await addStaff(database.db, storeB.businessId, OWNER_B, 'owner');
  ownerA = await signedIn(database.db, OWNER_A);
  ownerB = await signedIn(database.db, OWNER_B);
  managerA = await signedIn(database.db, MANAGER_A);
  diner = await createSignedInUser(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function createKey(store: StoreFixture, cookie: string, name: string) {
  const response = await consoleCall(app, 'POST', `/stores/${store.businessId}/apiKeys`, cookie, { name });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { apiKey: ApiKeyDto; token: string };
}

async function keysOf(store: StoreFixture, cookie: string): Promise<ApiKeyDto[]> {
  const response = await consoleCall(app, 'GET', `/stores/${store.businessId}/apiKeys`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { apiKeys: ApiKeyDto[] }).apiKeys;
}

async function auditOf(store: StoreFixture, cookie: string, query = '') {
  const response = await consoleCall(app, 'GET', `/stores/${store.businessId}/auditLog${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { entries: AuditEntryDto[]; hasMore: boolean };
}

/** A paid pickup order of the store (payment written directly, as the payments module would). */
async function paidOrder(store: StoreFixture): Promise<SubmittedOrderDto> {
  const { payload } = buildOrder({ store, now, type: 'pickup', lines: [noodlesLine(store, 1)] });
  const response = await app.inject({
    method: 'POST',
    url: `/apis/v1/businesses/${payload.businessId}/orders`,
    headers: { ...jsonHeaders, cookie: diner.cookie },
    payload: { orders: [payload] },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [order] = (response.json() as { orders: SubmittedOrderDto[] }).orders;
  if (!order) throw new Error('no order');
  await database.db.execute(sql`update orders set order_status = 'paid', paid_price = total_price,
    updated_at = ${new Date(now)} where id = ${order.id}`);
  return order;
}

/** A server-to-server merchant call: no Origin, a JSON body. */
function merchant(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown) {
  return app.inject({
    method,
    url: `/apis/v1/merchant${path}`,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const confirm = (orderId: string, token: string | null) =>
  merchant('POST', `/orders/${orderId}/events`, token, { event: 'confirm' });

describe('API keys in the console', () => {
  it('shows a new key once, keeps only its hash, and lists it by name, prefix, creation and last use', async () => {
    const created = await createKey(storeA, ownerA.cookie, 'Front till');
    expect(created.token).toMatch(/^nbk_[A-Za-z0-9_-]{43}$/);
    expect(created.apiKey).toEqual({
      id: expect.any(String),
      name: 'Front till',
      prefix: created.token.slice(0, 12),
      createdTime: now,
      lastUsedTime: null,
    });
    const stored = await database.db.execute(
      sql`select token_hash from api_keys where id = ${created.apiKey.id}`,
    );
    expect(JSON.stringify(stored.rows)).not.toContain(created.token);
    expect(await keysOf(storeA, managerA.cookie)).toEqual([created.apiKey]);
    expect(JSON.stringify(await keysOf(storeA, ownerA.cookie))).not.toContain(created.token);
  });

  it('lets only owners (and platform admins) create and revoke keys; managers may list them', async () => {
    const path = `/stores/${storeA.businessId}/apiKeys`;
    expectError(await consoleCall(app, 'POST', path, managerA.cookie, { name: 'x' }), 403, 'A195');
    const { apiKey } = await createKey(storeA, ownerA.cookie, 'Kitchen screen');
    expectError(await consoleCall(app, 'DELETE', `${path}/${apiKey.id}`, managerA.cookie), 403, 'A195');
    expectError(await consoleCall(app, 'DELETE', `${path}/${apiKey.id}`, ownerB.cookie), 403, 'A194');
    // Store B's owner cannot reach A's key through their own store either.
    const viaB = `/stores/${storeB.businessId}/apiKeys/${apiKey.id}`;
    expectError(await consoleCall(app, 'DELETE', viaB, ownerB.cookie), 404, 'A198');
    expectError(await consoleCall(app, 'DELETE', `${path}/${randomUUID()}`, ownerA.cookie), 404, 'A198');
  });
});

describe('API keys on the merchant API', () => {
  it("acts on its own store's orders; another store's order answers as an unknown one (A98)", async () => {
    const { token, apiKey } = await createKey(storeA, ownerA.cookie, 'POS');
    const own = await paidOrder(storeA);
    const other = await paidOrder(storeB);
    const confirmed = await confirm(own.id, token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: own.id, orderStatus: 'confirmed' });

    expectError(await confirm(other.id, token), 404, 'A98');
    expectError(await confirm(randomUUID(), token), 404, 'A98');
    const riderPath = `/orders/${other.id}/rider/location`;
    expectError(await merchant('POST', riderPath, token, { latitude: 37.7, longitude: -122.4 }), 404, 'A98');
    const refund = { refundType: 'full', reason: 'test' };
    expectError(await merchant('POST', `/orders/${other.id}/refunds`, token, refund), 404, 'A98');
    const points = { changeType: 'businessReward', points: 10, reference: randomUUID() };
    const pointsPath = (store: StoreFixture) =>
      `/businesses/${store.businessId}/users/${diner.userId}/points`;
    expectError(await merchant('POST', pointsPath(storeB), token, points), 404, 'A76');

    const lookup = async (code: string) =>
      (await merchant('GET', `/orders?orderCode=${code}`, token)).json() as { orders: { id: string }[] };
    expect((await lookup(own.orderCode)).orders.map((order) => order.id)).toEqual([own.id]);
    expect((await lookup(other.orderCode)).orders).toEqual([]);

    // The platform-wide token still reaches every store.
    expect((await confirm(other.id, TOKEN)).statusCode).toBe(200);
    // The key's use shows in the console.
    expect((await keysOf(storeA, ownerA.cookie)).find((key) => key.id === apiKey.id)?.lastUsedTime).toBe(now);
  });

  it('stops a key at once when it is revoked (A7), and refuses made-up keys', async () => {
    const { token, apiKey } = await createKey(storeA, ownerA.cookie, 'Old tablet');
    const order = await paidOrder(storeA);
    const revoked = await consoleCall(
      app,
      'DELETE',
      `/stores/${storeA.businessId}/apiKeys/${apiKey.id}`,
      ownerA.cookie,
    );
    expect(revoked.json()).toEqual({ ok: true });
    expectError(await confirm(order.id, token), 401, 'A7');
    expectError(await confirm(order.id, `nbk_${'x'.repeat(43)}`), 401, 'A7');
    expect((await keysOf(storeA, ownerA.cookie)).map((key) => key.id)).not.toContain(apiKey.id);
  });

  it('works without OPERATOR_TOKEN, where any other bearer still answers 404 as before', async () => {
    const { token } = await createKey(storeA, ownerA.cookie, 'No operator');
    const order = await paidOrder(storeA);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
    const keysOnly = await buildApp({ config, database, clock: () => now });
    try {
      const call = (bearer: string) =>
        keysOnly.inject({
          method: 'POST',
          url: `/apis/v1/merchant/orders/${order.id}/events`,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
          payload: JSON.stringify({ event: 'confirm' }),
        });
      expect((await call(token)).statusCode).toBe(200);
      expect((await call(TOKEN)).statusCode).toBe(404);
      expectError(await call(`nbk_${'y'.repeat(43)}`), 401, 'A7');
    } finally {
      await keysOnly.close();
    }
  });
});

describe('the audit log', () => {
  it('records staff, key and merchant changes with who and when, newest first, a page at a time', async () => {
    now = NOW + 60_000;
    const invited = await consoleCall(app, 'POST', `/stores/${storeA.businessId}/staff`, managerA.cookie, {
      phoneNumber: '+14155550303',
      role: 'staff',
    });
    const staffId = (invited.json() as { id: string }).id;
    now = NOW + 120_000;
    await consoleCall(app, 'DELETE', `/stores/${storeA.businessId}/staff/${staffId}`, ownerA.cookie);
    now = NOW + 180_000;
    const { token, apiKey } = await createKey(storeA, ownerA.cookie, 'Audit key');
    const order = await paidOrder(storeA);
    now = NOW + 240_000;
    expect((await confirm(order.id, token)).statusCode).toBe(200);
    const refund = await merchant('POST', `/orders/${order.id}/refunds`, TOKEN, {
      refundType: 'full',
      reason: 'Out of noodles',
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const { entries } = await auditOf(storeA, managerA.cookie, '?pageCapacity=5');
    expect(entries.map((entry) => [entry.action, entry.actor.kind, entry.createdTime])).toEqual([
      ['order.refund', 'operatorToken', NOW + 240_000],
      ['order.event', 'apiKey', NOW + 240_000],
      ['apiKey.create', 'user', NOW + 180_000],
      ['staff.revoke', 'user', NOW + 120_000],
      ['staff.invite', 'user', NOW + 60_000],
    ]);
    const [refunded, confirmed, keyMade, revoked, invitedEntry] = entries;
    expect(refunded).toMatchObject({
      target: order.id,
      details: { refundType: 'full', reason: 'Out of noodles' },
    });
    expect(confirmed).toMatchObject({
      target: order.id,
      details: { event: 'confirm' },
      actor: { apiKeyId: apiKey.id, apiKeyName: 'Audit key', userId: null },
    });
    expect(keyMade).toMatchObject({
      target: apiKey.id,
      actor: { userId: ownerA.userId, fullPhoneNumber: `+1${OWNER_A}` },
    });
    expect(JSON.stringify(keyMade)).not.toContain(token);
    expect(revoked).toMatchObject({
      target: staffId,
      details: { fullPhoneNumber: '+14155550303', role: 'staff' },
    });
    expect(invitedEntry).toMatchObject({ actor: { userId: managerA.userId } });

    const next = await auditOf(storeA, ownerA.cookie, '?pageCapacity=5&pageNumber=2');
    expect(next.entries.length).toBeGreaterThan(0);
    expect(next.entries.every((entry) => Number(entry.id) < Number(invitedEntry?.id))).toBe(true);
    // Store B's log holds none of store A's changes.
    const bActions = (await auditOf(storeB, ownerB.cookie)).entries.map((entry) => entry.target);
    expect(bActions).not.toContain(order.id);
  });
});
