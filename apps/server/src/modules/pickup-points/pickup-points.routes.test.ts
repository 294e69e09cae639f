import type { PickupPointDto, SelfPickupPointConfigDto } from '@nearbite/contract/pickup-points';
import { milesBetween } from '@nearbite/domain/geo-distance';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createDemoCatalog } from '../../seed/catalog-generator.js';
import { createCatalogWriterRepository } from '../../seed/catalog-writer.repository.js';
import { DEFAULT_CENTER } from '../../seed/geography.js';
import { writeDemoCatalog } from '../../seed/seed-catalog.service.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/** Hosts on a 10-store demo catalog (seed 1): six around the centre, linked to the stores that deliver. */

/** Wednesday 11 June 2025, 12:00 in San Francisco (PDT, UTC-7). */
const WED_NOON_SF = Date.parse('2025-06-11T19:00:00Z');
const HOUR = 3_600_000;
const CJK = /[\u4e00-\u9fff]/;
const CATALOG = { businesses: 10, seed: 1 };

let database: TestDatabase;
let app: NearbiteApp;

const catalog = createDemoCatalog(CATALOG);
const stores = Array.from({ length: CATALOG.businesses }, (_, index) => catalog.businessAt(index));
const served = stores.find((rows) => rows.hostLinks.length >= 3);
const unserved = stores.find((rows) => rows.hostLinks.length === 0);
if (!served?.businesses[0]?.id || !unserved?.businesses[0]?.id)
  throw new Error('the demo catalog lacks the cases');
const businessId = served.businesses[0].id;
const linkedHosts = catalog.platform.hosts.filter((host) =>
  served.hostLinks.some((link) => link.selfPickupPointId === host.id),
);

const centre = `latitude=${DEFAULT_CENTER.latitude}&longitude=${DEFAULT_CENTER.longitude}`;

async function hosts(query: string, headers: Record<string, string> = {}): Promise<PickupPointDto[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/apis/v1/selfPickupPoints/userVersion?${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { selfPickupPoints: PickupPointDto[] }).selfPickupPoints;
}

const storeConfig = (value: unknown) =>
  database.db.execute(
    sql`insert into app_configs (key, value) values ('selfPickupPoint', ${JSON.stringify(value)}::jsonb)
        on conflict (key) do update set value = excluded.value`,
  );

beforeAll(async () => {
  database = await createTestDatabase();
  const writer = createCatalogWriterRepository(database.db);
  await writer.transaction((tx) => writeDemoCatalog(writer, tx, CATALOG));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => WED_NOON_SF });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

afterEach(async () => {
  await database.db.execute(sql`delete from app_configs where key = 'selfPickupPoint'`);
});

describe('GET /selfPickupPoints/userVersion', () => {
  it('lists the hosts serving the store, nearest first, with their distance in miles', async () => {
    const list = await hosts(`${centre}&businessId=${businessId}`);
    expect(list.map((host) => host.id).sort()).toEqual(linkedHosts.map((host) => host.id).sort());
    const distances = list.map((host) => host.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const host of list) {
      const [longitude, latitude] = host.address.location.coordinates;
      expect(host.distance).toBeCloseTo(milesBetween(DEFAULT_CENTER, { latitude, longitude }), 2);
    }
    expect(list[0]?.distance).toBeLessThanOrEqual(1);
  });

  it('orders by the point asked, not by the centre', async () => {
    const far = linkedHosts.reduce((best, host) =>
      milesBetween(DEFAULT_CENTER, host) > milesBetween(DEFAULT_CENTER, best) ? host : best,
    );
    const list = await hosts(`latitude=${far.latitude}&longitude=${far.longitude}&businessId=${businessId}`);
    expect(list[0]).toMatchObject({ id: far.id, distance: 0 });
  });

  it("gives each host's phone, prepare time and pickup times from the prepare time on", async () => {
    const list = await hosts(`${centre}&businessId=${businessId}`);
    for (const host of list) {
      const row = linkedHosts.find((candidate) => candidate.id === host.id);
      expect(host).toMatchObject({ phoneNumber: row?.phoneNumber, prepareTime: row?.prepareTimeSeconds });
      expect(host.data.length).toBeGreaterThan(0);
      expect(host.data[0]?.date).toBe('2025-06-11');
      expect(host.data[0]?.slots[0]).toBeGreaterThanOrEqual(WED_NOON_SF + host.prepareTime * 1000);
    }
  });

  it('filters by keywords in English or Chinese and answers names in the language asked for', async () => {
    const english = await hosts(`${centre}&businessId=${businessId}&keywords=union`);
    expect(english.map((host) => host.name)).toEqual(['Nearbite Host · Union Square']);
    const chinese = await hosts(
      `${centre}&businessId=${businessId}&keywords=${encodeURIComponent('自提点')}`,
      {
        'accept-language': 'zh-CN',
      },
    );
    expect(chinese).toHaveLength(linkedHosts.length);
    for (const host of chinese) expect(host.name).toMatch(CJK);
  });

  it('lists none for a store no host serves, or while the platform has self-pickup off', async () => {
    expect(await hosts(`${centre}&businessId=${unserved.businesses[0]?.id}`)).toEqual([]);
    await storeConfig({ isOpen: false });
    expect(await hosts(`${centre}&businessId=${businessId}`)).toEqual([]);
  });

  it("keeps the pickup times inside the platform's daily windows", async () => {
    await storeConfig({
      isOpen: true,
      data: [{ startTime: 17 * HOUR, endTime: 18 * HOUR }],
      prepareTime: 3600,
    });
    const list = await hosts(`${centre}&businessId=${businessId}`);
    const local = (ms: number) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Los_Angeles',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(ms);
    for (const host of list) {
      expect(host.data.length).toBeGreaterThan(0);
      for (const slot of host.data.flatMap((day) => day.slots)) expect(local(slot)).toBe('17');
    }
  });

  it('answers A76 for an unknown store', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/apis/v1/selfPickupPoints/userVersion?${centre}&businessId=00000000-0000-4000-8000-000000000000`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errType: 1, innerErrorType: 76 });
  });
});

describe('GET /configs/selfPickupPoint', () => {
  const read = async () =>
    (
      await app.inject({ method: 'GET', url: '/apis/v1/configs/selfPickupPoint' })
    ).json() as SelfPickupPointConfigDto;

  it('answers the defaults when nothing is stored: on, no windows, 3600 s', async () => {
    expect(await read()).toEqual({ isOpen: true, data: [], prepareTime: 3600 });
  });

  it('answers the stored settings over the defaults, and the defaults for a document that does not fit', async () => {
    await storeConfig({ isOpen: false, prepareTime: 1800 });
    expect(await read()).toEqual({ isOpen: false, data: [], prepareTime: 1800 });
    await storeConfig({ isOpen: 'yes' });
    expect(await read()).toEqual({ isOpen: true, data: [], prepareTime: 3600 });
  });
});
