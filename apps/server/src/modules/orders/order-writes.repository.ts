import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.js';
import { randomToken } from '../../lib/random-tokens.js';
import { orderCouponLockSql, orderCouponUseSql } from '../coupons/coupon-stock.repository.js';
import {
  orderPointsLockSql,
  orderPointsRedemptionsJson,
  orderPointsSpendSql,
} from '../points/points-ledger.repository.js';
import type { NewOrderRow, OrderWrite } from './order-rows.js';

/**
 * The parts of order submission's one write: the order row as a JSON record, the locks and checks of its
 * reservations, and the CTEs that write its details and take the reservations. They take placeholders, not
 * values: the write is built once per shape (`WriteShape`) and prepared, and an order only fills in its
 * values (`writeValues`).
 */

/** Which parts an order's write has; each distinct shape is one prepared statement. */
export interface WriteShape {
  /** The order columns the order sets (the others keep their defaults), in the record's order. */
  columns: string[];
  stock: boolean;
  attributeStock: boolean;
  activities: boolean;
  coupon: boolean;
  points: boolean;
}

/** The values an order fills its write's placeholders with. */
export type WriteValues = Record<string, unknown>;

const value = sql.placeholder;

/** An unguessable code for the public receipt page: 128 random bits. */
const newReceiptCode = (): string => randomToken(16);

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
function orderRecord(order: NewOrderRow, orderCode: string): Record<string, unknown> {
  const record: Record<string, unknown> = { receipt_code: newReceiptCode(), order_code: orderCode };
  for (const [key, value] of Object.entries(order)) {
    const column = orderColumns[key as keyof typeof orderColumns];
    if (value !== undefined && column) {
      record[column.name] = value instanceof Date ? value.toISOString() : value;
    }
  }
  return record;
}

/** The shape of an order's write and the values that fill it, with this order number. */
export function writeOf(
  write: OrderWrite,
  at: Date,
  orderCode: string,
): { shape: WriteShape; values: WriteValues } {
  const record = orderRecord(write.order, orderCode);
  const { stock, coupon, points } = write;
  const shape: WriteShape = {
    columns: Object.keys(record),
    stock: stock.commodities.length > 0,
    attributeStock: stock.attributeValues.length > 0,
    activities: write.activities.length > 0,
    coupon: coupon !== null,
    points: points !== null,
  };
  const values: WriteValues = {
    at,
    record: JSON.stringify(record),
    lines: jsonLines(write),
    stockIds: stock.commodities.map((take) => take.id),
    stockTakes: JSON.stringify(stock.commodities),
    attributeStockIds: stock.attributeValues.map((take) => take.id),
    attributeStockTakes: JSON.stringify(stock.attributeValues),
    activities: JSON.stringify(
      write.activities.map((activity) => ({
        activity_id: activity.activityId,
        discounted_price: activity.discountedPrice,
        line_indexes: activity.lineIndexes,
      })),
    ),
    userId: write.order.userId,
    userCouponId: coupon?.userCouponId ?? null,
    couponId: coupon?.couponId ?? null,
    couponDiscountedPrice: coupon?.discountedPrice ?? null,
    pointsCardId: points?.cardId ?? null,
    points: points?.points ?? null,
    redemptions: points ? orderPointsRedemptionsJson(redemptionsOf(points)) : null,
  };
  return { shape, values };
}

/** What each redemption records: its name, and its image when it has one. */
const redemptionsOf = (points: NonNullable<OrderWrite['points']>) =>
  points.redemptions.map((redemption) => ({
    consumePoints: redemption.consumePoints,
    quantity: redemption.quantity,
    description: {
      name: redemption.name,
      ...(redemption.image === null ? {} : { image: redemption.image }),
    },
  }));

/** The insert of the order row from its JSON record; column names come from the schema, never from input. */
export function orderInsertColumns(shape: WriteShape): { columns: SQL; values: SQL } {
  const names = shape.columns.map((name) => `"${name}"`);
  return {
    columns: sql.raw(names.join(', ')),
    values: sql.raw(names.map((name) => `r.${name}`).join(', ')),
  };
}

/** Rows of `rows` (a locking CTE) with enough stock for every take. */
const enough = (rows: string, takes: string) =>
  sql`(select count(*) from ${sql.raw(rows)} s
      join jsonb_to_recordset(${value(takes)}::jsonb) as t(id uuid, quantity int) on t.id = s.id
      where s.stock_number is null or s.stock_number >= t.quantity) = jsonb_array_length(${value(takes)}::jsonb)`;

/**
 * Locks what the order reserves (rows in id order, so concurrent orders lock in one order) and judges from
 * the locked, current values whether every reservation can be taken. The order is inserted only when all
 * can, so the updates that follow it cannot fall short and nothing has to be undone. This is why the coupon
 * copy and the points card are written here as CTEs of the one statement, not through their owners'
 * functions as elsewhere: their owners (coupon-stock and points-ledger repositories) hand over the SQL
 * fragments, and the statement keeps all-or-nothing without a lock held across round trips.
 */
export function reservationChecks(shape: WriteShape): { ctes: SQL[]; checks: SQL } {
  const ctes: SQL[] = [];
  let stockOk = sql`true`;
  if (shape.stock) {
    ctes.push(sql`stock_rows as (select id, stock_number from commodities
      where id = any(${value('stockIds')}::uuid[]) order by id for update)`);
    stockOk = enough('stock_rows', 'stockTakes');
  }
  let attributeStockOk = sql`true`;
  if (shape.attributeStock) {
    ctes.push(sql`attribute_stock_rows as (select id, stock_number from commodity_attribute_values
      where id = any(${value('attributeStockIds')}::uuid[]) order by id for update)`);
    attributeStockOk = enough('attribute_stock_rows', 'attributeStockTakes');
  }
  let couponOk = sql`true`;
  if (shape.coupon) {
    const copy = orderCouponLockSql(value('userCouponId'), value('userId'));
    ctes.push(copy.lock);
    couponOk = copy.ok;
  }
  let pointsOk = sql`true`;
  if (shape.points) {
    const card = orderPointsLockSql(pointsValues);
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

const pointsValues = {
  cardId: value('pointsCardId'),
  points: value('points'),
  redemptions: value('redemptions'),
};

/** The order's details and reservations, each a CTE that only acts when the order row was inserted. */
export function detailParts(shape: WriteShape): SQL[] {
  const isNew = sql`exists (select 1 from new_order)`;
  const at = value('at');
  const parts: SQL[] = [
    sql`lines as (
      insert into order_lines (order_id, line_index, commodity_id, timed_menu_id, name, thumbnail, price,
        add_price, discount_price, bought_number, specifications, attributes, add_ons, special_note,
        required_points)
      select o.id, l.line_index, l.commodity_id, l.timed_menu_id, l.name, l.thumbnail, l.price, l.add_price,
        l.discount_price, l.bought_number, l.specifications, l.attributes, l.add_ons, l.special_note,
        l.required_points
      from new_order o cross join jsonb_to_recordset(${value('lines')}::jsonb) as l(line_index int,
        commodity_id uuid, timed_menu_id uuid, name jsonb, thumbnail text, price int, add_price int,
        discount_price int, bought_number int, specifications jsonb, attributes jsonb, add_ons jsonb,
        special_note text, required_points int))`,
    // An order with nothing to pay is paid on placing: its 'paid' step follows 'initialization' at once.
    sql`handled as (
      insert into order_handle_times (order_id, key, happened_at)
      select o.id, k.key, ${at}::timestamptz from new_order o
        cross join unnest(array['initialization', 'paid']::text[]) with ordinality as k(key, n)
      where k.key = 'initialization' or o.order_status = 'paid'
      order by k.n)`,
  ];
  if (shape.activities) {
    parts.push(sql`activities_applied as (
      insert into order_activities (order_id, activity_id, discounted_price, line_indexes)
      select o.id, a.activity_id, a.discounted_price, array(select jsonb_array_elements_text(a.line_indexes)::int)
      from new_order o cross join jsonb_to_recordset(${value('activities')}::jsonb)
        as a(activity_id uuid, discounted_price int, line_indexes jsonb))`);
  }
  if (shape.stock) {
    parts.push(sql`stock_taken as (
      update commodities set stock_number = commodities.stock_number - t.quantity
      from jsonb_to_recordset(${value('stockTakes')}::jsonb) as t(id uuid, quantity int)
      where commodities.id = t.id and ${isNew}
        and (commodities.stock_number is null or commodities.stock_number >= t.quantity))`);
  }
  if (shape.attributeStock) {
    parts.push(sql`attribute_stock_taken as (
      update commodity_attribute_values set stock_number = commodity_attribute_values.stock_number - t.quantity
      from jsonb_to_recordset(${value('attributeStockTakes')}::jsonb) as t(id uuid, quantity int)
      where commodity_attribute_values.id = t.id and ${isNew}
        and (commodity_attribute_values.stock_number is null or commodity_attribute_values.stock_number >= t.quantity))`);
  }
  if (shape.coupon) {
    parts.push(orderCouponUseSql(value('userCouponId'), value('userId'), at, isNew));
    parts.push(sql`coupon_applied as (
      insert into order_coupons (order_id, user_coupon_id, coupon_id, discounted_price)
      select o.id, ${value('userCouponId')}::uuid, ${value('couponId')}::uuid, ${value('couponDiscountedPrice')}::int
      from new_order o)`);
  }
  if (shape.points) {
    // The points card is written by the points ledger's owner, as CTEs of this one statement.
    parts.push(...orderPointsSpendSql(pointsValues, at, isNew));
  }
  return parts;
}
