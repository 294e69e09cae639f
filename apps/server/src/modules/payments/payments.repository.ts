import { and, asc, desc, eq, inArray, lt, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentCustomers, savedCards } from '../../db/schema/account.js';
import { orderHandleTimes } from '../../db/schema/order-lines.js';
import { orders } from '../../db/schema/orders.js';
import { payments, processorEvents, refunds } from '../../db/schema/payments.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Pick<
  typeof payments.$inferInsert,
  | 'orderId'
  | 'userId'
  | 'paymentType'
  | 'platform'
  | 'amount'
  | 'savedCardId'
  | 'cardBrand'
  | 'cardLast4'
  | 'cardExpMonth'
  | 'cardExpYear'
>;

/** What paying needs of an order. */
export interface PayableOrderRow {
  id: string;
  userId: string;
  orderStatus: string;
  totalPrice: number;
  paidPrice: number;
  paymentDeadline: Date | null;
}

/** How applying a successful payment ended for its order. */
export type SucceededApplication =
  /** The payment was already settled (a repeated event, a second confirmation): nothing changed. */
  | { kind: 'unchanged' }
  /** The order took the money; `paid` when it is now fully paid. */
  | { kind: 'applied'; paid: boolean }
  /**
   * The money cannot count: the order can no longer take it (cancelled meanwhile), or the payment had
   * already ended as failed (a lost answer taken for no charge). It must be refunded.
   */
  | { kind: 'orderClosed'; payment: PaymentRow };

/** How starting a payment ended. */
export type StartOutcome =
  | { kind: 'started'; payment: PaymentRow }
  /** Another payment of the order is in flight. */
  | { kind: 'inFlight' }
  /** The order no longer owes this amount (paid, cancelled or changed meanwhile). */
  | { kind: 'orderChanged' };

/**
 * The reason of the refund a payment gets when it reaches an order that no longer takes money. Such a
 * refund never counted in the order's figures, so its failure takes nothing out of them.
 */
export const CLOSED_ORDER_REFUND_REASON = 'The payment arrived after the order closed.';

/** A refund as the processor's refund events find it. */
export interface ProcessorRefundRow {
  id: string;
  orderId: string;
  /** Whether it gives back a payment the order never took (CLOSED_ORDER_REFUND_REASON). */
  closedOrder: boolean;
}

const IN_FLIGHT = ['pending', 'requiresAction'] as const;
const UNPAID = ['received', 'partiallyPaid'] as const;

/** Payments of orders, their effect on the order, and the processor's webhook events. */
export function createPaymentsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async order(id: string): Promise<PayableOrderRow | null> {
      const [row] = await db
        .select({
          id: orders.id,
          userId: orders.userId,
          orderStatus: orders.orderStatus,
          totalPrice: orders.totalPrice,
          paidPrice: orders.paidPrice,
          paymentDeadline: orders.paymentDeadline,
        })
        .from(orders)
        .where(eq(orders.id, id));
      return row ?? null;
    },

    /** Takes the order's row lock for the rest of the transaction `tx`. */
    async lockOrder(tx: Db, orderId: string): Promise<void> {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    },

    async savedCard(id: string) {
      const [row] = await db.select().from(savedCards).where(eq(savedCards.id, id));
      return row ?? null;
    },

    async customerId(userId: string, platform: string): Promise<string | null> {
      const [row] = await db
        .select({ customerId: paymentCustomers.customerId })
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.platform, platform)));
      return row?.customerId ?? null;
    },

    /**
     * Starts a payment: a pending row whose idempotency key is the order and its attempt number. Runs under
     * the order's row lock, after checking again that the order still owes exactly this amount, so a pay
     * arriving just after another one succeeded (on any server copy) starts nothing and charges nothing.
     * The one-in-flight index (and the attempt's key) refuse a second payment while one is in flight.
     */
    async startPending(payment: NewPayment, at: Date): Promise<StartOutcome> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select({
            orderStatus: orders.orderStatus,
            owed: sql<number>`${orders.totalPrice} - ${orders.paidPrice}`.mapWith(Number),
          })
          .from(orders)
          .where(eq(orders.id, payment.orderId))
          .for('update');
        if (
          !order ||
          !(UNPAID as readonly string[]).includes(order.orderStatus) ||
          order.owed !== payment.amount
        )
          return { kind: 'orderChanged' } as const;
        const attempt = sql`(select count(*) + 1 from ${payments} where ${payments.orderId} = ${payment.orderId})`;
        const [row] = await tx
          .insert(payments)
          .values({
            ...payment,
            status: 'pending',
            idempotencyKey: sql`'pay_' || ${payment.orderId}::text || '_' || ${attempt}::text`,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing()
          .returning();
        return row ? ({ kind: 'started', payment: row } as const) : ({ kind: 'inFlight' } as const);
      });
    },

    /**
     * Payments in flight whose outcome nobody is waiting for any more: pending ones untouched since
     * `pendingBefore` (the request that charged them died or lost its answer), and ones waiting for the
     * client's authentication whose order is past its payment deadline. Oldest first.
     */
    async unsettled(pendingBefore: Date, at: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select({ payment: payments })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(
          or(
            and(eq(payments.status, 'pending'), lt(payments.updatedAt, pendingBefore)),
            and(eq(payments.status, 'requiresAction'), lt(orders.paymentDeadline, at)),
          ),
        )
        .orderBy(asc(payments.updatedAt))
        .limit(limit)
        .then((rows) => rows.map((row) => row.payment));
    },

    async inFlight(orderId: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, IN_FLIGHT)));
      return row ?? null;
    },

    async byId(id: string, tx: Db = db): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },

    async byProcessorId(
      platform: string,
      processorPaymentId: string,
      tx: Db = db,
    ): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.platform, platform), eq(payments.processorPaymentId, processorPaymentId)));
      return row ?? null;
    },

    /**
     * The order's succeeded payments that count in its figures, newest first: a payment given back
     * because it reached a closed order is not one a merchant refund can take money from.
     */
    async succeeded(orderId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, orderId),
            eq(payments.status, 'succeeded'),
            notExists(
              db
                .select({ id: refunds.id })
                .from(refunds)
                .where(
                  and(
                    eq(refunds.paymentId, payments.id),
                    eq(refunds.reason, CLOSED_ORDER_REFUND_REASON),
                    ne(refunds.status, 'failed'),
                  ),
                ),
            ),
          ),
        )
        .orderBy(desc(payments.createdAt));
    },

    /** A payment still in flight now waits for the client's authentication. */
    async markRequiresAction(id: string, processorPaymentId: string, at: Date): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'requiresAction', processorPaymentId, updatedAt: at })
        .where(and(eq(payments.id, id), inArray(payments.status, IN_FLIGHT)));
    },

    /** Ends a payment in flight as failed; false when it had already ended. */
    async markFailed(
      tx: Db,
      id: string,
      failure: {
        processorPaymentId: string | null;
        code: string;
        message: string | null;
        canceled?: boolean;
      },
      at: Date,
    ): Promise<boolean> {
      const rows = await tx
        .update(payments)
        .set({
          status: failure.canceled ? 'canceled' : 'failed',
          ...(failure.processorPaymentId ? { processorPaymentId: failure.processorPaymentId } : {}),
          failureCode: failure.code,
          failureMessage: failure.message,
          updatedAt: at,
        })
        .where(and(eq(payments.id, id), inArray(payments.status, IN_FLIGHT)))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /**
     * Ends a payment in flight as succeeded and, in the same transaction, adds its amount to the order:
     * received → paid (or partiallyPaid) with a 'paid' handle time. Conditional on both rows' states, so
     * the webhook, the client's confirmation and the pay call may all apply it and only one counts.
     */
    async markSucceeded(
      tx: Db,
      id: string,
      processorPaymentId: string,
      at: Date,
    ): Promise<SucceededApplication> {
      const [payment] = await tx
        .update(payments)
        .set({
          status: 'succeeded',
          processorPaymentId,
          failureCode: null,
          failureMessage: null,
          updatedAt: at,
        })
        .where(and(eq(payments.id, id), inArray(payments.status, IN_FLIGHT)))
        .returning();
      if (!payment) {
        const [ended] = await tx.select().from(payments).where(eq(payments.id, id));
        if (!ended || ended.status === 'succeeded') return { kind: 'unchanged' };
        return { kind: 'orderClosed', payment: { ...ended, processorPaymentId } };
      }
      const paidPrice = sql`${orders.paidPrice} + ${payment.amount}`;
      const [order] = await tx
        .update(orders)
        .set({
          paidPrice,
          orderStatus: sql`case when ${paidPrice} >= ${orders.totalPrice} then 'paid' else 'partiallyPaid' end`,
          updatedAt: at,
        })
        .where(
          and(
            eq(orders.id, payment.orderId),
            inArray(orders.orderStatus, UNPAID),
            sql`${paidPrice} <= ${orders.totalPrice}`,
          ),
        )
        .returning({ orderStatus: orders.orderStatus });
      if (!order) return { kind: 'orderClosed', payment };
      const paid = order.orderStatus === 'paid';
      if (paid)
        await tx.insert(orderHandleTimes).values({ orderId: payment.orderId, key: 'paid', happenedAt: at });
      return { kind: 'applied', paid };
    },

    /** Records a webhook event; false when it was recorded before (so its effect was applied then). */
    async recordEvent(tx: Db, platform: string, eventId: string, type: string, at: Date): Promise<boolean> {
      const rows = await tx
        .insert(processorEvents)
        .values({ platform, eventId, type, receivedAt: at })
        .onConflictDoNothing()
        .returning({ eventId: processorEvents.eventId });
      return rows.length > 0;
    },

    async markRefundSucceeded(tx: Db, processorRefundId: string, at: Date): Promise<void> {
      await tx
        .update(refunds)
        .set({ status: 'succeeded', updatedAt: at })
        .where(and(eq(refunds.processorRefundId, processorRefundId), eq(refunds.status, 'pending')));
    },

    async refundByProcessorId(tx: Db, processorRefundId: string): Promise<ProcessorRefundRow | null> {
      const [row] = await tx
        .select({
          id: refunds.id,
          orderId: refunds.orderId,
          closedOrder: sql<boolean>`${refunds.reason} is not distinct from ${CLOSED_ORDER_REFUND_REASON}`,
        })
        .from(refunds)
        .where(eq(refunds.processorRefundId, processorRefundId))
        .limit(1);
      return row ?? null;
    },

    /** Marks failed a refund that counts in no order's figures; false when it had failed already. */
    async markClosedOrderRefundFailed(tx: Db, refundId: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(refunds)
        .set({ status: 'failed', updatedAt: at })
        .where(and(eq(refunds.id, refundId), inArray(refunds.status, ['pending', 'succeeded'])))
        .returning({ id: refunds.id });
      return rows.length > 0;
    },

    /** The refund of a payment that reached an order no longer taking money. */
    async insertAutomaticRefund(
      payment: PaymentRow,
      refund: { processorRefundId: string; status: 'pending' | 'succeeded' | 'failed' },
      at: Date,
    ): Promise<void> {
      await db
        .insert(refunds)
        .values({
          orderId: payment.orderId,
          paymentId: payment.id,
          refundType: 'customAmount',
          price: payment.amount,
          reason: CLOSED_ORDER_REFUND_REASON,
          status: refund.status,
          processorRefundId: refund.processorRefundId,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing();
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
