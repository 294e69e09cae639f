import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema/columns.js';
import { commodities } from '../../db/schema/commodities.js';
import { storeOrderSettings } from '../../db/schema/store-operations.js';

/** A store's board settings as stored (a store without a row has the defaults). */
export type StoreOrderSettingsRow = Omit<typeof storeOrderSettings.$inferSelect, 'boardSeenAt' | 'updatedAt'>;

/** The settings a change writes; the rest of the row stays. */
export type SettingsWrite = Partial<Omit<StoreOrderSettingsRow, 'businessId'>>;

const settingsColumns = {
  businessId: storeOrderSettings.businessId,
  autoAccept: storeOrderSettings.autoAccept,
  autoAcceptMinutes: storeOrderSettings.autoAcceptMinutes,
  busyExtraMinutes: storeOrderSettings.busyExtraMinutes,
  pausedUntil: storeOrderSettings.pausedUntil,
  pauseReason: storeOrderSettings.pauseReason,
  autoPrint: storeOrderSettings.autoPrint,
  ticketLanguage: storeOrderSettings.ticketLanguage,
};

/** The board's settings (store_order_settings), its presence, and marking a store's items sold out. */
export function createStoreSettingsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The store's row, locked until the transaction ends when `tx` is one; null for a store without one. */
    async settings(businessId: string, tx: Db = db, lock = false): Promise<StoreOrderSettingsRow | null> {
      const query = tx
        .select(settingsColumns)
        .from(storeOrderSettings)
        .where(eq(storeOrderSettings.businessId, businessId));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Writes the changed settings, creating the store's row with the defaults for the rest. */
    async writeSettings(tx: Db, businessId: string, values: SettingsWrite, at: Date): Promise<void> {
      await tx
        .insert(storeOrderSettings)
        .values({ ...values, businessId, updatedAt: at })
        .onConflictDoUpdate({ target: storeOrderSettings.businessId, set: { ...values, updatedAt: at } });
    },

    /**
     * Notes that the store's board is open now: one upsert per stream connect and heartbeat. It leaves
     * updated_at alone, which says when the settings changed.
     */
    async markBoardSeen(businessId: string, at: Date): Promise<void> {
      await db
        .insert(storeOrderSettings)
        .values({ businessId, boardSeenAt: at })
        .onConflictDoUpdate({
          target: storeOrderSettings.businessId,
          // Named, or drizzle's $onUpdate would stamp updated_at with the time of this upsert.
          set: { boardSeenAt: at, updatedAt: sql`${sql.identifier('store_order_settings')}.updated_at` },
        });
    },

    /** The store's item, locked until the transaction ends; null when the store has no such item. */
    async lockCommodity(
      tx: Db,
      businessId: string,
      commodityId: string,
    ): Promise<{ id: string; name: LocalizedText; isAvailable: boolean; stockNumber: number | null } | null> {
      const [row] = await tx
        .select({
          id: commodities.id,
          name: commodities.name,
          isAvailable: commodities.isAvailable,
          stockNumber: commodities.stockNumber,
        })
        .from(commodities)
        .where(and(eq(commodities.id, commodityId), eq(commodities.businessId, businessId)))
        .for('update');
      return row ?? null;
    },

    /**
     * Takes the item off sale, or puts it back: on sale again, a counted stock that ran out (0) becomes
     * unlimited (null); a count left stays.
     */
    async setCommodityOnSale(tx: Db, commodityId: string, onSale: boolean, at: Date): Promise<void> {
      await tx
        .update(commodities)
        .set(
          onSale
            ? {
                isAvailable: true,
                stockNumber: sql`nullif(${commodities.stockNumber}, 0)`,
                updatedAt: at,
              }
            : { isAvailable: false, updatedAt: at },
        )
        .where(eq(commodities.id, commodityId));
    },
  };
}

export type StoreSettingsRepository = ReturnType<typeof createStoreSettingsRepository>;
