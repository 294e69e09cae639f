import type { PlaceDto } from '@nearbite/contract/location';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { loadPlacesIfEmpty } from '../../integrations/geocoder/load-gazetteer.js';
import { createCatalogWriterRepository } from '../../seed/catalog-writer.repository.js';
import { writeDemoCatalog } from '../../seed/seed-catalog.service.js';
import { concurrentTitle, createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/** The app of createTestApp() on a database holding the demo catalog (60 stores) and the gazetteer. */
let database: TestDatabase;
let app: NearbiteApp;
/** What two copies starting together on the empty database wrote. */
let concurrentLoads: number[];

/** Real coordinates, from outside the gazetteer, so the tests check the data rather than repeat it. */
const SAN_FRANCISCO_CITY_HALL = { latitude: 37.77927, longitude: -122.41924 };
const OAKLAND_CITY_HALL = { latitude: 37.80527, longitude: -122.27266 };

/** Great-circle miles (haversine), kept here so the test does not lean on the code it checks. */
function milesBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

interface BusinessAddress {
  full_address: string;
  latitude: number;
  longitude: number;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const repository = createCatalogWriterRepository(database.db);
  await repository.transaction((tx) => writeDemoCatalog(repository, tx, { businesses: 60, seed: 1 }));
  concurrentLoads = await Promise.all([loadPlacesIfEmpty(database), loadPlacesIfEmpty(database)]);
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

async function get(url: string) {
  return app.inject({ method: 'GET', url: `/apis/v1/services/location${url}` });
}

async function suggestions(text: string): Promise<string[]> {
  const response = await get(`/autocomplete?address=${encodeURIComponent(text)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as string[];
}

async function geocode(text: string): Promise<PlaceDto> {
  const response = await get(`/geocode?address=${encodeURIComponent(text)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlaceDto;
}

async function reverse(latitude: number, longitude: number): Promise<PlaceDto> {
  const response = await get(`/query?latitude=${latitude}&longitude=${longitude}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlaceDto;
}

async function sanFranciscoBusiness(): Promise<BusinessAddress> {
  const { rows } = await database.db.execute<BusinessAddress>(
    sql`select full_address, latitude, longitude from businesses
        where full_address like '%, San Francisco, CA %' order by full_address limit 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('the demo catalog has no San Francisco business');
  return { ...row, latitude: Number(row.latitude), longitude: Number(row.longitude) };
}

describe('the gazetteer', () => {
  it(
    concurrentTitle('loads the US places once, however often and however concurrently it is asked'),
    async () => {
      const [none, written] = [...concurrentLoads].sort((a, b) => a - b);
      expect(none).toBe(0);
      expect(written).toBeGreaterThan(15_000);
      expect(await loadPlacesIfEmpty(database)).toBe(0);
      const { rows } = await database.db.execute<{ value: string | number }>(
        sql`select count(*) as value from places`,
      );
      expect(Number(rows[0]?.value)).toBe(written);
    },
  );
});

describe('GET /services/location/autocomplete', () => {
  it("offers San Francisco first for 'San Fr', then the catalog's addresses there", async () => {
    const found = await suggestions('San Fr');
    expect(found[0]).toBe('San Francisco, CA');
    expect(found.some((text) => /^\d+ .+, San Francisco, CA \d{5}$/.test(text))).toBe(true);
    expect(found.length).toBeLessThanOrEqual(8);
  });

  it('completes a business address from its first characters', async () => {
    const business = await sanFranciscoBusiness();
    const found = await suggestions(business.full_address.slice(0, 9));
    expect(found).toContain(business.full_address);
  });

  it('ranks the bigger town first among namesakes, and filters by the state typed', async () => {
    const portland = await suggestions('Portland');
    expect(portland.indexOf('Portland, OR')).toBeGreaterThanOrEqual(0);
    expect(portland.indexOf('Portland, OR')).toBeLessThan(portland.indexOf('Portland, ME'));
    const springfield = await suggestions('Springfield, IL');
    expect(springfield).toContain('Springfield, IL');
    expect(springfield.every((text) => text.endsWith(', IL'))).toBe(true);
  });

  it('forgives a typo', async () => {
    expect(await suggestions('Sacramnto')).toContain('Sacramento, CA');
  });

  it('refuses an empty address with a coded 400', async () => {
    const response = await get('/autocomplete?address=%20');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errType: 1, innerErrorType: 1 });
  });
});

describe('GET /services/location/query (reverse)', () => {
  it('names the town near the San Francisco centre and keeps the asked point', async () => {
    const place = await reverse(SAN_FRANCISCO_CITY_HALL.latitude, SAN_FRANCISCO_CITY_HALL.longitude);
    expect(place).toEqual({
      ...SAN_FRANCISCO_CITY_HALL,
      address: expect.stringContaining('San Francisco, CA'),
    });
  });

  it("gives a business's address for a point at its door", async () => {
    const business = await sanFranciscoBusiness();
    const place = await reverse(business.latitude + 0.0005, business.longitude);
    expect(place.address).toBe(business.full_address);
  });

  it('falls back to the coordinates far from any town', async () => {
    expect(await reverse(0, -150)).toEqual({ latitude: 0, longitude: -150, address: '0.00000, -150.00000' });
  });
});

describe('GET /services/location/geocode', () => {
  it('finds Oakland, CA within a few miles of its city hall', async () => {
    const place = await geocode('Oakland, CA');
    expect(place.address).toBe('Oakland, CA');
    expect(milesBetween(place, OAKLAND_CITY_HALL)).toBeLessThan(3);
  });

  it("finds a catalog address at the business's coordinates", async () => {
    const business = await sanFranciscoBusiness();
    expect(await geocode(business.full_address.toLowerCase())).toEqual({
      latitude: business.latitude,
      longitude: business.longitude,
      address: business.full_address,
    });
  });

  it('forgives small slips in a catalog address, but never a different house number', async () => {
    const business = await sanFranciscoBusiness();
    const sloppy = business.full_address
      .replaceAll(',', '')
      .replace(/ \d{5}$/, '')
      .toLowerCase();
    expect((await geocode(sloppy)).address).toBe(business.full_address);
    const number = Number(business.full_address.split(' ')[0]);
    const elsewhere = await geocode(business.full_address.replace(/^\d+/, String(number + 7)));
    expect(elsewhere.address).toBe('San Francisco, CA');
  });

  it('resolves an unknown street to its town, and says only the town', async () => {
    const place = await geocode('500 Castro St, San Francisco, CA 94114');
    expect(place.address).toBe('San Francisco, CA');
    expect(milesBetween(place, SAN_FRANCISCO_CITY_HALL)).toBeLessThan(3);
  });

  it('answers a coded 404 when nothing matches', async () => {
    const response = await get(`/geocode?address=${encodeURIComponent('Qwxzv Plorth')}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errType: 1,
      innerErrorType: 20,
      message: 'No place matches this address.',
    });
  });
});
