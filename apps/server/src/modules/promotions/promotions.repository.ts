import { and, asc, count, desc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses } from '../../db/schema/catalog.js';
import { activities, commodities } from '../../db/schema/commodities.js';
import { coupons, userCoupons } from '../../db/schema/promotions.js';

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityValues = Omit<typeof activities.$inferInsert, 'id' | 'businessId' | 'createdAt'>;
export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<
  typeof coupons.$inferInsert,
  'id' | 'businessId' | 'createdAt' | 'updatedAt' | 'claimable'
>;
export interface CouponWithCount {
  coupon: CouponRow;
  claimedCount: number;
}

/** A store's activities and coupons as the console reads and writes them. */
export function createPromotionsRepository(db: Db) {
  async function claimedCounts(ids: string[], on: Db = db): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await on
      .select({ couponId: userCoupons.couponId, n: count() })
      .from(userCoupons)
      .where(inArray(userCoupons.couponId, ids))
      .groupBy(userCoupons.couponId);
    return new Map(rows.map((row) => [row.couponId, Number(row.n)]));
  }

  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The store's time zone, which promotion times are shown and entered in. */
    async timeZone(businessId: string): Promise<string> {
      const [row] = await db
        .select({ timeZone: businesses.timeZone })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      return row?.timeZone ?? 'UTC';
    },

    /** Running ones first, then the newest. */
    async activities(businessId: string): Promise<ActivityRow[]> {
      return db
        .select()
        .from(activities)
        .where(eq(activities.businessId, businessId))
        .orderBy(asc(activities.status), asc(activities.sortOrder), desc(activities.createdAt));
    },

    async insertActivity(tx: Db, businessId: string, values: ActivityValues): Promise<ActivityRow> {
      const [last] = await tx
        .select({ sortOrder: max(activities.sortOrder) })
        .from(activities)
        .where(eq(activities.businessId, businessId));
      const [row] = await tx
        .insert(activities)
        .values({ ...values, businessId, sortOrder: (last?.sortOrder ?? -1) + 1 })
        .returning();
      if (!row) throw new Error('the activity was not inserted');
      return row;
    },

    async findActivity(tx: Db, businessId: string, id: string): Promise<ActivityRow | null> {
      const [row] = await tx
        .select()
        .from(activities)
        .where(and(eq(activities.id, id), eq(activities.businessId, businessId)))
        .for('update');
      return row ?? null;
    },

    async updateActivity(tx: Db, id: string, values: Partial<ActivityValues>): Promise<ActivityRow> {
      const [row] = await tx.update(activities).set(values).where(eq(activities.id, id)).returning();
      if (!row) throw new Error('the activity was not updated');
      return row;
    },

    /** How many of `ids` are dishes of the store. */
    async storeCommodityCount(tx: Db, businessId: string, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [row] = await tx
        .select({ n: count() })
        .from(commodities)
        .where(and(eq(commodities.businessId, businessId), inArray(commodities.id, ids)));
      return Number(row?.n ?? 0);
    },

    /** Active ones first, then the newest, with the copies diners received. */
    async coupons(businessId: string): Promise<CouponWithCount[]> {
      const rows = await db
        .select()
        .from(coupons)
        .where(eq(coupons.businessId, businessId))
        .orderBy(asc(coupons.status), desc(coupons.createdAt));
      const counts = await claimedCounts(rows.map((row) => row.id));
      return rows.map((coupon) => ({ coupon, claimedCount: counts.get(coupon.id) ?? 0 }));
    },

    async claimedCount(tx: Db, couponId: string): Promise<number> {
      return (await claimedCounts([couponId], tx)).get(couponId) ?? 0;
    },

    async insertCoupon(tx: Db, businessId: string, values: CouponValues): Promise<CouponRow> {
      const [row] = await tx
        .insert(coupons)
        .values({ ...values, businessId, claimable: true })
        .returning();
      if (!row) throw new Error('the coupon was not inserted');
      return row;
    },

    async findCoupon(tx: Db, businessId: string, id: string): Promise<CouponRow | null> {
      const [row] = await tx
        .select()
        .from(coupons)
        .where(and(eq(coupons.id, id), eq(coupons.businessId, businessId)))
        .for('update');
      return row ?? null;
    },

    async updateCoupon(tx: Db, id: string, values: Partial<CouponValues>): Promise<CouponRow> {
      const [row] = await tx.update(coupons).set(values).where(eq(coupons.id, id)).returning();
      if (!row) throw new Error('the coupon was not updated');
      return row;
    },

    /**
     * Whether another coupon (any store's or the platform's) has the code. Takes a lock on the code first,
     * so two stores choosing one code at once are judged one after the other.
     */
    async redeemCodeTaken(tx: Db, code: string, exceptId: string | null): Promise<boolean> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`redeem-code:${code}`}))`);
      const [row] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(
          exceptId === null
            ? eq(coupons.redeemCode, code)
            : and(eq(coupons.redeemCode, code), ne(coupons.id, exceptId)),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
