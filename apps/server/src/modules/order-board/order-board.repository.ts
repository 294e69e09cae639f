import { BOARD_ORDER_LIMIT } from '@nearbite/domain/board-column';
import { FINISHED_ORDER_STATUSES, UNPAID_ORDER_STATUSES } from '@nearbite/domain/order-life';
import { and, asc, desc, eq, gt, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses } from '../../db/schema/catalog.js';
import { serviceCalls } from '../../db/schema/deliveries.js';
import { orderLines } from '../../db/schema/order-lines.js';
import { orders } from '../../db/schema/orders.js';

/**
 * The board's reads: the store's clock and preparation time, its orders (one query) with their lines (one
 * query), and waiter calls with their acknowledgement. Order changes go through the order's life.
 */

const boardOrderColumns = {
  id: orders.id,
  orderCode: orders.orderCode,
  orderType: orders.orderType,
  orderStatus: orders.orderStatus,
  commoditiesStatus: orders.commoditiesStatus,
  createdAt: orders.createdAt,
  scheduledTime: orders.scheduledTime,
  expectedFoodReadyTime: orders.expectedFoodReadyTime,
  delayMinutes: orders.delayMinutes,
  tableName: orders.tableName,
  peopleNumber: orders.peopleNumber,
  buyerNote: orders.buyerNote,
  contactName: orders.contactName,
  contactPhone: orders.contactPhone,
  totalPrice: orders.totalPrice,
  paidPrice: orders.paidPrice,
  refundedPrice: orders.refundedPrice,
  fullRefunded: orders.fullRefunded,
  cancellationReason: orders.cancellationReason,
  selfPickupPointId: orders.selfPickupPointId,
  // `orders.id` spelled out below: in a selected column Drizzle writes columns unqualified, and `id` would
  // name the subquery's own.
  /** When it was paid (epoch ms): it reached the board then. */
  paidAt: sql<number | null>`(select floor(extract(epoch from min(h.happened_at)) * 1000)::float8
    from order_handle_times h where h.order_id = orders.id and h.key = 'paid')`.mapWith(Number),
  hasRider: sql<boolean>`exists (select 1 from deliveries d
    where d.order_id = orders.id and d.rider_name is not null)`,
};

/** An order as its board card shows it. */
export type BoardOrderRow = Pick<
  typeof orders.$inferSelect,
  Exclude<keyof typeof boardOrderColumns, 'paidAt' | 'hasRider'>
> & { paidAt: number | null; hasRider: boolean };
export type BoardLineRow = typeof orderLines.$inferSelect;

export interface BoardStore {
  name: (typeof businesses.$inferSelect)['name'];
  timeZone: string;
  prepareFoodTimeSeconds: number;
}

export interface WaiterCallRow {
  id: string;
  tableName: string;
  orderId: string | null;
  createdAt: Date;
}

const UNPAID = [...UNPAID_ORDER_STATUSES];
const FINISHED = [...FINISHED_ORDER_STATUSES];

/** Paid at some point: a cancelled order shows only if it had been paid (an expired unpaid one never was). */
const wasPaid = sql`(${orders.orderStatus} <> 'cancelled' or exists (select 1 from order_handle_times h
  where h.order_id = ${orders.id} and h.key = 'paid'))`;

/** Finished since `dayStart`: finishing writes the order's updated time and its handle time. */
const finishedSince = (dayStart: Date) => sql`(${orders.updatedAt} >= ${dayStart}
  and exists (select 1 from order_handle_times h where h.order_id = ${orders.id}
    and h.key in ('completed', 'cancel') and h.happened_at >= ${dayStart}))`;

export function createOrderBoardRepository(db: Db) {
  const boardOrders = (where: SQL | undefined, limit: number): Promise<BoardOrderRow[]> =>
    db
      .select(boardOrderColumns)
      .from(orders)
      .where(where)
      // Open orders first, so a busy day's finished ones never push an open one off the board.
      .orderBy(
        sql`${orders.orderStatus} in ('completed', 'cancelled')`,
        desc(orders.createdAt),
        desc(orders.id),
      )
      .limit(limit);

  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async store(businessId: string): Promise<BoardStore | null> {
      const [row] = await db
        .select({
          name: businesses.name,
          timeZone: businesses.timeZone,
          prepareFoodTimeSeconds: businesses.prepareFoodTimeSeconds,
        })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      return row ?? null;
    },

    /** The store's paid orders that are open (any age) or finished since `dayStart`, open first. */
    openAndToday(businessId: string, dayStart: Date): Promise<BoardOrderRow[]> {
      return boardOrders(
        and(
          eq(orders.businessId, businessId),
          notInArray(orders.orderStatus, UNPAID),
          wasPaid,
          or(notInArray(orders.orderStatus, FINISHED), finishedSince(dayStart)),
        ),
        BOARD_ORDER_LIMIT,
      );
    },

    /** One of the store's paid orders, whatever its age; null for another store's or an unpaid one. */
    async order(businessId: string, orderId: string): Promise<BoardOrderRow | null> {
      const [row] = await boardOrders(
        and(
          eq(orders.id, orderId),
          eq(orders.businessId, businessId),
          notInArray(orders.orderStatus, UNPAID),
          wasPaid,
        ),
        1,
      );
      return row ?? null;
    },

    /** The store of an order; null for an unknown order. */
    async orderStore(orderId: string): Promise<string | null> {
      const [row] = await db
        .select({ businessId: orders.businessId })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row?.businessId ?? null;
    },

    /** The lines of several orders, in their submitted order. */
    async linesOf(orderIds: string[]): Promise<BoardLineRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(orderLines.orderId), asc(orderLines.lineIndex));
    },

    /** The store's calls nobody acknowledged since `since`, newest first. */
    waiterCalls(businessId: string, since: Date): Promise<WaiterCallRow[]> {
      return db
        .select({
          id: serviceCalls.id,
          tableName: serviceCalls.tableName,
          orderId: serviceCalls.orderId,
          createdAt: serviceCalls.createdAt,
        })
        .from(serviceCalls)
        .where(
          and(
            eq(serviceCalls.businessId, businessId),
            isNull(serviceCalls.handledAt),
            gt(serviceCalls.createdAt, since),
          ),
        )
        .orderBy(desc(serviceCalls.createdAt), desc(serviceCalls.id));
    },

    /**
     * Marks the store's call acknowledged by the user, once; answers `acknowledged` when it did,
     * `already` for a call acknowledged before, `notFound` for none of the store's.
     */
    async acknowledge(
      tx: Db,
      businessId: string,
      callId: string,
      userId: string,
      at: Date,
    ): Promise<{ outcome: 'acknowledged' | 'already' | 'notFound'; call: WaiterCallRow | null }> {
      const [changed] = await tx
        .update(serviceCalls)
        .set({ handledAt: at, handledBy: userId })
        .where(
          and(
            eq(serviceCalls.id, callId),
            eq(serviceCalls.businessId, businessId),
            isNull(serviceCalls.handledAt),
          ),
        )
        .returning({
          id: serviceCalls.id,
          tableName: serviceCalls.tableName,
          orderId: serviceCalls.orderId,
          createdAt: serviceCalls.createdAt,
        });
      if (changed) return { outcome: 'acknowledged', call: changed };
      const [existing] = await tx
        .select({ id: serviceCalls.id })
        .from(serviceCalls)
        .where(and(eq(serviceCalls.id, callId), eq(serviceCalls.businessId, businessId)));
      return { outcome: existing ? 'already' : 'notFound', call: null };
    },
  };
}

export type OrderBoardRepository = ReturnType<typeof createOrderBoardRepository>;
