import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses } from '../../db/schema/catalog.js';
import { coupons, userCoupons } from '../../db/schema/promotions.js';
import { insertUserCoupon, takeCouponStock } from './coupon-stock.repository.js';
import type { CouponWithZone, UserCouponRow } from './coupon-view.mapper.js';

export type NewUserCouponRow = typeof userCoupons.$inferInsert;

const withBusiness = {
  coupon: coupons,
  business: { id: businesses.id, name: businesses.name, timeZone: businesses.timeZone },
};

/** Coupons, the diner's copies, and taking one more copy under the coupon's limits. */
export function createCouponsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async couponById(id: string): Promise<CouponWithZone | null> {
      const [row] = await db
        .select(withBusiness)
        .from(coupons)
        .leftJoin(businesses, eq(businesses.id, coupons.businessId))
        .where(eq(coupons.id, id))
        .limit(1);
      return row ?? null;
    },

    /** The coupons behind a redeem code (stored upper case), oldest first. */
    async couponsByCode(code: string): Promise<CouponWithZone[]> {
      return db
        .select(withBusiness)
        .from(coupons)
        .leftJoin(businesses, eq(businesses.id, coupons.businessId))
        .where(eq(coupons.redeemCode, code))
        .orderBy(asc(coupons.createdAt), asc(coupons.id));
    },

    /** How many copies of each coupon the user received, used or not. */
    async heldCounts(
      userId: string,
      couponIds: readonly string[],
      tx: Db = db,
    ): Promise<Map<string, number>> {
      if (couponIds.length === 0) return new Map();
      const rows = await tx
        .select({ couponId: userCoupons.couponId, held: count() })
        .from(userCoupons)
        .where(and(eq(userCoupons.userId, userId), inArray(userCoupons.couponId, [...couponIds])))
        .groupBy(userCoupons.couponId);
      return new Map(rows.map((row) => [row.couponId, row.held]));
    },

    /**
     * Locks the coupon row for the rest of the transaction, so claims of one coupon take turns: each reads
     * the stock and the diner's copies as the previous claim left them. Null when the coupon is gone.
     */
    async lockCoupon(tx: Db, couponId: string): Promise<{ stockNumber: number | null } | null> {
      const [row] = await tx
        .select({ stockNumber: coupons.stockNumber })
        .from(coupons)
        .where(eq(coupons.id, couponId))
        .for('update');
      return row ?? null;
    },

    /** Takes one copy from a limited stock (conditionally: false when none is left); unlimited always gives. */
    takeOne: (tx: Db, couponId: string): Promise<boolean> => takeCouponStock(tx, couponId, 1),
    insertUserCoupon,

    /**
     * The user's unused coupons that are switched on and not expired at `now`, for one store (its own and
     * platform coupons) or for every store; newest first. Copies whose validity starts after `now` only
     * with `includeNotStarted` (the wallet lists them; the cart's chooser must not offer them).
     */
    async heldUserCoupons(
      userId: string,
      businessId: string | null,
      now: Date,
      options: { includeNotStarted: boolean },
    ): Promise<Array<CouponWithZone & { userCoupon: UserCouponRow }>> {
      return db
        .select({ userCoupon: userCoupons, ...withBusiness })
        .from(userCoupons)
        .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
        .leftJoin(businesses, eq(businesses.id, coupons.businessId))
        .where(
          and(
            eq(userCoupons.userId, userId),
            eq(userCoupons.status, 'unused'),
            eq(coupons.status, 'active'),
            options.includeNotStarted
              ? undefined
              : or(isNull(userCoupons.startsAt), lte(userCoupons.startsAt, now)),
            or(isNull(userCoupons.expiresAt), gt(userCoupons.expiresAt, now)),
            businessId === null
              ? undefined
              : or(isNull(coupons.businessId), eq(coupons.businessId, businessId)),
          ),
        )
        .orderBy(desc(userCoupons.receivedAt), desc(userCoupons.id));
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
