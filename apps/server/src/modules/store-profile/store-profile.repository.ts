import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/database-errors.js';
import { deliveryPricedOf, pickupAddressCountOf } from '../../db/ordering-facts.js';
import { businessCategories, businessCategoryLinks, businesses } from '../../db/schema/catalog.js';
import { storeOrderSettings } from '../../db/schema/store-operations.js';

/** Drizzle's name for `.unique()` on businesses.website. */
const WEBSITE_CONSTRAINT = 'businesses_website_unique';

const profileColumns = {
  id: businesses.id,
  name: businesses.name,
  announcement: businesses.announcement,
  logo: businesses.logo,
  images: businesses.images,
  contactPhoneNumber: businesses.contactPhoneNumber,
  website: businesses.website,
  fullAddress: businesses.fullAddress,
  postalCode: businesses.postalCode,
  latitude: businesses.latitude,
  longitude: businesses.longitude,
  timeZone: businesses.timeZone,
  openHours: businesses.openHours,
  specialHours: businesses.specialHours,
  diningTypes: businesses.diningTypes,
  prepareFoodTimeSeconds: businesses.prepareFoodTimeSeconds,
  orderInAdvance: businesses.orderInAdvance,
  expectedOpeningTime: businesses.expectedOpeningTime,
  reserveDay: businesses.reserveDay,
  spacTimeMinutes: businesses.spacTimeMinutes,
  pointsStatus: businesses.pointsStatus,
};

type BusinessRow = typeof businesses.$inferSelect;
/** The business's columns the profile shows. */
export type ProfileRow = Pick<BusinessRow, keyof typeof profileColumns>;
/** The columns a change may write. */
export type ProfileWrite = Partial<Omit<ProfileRow, 'id' | 'expectedOpeningTime'>>;

/** What decides whether an open store may take on a dining type. */
export interface OrderingFacts {
  online: boolean;
  pickupAddresses: number;
  deliveryPriced: boolean;
}

/** The store's profile and hours (businesses, business_category_links) and the categories to pick from. */
export function createStoreProfileRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The store's profile row, locked until the transaction ends when `lock`; null for no such store. */
    async profile(businessId: string, tx: Db = db, lock = false): Promise<ProfileRow | null> {
      const query = tx.select(profileColumns).from(businesses).where(eq(businesses.id, businessId));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Whether diners see the store now, how many pickup addresses it keeps, and whether delivery is priced. */
    async orderingFacts(tx: Db, businessId: string): Promise<OrderingFacts> {
      const [row] = await tx
        .select({
          online: sql<boolean>`${businesses.status} = 'online'`,
          pickupAddresses: pickupAddressCountOf(businessId),
          deliveryPriced: deliveryPricedOf(businessId),
        })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      return row ?? { online: false, pickupAddresses: 0, deliveryPriced: false };
    },

    async categoryIds(businessId: string, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .select({ id: businessCategoryLinks.categoryId })
        .from(businessCategoryLinks)
        .where(eq(businessCategoryLinks.businessId, businessId));
      return rows.map((row) => row.id).sort();
    },

    /** When the store's staff paused new orders until, or null. */
    async pausedUntil(businessId: string): Promise<Date | null> {
      const [row] = await db
        .select({ pausedUntil: storeOrderSettings.pausedUntil })
        .from(storeOrderSettings)
        .where(eq(storeOrderSettings.businessId, businessId));
      return row?.pausedUntil ?? null;
    },

    /** Every category a store may be listed under, in the platform's order. */
    async categories() {
      return db
        .select({ id: businessCategories.id, name: businessCategories.name })
        .from(businessCategories)
        .orderBy(asc(businessCategories.sortOrder), asc(businessCategories.id));
    },

    /** How many of these ids are categories. */
    async countCategories(ids: readonly string[], tx: Db = db): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await tx
        .select({ id: businessCategories.id })
        .from(businessCategories)
        .where(inArray(businessCategories.id, [...ids]));
      return rows.length;
    },

    /**
     * Writes the changed columns; 'websiteTaken' when another store already uses the website (the unique
     * constraint, so two owners saving the same host at once cannot both win).
     */
    async write(tx: Db, businessId: string, values: ProfileWrite, at: Date): Promise<'ok' | 'websiteTaken'> {
      try {
        // A savepoint, so a taken website leaves the transaction usable for the caller's refusal.
        await tx.transaction(async (inner) => {
          await inner
            .update(businesses)
            .set({ ...values, updatedAt: at })
            .where(eq(businesses.id, businessId));
        });
        return 'ok';
      } catch (error) {
        if (violatedUniqueConstraint(error) === WEBSITE_CONSTRAINT) return 'websiteTaken';
        throw error;
      }
    },

    async replaceCategories(tx: Db, businessId: string, categoryIds: readonly string[]): Promise<void> {
      await tx.delete(businessCategoryLinks).where(eq(businessCategoryLinks.businessId, businessId));
      if (categoryIds.length === 0) return;
      await tx
        .insert(businessCategoryLinks)
        .values(categoryIds.map((categoryId) => ({ businessId, categoryId })));
    },
  };
}

export type StoreProfileRepository = ReturnType<typeof createStoreProfileRepository>;
