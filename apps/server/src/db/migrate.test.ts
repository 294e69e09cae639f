import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableColumns, getTableName, is, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { distanceMeters, METERS_PER_MILE, nearestFirst, withinMeters } from './geo.js';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.js';
import { users } from './schema/auth.js';
import { businesses } from './schema/catalog.js';
import { commodities } from './schema/commodities.js';
import { commodityCategories } from './schema/menus.js';
import { orders } from './schema/orders.js';
import { pointsCards, pointsLedger } from './schema/points.js';
import { schema } from './schema.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

const rowsOf = async <T extends Record<string, unknown>>(query: SQL): Promise<T[]> => {
  const result = await database.db.execute<T>(query);
  return result.rows;
};

const weekHours = Array.from({ length: 7 }, () => [[0, 86_400_000]]);

const newBusiness = (nameEn: string, nameZh: string, latitude: number, longitude: number) => ({
  name: { en: nameEn, zh: nameZh },
  fullAddress: `${nameEn}, San Francisco, CA`,
  latitude,
  longitude,
  timeZone: 'America/Los_Angeles',
  openHours: weekHours as Array<Array<[number, number]>>,
  diningTypes: ['delivery' as const, 'pickup' as const],
});

describe('migrations', () => {
  it('record every migration of the journal once, and running them again changes nothing', async () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const countApplied = async () => {
      const [row] = await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      return row?.n;
    };
    expect(await countApplied()).toBe(journal.entries.length);

    await runMigrations(database);
    await runMigrations(database);

    expect(await countApplied()).toBe(journal.entries.length);
  });

  it('create the extensions before the tables that need them', async () => {
    const rows = await rowsOf<{ extname: string }>(
      sql`select extname from pg_extension where extname in ('cube', 'earthdistance', 'pg_trgm') order by extname`,
    );
    expect(rows.map((row) => row.extname)).toEqual(['cube', 'earthdistance', 'pg_trgm']);
  });

  it('create every table and column the schema declares', async () => {
    const columns = await rowsOf<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const present = new Set(columns.map((row) => `${row.table_name}.${row.column_name}`));
    const missing: string[] = [];
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue;
      for (const column of Object.values(getTableColumns(value))) {
        const key = `${getTableName(value)}.${column.name}`;
        if (!present.has(key)) missing.push(key);
      }
    }
    // A failure here means a schema change without `npx drizzle-kit generate`.
    expect(missing).toEqual([]);
    expect(present.has('businesses.search_name')).toBe(true);
    expect(present.has('places.population')).toBe(true);
  });
});

describe('nearby and search', () => {
  // Union Square, San Francisco.
  const here = { latitude: 37.788, longitude: -122.4075 };

  beforeAll(async () => {
    await database.db.insert(businesses).values([
      newBusiness('Far Noodle House', '远方面馆', 37.8044, -122.2712), // Oakland, ~13 km
      newBusiness('Golden Dumpling', '金饺子', 37.7941, -122.4078), // Chinatown, ~0.7 km
      newBusiness('Mission Taqueria', '米慎卷饼', 37.7599, -122.4148), // Mission, ~3 km
      newBusiness('Spicy Hotpot Garden', '麻辣香锅花园', 37.7879, -122.4074), // next door
    ]);
  });

  it('returns businesses within the radius nearest first', async () => {
    const rows = await database.db
      .select({ name: businesses.name, meters: distanceMeters(businesses, here.latitude, here.longitude) })
      .from(businesses)
      .where(withinMeters(businesses, here.latitude, here.longitude, 5 * METERS_PER_MILE))
      .orderBy(nearestFirst(businesses, here.latitude, here.longitude))
      .limit(10);

    expect(rows.map((row) => row.name.en)).toEqual([
      'Spicy Hotpot Garden',
      'Golden Dumpling',
      'Mission Taqueria',
    ]);
    const meters = rows.map((row) => row.meters);
    expect(meters).toEqual([...meters].sort((a, b) => a - b));
    expect(meters[1]).toBeGreaterThan(500);
    expect(meters[1]).toBeLessThan(1000);
  });

  it('finds a business by a fragment of its Chinese or English name', async () => {
    const byFragment = async (fragment: string) => {
      const rows = await database.db
        .select({ name: businesses.name })
        .from(businesses)
        .where(sql`${businesses.searchName} ilike ${`%${fragment}%`}`);
      return rows.map((row) => row.name.en);
    };
    expect(await byFragment('麻辣')).toEqual(['Spicy Hotpot Garden']);
    expect(await byFragment('dumpl')).toEqual(['Golden Dumpling']);

    // A misspelt word still matches a word of a longer name (word similarity, `<%`).
    const typo = 'Taquera';
    const matches = await database.db
      .select({ name: businesses.name })
      .from(businesses)
      .where(sql`${typo} <% ${businesses.searchName}`)
      .orderBy(sql`word_similarity(${typo}, ${businesses.searchName}) desc`);
    expect(matches.map((row) => row.name.en)).toEqual(['Mission Taqueria']);
  });

  const onPglite = (process.env.NEARBITE_TEST_DATABASE ?? 'pglite') === 'pglite';

  it.skipIf(onPglite)(
    'answers the nearby query through the GiST index among 2,000 businesses (PostgreSQL)',
    async () => {
      await database.db.execute(sql`
        insert into businesses (name, full_address, latitude, longitude, time_zone, open_hours, dining_types)
        select jsonb_build_object('en', 'Bench store ' || i, 'zh', '测试店' || i), 'Somewhere',
               25 + (i % 97) * 0.2, -124 + (i / 97) * 2.5, 'America/New_York',
               '[[],[],[],[],[],[],[]]'::jsonb, array['pickup']
        from generate_series(1, 2000) as i`);
      await database.db.execute(sql`analyze businesses`);

      const query = database.db
        .select({ id: businesses.id })
        .from(businesses)
        .where(withinMeters(businesses, here.latitude, here.longitude, 40 * METERS_PER_MILE))
        .orderBy(nearestFirst(businesses, here.latitude, here.longitude))
        .limit(50)
        .toSQL();
      const plan = await rowsOf<{ 'QUERY PLAN': string }>(
        sql.raw(`explain ${inlineParams(query.sql, query.params)}`),
      );
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');

      expect(text).toContain('businesses_location_idx');
      expect(text).not.toMatch(/Seq Scan on businesses/);
    },
  );
});

describe('constraints', () => {
  it('refuse negative stock', async () => {
    const [business] = await database.db
      .insert(businesses)
      .values(newBusiness('Stock Test', '库存测试', 37.7, -122.4))
      .returning({ id: businesses.id });
    const [category] = await database.db
      .insert(commodityCategories)
      .values({ businessId: business?.id ?? '', name: { en: 'Mains', zh: '主食' } })
      .returning({ id: commodityCategories.id });
    const item = { businessId: business?.id ?? '', categoryId: category?.id ?? '', price: 1299 };

    await database.db
      .insert(commodities)
      .values({ ...item, name: { en: 'Rice', zh: '米饭' }, stockNumber: 0 });
    await expect(
      database.db
        .insert(commodities)
        .values({ ...item, name: { en: 'Noodles', zh: '面条' }, stockNumber: -1 }),
    ).rejects.toThrow();

    // Even a decrement that forgets its `stock_number >= n` guard cannot oversell.
    await expect(
      database.db.execute(
        sql`update commodities set stock_number = stock_number - 1 where name ->> 'en' = 'Rice'`,
      ),
    ).rejects.toThrow();
  });

  it('keep one order per user and frontendIdentifier, and points balances at zero or above', async () => {
    const [business] = await database.db
      .insert(businesses)
      .values(newBusiness('Order Test', '订单测试', 37.7, -122.4))
      .returning({ id: businesses.id });
    const [alice, bob] = await database.db
      .insert(users)
      .values([{ phoneNumber: '4155550101' }, { phoneNumber: '4155550102' }])
      .returning({ id: users.id });
    const order = (userId: string, orderCode: string) => ({
      receiptCode: `receipt-${orderCode}`,
      orderCode,
      businessId: business?.id ?? '',
      userId,
      frontendIdentifier: 'f6a1c2d4-0000-4000-8000-000000000001',
      orderType: 'pickup' as const,
      commoditiesPrice: 1299,
      totalPrice: 1407,
    });

    await database.db.insert(orders).values(order(alice?.id ?? '', '2222AA'));
    await expect(database.db.insert(orders).values(order(alice?.id ?? '', '2222AB'))).rejects.toThrow();
    await database.db.insert(orders).values(order(bob?.id ?? '', '2222BA'));

    const [card] = await database.db
      .insert(pointsCards)
      .values({ userId: alice?.id ?? '', businessId: business?.id ?? '', curPoints: 30 })
      .returning({ id: pointsCards.id });
    await expect(
      database.db.execute(sql`update points_cards set cur_points = cur_points - 50 where id = ${card?.id}`),
    ).rejects.toThrow();
    // A spend recorded as a gain would let a balance grow by spending.
    await expect(
      database.db.insert(pointsLedger).values({
        cardId: card?.id ?? '',
        changeType: 'consumedForCoupon',
        changeNumber: 20,
        balanceAfter: 50,
      }),
    ).rejects.toThrow();
  });

  it('refuse a name without both languages', async () => {
    await expect(
      database.db.insert(businesses).values({
        ...newBusiness('x', 'y', 37.7, -122.4),
        name: { en: 'English only' } as { en: string; zh: string },
      }),
    ).rejects.toThrow();
  });
});

/** EXPLAIN cannot take bind parameters on every driver; the test's values are numbers only. */
function inlineParams(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_match, index: string) => {
    const value = params[Number(index) - 1];
    if (typeof value !== 'number') throw new Error(`unexpected parameter ${String(value)}`);
    return String(value);
  });
}
