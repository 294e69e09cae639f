import { count, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { selfPickupPointBusinesses, selfPickupPoints } from '../db/schema/account.js';
import {
  businessCategories,
  businessCategoryLinks,
  businesses,
  businessPickupAddresses,
  deliveryConfigs,
  diningTables,
} from '../db/schema/catalog.js';
import {
  activities,
  commodities,
  commodityAttributes,
  commodityAttributeValues,
} from '../db/schema/commodities.js';
import { deliveries, serviceCalls } from '../db/schema/deliveries.js';
import { commodityCategories, timedMenus } from '../db/schema/menus.js';
import { orderActivities, orderCoupons, orderHandleTimes, orderLines } from '../db/schema/order-lines.js';
import { orders } from '../db/schema/orders.js';
import { payments, refundLines, refunds } from '../db/schema/payments.js';
import { storePhotos } from '../db/schema/photos.js';
import { areas } from '../db/schema/platform.js';
import {
  pointsCards,
  pointsCouponRules,
  pointsExchanges,
  pointsLedger,
  pointsProgrammes,
} from '../db/schema/points.js';
import { coupons, newUserPackageCoupons, newUserPackages, userCoupons } from '../db/schema/promotions.js';
import { apiKeys, storeStaff } from '../db/schema/staff.js';
import { kitchenPrinters, storeOrderSettings, ticketPrints } from '../db/schema/store-operations.js';
import type { BusinessRows, PlatformRows } from './catalog-rows.js';

/**
 * Rows per INSERT. Each statement sends its rows as one JSON document (INSERT ... SELECT FROM
 * jsonb_to_recordset($1)): PostgreSQL's 65,535 bind-parameter limit never comes near, and turning rows
 * into text is one native JSON.stringify instead of a bound parameter per value.
 */
const ROWS_PER_STATEMENT = 2_000;

/** Any fixed number works as long as nothing else uses it for another advisory lock. */
const SEED_LOCK_KEY = 7_302_113_002;

/**
 * Everything the demo catalog replaces, in one TRUNCATE (which needs no delete order). Orders and
 * points cards go too: they reference stores, items and coupons that are about to disappear. Users,
 * sessions, addresses and saved cards stay; so do platform admins and the audit log (history, without
 * foreign keys), while the stores' staff and API keys go with their stores. A table added later that references one of these makes
 * the TRUNCATE fail loudly instead of being emptied silently; add it here if it is catalog data.
 */
const CATALOG_TABLES = [
  storePhotos,
  ticketPrints,
  kitchenPrinters,
  storeOrderSettings,
  storeStaff,
  apiKeys,
  refundLines,
  refunds,
  payments,
  deliveries,
  serviceCalls,
  orderHandleTimes,
  orderActivities,
  orderCoupons,
  orderLines,
  pointsLedger,
  pointsExchanges,
  pointsCards,
  orders,
  pointsCouponRules,
  pointsProgrammes,
  newUserPackageCoupons,
  newUserPackages,
  userCoupons,
  coupons,
  selfPickupPointBusinesses,
  selfPickupPoints,
  activities,
  commodityAttributeValues,
  commodityAttributes,
  commodities,
  commodityCategories,
  timedMenus,
  businessPickupAddresses,
  diningTables,
  deliveryConfigs,
  businessCategoryLinks,
  businesses,
  businessCategories,
  areas,
] as const;

export type CatalogWriterRepository = ReturnType<typeof createCatalogWriterRepository>;

/** Bulk writes of the generated demo catalog. */
export function createCatalogWriterRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** Serialises seeding between server copies; released when the transaction ends. */
    async lockSeeding(tx: Db): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    },

    /** A big catalog takes longer than the per-statement limit the pool sets for requests. */
    async allowLongStatements(tx: Db): Promise<void> {
      await tx.execute(sql`set local statement_timeout = 0`);
    },

    /** Fresh statistics, so the planner picks the indexes; PGlite runs no autovacuum of its own. */
    async analyzeCatalog(): Promise<void> {
      await db.execute(sql`analyze ${sql.join([...CATALOG_TABLES], sql`, `)}`);
    },

    async countBusinesses(tx: Db): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(businesses);
      return row?.value ?? 0;
    },

    async clearCatalog(tx: Db): Promise<void> {
      await tx.execute(sql`truncate table ${sql.join([...CATALOG_TABLES], sql`, `)}`);
    },

    async insertPlatform(tx: Db, rows: PlatformRows): Promise<void> {
      await insertBatched(tx, areas, rows.areas);
      await insertBatched(tx, businessCategories, rows.businessCategories);
      await insertBatched(tx, selfPickupPoints, rows.hosts);
      await insertBatched(tx, coupons, rows.coupons);
      await insertBatched(tx, newUserPackages, rows.newUserPackages);
      await insertBatched(tx, newUserPackageCoupons, rows.newUserPackageCoupons);
    },

    /** The demo catalog's store owners (packages/domain demo-owners), after their stores. */
    async insertOwners(tx: Db, owners: { businessId: string; phoneNumber: string }[]): Promise<void> {
      const rows = owners.map((owner) => ({ ...owner, role: 'owner' as const }));
      await insertBatched(tx, storeStaff, rows);
    },

    /** Parents before children, so every foreign key finds its row. */
    async insertBusinesses(tx: Db, rows: BusinessRows): Promise<void> {
      await insertBatched(tx, businesses, rows.businesses);
      await insertBatched(tx, businessCategoryLinks, rows.businessCategoryLinks);
      await insertBatched(tx, deliveryConfigs, rows.deliveryConfigs);
      await insertBatched(tx, diningTables, rows.diningTables);
      await insertBatched(tx, businessPickupAddresses, rows.pickupAddresses);
      await insertBatched(tx, timedMenus, rows.timedMenus);
      await insertBatched(tx, commodityCategories, rows.commodityCategories);
      await insertBatched(tx, commodities, rows.commodities);
      await insertBatched(tx, commodityAttributes, rows.attributes);
      await insertBatched(tx, commodityAttributeValues, rows.attributeValues);
      await insertBatched(tx, activities, rows.activities);
      await insertBatched(tx, coupons, rows.coupons);
      await insertBatched(tx, pointsProgrammes, rows.pointsProgrammes);
      await insertBatched(tx, pointsCouponRules, rows.pointsCouponRules);
      await insertBatched(tx, selfPickupPointBusinesses, rows.hostLinks);
    },
  };
}

/**
 * Writes rows many at a time. When some rows leave out a column others set (so the column default must
 * apply to them), the batch falls back to an ordinary multi-row INSERT.
 */
async function insertBatched<T extends PgTable>(tx: Db, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT);
    const columns = columnsSetByAll(table, batch);
    if (columns) await tx.execute(jsonInsert(table, columns, batch));
    else await insertValues(tx, table, batch);
  }
}

interface ColumnPlan {
  key: string;
  name: string;
  sqlType: string;
}

/**
 * The columns every row of the batch sets, or null when drizzle must build the INSERT itself: some rows
 * leave out a column that others set (those rows need its default), or a column left out has a default
 * computed in JavaScript ($defaultFn), which only drizzle's own INSERT applies.
 */
function columnsSetByAll(table: PgTable, rows: readonly object[]): ColumnPlan[] | null {
  const [first] = rows;
  if (!first) return null;
  const keys = definedKeys(first);
  const signature = keys.join();
  if (!rows.every((row) => definedKeys(row).join() === signature)) return null;
  const columns = getTableColumns(table);
  if (Object.entries(columns).some(([key, column]) => column.defaultFn && !keys.includes(key))) return null;
  return keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { key, name: column.name, sqlType: column.getSQLType() };
  });
}

function definedKeys(row: object): string[] {
  return Object.entries(row)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
}

/**
 * INSERT INTO t ("a", "b") SELECT r."a", r."b" FROM jsonb_to_recordset($1::jsonb) AS r("a" uuid, "b" jsonb).
 * JSON carries every value the generator makes: dates as ISO text, arrays as arrays, null as null.
 */
function jsonInsert(table: PgTable, columns: ColumnPlan[], rows: readonly object[]): SQL {
  const quoted = (name: string) => `"${name}"`;
  const names = sql.raw(columns.map((column) => quoted(column.name)).join(', '));
  const selected = sql.raw(columns.map((column) => `r.${quoted(column.key)}`).join(', '));
  const record = sql.raw(columns.map((column) => `${quoted(column.key)} ${column.sqlType}`).join(', '));
  return sql`insert into ${table} (${names}) select ${selected} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${record})`;
}

async function insertValues<T extends PgTable>(tx: Db, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  // One bound parameter per value here, so stay under PostgreSQL's 65,535.
  const size = Math.max(1, Math.floor(60_000 / Object.keys(getTableColumns(table)).length));
  for (let start = 0; start < rows.length; start += size) {
    await tx.insert(table).values(rows.slice(start, start + size));
  }
}
