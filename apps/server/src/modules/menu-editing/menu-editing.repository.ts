import { and, asc, eq, getTableColumns, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { businesses } from '../../db/schema/catalog.js';
import { commodities, commodityAttributes, commodityAttributeValues } from '../../db/schema/commodities.js';
import { commodityCategories, timedMenus } from '../../db/schema/menus.js';
import { orderLines } from '../../db/schema/order-lines.js';

export type TimedMenuRow = typeof timedMenus.$inferSelect;
export type CategoryRow = typeof commodityCategories.$inferSelect;
export type CommodityRow = typeof commodities.$inferSelect;
export type AttributeRow = typeof commodityAttributes.$inferSelect;
export type AttributeValueRow = typeof commodityAttributeValues.$inferSelect;

/** A store's whole menu as stored, each list in menu order. */
export interface MenuRows {
  timedMenus: TimedMenuRow[];
  categories: CategoryRow[];
  commodities: CommodityRow[];
  attributes: AttributeRow[];
  attributeValues: AttributeValueRow[];
}

/** The rows an import writes: everything kept or created, with its id and sort order already set. */
export interface MenuWrite {
  timedMenus: Array<typeof timedMenus.$inferInsert & { id: string }>;
  categories: Array<typeof commodityCategories.$inferInsert & { id: string }>;
  commodities: Array<typeof commodities.$inferInsert & { id: string }>;
  attributes: Array<typeof commodityAttributes.$inferInsert & { id: string }>;
  attributeValues: Array<typeof commodityAttributeValues.$inferInsert & { id: string }>;
}

/** Rows per statement: well under PostgreSQL's 65 535 parameters for the widest table (commodities). */
const BATCH = 500;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
}

/** `set column = excluded.column` for every column of the table but its id and the ones left alone. */
function excludedSet(table: PgTable, keep: string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)) as Array<[string, PgColumn]>) {
    if (key === 'id' || keep.includes(key) || column.generated) continue;
    set[key] = sql.raw(`excluded.${column.name}`);
  }
  return set;
}

/** A store's menu: reading it whole, replacing it in one transaction, reordering and copying items. */
export function createMenuEditingRepository(db: Db) {
  async function upsert<T extends { id: string }>(tx: Db, table: PgTable, rows: T[], keep: string[] = []) {
    for (const batch of chunks(rows)) {
      await tx
        .insert(table)
        .values(batch as never)
        .onConflictDoUpdate({
          target: (table as unknown as { id: PgColumn }).id,
          set: excludedSet(table, keep),
        });
    }
  }

  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** Locks the store's row so two imports or reorders of one menu run one after the other. */
    async lockStore(tx: Db, businessId: string): Promise<void> {
      await tx
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .for('update');
    },

    async readMenu(businessId: string, tx: Db = db): Promise<MenuRows> {
      const [menus, categories, items] = await Promise.all([
        tx
          .select()
          .from(timedMenus)
          .where(eq(timedMenus.businessId, businessId))
          .orderBy(asc(timedMenus.sortOrder), asc(timedMenus.createdAt)),
        tx
          .select()
          .from(commodityCategories)
          .where(eq(commodityCategories.businessId, businessId))
          .orderBy(asc(commodityCategories.sortOrder), asc(commodityCategories.createdAt)),
        tx
          .select()
          .from(commodities)
          .where(eq(commodities.businessId, businessId))
          .orderBy(asc(commodities.sortOrder), asc(commodities.createdAt)),
      ]);
      const itemIds = items.map((item) => item.id);
      const attributes =
        itemIds.length === 0
          ? []
          : await tx
              .select()
              .from(commodityAttributes)
              .where(inArray(commodityAttributes.commodityId, itemIds))
              .orderBy(asc(commodityAttributes.sortOrder));
      const attributeIds = attributes.map((attribute) => attribute.id);
      const attributeValues =
        attributeIds.length === 0
          ? []
          : await tx
              .select()
              .from(commodityAttributeValues)
              .where(inArray(commodityAttributeValues.attributeId, attributeIds))
              .orderBy(asc(commodityAttributeValues.sortOrder));
      return { timedMenus: menus, categories, commodities: items, attributes, attributeValues };
    },

    /** How many of these items past orders name (their lines keep a copy of name and price). */
    async countOrdered(tx: Db, commodityIds: string[]): Promise<number> {
      if (commodityIds.length === 0) return 0;
      const [row] = await tx
        .select({ count: sql<number>`count(distinct ${orderLines.commodityId})::int` })
        .from(orderLines)
        .where(inArray(orderLines.commodityId, commodityIds));
      return row?.count ?? 0;
    },

    /**
     * Makes the store's menu exactly `write`. Order matters: categories and timed menus first (so moved
     * items have somewhere to go), then items, then removals, whose cascades then reach only what the file
     * left out. Order lines of a removed item keep their copy and lose the link (ON DELETE SET NULL).
     */
    async replaceMenu(tx: Db, businessId: string, write: MenuWrite): Promise<void> {
      // At most one category is required for dine-in (a unique index): clear the flag before moving it.
      await tx
        .update(commodityCategories)
        .set({ requiredForDineIn: false })
        .where(eq(commodityCategories.businessId, businessId));
      await upsert(tx, timedMenus, write.timedMenus, ['businessId', 'createdAt']);
      await upsert(tx, commodityCategories, write.categories, ['businessId', 'createdAt']);
      const itemIds = write.commodities.map((item) => item.id);
      await upsert(tx, commodities, write.commodities, ['businessId', 'createdAt']);
      await tx
        .delete(commodities)
        .where(
          and(
            eq(commodities.businessId, businessId),
            itemIds.length ? notInArray(commodities.id, itemIds) : undefined,
          ),
        );
      const categoryIds = write.categories.map((category) => category.id);
      await tx
        .delete(commodityCategories)
        .where(
          and(
            eq(commodityCategories.businessId, businessId),
            categoryIds.length ? notInArray(commodityCategories.id, categoryIds) : undefined,
          ),
        );
      const menuIds = write.timedMenus.map((menu) => menu.id);
      await tx
        .delete(timedMenus)
        .where(
          and(
            eq(timedMenus.businessId, businessId),
            menuIds.length ? notInArray(timedMenus.id, menuIds) : undefined,
          ),
        );
      // Attributes are rewritten whole: their rows carry nothing but what the file says.
      if (itemIds.length > 0)
        await tx.delete(commodityAttributes).where(inArray(commodityAttributes.commodityId, itemIds));
      for (const batch of chunks(write.attributes)) await tx.insert(commodityAttributes).values(batch);
      for (const batch of chunks(write.attributeValues))
        await tx.insert(commodityAttributeValues).values(batch);
    },

    /** Sets the sort order (and category) of the given rows, one statement per table. */
    async writeOrder(
      tx: Db,
      businessId: string,
      categories: Array<{ id: string; sortOrder: number }>,
      items: Array<{ id: string; categoryId: string; sortOrder: number }>,
    ): Promise<void> {
      if (categories.length > 0) {
        const values = sql.join(
          categories.map((row) => sql`(${row.id}::uuid, ${row.sortOrder}::int)`),
          sql`, `,
        );
        await tx.execute(
          sql`update commodity_categories as c set sort_order = v.sort_order from (values ${values}) as v(id, sort_order) where c.id = v.id and c.business_id = ${businessId}`,
        );
      }
      if (items.length > 0) {
        const values = sql.join(
          items.map((row) => sql`(${row.id}::uuid, ${row.categoryId}::uuid, ${row.sortOrder}::int)`),
          sql`, `,
        );
        await tx.execute(
          sql`update commodities as c set sort_order = v.sort_order, category_id = v.category_id, updated_at = now() from (values ${values}) as v(id, category_id, sort_order) where c.id = v.id and c.business_id = ${businessId}`,
        );
      }
    },

    /** Writes one item (created or replaced) with its attributes, which are rewritten whole. */
    async saveItem(
      tx: Db,
      item: MenuWrite['commodities'][number],
      attributes: MenuWrite['attributes'],
      values: MenuWrite['attributeValues'],
    ): Promise<void> {
      await upsert(tx, commodities, [item], ['businessId', 'createdAt']);
      await tx.delete(commodityAttributes).where(eq(commodityAttributes.commodityId, item.id));
      if (attributes.length > 0) await tx.insert(commodityAttributes).values(attributes);
      if (values.length > 0) await tx.insert(commodityAttributeValues).values(values);
    },

    /** Inserts a copy of an item with its attributes (new ids); the caller then rewrites the category's order. */
    async insertCopy(
      tx: Db,
      copy: typeof commodities.$inferInsert,
      attributes: Array<typeof commodityAttributes.$inferInsert>,
      values: Array<typeof commodityAttributeValues.$inferInsert>,
    ): Promise<void> {
      await tx.insert(commodities).values(copy);
      if (attributes.length > 0) await tx.insert(commodityAttributes).values(attributes);
      if (values.length > 0) await tx.insert(commodityAttributeValues).values(values);
    },
  };
}

export type MenuEditingRepository = ReturnType<typeof createMenuEditingRepository>;
