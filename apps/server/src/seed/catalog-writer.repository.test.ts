import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../db/schema/catalog.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { createDemoCatalog } from './catalog-generator.js';
import { type BusinessRow, emptyBusinessRows } from './catalog-rows.js';
import { createCatalogWriterRepository } from './catalog-writer.repository.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const catalog = createDemoCatalog({ businesses: 3, seed: 99 });

/** A business row from the generator with its text and arrays replaced by awkward values. */
function awkward(index: number, overrides: Partial<BusinessRow>): BusinessRow {
  const [row] = catalog.businessAt(index).businesses;
  if (!row) throw new Error('no business');
  return { ...row, areaId: null, ...overrides };
}

describe('catalog writer', () => {
  it('stores every value exactly as generated, whatever characters the text holds', async () => {
    const repository = createCatalogWriterRepository(database.db);
    const tricky = awkward(0, {
      name: { en: `Tom "Big" O'Brien \\ {NULL}, <&>`, zh: '汤姆的“大”厨房 😀' },
      announcement: null,
      images: ['/a.svg', 'b,"c"'],
      diningTypes: ['pickup', 'dineIn'],
      expectedOpeningTime: new Date('2031-02-03T04:05:06.789Z'),
      latitude: 37.123456,
      longitude: -122.654321,
      specialTipRules: { nested: [1, null, 'x'] },
    });
    const rows = emptyBusinessRows();
    rows.businesses.push(tricky);
    await repository.transaction((tx) => repository.insertBusinesses(tx, rows));
    const [stored] = await database.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, tricky.id ?? ''));
    expect(stored).toMatchObject({
      name: tricky.name,
      announcement: null,
      images: tricky.images,
      diningTypes: ['pickup', 'dineIn'],
      expectedOpeningTime: tricky.expectedOpeningTime,
      latitude: 37.123456,
      longitude: -122.654321,
      specialTipRules: { nested: [1, null, 'x'] },
      openHours: tricky.openHours,
      servicePrices: tricky.servicePrices,
    });
  });

  it('lets the column default apply when some rows of a batch leave a column out', async () => {
    const repository = createCatalogWriterRepository(database.db);
    const rows = emptyBusinessRows();
    const { status: _left, ...withoutStatus } = awkward(1, {});
    rows.businesses.push({ ...awkward(2, {}), status: 'offline' }, withoutStatus);
    await repository.transaction((tx) => repository.insertBusinesses(tx, rows));
    const stored = await database.db
      .select({ id: businesses.id, status: businesses.status })
      .from(businesses);
    expect(stored.find((row) => row.id === withoutStatus.id)?.status).toBe('online');
    expect(stored.find((row) => row.id === rows.businesses[0]?.id)?.status).toBe('offline');
  });
});
