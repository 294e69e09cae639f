import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { seedDemoCatalogIfEmpty } from './seed-on-start.js';

const log = Fastify({ logger: false }).log;
let database: TestDatabase;

async function countBusinesses(): Promise<number> {
  const result = await database.db.execute<{ value: string }>(sql`select count(*) as value from businesses`);
  return Number(result.rows[0]?.value);
}

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.close();
});

describe('seeding on start', () => {
  it('writes the catalog into an empty database, and nothing the second time', async () => {
    await seedDemoCatalogIfEmpty(database, { businesses: 12, seed: 1, log });
    expect(await countBusinesses()).toBe(12);
    await seedDemoCatalogIfEmpty(database, { businesses: 30, seed: 2, log });
    expect(await countBusinesses()).toBe(12);
  });

  it('writes once when several server copies start at the same moment', async () => {
    await Promise.all(
      [1, 2, 3].map(() => seedDemoCatalogIfEmpty(database, { businesses: 12, seed: 1, log })),
    );
    expect(await countBusinesses()).toBe(12);
  });
});
