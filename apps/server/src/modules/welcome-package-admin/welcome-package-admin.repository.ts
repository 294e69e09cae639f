import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coupons, newUserPackageCoupons, newUserPackages, userCoupons } from '../../db/schema/promotions.js';
import type { CouponRow, CouponValues } from '../promotions/promotions.repository.js';

export interface PackageLine {
  coupon: CouponRow;
  quantity: number;
  claimedCount: number;
}

export interface PackageRow {
  id: string;
  packageStatus: 'active' | 'inactive';
}

/**
 * The welcome gift as the platform console reads and writes it: the newest package (the one diners are
 * offered while it is active), its lines, and the platform's coupons (`business_id` null).
 */
export function createWelcomePackageAdminRepository(db: Db) {
  async function newestPackage(on: Db): Promise<PackageRow | null> {
    const [row] = await on
      .select({ id: newUserPackages.id, packageStatus: newUserPackages.packageStatus })
      .from(newUserPackages)
      .orderBy(desc(newUserPackages.createdAt), desc(newUserPackages.id))
      .limit(1);
    return row ?? null;
  }

  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        // One save at a time: two admins saving at once are judged one after the other.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('welcome-package'))`);
        return work(tx);
      });
    },

    newestPackage: (on: Db = db) => newestPackage(on),

    async insertPackage(tx: Db, status: 'active' | 'inactive'): Promise<PackageRow> {
      const [row] = await tx
        .insert(newUserPackages)
        .values({ packageStatus: status })
        .returning({ id: newUserPackages.id, packageStatus: newUserPackages.packageStatus });
      if (!row) throw new Error('the package was not inserted');
      return row;
    },

    /** Sets the package's status and switches every other package off, so only this one can be offered. */
    async setStatus(tx: Db, packageId: string, status: 'active' | 'inactive'): Promise<void> {
      await tx
        .update(newUserPackages)
        .set({ packageStatus: status })
        .where(eq(newUserPackages.id, packageId));
      await tx
        .update(newUserPackages)
        .set({ packageStatus: 'inactive' })
        .where(and(ne(newUserPackages.id, packageId), eq(newUserPackages.packageStatus, 'active')));
    },

    /** The package's coupons in order, each with its quantity and the copies diners received. */
    async lines(packageId: string, on: Db = db): Promise<PackageLine[]> {
      const rows = await on
        .select({ coupon: coupons, quantity: newUserPackageCoupons.quantity })
        .from(newUserPackageCoupons)
        .innerJoin(coupons, eq(coupons.id, newUserPackageCoupons.couponId))
        .where(eq(newUserPackageCoupons.packageId, packageId))
        .orderBy(asc(newUserPackageCoupons.sortOrder), asc(coupons.id));
      const ids = rows.map((row) => row.coupon.id);
      const counts =
        ids.length === 0
          ? []
          : await on
              .select({ couponId: userCoupons.couponId, n: count() })
              .from(userCoupons)
              .where(inArray(userCoupons.couponId, ids))
              .groupBy(userCoupons.couponId);
      const claimed = new Map(counts.map((row) => [row.couponId, Number(row.n)]));
      return rows.map((row) => ({ ...row, claimedCount: claimed.get(row.coupon.id) ?? 0 }));
    },

    /**
     * The running coupons of the package among `ids`, locked for the save. Only the gift's own: another
     * platform coupon (the claim page's, a redeem code's) is never listed, so never ended by a removal.
     */
    async livePackageCouponIds(tx: Db, packageId: string, ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .innerJoin(newUserPackageCoupons, eq(newUserPackageCoupons.couponId, coupons.id))
        .where(
          and(
            eq(newUserPackageCoupons.packageId, packageId),
            inArray(coupons.id, ids),
            isNull(coupons.businessId),
            eq(coupons.status, 'active'),
          ),
        )
        .for('update', { of: coupons });
      return rows.map((row) => row.id);
    },

    /** A platform coupon for the gift: usable at any store, handed out with the gift, not on the claim page. */
    async insertPlatformCoupon(tx: Db, values: CouponValues): Promise<CouponRow> {
      const [row] = await tx
        .insert(coupons)
        .values({ ...values, businessId: null, claimable: false })
        .returning();
      if (!row) throw new Error('the coupon was not inserted');
      return row;
    },

    /** Ends coupons taken out of the gift; they are never deleted, so copies diners hold stay usable. */
    async endCoupons(tx: Db, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(coupons)
        .set({ status: 'inactive' })
        .where(and(inArray(coupons.id, ids), isNull(coupons.businessId)));
    },

    /** Replaces the package's lines with `lines`, in their order. */
    async replaceLines(
      tx: Db,
      packageId: string,
      lines: { couponId: string; quantity: number }[],
    ): Promise<void> {
      await tx.delete(newUserPackageCoupons).where(eq(newUserPackageCoupons.packageId, packageId));
      if (lines.length === 0) return;
      await tx.insert(newUserPackageCoupons).values(
        lines.map((line, sortOrder) => ({
          packageId,
          couponId: line.couponId,
          quantity: line.quantity,
          sortOrder,
        })),
      );
    },
  };
}

export type WelcomePackageAdminRepository = ReturnType<typeof createWelcomePackageAdminRepository>;
