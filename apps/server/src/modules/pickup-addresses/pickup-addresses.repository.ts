import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses, businessPickupAddresses } from '../../db/schema/catalog.js';
import type { WeeklyHours } from '../../db/schema/columns.js';

export type PickupAddressRow = typeof businessPickupAddresses.$inferSelect;

/** An address as the store saves it; `id` keeps an existing one. */
export interface PickupAddressWrite {
  id?: string | undefined;
  addressName: { en: string; zh: string };
  fullAddress: string;
  latitude: number;
  longitude: number;
  pickupHours: WeeklyHours;
  supportsImmediatePickUp: boolean;
}

export interface StoreFacts {
  diningTypes: string[];
  fullAddress: string;
  latitude: number | null;
  longitude: number | null;
  openHours: WeeklyHours;
}

/** A store's pickup addresses (business_pickup_addresses), in the order the store lists them. */
export function createPickupAddressesRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The store's row (locked until the transaction ends when `lock`), or null: no such store. */
    async storeFacts(businessId: string, tx: Db = db, lock = false): Promise<StoreFacts | null> {
      const query = tx
        .select({
          diningTypes: businesses.diningTypes,
          fullAddress: businesses.fullAddress,
          latitude: businesses.latitude,
          longitude: businesses.longitude,
          openHours: businesses.openHours,
        })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    list(businessId: string, tx: Db = db): Promise<PickupAddressRow[]> {
      return tx
        .select()
        .from(businessPickupAddresses)
        .where(eq(businessPickupAddresses.businessId, businessId))
        .orderBy(asc(businessPickupAddresses.sortOrder), asc(businessPickupAddresses.id));
    },

    /** Writes the list: listed ids updated in place and reordered, new ones inserted, the rest removed. */
    async replace(tx: Db, businessId: string, addresses: PickupAddressWrite[]): Promise<void> {
      const kept = addresses.flatMap((address) => (address.id ? [address.id] : []));
      const existing = await this.list(businessId, tx);
      const removed = existing.filter((row) => !kept.includes(row.id)).map((row) => row.id);
      if (removed.length > 0)
        await tx.delete(businessPickupAddresses).where(inArray(businessPickupAddresses.id, removed));
      for (const [sortOrder, { id, ...values }] of addresses.entries()) {
        if (id)
          await tx
            .update(businessPickupAddresses)
            .set({ ...values, sortOrder })
            .where(eq(businessPickupAddresses.id, id));
        else await tx.insert(businessPickupAddresses).values({ ...values, businessId, sortOrder });
      }
    },
  };
}

export type PickupAddressesRepository = ReturnType<typeof createPickupAddressesRepository>;
