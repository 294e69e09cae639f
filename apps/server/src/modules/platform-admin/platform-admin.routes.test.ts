import type { AuditEntryDto } from '@nearbite/contract/console-audit';
import type {
  BusinessCategoryDto,
  PlatformAdminDto,
  PlatformAreaDto,
  PlatformStoreDto,
  StoreOpeningDto,
} from '@nearbite/contract/console-platform';
import type { ConsoleMeDto } from '@nearbite/contract/console-staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture } from '../../test/order-fixtures.js';
import { jsonHeaders } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The platform console through the API: areas, creating a store with its owner, the owner opening it once it
 * is ready (and diners finding it then, not before), business categories and platform admins.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const CONFIGURED_ADMIN = '4155550901';
const GRANTED_ADMIN = '4155550902';
const NEW_OWNER = '4155550903';
const OTHER_OWNER = '4155550904';
const HOUR = 3_600_000;
const CHINATOWN = { latitude: 37.7952, longitude: -122.4058 };

let database: TestDatabase;
let app: NearbiteApp;
let admin: string;
let diner: string;
let otherOwner: string;
let otherStore: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    PLATFORM_ADMINS: `+1${CONFIGURED_ADMIN}`,
  });
  app = await buildApp({ config, database, clock: () => WED_NOON });
  await app.ready();
  admin = (await signedIn(database.db, CONFIGURED_ADMIN)).cookie;
  diner = (await createSignedInUser(database.db)).cookie;
  otherStore = (await createStoreFixture(database.db)).businessId;
  await addStaff(database.db, otherStore, OTHER_OWNER, 'owner');
  otherOwner = (await signedIn(database.db, OTHER_OWNER)).cookie;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const ok = async <T>(response: Awaited<ReturnType<typeof consoleCall>>): Promise<T> => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

const areaBody = {
  name: { en: 'Bay Area', zh: '湾区' },
  timeZone: 'America/Los_Angeles',
  contactPhoneNumber: '(415) 555-0100',
  serviceTime: { startMs: 9 * HOUR, endMs: 22 * HOUR },
};

async function createArea(): Promise<PlatformAreaDto> {
  return ok(await consoleCall(app, 'POST', '/platform/areas', admin, areaBody));
}

async function nearbyStoreIds(): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/apis/v1/businesses?longitude=${CHINATOWN.longitude}&latitude=${CHINATOWN.latitude}&range=40&pageNumber=1&pageCapacity=50`,
    headers: { origin: jsonHeaders.origin, host: jsonHeaders.host },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { businesses: { id: string }[] }).businesses.map((store) => store.id);
}

describe('the platform console', () => {
  it('is for platform admins only: A7 signed out, A240 for a diner and for a store owner', async () => {
    expectError(await consoleCall(app, 'GET', '/platform/areas', null), 401, 'A7');
    expectError(await consoleCall(app, 'GET', '/platform/stores', diner), 403, 'A240');
    expectError(await consoleCall(app, 'POST', '/platform/areas', otherOwner, areaBody), 403, 'A240');
    expectError(await consoleCall(app, 'GET', '/platform/admins', otherOwner), 403, 'A240');
  });

  it('adds and changes an area, refusing an unknown time zone and service hours that end first', async () => {
    const area = await createArea();
    expect(area).toMatchObject({
      name: { en: 'Bay Area', zh: '湾区' },
      status: 'active',
      timeZone: 'America/Los_Angeles',
      contactPhoneNumber: '+14155550100',
      serviceTime: { startMs: 9 * HOUR, endMs: 22 * HOUR },
      storeCount: 0,
    });
    expectError(
      await consoleCall(app, 'POST', '/platform/areas', admin, { ...areaBody, timeZone: 'Mars/Olympus' }),
      400,
      'A242',
    );
    expectError(
      await consoleCall(app, 'POST', '/platform/areas', admin, {
        ...areaBody,
        serviceTime: { startMs: 22 * HOUR, endMs: 9 * HOUR },
      }),
      400,
      'A247',
    );
    const renamed = await ok<PlatformAreaDto>(
      await consoleCall(app, 'PUT', `/platform/areas/${area.id}`, admin, {
        ...areaBody,
        name: { en: 'East Bay', zh: '东湾' },
        status: 'inactive',
      }),
    );
    expect(renamed).toMatchObject({ id: area.id, name: { en: 'East Bay', zh: '东湾' }, status: 'inactive' });
    const { areas } = await ok<{ areas: PlatformAreaDto[] }>(
      await consoleCall(app, 'GET', '/platform/areas', admin),
    );
    expect(areas.find((listed) => listed.id === area.id)?.name.en).toBe('East Bay');
    expectError(
      await consoleCall(app, 'PUT', '/platform/areas/00000000-0000-4000-8000-000000000000', admin, areaBody),
      404,
      'A150',
    );
  });

  /** An area's default delivery rule, checked like a store's, is what a store created in it starts with. */
  async function deliveryStartsFromTheArea() {
    const rule = {
      basePrice: 399,
      baseDistanceMiles: 2,
      extraDeliveryPrices: [{ price: 100, distance: 1 }],
      maxDistanceMiles: 6,
      minCommoditiesPrice: null,
      smallOrderExtraPrice: 199,
      deliveryFeeShares: [],
      deliveryDates: null,
    };
    expectError(
      await consoleCall(app, 'POST', '/platform/areas', admin, {
        ...areaBody,
        defaultDelivery: { ...rule, maxDistanceMiles: 1 },
      }),
      400,
      'A235',
    );
    const area = await ok<PlatformAreaDto>(
      await consoleCall(app, 'POST', '/platform/areas', admin, { ...areaBody, defaultDelivery: rule }),
    );
    expect(area.defaultDelivery).toEqual(rule);
    const store = await ok<PlatformStoreDto>(
      await consoleCall(app, 'POST', '/platform/stores', admin, {
        name: { en: 'Harbor Tacos Two', zh: '海港塔可二店' },
        areaId: area.id,
        fullAddress: '868 Grant Ave, San Francisco, CA 94108',
        ...CHINATOWN,
        diningTypes: ['delivery'],
        ownerPhone: '+14155550978',
      }),
    );
    const opening = await ok<StoreOpeningDto>(
      await consoleCall(app, 'GET', `/stores/${store.id}/opening`, admin),
    );
    expect(opening.gaps).toEqual(['openHours', 'menu']);
    const money = await ok<{ delivery: unknown }>(
      await consoleCall(app, 'GET', `/stores/${store.id}/money-settings`, admin),
    );
    expect(money.delivery).toEqual({ ...rule, minCommoditiesPrice: 0 });
  }

  it('asks a store that delivers for its delivery fee rule before it opens, by its carrier', async () => {
    const area = await createArea();
    const created = await ok<PlatformStoreDto>(
      await consoleCall(app, 'POST', '/platform/stores', admin, {
        name: { en: 'Harbor Tacos', zh: '海港塔可' },
        areaId: area.id,
        fullAddress: '868 Grant Ave, San Francisco, CA 94108',
        ...CHINATOWN,
        diningTypes: ['delivery'],
        ownerPhone: '+14155550977',
      }),
    );
    const gaps = async () =>
      (await ok<StoreOpeningDto>(await consoleCall(app, 'GET', `/stores/${created.id}/opening`, admin))).gaps;
    expect(await gaps()).toEqual(['openHours', 'menu', 'deliveryFee']);
    await deliveryStartsFromTheArea();
    await database.db.execute(
      sql`insert into delivery_configs (business_id, kind, base_price) values (${created.id}, 'doordash', 599)`,
    );
    // A DoorDash rule does not price platform delivery; switched to DoorDash, the store is priced.
    expect(await gaps()).toEqual(['openHours', 'menu', 'deliveryFee']);
    await database.db.execute(
      sql`update businesses set delivery_carrier = 'doordash' where id = ${created.id}`,
    );
    expect(await gaps()).toEqual(['openHours', 'menu']);
  });

  it('creates a store offline with its owner invited; the owner opens it once it is ready, and diners then find it', async () => {
    const area = await createArea();
    const created = await ok<PlatformStoreDto>(
      await consoleCall(app, 'POST', '/platform/stores', admin, {
        name: { en: 'Golden Noodle Bar', zh: '金面馆' },
        areaId: area.id,
        fullAddress: '868 Grant Ave, San Francisco, CA 94108',
        postalCode: '94108',
        ...CHINATOWN,
        diningTypes: ['pickup', 'dineIn'],
        ownerPhone: `+1${NEW_OWNER}`,
      }),
    );
    expect(created).toMatchObject({
      name: { en: 'Golden Noodle Bar', zh: '金面馆' },
      status: 'offline',
      areaId: area.id,
      ownerPhones: [`+1${NEW_OWNER}`],
    });
    const businessId = created.id;
    expect(await nearbyStoreIds()).not.toContain(businessId);

    // The owner signs in with the invited phone and finds the store in the console.
    const owner = (await signedIn(database.db, NEW_OWNER)).cookie;
    const me = await ok<ConsoleMeDto>(await consoleCall(app, 'GET', '/me', owner));
    expect(me.memberships).toContainEqual({ businessId, businessName: 'Golden Noodle Bar', role: 'owner' });

    // Not ready: no hours, nothing on sale and, offering pickup, nowhere to collect from yet.
    const gaps = await ok<StoreOpeningDto>(
      await consoleCall(app, 'GET', `/stores/${businessId}/opening`, owner),
    );
    expect(gaps).toEqual({ status: 'offline', gaps: ['openHours', 'menu', 'pickupAddress'] });
    expectError(
      await consoleCall(app, 'PUT', `/stores/${businessId}/opening`, owner, { status: 'online' }),
      409,
      'A245',
    );
    expectError(
      await consoleCall(app, 'PUT', `/stores/${businessId}/opening`, otherOwner, { status: 'online' }),
      403,
      'A194',
    );

    // What the owner's other screens would save: hours every day, one item and a pickup address.
    const everyDay = Array.from({ length: 7 }, () => [[0, 24 * HOUR]]);
    const counter = await consoleCall(app, 'PUT', `/stores/${businessId}/pickup-addresses`, owner, {
      pickupAddresses: [
        {
          addressName: { en: 'Counter', zh: '柜台' },
          fullAddress: '1 Lakeside Dr, Oakland, CA',
          latitude: 37.80437,
          longitude: -122.2708,
          pickupHours: everyDay,
          supportsImmediatePickUp: true,
        },
      ],
    });
    expect(counter.statusCode, counter.body).toBe(200);
    await database.db.execute(
      sql`update businesses set open_hours = ${JSON.stringify(
        Array.from({ length: 7 }, () => [[0, 24 * HOUR]]),
      )}::jsonb where id = ${businessId}`,
    );
    await database.db.execute(sql`with category as (
        insert into commodity_categories (business_id, name) values (${businessId}, '{"en":"Noodles","zh":"面"}')
        returning id)
      insert into commodities (business_id, category_id, name, price)
      select ${businessId}, id, '{"en":"Beef noodle soup","zh":"牛肉面"}', 1450 from category`);
    const opened = await ok<StoreOpeningDto>(
      await consoleCall(app, 'PUT', `/stores/${businessId}/opening`, owner, { status: 'online' }),
    );
    expect(opened).toEqual({ status: 'online', gaps: [] });
    expect(await nearbyStoreIds()).toContain(businessId);

    const audit = await ok<{ entries: AuditEntryDto[] }>(
      await consoleCall(app, 'GET', `/stores/${businessId}/auditLog`, owner),
    );
    expect(audit.entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['store.create', 'staff.invite', 'store.open']),
    );

    // Closing takes the store off the diners' list at once.
    await ok(await consoleCall(app, 'PUT', `/stores/${businessId}/opening`, owner, { status: 'offline' }));
    expect(await nearbyStoreIds()).not.toContain(businessId);

    const { stores, total } = await ok<{ stores: PlatformStoreDto[]; total: number }>(
      await consoleCall(app, 'GET', '/platform/stores?query=golden%20noodle', admin),
    );
    expect(total).toBe(1);
    expect(stores[0]?.id).toBe(businessId);
  });

  it('refuses a store in an unknown area, and a staff member opening their store', async () => {
    expectError(
      await consoleCall(app, 'POST', '/platform/stores', admin, {
        name: { en: 'Nowhere', zh: '无处' },
        areaId: '00000000-0000-4000-8000-000000000000',
        fullAddress: '1 Nowhere St, San Francisco, CA',
        ...CHINATOWN,
        ownerPhone: '+14155550999',
      }),
      404,
      'A150',
    );
    await addStaff(database.db, otherStore, '4155550905', 'staff');
    const staff = (await signedIn(database.db, '4155550905')).cookie;
    expectError(
      await consoleCall(app, 'PUT', `/stores/${otherStore}/opening`, staff, { status: 'offline' }),
      403,
      'A195',
    );
  });

  it('keeps business categories unique by name and refuses removing one stores are listed in', async () => {
    const noodles = await ok<BusinessCategoryDto>(
      await consoleCall(app, 'POST', '/platform/categories', admin, { name: { en: 'Noodles', zh: '面食' } }),
    );
    expectError(
      await consoleCall(app, 'POST', '/platform/categories', admin, { name: { en: 'noodles', zh: '其他' } }),
      409,
      'A241',
    );
    const renamed = await ok<BusinessCategoryDto>(
      await consoleCall(app, 'PUT', `/platform/categories/${noodles.id}`, admin, {
        name: { en: 'Noodle bars', zh: '面馆' },
        sortOrder: 2,
      }),
    );
    expect(renamed).toEqual({
      id: noodles.id,
      name: { en: 'Noodle bars', zh: '面馆' },
      sortOrder: 2,
      storeCount: 0,
    });
    await database.db.execute(
      sql`insert into business_category_links (business_id, category_id) values (${otherStore}, ${noodles.id})`,
    );
    expectError(await consoleCall(app, 'DELETE', `/platform/categories/${noodles.id}`, admin), 409, 'A244');
    await database.db.execute(sql`delete from business_category_links where category_id = ${noodles.id}`);
    await ok(await consoleCall(app, 'DELETE', `/platform/categories/${noodles.id}`, admin));
    expectError(await consoleCall(app, 'DELETE', `/platform/categories/${noodles.id}`, admin), 404, 'A243');
  });

  it('grants and revokes platform admins, never one by configuration and never oneself', async () => {
    const granted = await ok<PlatformAdminDto>(
      await consoleCall(app, 'POST', '/platform/admins', admin, { phoneNumber: `+1${GRANTED_ADMIN}` }),
    );
    expect(granted).toEqual({ fullPhoneNumber: `+1${GRANTED_ADMIN}`, revocable: true });
    const { admins } = await ok<{ admins: PlatformAdminDto[] }>(
      await consoleCall(app, 'GET', '/platform/admins', admin),
    );
    expect(admins).toEqual([
      { fullPhoneNumber: `+1${CONFIGURED_ADMIN}`, revocable: false },
      { fullPhoneNumber: `+1${GRANTED_ADMIN}`, revocable: true },
    ]);
    const second = (await signedIn(database.db, GRANTED_ADMIN)).cookie;
    await ok(await consoleCall(app, 'GET', '/platform/areas', second));
    expectError(
      await consoleCall(app, 'DELETE', `/platform/admins/%2B1${GRANTED_ADMIN}`, second),
      409,
      'A246',
    );
    expectError(
      await consoleCall(app, 'DELETE', `/platform/admins/%2B1${CONFIGURED_ADMIN}`, second),
      403,
      'A19',
    );
    await ok(await consoleCall(app, 'DELETE', `/platform/admins/%2B1${GRANTED_ADMIN}`, admin));
    expectError(await consoleCall(app, 'GET', '/platform/areas', second), 403, 'A240');
  });
});
