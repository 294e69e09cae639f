import { randomUUID } from 'node:crypto';
import type { ConsoleMeDto, StaffMemberDto } from '@nearbite/contract/console-staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture } from '../../test/order-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The console's people through the API: who is signed in and their stores, a store's staff, and the one
 * authorisation of every store call (signed out A7, not on the staff A194, role too low A195).
 */

const NOW = Date.parse('2025-06-11T19:00:00Z');
const OWNER_A = '4155550101';
const OWNER_B = '4155550201';
const CONFIGURED_ADMIN = '4155550900';

let database: TestDatabase;
let app: NearbiteApp;
let storeA: string;
let storeB: string;
let ownerA: { userId: string; cookie: string };
let ownerB: { userId: string; cookie: string };
let diner: { userId: string; cookie: string };
let admin: { userId: string; cookie: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    PLATFORM_ADMINS: `+1${CONFIGURED_ADMIN}`,
  });
  app = await buildApp({ config, database, clock: () => NOW });
  await app.ready();
  storeA = (await createStoreFixture(database.db)).businessId;
  storeB = (await createStoreFixture(database.db)).businessId;
  await addStaff(database.db, storeA, OWNER_A, 'owner');
  await addStaff(database.db, storeB, OWNER_B, 'owner');
  ownerA = await signedIn(database.db, OWNER_A);
  ownerB = await signedIn(database.db, OWNER_B);
  diner = await createSignedInUser(database.db);
  admin = await signedIn(database.db, CONFIGURED_ADMIN);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const me = async (cookie: string) => {
  const response = await consoleCall(app, 'GET', '/me', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ConsoleMeDto;
};

const staffOf = async (store: string, cookie: string) => {
  const response = await consoleCall(app, 'GET', `/stores/${store}/staff`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { staff: StaffMemberDto[] }).staff;
};

const invite = (store: string, cookie: string | null, phoneNumber: string, role: string) =>
  consoleCall(app, 'POST', `/stores/${store}/staff`, cookie, { phoneNumber, role });

/** Every store-scoped console call, on store A. */
const storeCalls: Array<[string, 'GET' | 'POST' | 'DELETE', () => string, unknown?]> = [
  ['staff list', 'GET', () => `/stores/${storeA}/staff`],
  ['staff invite', 'POST', () => `/stores/${storeA}/staff`, { phoneNumber: '+14155550999', role: 'staff' }],
  ['staff revoke', 'DELETE', () => `/stores/${storeA}/staff/${randomUUID()}`],
  ['API key list', 'GET', () => `/stores/${storeA}/apiKeys`],
  ['API key create', 'POST', () => `/stores/${storeA}/apiKeys`, { name: 'Till' }],
  ['API key revoke', 'DELETE', () => `/stores/${storeA}/apiKeys/${randomUUID()}`],
  ['audit log', 'GET', () => `/stores/${storeA}/auditLog`],
];

describe('console authorisation', () => {
  it('answers /console/me only to signed-in callers: A7 when signed out', async () => {
    expectError(await consoleCall(app, 'GET', '/me', null), 401, 'A7');
  });

  it.each(storeCalls)(
    '%s refuses signed-out callers (A7), diners and other stores staff (A194)',
    async (_name, method, path, payload) => {
      expectError(await consoleCall(app, method, path(), null, payload), 401, 'A7');
      expectError(await consoleCall(app, method, path(), diner.cookie, payload), 403, 'A194');
      expectError(await consoleCall(app, method, path(), ownerB.cookie, payload), 403, 'A194');
    },
  );

  it('answers an unknown store as a forbidden one (A194), so store ids cannot be probed', async () => {
    expectError(await consoleCall(app, 'GET', `/stores/${randomUUID()}/staff`, ownerA.cookie), 403, 'A194');
  });

  it('lets a platform admin act on every store, and tells them when a store does not exist (A76)', async () => {
    expect((await staffOf(storeB, admin.cookie)).map((member) => member.fullPhoneNumber)).toEqual([
      `+1${OWNER_B}`,
    ]);
    expectError(await consoleCall(app, 'GET', `/stores/${randomUUID()}/staff`, admin.cookie), 404, 'A76');
  });
});

describe('who is signed in', () => {
  it('shows a diner no stores, an owner their store and role, a configured admin as platform admin', async () => {
    expect(await me(diner.cookie)).toMatchObject({ isPlatformAdmin: false, memberships: [] });
    expect(await me(ownerA.cookie)).toEqual({
      user: { id: ownerA.userId, fullPhoneNumber: `+1${OWNER_A}` },
      isPlatformAdmin: false,
      memberships: [{ businessId: storeA, businessName: expect.any(String), role: 'owner' }],
    });
    expect(await me(admin.cookie)).toMatchObject({ isPlatformAdmin: true, memberships: [] });
  });
});

describe('staff', () => {
  it('holds an invitation by phone until the person signs in, then matches it to their account', async () => {
    const phone = '4155550102';
    const invited = await invite(storeA, ownerA.cookie, '415-555-0102', 'manager');
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toEqual({
      id: expect.any(String),
      fullPhoneNumber: `+1${phone}`,
      role: 'manager',
      userId: null,
      invitedBy: ownerA.userId,
      createdTime: NOW,
    });
    const manager = await signedIn(database.db, phone);
    expect((await me(manager.cookie)).memberships).toEqual([
      { businessId: storeA, businessName: expect.any(String), role: 'manager' },
    ]);
    const listed = (await staffOf(storeA, ownerA.cookie)).find((member) => member.role === 'manager');
    expect(listed).toMatchObject({ fullPhoneNumber: `+1${phone}`, userId: manager.userId });
  });

  it('refuses a phone already on the staff (A197) and one that is not a US number (A1)', async () => {
    expectError(await invite(storeA, ownerA.cookie, `+1${OWNER_A}`, 'staff'), 409, 'A197');
    expectError(await invite(storeA, ownerA.cookie, '12345', 'staff'), 400, 'A1');
  });

  it('lets owners invite managers and staff but not owners; managers staff only; staff nothing', async () => {
    const manager = await signedIn(database.db, '4155550103');
    const staff = await signedIn(database.db, '4155550104');
    expect((await invite(storeA, ownerA.cookie, '4155550103', 'manager')).statusCode).toBe(200);
    expectError(await invite(storeA, ownerA.cookie, '4155550199', 'owner'), 403, 'A195');

    expectError(await invite(storeA, manager.cookie, '4155550198', 'manager'), 403, 'A195');
    expect((await invite(storeA, manager.cookie, '4155550104', 'staff')).statusCode).toBe(200);

    expectError(await invite(storeA, staff.cookie, '4155550197', 'staff'), 403, 'A195');
    expectError(await consoleCall(app, 'GET', `/stores/${storeA}/staff`, staff.cookie), 403, 'A195');
    expectError(await consoleCall(app, 'GET', `/stores/${storeA}/auditLog`, staff.cookie), 403, 'A195');
    expectError(await consoleCall(app, 'GET', `/stores/${storeA}/apiKeys`, staff.cookie), 403, 'A195');
  });

  it('lets a manager revoke staff but never an owner or a manager; an owner revokes managers', async () => {
    const manager = await signedIn(database.db, '4155550105');
    expect((await invite(storeA, ownerA.cookie, '4155550105', 'manager')).statusCode).toBe(200);
    const other = await invite(storeA, ownerA.cookie, '4155550106', 'manager');
    const cook = await invite(storeA, manager.cookie, '4155550107', 'staff');
    const staffList = await staffOf(storeA, ownerA.cookie);
    const owner = staffList.find((member) => member.role === 'owner');
    const revoke = (cookie: string, id: string | undefined) =>
      consoleCall(app, 'DELETE', `/stores/${storeA}/staff/${id}`, cookie);

    expectError(await revoke(manager.cookie, owner?.id), 403, 'A195');
    expectError(await revoke(manager.cookie, (other.json() as StaffMemberDto).id), 403, 'A195');
    expect((await revoke(manager.cookie, (cook.json() as StaffMemberDto).id)).json()).toEqual({ ok: true });
    expectError(await revoke(manager.cookie, (cook.json() as StaffMemberDto).id), 404, 'A196');
    expectError(await revoke(ownerA.cookie, owner?.id), 403, 'A195');

    const managerRow = staffList.find((member) => member.fullPhoneNumber === '+14155550105');
    expect((await revoke(ownerA.cookie, managerRow?.id)).statusCode).toBe(200);
    // Revoked: the next request no longer gets in, and the store is gone from their list.
    expectError(await consoleCall(app, 'GET', `/stores/${storeA}/staff`, manager.cookie), 403, 'A194');
    expect((await me(manager.cookie)).memberships).toEqual([]);
  });

  it("lets a platform admin make another store's owner, who may then manage it", async () => {
    const invited = await invite(storeB, admin.cookie, '4155550202', 'owner');
    expect(invited.statusCode, invited.body).toBe(200);
    const secondOwner = await signedIn(database.db, '4155550202');
    expect((await invite(storeB, secondOwner.cookie, '4155550203', 'staff')).statusCode).toBe(200);
    expectError(await invite(storeA, secondOwner.cookie, '4155550204', 'staff'), 403, 'A194');
  });
});
