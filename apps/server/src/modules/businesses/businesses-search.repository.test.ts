import { SEARCH_MAX_BUSINESSES, SEARCH_RANGE_MILES } from '@nearbite/domain/discovery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogWriterRepository } from '../../seed/catalog-writer.repository.js';
import { DEFAULT_CENTER } from '../../seed/geography.js';
import { writeDemoCatalog } from '../../seed/seed-catalog.service.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createBusinessesRepository } from './businesses.repository.js';

let database: TestDatabase;
const area = { ...DEFAULT_CENTER, rangeMiles: SEARCH_RANGE_MILES };

beforeAll(async () => {
  database = await createTestDatabase();
  const writer = createCatalogWriterRepository(database.db);
  await writer.transaction((tx) => writeDemoCatalog(writer, tx, { businesses: 60, seed: 1 }));
});

afterAll(async () => {
  await database?.close();
});

describe('search: the nearest stores one by one, or the trigram index when they hold too few matches', () => {
  // A walk of 5 stores finds fewer than a page for every keyword here, so the second way answers each.
  it.each(['noodle', 'Noodle', '面', 'north star', 'tea', 'zzqx', '%'])(
    'answers %s with the same stores in the same order either way',
    async (keywords) => {
      const walking = createBusinessesRepository(database.db);
      const indexed = createBusinessesRepository(database.db, { searchWalkStores: 5 });
      const walked = await walking.search(area, keywords.toLowerCase(), SEARCH_MAX_BUSINESSES);
      const found = await indexed.search(area, keywords.toLowerCase(), SEARCH_MAX_BUSINESSES);
      expect(found).toEqual(walked);
      if (keywords === 'noodle' || keywords === 'north star') expect(walked.length).toBeGreaterThan(0);
      if (keywords === 'zzqx' || keywords === '%') expect(walked).toEqual([]);
    },
  );
});
