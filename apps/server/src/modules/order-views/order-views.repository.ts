import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selfPickupPoints } from '../../db/schema/account.js';
import { businesses } from '../../db/schema/catalog.js';
import type { LocalizedText } from '../../db/schema/columns.js';
import { activities } from '../../db/schema/commodities.js';
import { deliveries } from '../../db/schema/deliveries.js';
import { orderActivities, orderCoupons, orderHandleTimes, orderLines } from '../../db/schema/order-lines.js';
import { type HANDLE_TIME_KEYS, type ORDER_STATUSES, orders } from '../../db/schema/orders.js';
import { payments, refundLines, refunds } from '../../db/schema/payments.js';
import { areas } from '../../db/schema/platform.js';
import { coupons } from '../../db/schema/promotions.js';
import { recordServiceCall, type ServiceCall } from '../store/service-calls.repository.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;
type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses in which an order still waits for money. */
const UNPAID_STATUSES: OrderStatus[] = ['received', 'partiallyPaid'];

export interface OrderBusinessRow {
  id: string;
  name: LocalizedText;
  logo: string | null;
  contactPhoneNumber: string | null;
  fullAddress: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

export interface AreaContactRow {
  contactPhoneNumber: string | null;
  instagramAccount: string | null;
  instagramUrl: string | null;
  serviceTimeStartMs: number | null;
  serviceTimeEndMs: number | null;
}

/** An order with its store and the store's area (for the platform contact). */
export interface OrderHeadRows {
  order: OrderRow;
  business: OrderBusinessRow;
  area: AreaContactRow | null;
}

export interface SelfPickupPointRow {
  id: string;
  name: LocalizedText;
  fullAddress: string;
  phoneNumber: string | null;
  latitude: number;
  longitude: number;
}

/** Everything an order's screens show besides the order row itself. */
export interface OrderPartsRows {
  lines: OrderLineRow[];
  coupons: Array<{ title: LocalizedText; discountedPrice: number }>;
  activities: Array<{ name: LocalizedText; discountedPrice: number }>;
  payments: PaymentRow[];
  handleTimes: Array<{ key: (typeof HANDLE_TIME_KEYS)[number]; happenedAt: Date }>;
  refunds: RefundRow[];
  /** Units refunded per order line by refunds that did not fail. */
  refundedUnits: Array<{ orderLineId: string; refundedNumber: number }>;
  delivery: DeliveryRow | null;
  selfPickupPoint: SelfPickupPointRow | null;
}

/** A row of the order list. */
export interface OrderSummaryRow {
  order: OrderRow;
  business: { id: string; name: LocalizedText; logo: string | null; timeZone: string };
  hasRider: boolean;
  hasRefund: boolean;
}

const businessColumns = {
  id: businesses.id,
  name: businesses.name,
  logo: businesses.logo,
  contactPhoneNumber: businesses.contactPhoneNumber,
  fullAddress: businesses.fullAddress,
  latitude: businesses.latitude,
  longitude: businesses.longitude,
  timeZone: businesses.timeZone,
};

const areaColumns = {
  contactPhoneNumber: areas.contactPhoneNumber,
  instagramAccount: areas.instagramAccount,
  instagramUrl: areas.instagramUrl,
  serviceTimeStartMs: areas.serviceTimeStartMs,
  serviceTimeEndMs: areas.serviceTimeEndMs,
};

/** Refunds that did not fail: pending ones are on their way to the diner. */
const liveRefund = ne(refunds.status, 'failed');

const hasRiderSql = sql<boolean>`exists (select 1 from ${deliveries}
  where ${deliveries.orderId} = ${orders.id} and ${deliveries.riderName} is not null)`;
const hasRefundSql = sql<boolean>`exists (select 1 from ${refunds}
  where ${refunds.orderId} = ${orders.id} and ${refunds.status} <> 'failed')`;

/** Reads of a diner's orders (list, detail, refund, receipt) and the call-waiter write. */
export function createOrderViewsRepository(db: Db) {
  async function head(where: SQL): Promise<OrderHeadRows | null> {
    const [row] = await db
      .select({ order: orders, business: businessColumns, area: areaColumns, areaId: areas.id })
      .from(orders)
      .innerJoin(businesses, eq(businesses.id, orders.businessId))
      .leftJoin(areas, eq(areas.id, businesses.areaId))
      .where(where)
      .limit(1);
    if (!row) return null;
    return { order: row.order, business: row.business, area: row.areaId === null ? null : row.area };
  }

  return {
    /**
     * A page of the user's orders in the statuses, newest first, and how many there are. Unpaid orders whose
     * deadline has passed are left out: the sweeper cancels them shortly, and the list never shows them.
     */
    async listOrders(query: {
      userId: string;
      statuses: OrderStatus[];
      now: Date;
      limit: number;
      offset: number;
    }): Promise<{ rows: OrderSummaryRow[]; total: number }> {
      const where = and(
        eq(orders.userId, query.userId),
        inArray(orders.orderStatus, query.statuses),
        or(
          notInArray(orders.orderStatus, UNPAID_STATUSES),
          isNull(orders.paymentDeadline),
          gt(orders.paymentDeadline, query.now),
        ),
      );
      const [rows, totals] = await Promise.all([
        db
          .select({
            order: orders,
            business: {
              id: businesses.id,
              name: businesses.name,
              logo: businesses.logo,
              timeZone: businesses.timeZone,
            },
            hasRider: hasRiderSql,
            hasRefund: hasRefundSql,
          })
          .from(orders)
          .innerJoin(businesses, eq(businesses.id, orders.businessId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ value: count() }).from(orders).where(where),
      ]);
      return { rows, total: totals[0]?.value ?? 0 };
    },

    /** The lines of several orders, in their submitted order. */
    async linesOf(orderIds: string[]): Promise<OrderLineRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(orderLines.orderId), asc(orderLines.lineIndex));
    },

    orderById: (orderId: string): Promise<OrderHeadRows | null> => head(eq(orders.id, orderId)),

    /** The order with this short order number (stored form). */
    orderByOrderCode: (code: string): Promise<OrderHeadRows | null> => head(eq(orders.orderCode, code)),

    /** The order whose public receipt page has this code. */
    orderByReceiptCode: (code: string): Promise<OrderHeadRows | null> => head(eq(orders.receiptCode, code)),

    /** Lines, discounts, payments, times, refunds, the delivery run and the host of an order. */
    async orderParts(order: OrderRow): Promise<OrderPartsRows> {
      const id = order.id;
      const [
        lines,
        couponRows,
        activityRows,
        paymentRows,
        handleTimes,
        refundRows,
        refundedUnits,
        deliveryRows,
        hostRows,
      ] = await Promise.all([
        db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.lineIndex)),
        db
          .select({ title: coupons.title, discountedPrice: orderCoupons.discountedPrice })
          .from(orderCoupons)
          .innerJoin(coupons, eq(coupons.id, orderCoupons.couponId))
          .where(eq(orderCoupons.orderId, id))
          .orderBy(asc(orderCoupons.userCouponId)),
        db
          .select({ name: activities.name, discountedPrice: orderActivities.discountedPrice })
          .from(orderActivities)
          .innerJoin(activities, eq(activities.id, orderActivities.activityId))
          .where(eq(orderActivities.orderId, id))
          .orderBy(asc(activities.sortOrder), asc(activities.id)),
        db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.createdAt)),
        db
          .select({ key: orderHandleTimes.key, happenedAt: orderHandleTimes.happenedAt })
          .from(orderHandleTimes)
          .where(eq(orderHandleTimes.orderId, id))
          .orderBy(asc(orderHandleTimes.happenedAt), asc(orderHandleTimes.id)),
        db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.createdAt)),
        db
          .select({
            orderLineId: refundLines.orderLineId,
            refundedNumber: sql<number>`sum(${refundLines.refundedNumber})::int`,
          })
          .from(refundLines)
          .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
          .where(and(eq(refunds.orderId, id), liveRefund))
          .groupBy(refundLines.orderLineId),
        order.orderType === 'delivery'
          ? db.select().from(deliveries).where(eq(deliveries.orderId, id)).limit(1)
          : Promise.resolve([]),
        order.selfPickupPointId
          ? db
              .select({
                id: selfPickupPoints.id,
                name: selfPickupPoints.name,
                fullAddress: selfPickupPoints.fullAddress,
                phoneNumber: selfPickupPoints.phoneNumber,
                latitude: selfPickupPoints.latitude,
                longitude: selfPickupPoints.longitude,
              })
              .from(selfPickupPoints)
              .where(eq(selfPickupPoints.id, order.selfPickupPointId))
              .limit(1)
          : Promise.resolve([]),
      ]);
      return {
        lines,
        coupons: couponRows,
        activities: activityRows,
        payments: paymentRows,
        handleTimes,
        refunds: refundRows,
        refundedUnits,
        delivery: deliveryRows[0] ?? null,
        selfPickupPoint: hostRows[0] ?? null,
      };
    },

    /** Records a waiter call for the order's table in a transaction of its own (see recordServiceCall). */
    async recordServiceCall(
      call: ServiceCall & { orderId: string },
      now: Date,
      windowMs: number,
    ): Promise<boolean> {
      return db.transaction((tx) => recordServiceCall(tx, call, now, windowMs));
    },
  };
}

export type OrderViewsRepository = ReturnType<typeof createOrderViewsRepository>;
