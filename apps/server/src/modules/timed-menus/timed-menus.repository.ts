import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses } from '../../db/schema/catalog.js';
import type { WeeklyHours } from '../../db/schema/columns.js';
import { commodities } from '../../db/schema/commodities.js';
import { timedMenus } from '../../db/schema/menus.js';

export type TimedMenuRow = typeof timedMenus.$inferSelect & { itemCount: number };

/** A timed menu as the store saves it; `id` keeps an existing one (and its items). */
export interface TimedMenuWrite {
  id?: string | undefined;
  name: { en: string; zh: string };
  openHours: WeeklyHours;
}

/** A store's timed menus (timed_menus) with how many items each holds. */
export function createTimedMenusRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** Locks the store's row, as menu imports and item saves do, so a removal and an item move take turns. */
    async lockStore(tx: Db, businessId: string): Promise<boolean> {
      const rows = await tx
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .for('update');
      return rows.length > 0;
    },

    async list(businessId: string, tx: Db = db): Promise<TimedMenuRow[]> {
      const menus = await tx
        .select()
        .from(timedMenus)
        .where(eq(timedMenus.businessId, businessId))
        .orderBy(asc(timedMenus.sortOrder), asc(timedMenus.createdAt));
      if (menus.length === 0) return [];
      const counts = await tx
        .select({ timedMenuId: commodities.timedMenuId, items: count() })
        .from(commodities)
        .where(
          inArray(
            commodities.timedMenuId,
            menus.map((menu) => menu.id),
          ),
        )
        .groupBy(commodities.timedMenuId);
      const itemsOf = new Map(counts.map((row) => [row.timedMenuId, row.items]));
      return menus.map((menu) => ({ ...menu, itemCount: itemsOf.get(menu.id) ?? 0 }));
    },

    /** Writes the list in order: listed ids updated, new ones inserted, the rest (holding no items) removed. */
    async replace(tx: Db, businessId: string, menus: TimedMenuWrite[], removed: string[]): Promise<void> {
      if (removed.length > 0) await tx.delete(timedMenus).where(inArray(timedMenus.id, removed));
      for (const [sortOrder, { id, ...values }] of menus.entries()) {
        if (id)
          await tx
            .update(timedMenus)
            .set({ ...values, sortOrder })
            .where(eq(timedMenus.id, id));
        else await tx.insert(timedMenus).values({ ...values, businessId, sortOrder });
      }
    },
  };
}

export type TimedMenusRepository = ReturnType<typeof createTimedMenusRepository>;
