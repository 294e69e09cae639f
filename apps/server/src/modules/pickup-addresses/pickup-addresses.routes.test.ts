import type { AuditEntryDto } from '@nearbite/contract/console-audit';
import type { PickupAddressBody, PickupAddressesDto } from '@nearbite/contract/console-pickup-addresses';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { buildOrder, plainLine } from '../../test/order-payloads.js';
import { jsonHeaders } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * A store's pickup addresses through the API: who reads and who replaces them, the refusals with nothing
 * written, an address kept by its id while another is added and a third removed, and the diner's store page
 * and order check using the new list at once.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco: the fixture store is open. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const HOUR = 3_600_000;
const OWNER = '4155550601';
const MANAGER = '4155550602';

let database: TestDatabase;
let app: NearbiteApp;
let store: StoreFixture;
let owner: { cookie: string };
let manager: { cookie: string };
let diner: { cookie: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => WED_NOON });
  await app.ready();
  store = await createStoreFixture(database.db);
  await addStaff(database.db, store.businessId, OWNER, 'owner');
  await addStaff(database.db, store.businessId, MANAGER, 'manager');
  owner = await signedIn(database.db, OWNER);
  manager = await signedIn(database.db, MANAGER);
  diner = await createSignedInUser(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const path = () => `/stores/${store.businessId}/pickup-addresses`;
const everyDay = (start: number, end: number): [number, number][][] =>
  Array.from({ length: 7 }, () => [[start * HOUR, end * HOUR]]);

async function listed(cookie: string): Promise<PickupAddressesDto> {
  const response = await consoleCall(app, 'GET', path(), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PickupAddressesDto;
}

const replace = (cookie: string, pickupAddresses: PickupAddressBody[]) =>
  consoleCall(app, 'PUT', path(), cookie, { pickupAddresses });

const sideDoor: PickupAddressBody = {
  addressName: { en: 'Side door', zh: '侧门' },
  fullAddress: '760 Jackson St, San Francisco, CA 94133',
  latitude: 37.79588,
  longitude: -122.40714,
  pickupHours: everyDay(17, 22),
  supportsImmediatePickUp: false,
};

describe('pickup addresses', () => {
  it("lists the store's addresses in order with its own address and hours, to any staff", async () => {
    const answer = await listed(manager.cookie);
    expect(answer.pickupAddresses.map((address) => address.id)).toEqual([
      store.pickupAddresses.counter,
      store.pickupAddresses.curbside,
    ]);
    expect(answer.offersPickup).toBe(true);
    expect(answer.store.openHours).toHaveLength(7);
  });

  it('lets only owners replace them (A195 for a manager)', async () => {
    expectError(await replace(manager.cookie, [sideDoor]), 403, 'A195');
  });

  it('refuses bad hours (A266), an empty list while pickup is offered (A267), a name twice (A268), a foreign id (A269), writing nothing', async () => {
    const before = await listed(owner.cookie);
    expectError(await replace(owner.cookie, [{ ...sideDoor, pickupHours: everyDay(0, 0) }]), 400, 'A266');
    expectError(
      await replace(owner.cookie, [
        { ...sideDoor, pickupHours: [[[22 * HOUR, 9 * HOUR]], [], [], [], [], [], []] },
      ]),
      400,
      'A266',
    );
    expectError(await replace(owner.cookie, []), 422, 'A267');
    expectError(
      await replace(owner.cookie, [sideDoor, { ...sideDoor, addressName: { en: 'Back', zh: '侧门' } }]),
      409,
      'A268',
    );
    expectError(
      await replace(owner.cookie, [{ ...sideDoor, id: '00000000-0000-4000-8000-000000000001' }]),
      404,
      'A269',
    );
    expectError(await replace(owner.cookie, [{ ...sideDoor, latitude: 123 }]), 400, 'A1');
    expect(await listed(owner.cookie)).toEqual(before);
  });

  it('keeps an address by its id, adds a new one, removes the rest, and audits the change', async () => {
    const { pickupAddresses } = await listed(owner.cookie);
    const counter = pickupAddresses.find((address) => address.id === store.pickupAddresses.counter);
    if (!counter) throw new Error('the fixture has a counter');
    const renamed = { ...counter, addressName: { en: 'Counter', zh: '柜台' }, pickupHours: everyDay(10, 20) };
    const response = await replace(owner.cookie, [sideDoor, renamed]);
    expect(response.statusCode, response.body).toBe(200);
    const saved = (response.json() as PickupAddressesDto).pickupAddresses;
    expect(saved.map((address) => address.addressName.en)).toEqual(['Side door', 'Counter']);
    expect(saved[1]?.id).toBe(store.pickupAddresses.counter);
    expect(saved[0]?.id).not.toBe(store.pickupAddresses.curbside);

    const audit = await consoleCall(app, 'GET', `/stores/${store.businessId}/auditLog`, owner.cookie);
    const entry = (audit.json() as { entries: AuditEntryDto[] }).entries.find(
      (logged) => logged.action === 'pickupAddresses.replace',
    );
    expect(entry?.details).toEqual({
      before: ['Front counter', 'Curbside'],
      after: ['Side door', 'Counter'],
    });
  });

  it('reaches diners at once: the store page lists the new addresses and an order may name the kept one only', async () => {
    const page = await app.inject({
      method: 'GET',
      url: `/apis/v1/businesses/${store.businessId}/detail`,
      headers: { 'accept-language': 'zh-CN' },
    });
    const detail = page.json() as BusinessDetailDto;
    expect(detail.pickUpAddresses.map((address) => address.name)).toEqual(['侧门', '柜台']);

    const order = (pickupAddressId: string) =>
      buildOrder({
        store,
        now: WED_NOON,
        type: 'pickup',
        pickupAddressId,
        lines: [plainLine(store.items.tea, 1)],
      }).payload;
    const submit = (payload: ReturnType<typeof order>) =>
      app.inject({
        method: 'POST',
        url: `/apis/v1/businesses/${store.businessId}/orders`,
        headers: { ...jsonHeaders, cookie: diner.cookie },
        payload: { orders: [payload] },
      });
    expectError(await submit(order(store.pickupAddresses.curbside)), 409, 'A110');
    const kept = await submit(order(store.pickupAddresses.counter));
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('lets an open store turn pickup on with an address, not without one (A267); an offline one may', async () => {
    const other = await createStoreFixture(database.db, { diningTypes: ['delivery'] });
    await addStaff(database.db, other.businessId, OWNER, 'owner');
    const otherPath = `/stores/${other.businessId}/pickup-addresses`;
    const none = await consoleCall(app, 'PUT', otherPath, owner.cookie, { pickupAddresses: [] });
    expect(none.statusCode, none.body).toBe(200);
    const profile = `/stores/${other.businessId}/profile`;
    const withAddress = await consoleCall(app, 'PUT', otherPath, owner.cookie, {
      pickupAddresses: [sideDoor],
    });
    expect(withAddress.statusCode, withAddress.body).toBe(200);
    const allowed = await consoleCall(app, 'PUT', profile, owner.cookie, {
      diningTypes: ['delivery', 'pickup'],
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    await consoleCall(app, 'PUT', profile, owner.cookie, { diningTypes: ['delivery'] });
    await consoleCall(app, 'PUT', otherPath, owner.cookie, { pickupAddresses: [] });
    expectError(
      await consoleCall(app, 'PUT', profile, owner.cookie, { diningTypes: ['delivery', 'pickup'] }),
      422,
      'A267',
    );
    await consoleCall(app, 'PUT', `/stores/${other.businessId}/opening`, owner.cookie, { status: 'offline' });
    const offline = await consoleCall(app, 'PUT', profile, owner.cookie, {
      diningTypes: ['delivery', 'pickup'],
    });
    expect(offline.statusCode, offline.body).toBe(200);
    const opening = await consoleCall(app, 'GET', `/stores/${other.businessId}/opening`, owner.cookie);
    expect((opening.json() as { gaps: string[] }).gaps).toContain('pickupAddress');
  });

  it('keeps an open store from turning delivery on without the fee rule its carrier prices with (A238)', async () => {
    const other = await createStoreFixture(database.db, { diningTypes: ['pickup'] });
    await addStaff(database.db, other.businessId, OWNER, 'owner');
    await database.db.execute(sql`delete from delivery_configs where business_id = ${other.businessId}`);
    const profile = `/stores/${other.businessId}/profile`;
    const turnOn = () =>
      consoleCall(app, 'PUT', profile, owner.cookie, { diningTypes: ['pickup', 'delivery'] });
    expectError(await turnOn(), 422, 'A238');
    await database.db.execute(
      sql`insert into delivery_configs (business_id, kind, base_price) values (${other.businessId}, 'standard', 399)`,
    );
    const allowed = await turnOn();
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});
