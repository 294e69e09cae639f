import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createCatalogWriterRepository } from '../seed/catalog-writer.repository.js';
import { DEFAULT_CENTER } from '../seed/geography.js';
import { writeDemoCatalog } from '../seed/seed-catalog.service.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

/**
 * The production path (fast-json-stringify, compression) next to the checked path (zod) on one catalog and
 * one clock: a caller gets the same JSON from both, and the same bytes once decoded.
 */
const NOW = Date.parse('2025-06-11T19:00:00Z'); // a Wednesday noon in San Francisco: most stores open
const centre = `longitude=${DEFAULT_CENTER.longitude}&latitude=${DEFAULT_CENTER.latitude}`;

let database: TestDatabase;
let production: NearbiteApp;
let checked: NearbiteApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const writer = createCatalogWriterRepository(database.db);
  await writer.transaction((tx) => writeDemoCatalog(writer, tx, { businesses: 20, seed: 1 }));
  const base = { NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' };
  production = await buildApp({
    config: loadConfig({ ...base, RESPONSE_VALIDATION: 'false' }),
    database,
    clock: () => NOW,
  });
  checked = await buildApp({ config: loadConfig(base), database, clock: () => NOW });
  await Promise.all([production.ready(), checked.ready()]);
});

afterAll(async () => {
  await production?.close();
  await checked?.close();
  await database?.close();
});

const get = (app: NearbiteApp, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/apis/v1${url}`, headers });

async function firstStoreId(): Promise<string> {
  const page = (await get(checked, `/businesses?${centre}&pageNumber=1&pageCapacity=5`)).json() as {
    businesses: { id: string }[];
  };
  const id = page.businesses[0]?.id;
  if (!id) throw new Error('the catalog has no store near the centre');
  return id;
}

describe('the production serializer in the app', () => {
  it('answers the store list, a store page, its menu and the categories as zod does', async () => {
    const id = await firstStoreId();
    const urls = [
      `/businesses?${centre}&range=40&pageNumber=1&pageCapacity=20`,
      `/businesses/${id}/detail?${centre}`,
      `/businesses/${id}/timedMenuDetail`,
      '/businessCategories',
    ];
    for (const url of urls) {
      const [fast, zod] = await Promise.all([get(production, url), get(checked, url)]);
      expect(fast.statusCode, `${url}: ${fast.body}`).toBe(200);
      expect(zod.statusCode, `${url}: ${zod.body}`).toBe(200);
      expect(fast.json(), url).toEqual(zod.json());
    }
  });

  it('answers errors with the same coded envelope', async () => {
    const url = '/businesses/00000000-0000-4000-8000-000000000000/detail';
    const [fast, zod] = await Promise.all([get(production, url), get(checked, url)]);
    expect(fast.statusCode).toBe(zod.statusCode);
    expect(fast.json()).toEqual(zod.json());
  });

  it('sends the page of stores compressed to a browser, decoding to the same JSON', async () => {
    const url = `/businesses?${centre}&range=40&pageNumber=1&pageCapacity=20`;
    const plain = await get(production, url);
    const br = await get(production, url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await get(production, url, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const response of [plain, br, gzip]) expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });
});
