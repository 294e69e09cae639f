import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/database-errors.js';
import { businesses, diningTables } from '../../db/schema/catalog.js';
import type { LocalizedText } from '../../db/schema/columns.js';
import { commodityCategories } from '../../db/schema/menus.js';

export interface TableRow {
  id: string;
  name: string;
  sortOrder: number;
}

const tableColumns = { id: diningTables.id, name: diningTables.name, sortOrder: diningTables.sortOrder };

/** True when `error` is the per-store unique table name. */
export function isDuplicateTableName(error: unknown): boolean {
  return violatedUniqueConstraint(error) !== null;
}

/** A store's dine-in tables, its menu categories' dine-in flag, and what its QR cards print. */
export function createDiningTablesRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async tables(businessId: string): Promise<TableRow[]> {
      return db
        .select(tableColumns)
        .from(diningTables)
        .where(eq(diningTables.businessId, businessId))
        .orderBy(asc(diningTables.sortOrder), asc(diningTables.name));
    },

    async categories(
      businessId: string,
    ): Promise<Array<{ id: string; name: LocalizedText; requiredForDineIn: boolean }>> {
      return db
        .select({
          id: commodityCategories.id,
          name: commodityCategories.name,
          requiredForDineIn: commodityCategories.requiredForDineIn,
        })
        .from(commodityCategories)
        .where(eq(commodityCategories.businessId, businessId))
        .orderBy(asc(commodityCategories.sortOrder));
    },

    /** Adds a table after the last one. */
    async insert(tx: Db, businessId: string, name: string): Promise<TableRow> {
      const [last] = await tx
        .select({ sortOrder: max(diningTables.sortOrder) })
        .from(diningTables)
        .where(eq(diningTables.businessId, businessId));
      const [row] = await tx
        .insert(diningTables)
        .values({ businessId, name, sortOrder: (last?.sortOrder ?? -1) + 1 })
        .returning(tableColumns);
      if (!row) throw new Error('the table was not inserted');
      return row;
    },

    async find(tx: Db, businessId: string, tableId: string): Promise<TableRow | null> {
      const [row] = await tx
        .select(tableColumns)
        .from(diningTables)
        .where(and(eq(diningTables.id, tableId), eq(diningTables.businessId, businessId)))
        .for('update');
      return row ?? null;
    },

    async rename(tx: Db, tableId: string, name: string): Promise<void> {
      await tx.update(diningTables).set({ name }).where(eq(diningTables.id, tableId));
    },

    async remove(tx: Db, tableId: string): Promise<void> {
      await tx.delete(diningTables).where(eq(diningTables.id, tableId));
    },

    /** Clears the store's required category and sets `categoryId` (null: none); false if it is not the store's. */
    async setRequiredCategory(tx: Db, businessId: string, categoryId: string | null): Promise<boolean> {
      await tx
        .update(commodityCategories)
        .set({ requiredForDineIn: false })
        .where(
          and(
            eq(commodityCategories.businessId, businessId),
            eq(commodityCategories.requiredForDineIn, true),
          ),
        );
      if (categoryId === null) return true;
      const updated = await tx
        .update(commodityCategories)
        .set({ requiredForDineIn: true })
        .where(and(eq(commodityCategories.id, categoryId), eq(commodityCategories.businessId, businessId)))
        .returning({ id: commodityCategories.id });
      return updated.length > 0;
    },

    /** The store's name and own website host, for its cards. */
    async store(businessId: string): Promise<{ name: LocalizedText; website: string | null } | null> {
      const [row] = await db
        .select({ name: businesses.name, website: businesses.website })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      return row ?? null;
    },
  };
}

export type DiningTablesRepository = ReturnType<typeof createDiningTablesRepository>;
