import { randomInt } from 'node:crypto';
import { drawOrderCode, ORDER_CODE_MAX_DRAWS } from '@nearbite/domain/order-code';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/database-errors.js';
import { byShape, prepareRaw, statementName } from '../../db/prepared-statements.js';
import { businesses } from '../../db/schema/catalog.js';
import { orders } from '../../db/schema/orders.js';
import { pointsProgrammes } from '../../db/schema/points.js';
import { storeOrderSettings } from '../../db/schema/store-operations.js';
import { type ReadShape, readParts, readShape, readValues } from './order-reads.repository.js';
import type {
  OrderingContext,
  OrderingQuery,
  OrderWrite,
  PlacedOrder,
  SubmittedOrderRow,
} from './order-rows.js';
import {
  detailParts,
  orderInsertColumns,
  reservationChecks,
  type WriteShape,
  writeOf,
} from './order-writes.repository.js';

/** What the order statement answers: the checks, and the order when it was inserted. */
interface PlaceRow {
  id: string | null;
  order_code: string | null;
  business_id: string | null;
  total_price: number | null;
  payment_deadline: Date | string | null;
  stock_ok: boolean;
  attribute_stock_ok: boolean;
  coupon_ok: boolean;
  points_ok: boolean;
}

/**
 * Order submission reads everything it checks in one statement and writes the order with its details and
 * reservations in one statement (atomic on its own, so no transaction is held open across round trips): on a
 * busy server the round trips to the database, not the checks, are what an order costs. The checkout reads
 * (coupons held, points card) are plain.
 */

/** A random short order number; `draw` counts the tries of one submission from 0. */
export type OrderCodeSource = (draw: number) => string;
const randomOrderCode: OrderCodeSource = () => drawOrderCode(randomInt);

/** The constraint that keeps order numbers unique (drizzle's name for `.unique()` on orders.order_code). */
const ORDER_CODE_CONSTRAINT = 'orders_order_code_unique';

/**
 * `orderCodes` draws the short order numbers (random unless a test passes its own); a submission whose draw
 * collides with an existing order's number draws again, up to ORDER_CODE_MAX_DRAWS times.
 */
export function createOrdersRepository(db: Db, options: { orderCodes?: OrderCodeSource } = {}) {
  const orderCodes = options.orderCodes ?? randomOrderCode;

  /** The read of one shape, built and prepared once: an order then only sends its values. */
  function buildRead(shape: ReadShape) {
    const query = db
      .select({
        business: businesses,
        tiers: pointsProgrammes.commodityExchangeTiers,
        maxExchangesPerOrder: pointsProgrammes.maxExchangesPerOrder,
        busyExtraMinutes: storeOrderSettings.busyExtraMinutes,
        pausedUntil: storeOrderSettings.pausedUntil,
        ...readParts(shape),
      })
      .from(businesses)
      .leftJoin(pointsProgrammes, eq(pointsProgrammes.businessId, businesses.id))
      .leftJoin(storeOrderSettings, eq(storeOrderSettings.businessId, businesses.id))
      .where(eq(businesses.id, sql.placeholder('businessId')))
      .limit(1);
    return query.prepare(statementName('orders_read', query.toSQL().sql));
  }
  const readStatement = byShape(buildRead);

  /** The one statement of placeOrder for a shape, built and prepared once. */
  const writeStatement = byShape((shape: WriteShape) => {
    const record = orderInsertColumns(shape);
    const reservations = reservationChecks(shape);
    const ctes: SQL[] = [
      ...reservations.ctes,
      sql`new_order as (
        insert into orders (${record.columns})
        select ${record.values} from jsonb_populate_record(null::orders, ${sql.placeholder('record')}::jsonb) as r
        where ${reservations.checks}
        on conflict (user_id, frontend_identifier) do nothing
        returning id, order_code, business_id, total_price, payment_deadline, order_status)`,
      ...detailParts(shape),
    ];
    return prepareRaw<PlaceRow>(
      db,
      'orders_place',
      sql`with ${sql.join(ctes, sql`, `)}
        select c.stock_ok, c.attribute_stock_ok, c.coupon_ok, c.points_ok,
          o.id, o.order_code, o.business_id, o.total_price, o.payment_deadline
        from checks c left join new_order o on true`,
    );
  });

  /** The one statement of placeOrder with this order number. */
  async function placeWithCode(write: OrderWrite, at: Date, orderCode: string): Promise<PlacedOrder> {
    const { shape, values } = writeOf(write, at, orderCode);
    const result = await writeStatement(shape).execute(values);
    const [row] = result.rows;
    if (!row) throw new Error('the order statement answered no row');
    if (!row.stock_ok) return { kind: 'shortfall', shortOf: 'stock' };
    if (!row.attribute_stock_ok) return { kind: 'shortfall', shortOf: 'attributeStock' };
    if (!row.coupon_ok) return { kind: 'shortfall', shortOf: 'coupon' };
    if (!row.points_ok) return { kind: 'shortfall', shortOf: 'points' };
    if (
      row.id === null ||
      row.order_code === null ||
      row.business_id === null ||
      row.total_price === null ||
      row.payment_deadline === null
    ) {
      return { kind: 'duplicate' };
    }
    return {
      kind: 'placed',
      order: {
        id: row.id,
        orderCode: row.order_code,
        businessId: row.business_id,
        totalPrice: row.total_price,
        paymentDeadline: new Date(row.payment_deadline).getTime(),
      },
    };
  }

  return {
    /**
     * In one statement: the store, its programme, running activities and what the order names (items,
     * their attributes, delivery configs, pickup address, host, table, required category, the coupon, the
     * points card), and an order the user already submitted with the identifier. Null for no such store.
     */
    async orderingContext(query: OrderingQuery): Promise<OrderingContext | null> {
      const [row] = await readStatement(readShape(query)).execute(readValues(query));
      if (!row) return null;
      const { business, tiers, maxExchangesPerOrder } = row;
      return {
        userId: row.userId,
        existing:
          row.existing === null
            ? null
            : { ...row.existing, paymentDeadline: Number(row.existing.paymentDeadline) },
        store: {
          business,
          programme: tiers === null ? null : { tiers, maxExchangesPerOrder },
          board: { busyExtraMinutes: row.busyExtraMinutes ?? 0, pausedUntil: row.pausedUntil },
        },
        commodities: row.items,
        attributes: row.attributeValues,
        activities: row.running,
        deliveryConfigs: row.configs,
        pickupAddress: row.pickupAddress,
        host: row.host,
        tableExists: row.tableExists,
        requiredCategoryId: row.requiredCategoryId,
        coupon: row.coupon,
        pointsCard: row.pointsCard,
      };
    },

    async orderByIdentifier(userId: string, frontendIdentifier: string): Promise<SubmittedOrderRow | null> {
      const [row] = await db
        .select({
          id: orders.id,
          orderCode: orders.orderCode,
          businessId: orders.businessId,
          totalPrice: orders.totalPrice,
          paymentDeadline: orders.paymentDeadline,
        })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.frontendIdentifier, frontendIdentifier)))
        .limit(1);
      return row ? { ...row, paymentDeadline: row.paymentDeadline?.getTime() ?? 0 } : null;
    },

    /**
     * In one statement, so with no transaction to hold open: locks what the order reserves and checks it is
     * still there (stock left, the coupon unused, the points balance); only then inserts the order — unless
     * the user already has one with its frontendIdentifier, which a concurrent twin waits for and then finds
     * — with its lines, activities, coupon and first handle time, and takes the reservations with
     * conditional updates. Answers the new order, a duplicate, or what fell short (then nothing was written).
     */
    async placeOrder(write: OrderWrite, at: Date): Promise<PlacedOrder> {
      for (let draw = 0; ; draw += 1) {
        try {
          return await placeWithCode(write, at, orderCodes(draw));
        } catch (error) {
          // The statement is atomic, so a number taken by another order (also one committed a moment ago by
          // another server copy) leaves nothing behind: draw another and run it again.
          const taken = violatedUniqueConstraint(error) === ORDER_CODE_CONSTRAINT;
          if (!taken || draw + 1 >= ORDER_CODE_MAX_DRAWS) throw error;
        }
      }
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
