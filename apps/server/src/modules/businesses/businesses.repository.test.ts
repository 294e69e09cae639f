import { STORE_LIST_PAGE_SIZE, STORE_LIST_RANGE_MILES } from '@nearbite/domain/discovery';
import { milesBetween } from '@nearbite/domain/geo-distance';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CENTER } from '../../seed/geography.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import {
  createBusinessesRepository,
  type NearbyFilter,
  nearbySelect,
  nearbyValues,
} from './businesses.repository.js';

const target = process.env.NEARBITE_TEST_DATABASE;
const onPglite = !target || target === 'pglite';
const BUSINESSES = 5000;

let database: TestDatabase;

/**
 * A few thousand stores placed like the 100,000-store benchmark catalog: a tenth within a few miles of
 * the demo centre, the rest spread over the United States. Deterministic, and much faster to write than
 * the demo generator's full rows.
 */
async function insertBusinesses(count: number): Promise<void> {
  await database.db.execute(sql`
    insert into businesses (name, full_address, latitude, longitude, time_zone, open_hours, dining_types)
    select jsonb_build_object('en', 'Plan Store ' || i, 'zh', '计划店' || i), i || ' Plan St',
      case when i % 10 = 0 then ${DEFAULT_CENTER.latitude} + ((i * 7919) % 1000 - 500) / 7000.0
           else 25 + ((i * 7919) % 2300) / 100.0 end,
      case when i % 10 = 0 then ${DEFAULT_CENTER.longitude} + ((i * 104729) % 1000 - 500) / 5500.0
           else -124 + ((i * 104729) % 5400) / 100.0 end,
      'America/Los_Angeles', '[[],[],[],[],[],[],[]]'::jsonb, array['pickup']
    from generate_series(1, ${count}) as i`);
  // Vacuumed as autovacuum leaves a table: the walk is then answered from the index alone.
  await database.db.execute(sql`vacuum analyze businesses`);
}

/** The plan PostgreSQL picks for the statement the repository sends, with the same parameters. */
async function planOf(filter: NearbyFilter): Promise<string> {
  if (database.engine !== 'postgres') throw new Error('EXPLAIN runs on PostgreSQL only');
  const query = nearbySelect(database.db).toSQL();
  const params = fillPlaceholders(query.params, nearbyValues(filter));
  const result = await database.pool.query(`explain ${query.sql}`, params);
  return result.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
}

describe.skipIf(onPglite)('the nearby query on PostgreSQL', () => {
  const homeList: NearbyFilter = {
    latitude: DEFAULT_CENTER.latitude,
    longitude: DEFAULT_CENTER.longitude,
    rangeMiles: STORE_LIST_RANGE_MILES,
    categoryIds: null,
    limit: STORE_LIST_PAGE_SIZE + 1,
    offset: 0,
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertBusinesses(BUSINESSES);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('walks the listed stores index nearest first (KNN), answered from the index alone', async () => {
    const plan = await planOf(homeList);
    expect(plan).toMatch(/Index Only Scan using businesses_listed_location_idx on businesses/);
    expect(plan).toMatch(/Order By: \(\(ll_to_earth\(latitude, longitude\)\) <-> /);
    expect(plan).not.toMatch(/Seq Scan on businesses\b/);
    // The page is cut by LIMIT right on the index walk, and nothing else is read: the cards come from memory.
    expect(plan).toMatch(/^Limit[^\n]*\n\s*->\s+Index Only Scan using businesses_listed_location_idx/);
    console.info(`nearby plan over ${BUSINESSES} businesses:\n${plan}`);
  });

  it('still uses the index on later pages', async () => {
    const plan = await planOf({ ...homeList, offset: 5 * STORE_LIST_PAGE_SIZE });
    expect(plan).toMatch(/Index Only Scan using businesses_listed_location_idx on businesses/);
    expect(plan).not.toMatch(/Seq Scan on businesses\b/);
  });

  it('returns what the plan promises: the nearest stores, nearest first', async () => {
    const repository = createBusinessesRepository(database.db);
    const refs = await repository.nearby(homeList);
    const byId = new Map((await repository.cards(refs.map((ref) => ref.id))).map((card) => [card.id, card]));
    const rows = refs.map((ref) => byId.get(ref.id)).filter((card) => card !== undefined);
    expect(rows).toHaveLength(STORE_LIST_PAGE_SIZE + 1);
    const miles = rows.map((row) => milesBetween(DEFAULT_CENTER, row));
    for (let index = 1; index < miles.length; index += 1) {
      expect(miles[index]).toBeGreaterThanOrEqual((miles[index - 1] ?? 0) - 1e-9);
    }
    // Every store left out is at least as far as the farthest one returned.
    const closer = await database.db.execute<{ value: string }>(sql`
      select count(*) as value from businesses
      where earth_distance(ll_to_earth(latitude, longitude),
        ll_to_earth(${DEFAULT_CENTER.latitude}::float8, ${DEFAULT_CENTER.longitude}::float8))
        < ${(miles.at(-1) ?? 0) * 1609.344 * 0.999}`);
    expect(Number(closer.rows[0]?.value)).toBeLessThanOrEqual(STORE_LIST_PAGE_SIZE + 1);
  });
});
