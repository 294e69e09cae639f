import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreFixture } from '../test/order-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { distanceMeters, nearestFirst, withinMeters } from './geo.js';
import { businesses } from './schema/catalog.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  // A row, so PostgreSQL evaluates the distance expressions.
  await createStoreFixture(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe('nearby SQL', () => {
  it('takes subnormal coordinates and radii (which underflow the earth functions) as zero', async () => {
    for (const tiny of [5e-324, -5e-324, 1e-310]) {
      const rows = await database.db
        .select({ id: businesses.id, meters: distanceMeters(businesses, tiny, tiny) })
        .from(businesses)
        .where(withinMeters(businesses, tiny, -tiny, tiny))
        .orderBy(nearestFirst(businesses, tiny, tiny))
        .limit(1);
      expect(rows).toEqual([]);
      const [nearest] = await database.db
        .select({ meters: distanceMeters(businesses, tiny, tiny) })
        .from(businesses)
        .orderBy(nearestFirst(businesses, tiny, tiny))
        .limit(1);
      // The fixture store in San Francisco is about 13,000 km from (0, 0).
      expect(nearest?.meters).toBeGreaterThan(12_000_000);
    }
  });
});
