import type { CommoditiesStatus, HandleTimeKey, OrderStatus } from '@nearbite/domain/order-life';
import { DEFAULT_POINTS_PER_DOLLAR } from '@nearbite/domain/points-settings';
import { and, asc, eq, gte, inArray, isNull, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses } from '../../db/schema/catalog.js';
import type { DeliveryCarrier, OrderType } from '../../db/schema/columns.js';
import { orderHandleTimes } from '../../db/schema/order-lines.js';
import { orders } from '../../db/schema/orders.js';
import { payments } from '../../db/schema/payments.js';
import { pointsProgrammes } from '../../db/schema/points.js';
import { storeOrderSettings } from '../../db/schema/store-operations.js';
import { releaseOrderCoupon } from '../coupons/coupon-stock.repository.js';
import {
  creditOrderPoints,
  returnSpentPoints,
  takeBackEarnedPoints,
} from '../points/points-ledger.repository.js';
import { createDeliveryRunQueries } from './delivery-run.repository.js';
import { createOrderRefundQueries } from './order-refunds.repository.js';
import { createOrderTimingQueries } from './order-timing.repository.js';

/** The order's payments still pending or waiting for the client's authentication. */
const paymentInFlight = (db: Db, orderId: SQL | typeof orders.id) =>
  db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['pending', 'requiresAction'])));

/**
 * Everything that happens to an order after it is placed: its state, what cancelling gives back (stock,
 * coupon, points), refunds, the delivery run, and the points a completed order earns. The service holds one
 * transaction per change; every function here runs on the Db it was made with (a transaction or not).
 */

/** The order as a change sees it, read under its row lock. */
export interface LockedOrder {
  id: string;
  userId: string;
  businessId: string;
  orderType: OrderType;
  orderStatus: OrderStatus;
  commoditiesStatus: CommoditiesStatus | null;
  fullRefunded: boolean;
  deliveryCarrier: DeliveryCarrier | null;
  selfPickupPointId: string | null;
  commoditiesPrice: number;
  discountPrice: number;
  orderDiscountPrice: number;
  discountedPrice: number;
  excisePrice: number;
  totalPrice: number;
  paidPrice: number;
  refundedPrice: number;
  pointsUsed: number;
  /** The delivery or pickup time the diner chose; null for as soon as possible. */
  scheduledTime: Date | null;
  updatedAt: Date;
  hasRider: boolean;
}

/** The new state of an order. */
export interface OrderStateWrite {
  orderStatus: OrderStatus;
  commoditiesStatus: CommoditiesStatus | null;
  fullRefunded: boolean;
  cancellationReason?: string;
  fullRefundReason?: string;
}

/** An order line as a refund sees it. */
export interface RefundableLine {
  id: string;
  price: number;
  addPrice: number;
  discountPrice: number;
  boughtNumber: number;
  refundedNumber: number;
  requiredPoints: number | null;
}

/** The card payment a refund goes back to. */
export interface RefundablePayment {
  id: string;
  processorPaymentId: string | null;
}

export interface NewRefund {
  orderId: string;
  paymentId: string | null;
  refundType: 'commodities' | 'customAmount';
  price: number;
  reason: string;
  status: 'pending' | 'succeeded';
  lines: Array<{ orderLineId: string; count: number }>;
}

/** A refund the processor still has to carry out. */
export interface PendingRefund {
  id: string;
  orderId: string;
  price: number;
  status: 'pending' | 'succeeded' | 'failed';
  /** Set once the processor has taken the refund (it may still be pending there). */
  processorRefundId: string | null;
}

export interface RiderWrite {
  carrier: DeliveryCarrier;
  userName: string;
  phoneNumber: string;
  latitude: number | null;
  longitude: number | null;
}

/** Where a delivery run starts and ends, for the simulator's rider. */
export interface DeliveryRoute {
  store: { latitude: number; longitude: number };
  destination: { latitude: number; longitude: number } | null;
  rider: { latitude: number | null; longitude: number | null } | null;
}

/** A points programme that is running. */
export interface RunningProgramme {
  pointsPerDollar: number;
  isDouble: boolean;
}

/** The outbox kind of a refund the processor must carry out. */

const lockedColumns = {
  id: orders.id,
  userId: orders.userId,
  businessId: orders.businessId,
  orderType: orders.orderType,
  orderStatus: orders.orderStatus,
  commoditiesStatus: orders.commoditiesStatus,
  fullRefunded: orders.fullRefunded,
  deliveryCarrier: orders.deliveryCarrier,
  selfPickupPointId: orders.selfPickupPointId,
  commoditiesPrice: orders.commoditiesPrice,
  discountPrice: orders.discountPrice,
  orderDiscountPrice: orders.orderDiscountPrice,
  discountedPrice: orders.discountedPrice,
  excisePrice: orders.excisePrice,
  totalPrice: orders.totalPrice,
  paidPrice: orders.paidPrice,
  refundedPrice: orders.refundedPrice,
  pointsUsed: orders.pointsUsed,
  scheduledTime: orders.scheduledTime,
  updatedAt: orders.updatedAt,
  hasRider: sql<boolean>`exists (select 1 from deliveries d
    where d.order_id = orders.id and d.rider_name is not null)`.as('has_rider'),
};

const PAID_OPEN_STATUSES: OrderStatus[] = ['paid', 'confirmed', 'waitingSelfPickup'];
const UNPAID_STATUSES: OrderStatus[] = ['received', 'partiallyPaid'];

/** The queries of one change; inside `transaction` they run on its connection. */
function createOrderLifeQueries(db: Db) {
  return {
    /** The order under a row lock held until the transaction ends; null when there is none. */
    async lockOrder(orderId: string): Promise<LockedOrder | null> {
      const [row] = await db.select(lockedColumns).from(orders).where(eq(orders.id, orderId)).for('update');
      return row ?? null;
    },

    /**
     * Locks unpaid orders whose payment deadline has passed; rows another server copy holds are skipped,
     * so copies sweep side by side without taking the same order.
     */
    async claimExpiredUnpaid(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            inArray(orders.orderStatus, UNPAID_STATUSES),
            lte(orders.paymentDeadline, now),
            // A charge whose outcome is still unknown holds the order until the reconciler settles it.
            notExists(paymentInFlight(db, orders.id)),
          ),
        )
        .orderBy(asc(orders.paymentDeadline))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => row.id);
    },

    /** Whether the order has a payment whose outcome is not known yet; read after locking the order. */
    async hasPaymentInFlight(orderId: string): Promise<boolean> {
      const [row] = await paymentInFlight(db, sql`${orderId}::uuid`).limit(1);
      return row !== undefined;
    },

    /**
     * Locks paid, unfinished orders due a simulated step: last changed before `dueBefore`, or on the road
     * (the rider moves every tick). A scheduled order past its confirmation waits until its time is no
     * later than `scheduledBefore`. Orders of a store whose board was seen at or after `boardSeenSince` are its
     * staff's, not the simulator's. Rows another copy holds are skipped.
     */
    async claimSimulated(
      dueBefore: Date,
      scheduledBefore: Date,
      boardSeenSince: Date,
      limit: number,
    ): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            inArray(orders.orderStatus, PAID_OPEN_STATUSES),
            eq(orders.fullRefunded, false),
            or(lte(orders.updatedAt, dueBefore), eq(orders.commoditiesStatus, 'delivering')),
            or(
              isNull(orders.scheduledTime),
              eq(orders.orderStatus, 'paid'),
              lte(orders.scheduledTime, scheduledBefore),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(storeOrderSettings)
                .where(
                  and(
                    eq(storeOrderSettings.businessId, orders.businessId),
                    gte(storeOrderSettings.boardSeenAt, boardSeenSince),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(orders.updatedAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => row.id);
    },

    async writeState(orderId: string, state: OrderStateWrite, at: Date): Promise<void> {
      await db
        .update(orders)
        .set({
          orderStatus: state.orderStatus,
          commoditiesStatus: state.commoditiesStatus,
          fullRefunded: state.fullRefunded,
          ...(state.cancellationReason === undefined ? {} : { cancellationReason: state.cancellationReason }),
          ...(state.fullRefundReason === undefined ? {} : { fullRefundReason: state.fullRefundReason }),
          updatedAt: at,
        })
        .where(eq(orders.id, orderId));
    },

    async addHandleTime(orderId: string, key: HandleTimeKey, at: Date): Promise<void> {
      await db.insert(orderHandleTimes).values({ orderId, key, happenedAt: at });
    },

    /**
     * Gives back what the order reserved at submission: commodity and option stock (rows locked in id
     * order, as submission locks them, so the two never deadlock; unlimited stock stays unlimited), the
     * coupon, and the points spent on redeemed items with a rollback line in the statement. Runs at most
     * once per order: the statement's unique (order, change type) and the coupon's status guard a repeat.
     */
    async releaseReservations(order: LockedOrder, at: Date): Promise<void> {
      await db.execute(sql`with wanted as (
          select commodity_id as id, sum(bought_number)::int as quantity from order_lines
          where order_id = ${order.id} and commodity_id is not null group by commodity_id),
        locked as (
          select c.id from commodities c join wanted w on w.id = c.id
          where c.stock_number is not null order by c.id for update of c)
        update commodities c set stock_number = c.stock_number + w.quantity
        from locked l join wanted w on w.id = l.id where c.id = l.id`);
      await db.execute(sql`with wanted as (
          select (a.value -> 'value' ->> 'id')::uuid as id, sum(l.bought_number)::int as quantity
          from order_lines l cross join lateral jsonb_array_elements(l.attributes) as a(value)
          where l.order_id = ${order.id} group by 1),
        locked as (
          select v.id from commodity_attribute_values v join wanted w on w.id = v.id
          where v.stock_number is not null order by v.id for update of v)
        update commodity_attribute_values v set stock_number = v.stock_number + w.quantity
        from locked l join wanted w on w.id = l.id where v.id = l.id`);
      await releaseOrderCoupon(db, order);
      await returnSpentPoints(db, order.id, 'cancelledOrderRollback', at);
    },

    /**
     * A completed order that is refunded in full: the points it spent on redeemed items are given back,
     * then the points it earned are taken back, each a line in the statement. The take-back is capped at
     * the balance the card holds after the give-back (the card row locked, so its latest value), so the
     * balance never goes below zero and always equals the statement's sum. In that order the points the
     * order spent cover earned points the diner has since spent elsewhere: the diner ends where they would
     * be had the order never happened, unless even both together no longer cover what it earned. Runs at
     * most once per order (each line's change type is guarded and unique per order).
     */
    async rollBackCompletedOrderPoints(order: LockedOrder, at: Date): Promise<void> {
      await returnSpentPoints(db, order.id, 'refundedOrderRollback', at);
      // A new statement, so it sees the give-back above.
      await takeBackEarnedPoints(db, order.id, at);
    },

    /**
     * The store's points programme if it runs at `at` (programme switched on for the business). A store
     * that switched points on but never saved its rules earns at the defaults the console shows.
     */
    async runningProgramme(businessId: string, at: Date): Promise<RunningProgramme | null> {
      const [row] = await db
        .select({ pointsPerDollar: pointsProgrammes.pointsPerDollar, isDouble: pointsProgrammes.isDouble })
        .from(businesses)
        .leftJoin(pointsProgrammes, eq(pointsProgrammes.businessId, businesses.id))
        .where(
          and(
            eq(businesses.id, businessId),
            eq(businesses.pointsStatus, 'active'),
            sql`(${pointsProgrammes.startsAt} is null or ${pointsProgrammes.startsAt} <= ${at})`,
            sql`(${pointsProgrammes.endsAt} is null or ${pointsProgrammes.endsAt} > ${at})`,
          ),
        )
        .limit(1);
      if (!row) return null;
      return {
        pointsPerDollar: row.pointsPerDollar ?? DEFAULT_POINTS_PER_DOLLAR,
        isDouble: row.isDouble ?? false,
      };
    },

    /**
     * Credits earned points: the diner's card at the store (created when missing) grows, the statement
     * gains a completed-order line with the new balance, and the order (locked) records the points.
     */
    async creditPoints(order: LockedOrder, points: number, at: Date): Promise<void> {
      await creditOrderPoints(db, order, points, at);
      await db.update(orders).set({ pointsEarned: points }).where(eq(orders.id, order.id));
    },

    ...createOrderRefundQueries(db),
    ...createDeliveryRunQueries(db),
    ...createOrderTimingQueries(db),
  };
}

export type OrderLifeQueries = ReturnType<typeof createOrderLifeQueries>;

export function createOrderLifeRepository(db: Db) {
  return {
    ...createOrderLifeQueries(db),
    /**
     * Runs `work` in one transaction with the queries bound to it; `tx` lets another module write with the
     * change (the console's audit entry of a board action).
     */
    transaction<T>(work: (queries: OrderLifeQueries, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createOrderLifeQueries(tx), tx));
    },
    /**
     * The queries on a transaction another module holds, so a change joins it: the payments webhook
     * records its event and applies the event's effect in one transaction.
     */
    joining(tx: Db): OrderLifeQueries {
      return createOrderLifeQueries(tx);
    },
  };
}

export type OrderLifeRepository = ReturnType<typeof createOrderLifeRepository>;
