import { randomBytes } from 'node:crypto';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.js';
import { orderCouponLockSql, orderCouponUseSql } from '../coupons/coupon-stock.repository.js';
import { orderPointsLockSql, orderPointsSpendSql } from '../points/points-ledger.repository.js';
import { uuidList } from './ordering-reads.repository.js';
import type { NewOrderRow, OrderWrite, StockTake } from './orders.repository.js';

/** The parts of the submission's one write (see orders.repository.ts): the order row, its checks and details. */

/** An unguessable code for the public receipt page: 128 random bits. */
const newReceiptCode = (): string => randomBytes(16).toString('base64url');

const jsonLines = (write: OrderWrite): string =>
  JSON.stringify(
    write.lines.map((line) => ({
      line_index: line.lineIndex,
      commodity_id: line.commodityId ?? null,
      timed_menu_id: line.timedMenuId ?? null,
      name: line.name,
      thumbnail: line.thumbnail ?? null,
      price: line.price,
      add_price: line.addPrice ?? 0,
      discount_price: line.discountPrice ?? 0,
      bought_number: line.boughtNumber,
      specifications: line.specifications ?? [],
      attributes: line.attributes ?? [],
      add_ons: line.addOns ?? [],
      special_note: line.specialNote ?? null,
      required_points: line.requiredPoints ?? null,
    })),
  );

const orderColumns = getTableColumns(orders);

/** The order row as one JSON record keyed by column name, for jsonb_populate_record. */
export function orderRecord(
  order: NewOrderRow,
  orderCode: string,
): { columns: SQL; values: SQL; json: string } {
  const record: Record<string, unknown> = { receipt_code: newReceiptCode(), order_code: orderCode };
  for (const [key, value] of Object.entries(order)) {
    const column = orderColumns[key as keyof typeof orderColumns];
    if (value !== undefined && column) {
      record[column.name] = value instanceof Date ? value.toISOString() : value;
    }
  }
  // Column names come from the schema, never from input.
  const names = Object.keys(record).map((name) => `"${name}"`);
  return {
    columns: sql.raw(names.join(', ')),
    values: sql.raw(names.map((name) => `r.${name}`).join(', ')),
    json: JSON.stringify(record),
  };
}

/**
 * Locks what the order reserves (rows in id order, so concurrent orders lock in one order) and judges from
 * the locked, current values whether every reservation can be taken. The order is inserted only when all
 * can, so the updates that follow it cannot fall short and nothing has to be undone. This is why the coupon
 * copy and the points card are written here as CTEs of the one statement, not through their owners'
 * functions as elsewhere: their owners (coupon-stock and points-ledger repositories) hand over the SQL
 * fragments, and the statement keeps all-or-nothing without a lock held across round trips.
 */
export function reservationChecks(write: OrderWrite): { ctes: SQL[]; checks: SQL } {
  const { stock, coupon, points } = write;
  const ctes: SQL[] = [];
  const enough = (rows: string, takes: readonly StockTake[]) =>
    sql`(select count(*) from ${sql.raw(rows)} s
      join jsonb_to_recordset(${JSON.stringify(takes)}::jsonb) as t(id uuid, quantity int) on t.id = s.id
      where s.stock_number is null or s.stock_number >= t.quantity) = ${takes.length}`;
  let stockOk = sql`true`;
  if (stock.commodities.length > 0) {
    ctes.push(sql`stock_rows as (select id, stock_number from commodities
      where id in (${uuidList(stock.commodities.map((take) => take.id))}) order by id for update)`);
    stockOk = enough('stock_rows', stock.commodities);
  }
  let attributeStockOk = sql`true`;
  if (stock.attributeValues.length > 0) {
    ctes.push(sql`attribute_stock_rows as (select id, stock_number from commodity_attribute_values
      where id in (${uuidList(stock.attributeValues.map((take) => take.id))}) order by id for update)`);
    attributeStockOk = enough('attribute_stock_rows', stock.attributeValues);
  }
  let couponOk = sql`true`;
  if (coupon) {
    const copy = orderCouponLockSql(coupon.userCouponId, write.order.userId);
    ctes.push(copy.lock);
    couponOk = copy.ok;
  }
  let pointsOk = sql`true`;
  if (points) {
    const card = orderPointsLockSql(points);
    ctes.push(card.lock);
    pointsOk = card.ok;
  }
  ctes.push(sql`checks as (select ${stockOk} as stock_ok, ${attributeStockOk} as attribute_stock_ok,
    ${couponOk} as coupon_ok, ${pointsOk} as points_ok)`);
  return {
    ctes,
    checks: sql`(select stock_ok and attribute_stock_ok and coupon_ok and points_ok from checks)`,
  };
}

/** The order's details and reservations, each a CTE that only acts when the order row was inserted. */
export function detailParts(write: OrderWrite, at: Date): SQL[] {
  const isNew = sql`exists (select 1 from new_order)`;
  const parts: SQL[] = [
    sql`lines as (
      insert into order_lines (order_id, line_index, commodity_id, timed_menu_id, name, thumbnail, price,
        add_price, discount_price, bought_number, specifications, attributes, add_ons, special_note,
        required_points)
      select o.id, l.line_index, l.commodity_id, l.timed_menu_id, l.name, l.thumbnail, l.price, l.add_price,
        l.discount_price, l.bought_number, l.specifications, l.attributes, l.add_ons, l.special_note,
        l.required_points
      from new_order o cross join jsonb_to_recordset(${jsonLines(write)}::jsonb) as l(line_index int,
        commodity_id uuid, timed_menu_id uuid, name jsonb, thumbnail text, price int, add_price int,
        discount_price int, bought_number int, specifications jsonb, attributes jsonb, add_ons jsonb,
        special_note text, required_points int))`,
    // An order with nothing to pay is paid on placing: its 'paid' step follows 'initialization' at once.
    sql`handled as (
      insert into order_handle_times (order_id, key, happened_at)
      select o.id, k.key, ${at} from new_order o
        cross join unnest(array['initialization', 'paid']::text[]) with ordinality as k(key, n)
      where k.key = 'initialization' or o.order_status = 'paid'
      order by k.n)`,
  ];
  if (write.activities.length > 0) {
    const applied = write.activities.map((activity) => ({
      activity_id: activity.activityId,
      discounted_price: activity.discountedPrice,
      line_indexes: activity.lineIndexes,
    }));
    parts.push(sql`activities_applied as (
      insert into order_activities (order_id, activity_id, discounted_price, line_indexes)
      select o.id, a.activity_id, a.discounted_price, array(select jsonb_array_elements_text(a.line_indexes)::int)
      from new_order o cross join jsonb_to_recordset(${JSON.stringify(applied)}::jsonb)
        as a(activity_id uuid, discounted_price int, line_indexes jsonb))`);
  }
  const { stock, coupon, points } = write;
  if (stock.commodities.length > 0) {
    parts.push(sql`stock_taken as (
      update commodities set stock_number = commodities.stock_number - t.quantity
      from jsonb_to_recordset(${JSON.stringify(stock.commodities)}::jsonb) as t(id uuid, quantity int)
      where commodities.id = t.id and ${isNew}
        and (commodities.stock_number is null or commodities.stock_number >= t.quantity))`);
  }
  if (stock.attributeValues.length > 0) {
    parts.push(sql`attribute_stock_taken as (
      update commodity_attribute_values set stock_number = commodity_attribute_values.stock_number - t.quantity
      from jsonb_to_recordset(${JSON.stringify(stock.attributeValues)}::jsonb) as t(id uuid, quantity int)
      where commodity_attribute_values.id = t.id and ${isNew}
        and (commodity_attribute_values.stock_number is null or commodity_attribute_values.stock_number >= t.quantity))`);
  }
  if (coupon) {
    parts.push(orderCouponUseSql(coupon.userCouponId, write.order.userId, at, isNew));
    parts.push(sql`coupon_applied as (
      insert into order_coupons (order_id, user_coupon_id, coupon_id, discounted_price)
      select o.id, ${coupon.userCouponId}::uuid, ${coupon.couponId}::uuid, ${coupon.discountedPrice}::int
      from new_order o)`);
  }
  if (points) {
    // The points card is written by the points ledger's owner, as CTEs of this one statement.
    const redemptions = points.redemptions.map((redemption) => ({
      consumePoints: redemption.consumePoints,
      quantity: redemption.quantity,
      description: {
        name: redemption.name,
        ...(redemption.image === null ? {} : { image: redemption.image }),
      },
    }));
    parts.push(
      ...orderPointsSpendSql({ cardId: points.cardId, points: points.points, redemptions }, at, isNew),
    );
  }
  return parts;
}
