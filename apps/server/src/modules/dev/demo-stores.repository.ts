import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses } from '../../db/schema/catalog.js';
import type { LocalizedText } from '../../db/schema/columns.js';
import { storeStaff } from '../../db/schema/staff.js';

/** The demo catalog's stores as their known owners hold them. */
export function createDemoStoresRepository(db: Db) {
  return {
    /** The stores these phones (10 digits) own now, with each store's name. */
    async ownedBy(phones: string[]): Promise<{ businessId: string; name: LocalizedText; phone: string }[]> {
      if (phones.length === 0) return [];
      return db
        .select({ businessId: storeStaff.businessId, name: businesses.name, phone: storeStaff.phoneNumber })
        .from(storeStaff)
        .innerJoin(businesses, eq(businesses.id, storeStaff.businessId))
        .where(
          and(
            inArray(storeStaff.phoneNumber, phones),
            eq(storeStaff.role, 'owner'),
            isNull(storeStaff.revokedAt),
          ),
        )
        .orderBy(storeStaff.phoneNumber, businesses.id);
    },
  };
}

export type DemoStoresRepository = ReturnType<typeof createDemoStoresRepository>;
