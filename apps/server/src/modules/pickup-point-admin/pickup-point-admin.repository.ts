import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selfPickupPointBusinesses, selfPickupPoints } from '../../db/schema/account.js';
import { businesses } from '../../db/schema/catalog.js';
import type { LocalizedText } from '../../db/schema/columns.js';

export type HostAdminRow = typeof selfPickupPoints.$inferSelect & {
  stores: { id: string; name: LocalizedText }[];
};
export type HostWrite = Omit<typeof selfPickupPoints.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The platform's hosts and the stores each serves: the only SQL of the platform's host management. */
export function createPickupPointAdminRepository(db: Db) {
  async function withStores(rows: (typeof selfPickupPoints.$inferSelect)[], tx: Db): Promise<HostAdminRow[]> {
    if (rows.length === 0) return [];
    const links = await tx
      .select({
        hostId: selfPickupPointBusinesses.selfPickupPointId,
        id: businesses.id,
        name: businesses.name,
      })
      .from(selfPickupPointBusinesses)
      .innerJoin(businesses, eq(businesses.id, selfPickupPointBusinesses.businessId))
      .where(
        inArray(
          selfPickupPointBusinesses.selfPickupPointId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(sql`${businesses.name} ->> 'en'`), asc(businesses.id));
    return rows.map((row) => ({
      ...row,
      stores: links.filter((link) => link.hostId === row.id).map(({ id, name }) => ({ id, name })),
    }));
  }

  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** Every host, by English name, with its stores. */
    async hosts(): Promise<HostAdminRow[]> {
      const rows = await db
        .select()
        .from(selfPickupPoints)
        .orderBy(asc(sql`${selfPickupPoints.name} ->> 'en'`), asc(selfPickupPoints.id));
      return withStores(rows, db);
    },

    async hostById(hostId: string, tx: Db = db): Promise<HostAdminRow | null> {
      const rows = await tx.select().from(selfPickupPoints).where(eq(selfPickupPoints.id, hostId));
      const [row] = await withStores(rows, tx);
      return row ?? null;
    },

    /** Those of `businessIds` that name a store. */
    async existingStoreIds(tx: Db, businessIds: readonly string[]): Promise<string[]> {
      if (businessIds.length === 0) return [];
      const rows = await tx
        .select({ id: businesses.id })
        .from(businesses)
        .where(inArray(businesses.id, [...businessIds]));
      return rows.map((row) => row.id);
    },

    async insertHost(tx: Db, values: HostWrite): Promise<string> {
      const [row] = await tx.insert(selfPickupPoints).values(values).returning({ id: selfPickupPoints.id });
      if (!row) throw new Error('host insert returned nothing');
      return row.id;
    },

    /** False when the host does not exist. Locks its row, so concurrent edits of its links queue. */
    async updateHost(tx: Db, hostId: string, values: HostWrite, at: Date): Promise<boolean> {
      const rows = await tx
        .update(selfPickupPoints)
        .set({ ...values, updatedAt: at })
        .where(eq(selfPickupPoints.id, hostId))
        .returning({ id: selfPickupPoints.id });
      return rows.length > 0;
    },

    /** The stores the host serves become exactly `businessIds`. */
    async replaceStores(tx: Db, hostId: string, businessIds: readonly string[]): Promise<void> {
      await tx
        .delete(selfPickupPointBusinesses)
        .where(eq(selfPickupPointBusinesses.selfPickupPointId, hostId));
      if (businessIds.length === 0) return;
      await tx
        .insert(selfPickupPointBusinesses)
        .values(businessIds.map((businessId) => ({ selfPickupPointId: hostId, businessId })));
    },
  };
}

export type PickupPointAdminRepository = ReturnType<typeof createPickupPointAdminRepository>;
