import { demoOwnerPhone } from '@nearbite/domain/demo-owners';
import type { Db } from '../db/client.js';
import { createDemoCatalog } from './catalog-generator.js';
import type { CatalogOptions } from './catalog-plan.js';
import {
  appendBusinessRows,
  BUSINESS_TABLES,
  type BusinessRows,
  emptyBusinessRows,
  type PlatformRows,
} from './catalog-rows.js';
import type { CatalogWriterRepository } from './catalog-writer.repository.js';

/** Rows written per kind (coupons counts the platform's and the stores' together). */
export type CatalogCounts = Partial<Record<keyof PlatformRows | keyof BusinessRows, number>>;

/** Full menus hold ~100 rows a business, light ones ~40; either way a batch is a few thousand rows. */
const BUSINESSES_PER_BATCH = 100;
const LIGHT_BUSINESSES_PER_BATCH = 400;
const YIELD_EVERY = 10;

/**
 * Writes the whole demo catalog inside the caller's transaction, with each store's known owner (store number
 * N is owned by the phone `demoOwnerPhone(N)`, 555 and N on 7 digits). Generation pauses every few businesses
 * so that the statements of the previous batch keep flowing meanwhile: on a PostgreSQL server the
 * database and this process then work at the same time.
 */
export async function writeDemoCatalog(
  repository: CatalogWriterRepository,
  tx: Db,
  options: CatalogOptions,
  onProgress?: (written: number, total: number) => void,
): Promise<CatalogCounts> {
  const catalog = createDemoCatalog(options);
  const total = catalog.plan.businesses;
  const counts: CatalogCounts = {};
  const add = (table: keyof PlatformRows | keyof BusinessRows, rows: number) => {
    counts[table] = (counts[table] ?? 0) + rows;
  };
  await repository.insertPlatform(tx, catalog.platform);
  for (const table of Object.keys(catalog.platform) as Array<keyof PlatformRows>) {
    add(table, catalog.platform[table].length);
  }
  const size = catalog.plan.light ? LIGHT_BUSINESSES_PER_BATCH : BUSINESSES_PER_BATCH;
  let pending: Promise<void> = Promise.resolve();
  for (let start = 0; start < total; start += size) {
    const end = Math.min(total, start + size);
    const batch = emptyBusinessRows();
    const owners: { businessId: string; phoneNumber: string }[] = [];
    for (let index = start; index < end; index += 1) {
      const business = catalog.businessAt(index);
      appendBusinessRows(batch, business);
      for (const row of business.businesses) {
        // The insert's type makes ids optional (the column has a default); the generator always sets them.
        if (row.id) owners.push({ businessId: row.id, phoneNumber: demoOwnerPhone(index) });
      }
      if (index % YIELD_EVERY === YIELD_EVERY - 1) await yieldToEventLoop();
    }
    await pending;
    for (const table of BUSINESS_TABLES) add(table, batch[table].length);
    pending = repository
      .insertBusinesses(tx, batch)
      .then(() => repository.insertOwners(tx, owners))
      .then(() => onProgress?.(end, total));
  }
  await pending;
  return counts;
}

/** Lets I/O callbacks (the database's answers) run between pieces of generation. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
