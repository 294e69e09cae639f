import { demoOwnerPhone } from '@nearbite/domain/demo-owners';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { createDemoCatalog } from './catalog-generator.js';
import { createCatalogWriterRepository } from './catalog-writer.repository.js';
import { DEFAULT_CENTER } from './geography.js';
import { HOUR_MS } from './opening-hours.js';
import { type CatalogCounts, writeDemoCatalog } from './seed-catalog.service.js';

const CJK = /[\u4e00-\u9fff]/;
const METERS_PER_MILE = 1609.344;

let database: TestDatabase;
let counts: CatalogCounts;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute<Record<string, unknown>>(query)).rows as T[];
}

async function value(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ value: number | string }>(query);
  return Number(row?.value);
}

/** Distance from the default centre, great-circle, as PostgreSQL's earthdistance computes it. */
const fromCentre = sql.raw(
  `earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${DEFAULT_CENTER.latitude}, ${DEFAULT_CENTER.longitude})) / ${METERS_PER_MILE}`,
);

beforeAll(async () => {
  database = await createTestDatabase();
  const repository = createCatalogWriterRepository(database.db);
  counts = await repository.transaction((tx) =>
    writeDemoCatalog(repository, tx, { businesses: 60, seed: 1 }),
  );
});

afterAll(async () => {
  await database.close();
});

describe('the default demo catalog, as written to the database', () => {
  it('reports what it wrote, and the database holds exactly that', async () => {
    expect(counts.businesses).toBe(60);
    expect(await value(sql`select count(*) as value from businesses`)).toBe(60);
    expect(await value(sql`select count(*) as value from commodities`)).toBe(counts.commodities);
    expect(await value(sql`select count(*) as value from coupons`)).toBe(counts.coupons);
  });

  it('has at least 40 businesses within 10 miles of the centre and a couple in other time zones', async () => {
    expect(
      await value(sql`select count(*) as value from businesses where ${fromCentre} <= 10`),
    ).toBeGreaterThanOrEqual(40);
    const zones = await rows<{ time_zone: string }>(sql`select distinct time_zone from businesses`);
    expect(zones.map((zone) => zone.time_zone)).toContain('America/Los_Angeles');
    expect(zones.length).toBeGreaterThanOrEqual(3);
  });

  it('covers every dining type combination and every delivery carrier', async () => {
    const combos = await rows<{ combo: string }>(
      sql`select distinct array_to_string(dining_types, ',') as combo from businesses`,
    );
    expect(combos.length).toBe(7);
    const carriers = await rows<{ delivery_carrier: string }>(
      sql`select distinct delivery_carrier from businesses where 'delivery' = any(dining_types)`,
    );
    expect(carriers.map((row) => row.delivery_carrier).sort()).toEqual(['business', 'doordash', 'platform']);
    expect(
      await value(
        sql`select count(*) as value from businesses b where delivery_carrier = 'doordash'
            and not exists (select 1 from delivery_configs d where d.business_id = b.id and d.kind = 'doordash')`,
      ),
    ).toBe(0);
  });

  it('writes names in both languages, the Chinese ones in Chinese characters', async () => {
    const names = await rows<{ en: string; zh: string }>(sql`
      select name->>'en' as en, name->>'zh' as zh from businesses
      union all select name->>'en', name->>'zh' from commodities
      union all select name->>'en', name->>'zh' from business_categories`);
    expect(names.length).toBeGreaterThan(500);
    for (const name of names) {
      expect(name.en).toMatch(/[A-Za-z]/);
      expect(name.zh).toMatch(CJK);
    }
    expect(names.some((name) => name.en === 'Kung Pao Chicken' && name.zh === '宫保鸡丁')).toBe(true);
  });

  it('has stores open around the clock, stores without hours and stores closed on each weekday', async () => {
    const stores = await rows<{ open_hours: Array<Array<[number, number]>>; order_in_advance: boolean }>(
      sql`select open_hours, order_in_advance from businesses`,
    );
    expect(
      stores.some((store) =>
        store.open_hours.every((day) => day.some(([from, to]) => from === 0 && to === 24 * HOUR_MS)),
      ),
    ).toBe(true);
    expect(stores.some((store) => store.open_hours.every((day) => day.length === 0))).toBe(true);
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const closedThatDay = stores.filter(
        (store) => store.open_hours[weekday]?.length === 0 && store.open_hours.some((day) => day.length > 0),
      );
      expect(closedThatDay.length, `closed on weekday ${weekday}`).toBeGreaterThan(0);
    }
  });

  it('has, for every hour from midnight to 10 pm on every weekday, a store taking orders that opens later', async () => {
    const stores = await rows<{ open_hours: Array<Array<[number, number]>> }>(
      sql`select open_hours from businesses where order_in_advance`,
    );
    for (let weekday = 0; weekday < 7; weekday += 1) {
      for (let hour = 0; hour < 22; hour += 1) {
        const reservable = stores.some(
          (store) => (store.open_hours[weekday]?.[0]?.[0] ?? -1) > hour * HOUR_MS,
        );
        expect(reservable, `weekday ${weekday} ${hour}:00`).toBe(true);
      }
    }
  });

  it('has timed menus for breakfast, lunch and dinner next to all-day items, and a required dine-in category', async () => {
    const menus = await rows<{ en: string }>(sql`select distinct name->>'en' as en from timed_menus`);
    expect(menus.map((menu) => menu.en).sort()).toEqual(['Breakfast', 'Dinner', 'Lunch']);
    expect(
      await value(sql`select count(*) as value from commodities where timed_menu_id is null`),
    ).toBeGreaterThan(0);
    expect(
      await value(sql`select count(*) as value from commodities where timed_menu_id is not null`),
    ).toBeGreaterThan(0);
    expect(
      await value(sql`select count(*) as value from commodity_categories c join businesses b on b.id = c.business_id
                      where c.required_for_dine_in and 'dineIn' = any(b.dining_types)`),
    ).toBeGreaterThan(0);
  });

  it('has sold-out items, stock limits, purchase minimums and maximums, and item discounts', async () => {
    expect(
      await value(sql`select count(*) as value from commodities where stock_number = 0`),
    ).toBeGreaterThan(0);
    expect(
      await value(sql`select count(*) as value from commodities where stock_number > 0`),
    ).toBeGreaterThan(0);
    expect(
      await value(sql`select count(*) as value from commodities where min_buy_number > 1`),
    ).toBeGreaterThan(0);
    expect(
      await value(sql`select count(*) as value from commodities where max_buy_number is not null`),
    ).toBeGreaterThan(0);
    expect(
      await value(sql`select count(*) as value from commodities
                      where discount_percent is not null and origin_price > price`),
    ).toBeGreaterThan(0);
  });

  it('has single and multi-select specifications, required and optional', async () => {
    const kinds = await rows<{ singularity: boolean; required: boolean; max_selected: number | null }>(sql`
      select distinct (spec->>'singularity')::boolean as singularity, (spec->>'required')::boolean as required,
        (spec->>'maxSelected')::int as max_selected
      from commodities, jsonb_array_elements(specifications) as spec`);
    expect(kinds.some((kind) => kind.singularity && kind.required)).toBe(true);
    expect(kinds.some((kind) => kind.singularity && !kind.required)).toBe(true);
    expect(kinds.some((kind) => !kind.singularity && kind.required && (kind.max_selected ?? 0) > 1)).toBe(
      true,
    );
    expect(kinds.some((kind) => !kind.singularity && !kind.required)).toBe(true);
  });

  it('has attributes with priced values and limited or exhausted stock', async () => {
    expect(
      await value(sql`select count(*) as value from commodity_attribute_values where price > 0`),
    ).toBeGreaterThan(0);
    expect(
      await value(sql`select count(*) as value from commodity_attribute_values where stock_number > 0`),
    ).toBeGreaterThan(0);
    expect(
      await value(sql`select count(*) as value from commodity_attribute_values where stock_number = 0`),
    ).toBeGreaterThan(0);
  });

  it('has add-on groups with a group maximum and values with their own minimum and maximum', async () => {
    expect(
      await value(sql`select count(*) as value from commodities, jsonb_array_elements(add_on_groups) as grp
                      where (grp->>'maxBuyNumber')::int > 0`),
    ).toBeGreaterThan(0);
    expect(
      await value(sql`select count(*) as value from commodities, jsonb_array_elements(add_on_groups) as grp,
                        jsonb_array_elements(grp->'values') as val
                      where (val->>'minBuyNumber')::int > 0 and (val->>'maxBuyNumber')::int >= (val->>'minBuyNumber')::int`),
    ).toBeGreaterThan(0);
  });

  it('has both kinds of activity, and item discounts name items of their own store', async () => {
    const types = await rows<{ activity_type: string }>(sql`select distinct activity_type from activities`);
    expect(types.map((row) => row.activity_type).sort()).toEqual(['discount', 'orderTypeDiscount']);
    expect(
      await value(sql`select count(*) as value from activities a, unnest(a.available_commodity_ids) as item
                      where not exists (select 1 from commodities c where c.id = item and c.business_id = a.business_id)`),
    ).toBe(0);
  });

  it('has taxes in millionths, pickup orders without tax at some stores, service and delivery fees', async () => {
    expect(
      await value(sql`select count(*) as value from businesses where tax_rate_millionths = 86250`),
    ).toBeGreaterThan(0);
    expect(
      await value(sql`select count(*) as value from businesses where no_tax_on_pickup_orders`),
    ).toBeGreaterThan(0);
    expect(
      await value(sql`select count(*) as value from businesses where jsonb_array_length(service_prices) > 0`),
    ).toBeGreaterThan(0);
    expect(
      await value(sql`select count(*) as value from delivery_configs where kind = 'standard' and base_price > 0
                      and jsonb_array_length(extra_delivery_prices) > 0 and max_distance_miles > 0 and min_commodities_price > 0`),
    ).toBeGreaterThan(0);
    expect(
      await value(sql`select count(*) as value from delivery_configs where small_order_extra_price > 0`),
    ).toBeGreaterThan(0);
    expect(
      await value(sql`select count(*) as value from delivery_configs where small_order_extra_price is null`),
    ).toBeGreaterThan(0);
  });

  it('has tables for dine-in stores, pickup addresses with hours, websites and phones', async () => {
    expect(
      await value(sql`select count(*) as value from businesses b where 'dineIn' = any(dining_types)
                      and not exists (select 1 from dining_tables t where t.business_id = b.id)`),
    ).toBe(0);
    expect(
      await value(sql`select count(*) as value from businesses b where 'pickup' = any(dining_types)
                      and not exists (select 1 from business_pickup_addresses p where p.business_id = b.id)`),
    ).toBe(0);
    expect(
      await value(sql`select count(*) as value from businesses where website like '%.nearbite.local'`),
    ).toBe(60);
    expect(
      await value(sql`select count(*) as value from businesses where contact_phone_number ~ '^[0-9]{10}$'`),
    ).toBe(60);
  });

  it('has coupons of every type and expiry kind, with 4-character redeem codes', async () => {
    const types = await rows<{ coupon_type: string }>(sql`select distinct coupon_type from coupons`);
    expect(types.map((row) => row.coupon_type).sort()).toEqual(['cash', 'discount', 'freeDeliveryPrice']);
    const expiries = await rows<{ expiry_kind: string }>(sql`select distinct expiry_kind from coupons`);
    expect(expiries.map((row) => row.expiry_kind).sort()).toEqual(['duration', 'fixedTime', 'interval']);
    const codes = await rows<{ redeem_code: string }>(
      sql`select redeem_code from coupons where redeem_code is not null`,
    );
    expect(codes.length).toBeGreaterThan(3);
    for (const code of codes) expect(code.redeem_code).toMatch(/^[A-Z0-9]{4}$/);
    expect(
      await value(sql`select count(*) as value from coupons where coupon_type = 'discount'
                      and discount_percent between 1 and 99 and max_discount_price > 0`),
    ).toBeGreaterThan(0);
  });

  it('has an active welcome package of two or three coupons', async () => {
    const packages = await rows<{ id: string; coupons: number }>(sql`
      select p.id, count(c.coupon_id)::int as coupons from new_user_packages p
      join new_user_package_coupons c on c.package_id = p.id where p.package_status = 'active' group by p.id`);
    expect(packages).toHaveLength(1);
    expect(packages[0]?.coupons).toBeGreaterThanOrEqual(2);
    expect(packages[0]?.coupons).toBeLessThanOrEqual(3);
  });

  it('has points programmes with redeemable coupons and items', async () => {
    expect(
      await value(sql`select count(*) as value from businesses b join points_programmes p on p.business_id = b.id
                      where b.points_status = 'active' and jsonb_array_length(p.commodity_exchange_tiers) = 4`),
    ).toBeGreaterThan(0);
    expect(await value(sql`select count(*) as value from points_coupon_rules`)).toBeGreaterThan(0);
    expect(
      await value(sql`select count(*) as value from commodities where supports_exchange`),
    ).toBeGreaterThan(0);
  });

  it('has a host within a mile of the centre, serving platform-delivered stores', async () => {
    expect(
      await value(sql`select count(*) as value from self_pickup_points where ${fromCentre} <= 1`),
    ).toBeGreaterThan(0);
    expect(
      await value(sql`select count(*) as value from self_pickup_point_businesses l join businesses b on b.id = l.business_id
                      where b.delivery_carrier <> 'platform'`),
    ).toBe(0);
    expect(await value(sql`select count(*) as value from self_pickup_point_businesses`)).toBeGreaterThan(0);
  });

  it('points every image at the drawn-image route', async () => {
    const images = await rows<{ logo: string }>(sql`select logo from businesses`);
    for (const image of images) expect(image.logo).toMatch(/^\/apis\/v1\/images\/logo\/[a-z0-9-]+\.svg$/);
  });
});

describe('replacing the catalog', () => {
  it('swaps in the catalog of another seed and keeps the users', async () => {
    await database.db.insert(users).values({ phoneNumber: '4155550123' });
    const repository = createCatalogWriterRepository(database.db);
    const before = await rows<{ id: string }>(sql`select id from businesses order by id limit 1`);
    await repository.transaction(async (tx) => {
      await repository.clearCatalog(tx);
      await writeDemoCatalog(repository, tx, { businesses: 20, seed: 2 });
    });
    expect(await value(sql`select count(*) as value from businesses`)).toBe(20);
    expect(await value(sql`select count(*) as value from businesses where id = ${before[0]?.id}`)).toBe(0);
    expect(await value(sql`select count(*) as value from users where phone_number = '4155550123'`)).toBe(1);
  });
});

describe("the demo catalog's store owners", () => {
  // Runs after the swap above: the catalog now holds seed 2's 20 stores, and the first catalog's owners went
  // with their stores.
  it('gives store number N the owner phone 555 and N on 7 digits, and nobody else a role', async () => {
    const catalog = createDemoCatalog({ businesses: 20, seed: 2 });
    const owners = await rows<{ business_id: string; phone_number: string; role: string }>(
      sql`select business_id, phone_number, role from store_staff order by phone_number`,
    );
    expect(owners).toHaveLength(20);
    for (const index of [0, 1, 19]) {
      const businessId = catalog.businessAt(index).businesses[0]?.id;
      expect(owners.find((owner) => owner.business_id === businessId)).toEqual({
        business_id: businessId,
        phone_number: demoOwnerPhone(index),
        role: 'owner',
      });
    }
  });
});
