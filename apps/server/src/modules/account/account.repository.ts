import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { advertisingStatistics } from '../../db/schema/account.js';
import { users } from '../../db/schema/auth.js';
import { businesses } from '../../db/schema/catalog.js';
import { coupons, newUserPackageCoupons, newUserPackages, userCoupons } from '../../db/schema/promotions.js';
import type { UserRow } from '../auth/auth.repository.js';
import { insertUserCoupons, takeCouponStock } from '../coupons/coupon-stock.repository.js';

export type CouponRow = typeof coupons.$inferSelect;
export type AdvertisingAction = (typeof advertisingStatistics.$inferInsert)['action'];

/** A coupon with the name of the business it belongs to (null for platform coupons). */
export interface CouponWithBusiness {
  coupon: CouponRow;
  business: { id: string; name: { en: string; zh: string } } | null;
}

export interface PackageCoupon extends CouponWithBusiness {
  quantity: number;
}

export interface AdvertisingCount {
  source: string;
  action: AdvertisingAction;
  count: number;
}

/** Message settings, the welcome gift and advertising statistics. */
export function createAccountRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async updateNotificationConfigs(
      userId: string,
      values: { messagingDisabled: boolean; messagingPromotionDisabled: boolean },
    ): Promise<UserRow> {
      const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
      if (!row) throw new Error('update returned no user');
      return row;
    },

    async stopNewUserPackagePrompts(userId: string): Promise<void> {
      await db.update(users).set({ newUserPackagePromptsStopped: true }).where(eq(users.id, userId));
    },

    /**
     * Marks the gift received; false when it already was. The conditional update is the guard against
     * two claims at once: the second waits for the first one's row lock, then finds the flag set.
     */
    async markNewUserPackageReceived(tx: Db, userId: string): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ receivedNewUserPackage: true })
        .where(and(eq(users.id, userId), eq(users.receivedNewUserPackage, false)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** The coupons of the newest active welcome package, in package order; null when none is active. */
    async activeNewUserPackage(tx: Db = db): Promise<{ id: string; coupons: PackageCoupon[] } | null> {
      const [active] = await tx
        .select({ id: newUserPackages.id })
        .from(newUserPackages)
        .where(eq(newUserPackages.packageStatus, 'active'))
        .orderBy(desc(newUserPackages.createdAt), desc(newUserPackages.id))
        .limit(1);
      if (!active) return null;
      const rows = await tx
        .select({
          coupon: coupons,
          quantity: newUserPackageCoupons.quantity,
          businessId: businesses.id,
          businessName: businesses.name,
        })
        .from(newUserPackageCoupons)
        .innerJoin(coupons, eq(coupons.id, newUserPackageCoupons.couponId))
        .leftJoin(businesses, eq(businesses.id, coupons.businessId))
        .where(eq(newUserPackageCoupons.packageId, active.id))
        .orderBy(asc(newUserPackageCoupons.sortOrder), asc(coupons.id));
      return {
        id: active.id,
        coupons: rows.map((row) => ({
          coupon: row.coupon,
          quantity: row.quantity,
          business:
            row.businessId && row.businessName ? { id: row.businessId, name: row.businessName } : null,
        })),
      };
    },

    // Stock and copies are written by their owner, the coupons module, in the caller's transaction.
    takeCouponStock,
    insertUserCoupons,

    async userCouponsFrom(userId: string, source: (typeof userCoupons.$inferInsert)['source']) {
      return db
        .select()
        .from(userCoupons)
        .where(and(eq(userCoupons.userId, userId), eq(userCoupons.source, source)))
        .orderBy(asc(userCoupons.receivedAt), asc(userCoupons.id));
    },

    /** Records one event; a second unique-visitor event of the same visitor, source and day is dropped. */
    async recordAdvertisingEvent(values: {
      action: AdvertisingAction;
      source: string;
      visitorId: string;
      day: string;
    }): Promise<void> {
      await db.insert(advertisingStatistics).values(values).onConflictDoNothing();
    },

    /** Page views and unique visitors per source on the given days (UTC, YYYY-MM-DD). */
    async advertisingCounts(days: string[]): Promise<AdvertisingCount[]> {
      if (days.length === 0) return [];
      const rows = await db
        .select({
          source: advertisingStatistics.source,
          action: advertisingStatistics.action,
          count: sql<number>`count(*)`.mapWith(Number),
        })
        .from(advertisingStatistics)
        .where(inArray(advertisingStatistics.day, days))
        .groupBy(advertisingStatistics.source, advertisingStatistics.action)
        .orderBy(asc(advertisingStatistics.source), asc(advertisingStatistics.action));
      return rows;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
