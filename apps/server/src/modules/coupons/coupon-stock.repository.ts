import { and, eq, gte, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coupons, userCoupons } from '../../db/schema/promotions.js';
import type { UserCouponRow } from './coupon-view.mapper.js';

/**
 * The one owner of coupon stock and of the diner's copies: taking stock when a copy is handed out (claim
 * page, welcome gift, points exchange), issuing the copies, and an order using and giving back its copy.
 * Each function runs in the caller's transaction (`tx`), next to the caller's own writes.
 */

/** Takes copies from a limited stock (conditionally: false when too few are left); unlimited always gives. */
export async function takeCouponStock(tx: Db, couponId: string, quantity = 1): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({
      stockNumber: sql`case when ${coupons.stockNumber} is null then null else ${coupons.stockNumber} - ${quantity}::int end`,
    })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.stockNumber), gte(coupons.stockNumber, quantity))))
    .returning({ id: coupons.id });
  return rows.length === 1;
}

export async function insertUserCoupon(tx: Db, row: typeof userCoupons.$inferInsert): Promise<UserCouponRow> {
  const [inserted] = await tx.insert(userCoupons).values(row).returning();
  if (!inserted) throw new Error('insert returned no user coupon');
  return inserted;
}

export async function insertUserCoupons(tx: Db, rows: (typeof userCoupons.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(userCoupons).values(rows);
}

/** Gives the diner back the copy an order used (a cancelled order); a copy not in use is left alone. */
export async function releaseOrderCoupon(tx: Db, order: { id: string; userId: string }): Promise<void> {
  await tx.execute(sql`update user_coupons set status = 'unused', used_at = null
    where id in (select user_coupon_id from order_coupons where order_id = ${order.id})
      and user_id = ${order.userId} and status = 'used'`);
}

/**
 * The coupon parts of an order submission, as CTEs of the caller's one statement rather than statements
 * of their own: the submission locks stock, coupon and points card and inserts the order only when all can
 * be taken, in a single statement, so a concurrent submission never sees one taken and another not. This
 * part locks the diner's unused copy (`coupon_row`) and says whether it is there. It takes placeholders:
 * the submission's statement is prepared once and filled per order.
 */
export function orderCouponLockSql(userCouponId: Placeholder, userId: Placeholder): { lock: SQL; ok: SQL } {
  return {
    lock: sql`coupon_row as (select id from user_coupons
      where id = ${userCouponId}::uuid and user_id = ${userId}::uuid and status = 'unused'
      for update)`,
    ok: sql`exists (select 1 from coupon_row)`,
  };
}

/** Marks the copy used when `isNew` (the order row was inserted); see `orderCouponLockSql`. */
export function orderCouponUseSql(
  userCouponId: Placeholder,
  userId: Placeholder,
  at: Placeholder,
  isNew: SQL,
): SQL {
  return sql`coupon_used as (
      update user_coupons set status = 'used', used_at = ${at}::timestamptz
      where id = ${userCouponId}::uuid and user_id = ${userId}::uuid and status = 'unused'
        and ${isNew})`;
}
