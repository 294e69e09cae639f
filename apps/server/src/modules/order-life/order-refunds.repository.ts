import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxEvents } from '../../db/schema/auth.js';
import { orderCoupons, orderLines } from '../../db/schema/order-lines.js';
import { orders } from '../../db/schema/orders.js';
import { payments, refundLines, refunds } from '../../db/schema/payments.js';
import { coupons } from '../../db/schema/promotions.js';

import type { NewRefund, PendingRefund, RefundableLine, RefundablePayment } from './order-life.repository.js';

/** The outbox kind of a refund waiting to be sent to the card processor. */
export const REFUND_OUTBOX_KIND = 'orderRefund';

/** An order's refunds: what can be refunded, recording one, and its outcome at the processor. */
export function createOrderRefundQueries(db: Db) {
  return {
    /** What a cash or percent coupon took off the order's food (a free-delivery coupon takes off none). */
    async foodCouponDiscount(orderId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${orderCoupons.discountedPrice}), 0)::int` })
        .from(orderCoupons)
        .innerJoin(coupons, eq(coupons.id, orderCoupons.couponId))
        .where(and(eq(orderCoupons.orderId, orderId), inArray(coupons.couponType, ['discount', 'cash'])));
      return row?.total ?? 0;
    },

    async refundableLines(orderId: string): Promise<RefundableLine[]> {
      return db
        .select({
          id: orderLines.id,
          price: orderLines.price,
          addPrice: orderLines.addPrice,
          discountPrice: orderLines.discountPrice,
          boughtNumber: orderLines.boughtNumber,
          refundedNumber: orderLines.refundedNumber,
          requiredPoints: orderLines.requiredPoints,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.lineIndex));
    },

    /** The order's latest succeeded payment, which refunds go back to. */
    async succeededPayment(orderId: string): Promise<RefundablePayment | null> {
      const [row] = await db
        .select({ id: payments.id, processorPaymentId: payments.processorPaymentId })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Records a refund: its row and lines, the lines' refunded counts and the order's refunded total. A
     * refund that goes to the processor is queued in the outbox with it, so it is sent only if this commits.
     */
    async recordRefund(refund: NewRefund, at: Date): Promise<string> {
      const [row] = await db
        .insert(refunds)
        .values({
          orderId: refund.orderId,
          paymentId: refund.paymentId,
          refundType: refund.refundType,
          price: refund.price,
          reason: refund.reason,
          status: refund.status,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: refunds.id });
      if (!row) throw new Error('the refund was not recorded');
      if (refund.lines.length > 0) {
        await db.insert(refundLines).values(
          refund.lines.map((line) => ({
            refundId: row.id,
            orderLineId: line.orderLineId,
            refundedNumber: line.count,
          })),
        );
        await db.execute(sql`update order_lines l set refunded_number = l.refunded_number + t.count
          from jsonb_to_recordset(${JSON.stringify(refund.lines)}::jsonb) as t("orderLineId" uuid, count int)
          where l.id = t."orderLineId" and l.order_id = ${refund.orderId}`);
      }
      await db
        .update(orders)
        .set({ refundedPrice: sql`${orders.refundedPrice} + ${refund.price}::int`, updatedAt: at })
        .where(eq(orders.id, refund.orderId));
      if (refund.status === 'pending') {
        await db.insert(outboxEvents).values({
          kind: REFUND_OUTBOX_KIND,
          payload: JSON.stringify({ refundId: row.id }),
          availableAt: at,
        });
      }
      return row.id;
    },

    async pendingRefund(refundId: string): Promise<PendingRefund | null> {
      const [row] = await db
        .select({
          id: refunds.id,
          orderId: refunds.orderId,
          price: refunds.price,
          status: refunds.status,
          processorRefundId: refunds.processorRefundId,
        })
        .from(refunds)
        .where(eq(refunds.id, refundId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Keeps what the processor answered: its refund id and the refund's state (a pending one is finished
     * by the processor's webhook, which the payments module applies). Only the first answer counts: false
     * when the refund already has one.
     */
    async settleRefund(
      refundId: string,
      outcome: { status: 'pending' | 'succeeded' | 'failed'; processorRefundId: string | null },
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(refunds)
        .set({ status: outcome.status, processorRefundId: outcome.processorRefundId, updatedAt: at })
        .where(
          and(eq(refunds.id, refundId), eq(refunds.status, 'pending'), isNull(refunds.processorRefundId)),
        )
        .returning({ id: refunds.id });
      return rows.length > 0;
    },

    /**
     * Marks failed a refund the processor had taken (pending or succeeded there) and now reports failed;
     * false when it is not such a refund, e.g. one already failed, so a repeated report changes nothing.
     */
    async failTakenRefund(refundId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(refunds)
        .set({ status: 'failed', updatedAt: at })
        .where(
          and(
            eq(refunds.id, refundId),
            inArray(refunds.status, ['pending', 'succeeded']),
            isNotNull(refunds.processorRefundId),
          ),
        )
        .returning({ id: refunds.id });
      return rows.length > 0;
    },

    /**
     * Takes a refund the processor refused out of the order's figures: the units its lines counted and its
     * price. The order is no longer fully refunded, whichever refund made it so: that money did not go back.
     */
    async releaseRefund(refund: { id: string; orderId: string; price: number }, at: Date): Promise<void> {
      await db.execute(sql`update order_lines l
        set refunded_number = greatest(0, l.refunded_number - r.count)
        from (select order_line_id, sum(refunded_number)::int as count from refund_lines
          where refund_id = ${refund.id} group by order_line_id) r
        where l.id = r.order_line_id and l.order_id = ${refund.orderId}`);
      await db
        .update(orders)
        .set({
          refundedPrice: sql`greatest(0, ${orders.refundedPrice} - ${refund.price}::int)`,
          fullRefunded: false,
          fullRefundReason: null,
          updatedAt: at,
        })
        .where(eq(orders.id, refund.orderId));
    },

    /** Whether a refund of the order still waits for the processor's first answer. */
    async hasUnsettledRefund(orderId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(
          and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending'), isNull(refunds.processorRefundId)),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
