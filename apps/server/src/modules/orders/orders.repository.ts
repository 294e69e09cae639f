import { randomBytes, randomInt } from 'node:crypto';
import { drawOrderCode, ORDER_CODE_MAX_DRAWS } from '@nearbite/domain/order-code';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/database-errors.js';
import {
  type AddOnGroup,
  businesses,
  type DeliveryFeeShare,
  type DeliveryPriceStep,
  type SpecificationOption,
} from '../../db/schema/catalog.js';
import type { LocalizedText, OrderType, WeeklyHours } from '../../db/schema/columns.js';
import { type orderLines, orders } from '../../db/schema/orders.js';
import { type PointsExchangeTier, pointsProgrammes } from '../../db/schema/points.js';
import { orderCouponLockSql, orderCouponUseSql } from '../coupons/coupon-stock.repository.js';
import { orderPointsLockSql, orderPointsSpendSql } from '../points/points-ledger.repository.js';

/**
 * Order submission reads everything it checks in one statement and writes the order with its details and
 * reservations in one statement (atomic on its own, so no transaction is held open across round trips): on a
 * busy server the round trips to the database, not the checks, are what an order costs. The checkout reads
 * (coupons held, points card) are plain.
 */

export type OrderingBusinessRow = typeof businesses.$inferSelect;
export type NewOrderRow = Omit<typeof orders.$inferInsert, 'id' | 'orderCode' | 'receiptCode'>;
export type NewOrderLineRow = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

/** A running activity. */
export interface ActivityRow {
  id: string;
  activityType: 'discount' | 'orderTypeDiscount';
  discountPercent: number;
  availableOrderTypes: OrderType[];
  availableCommodityIds: string[] | null;
}

/** A commodity as submission checks it, with its timed menu's hours (null: all-day). */
export interface OrderableCommodityRow {
  id: string;
  categoryId: string;
  timedMenuId: string | null;
  name: LocalizedText;
  thumbnail: string | null;
  price: number;
  takeawayPrice: number | null;
  stockNumber: number | null;
  minBuyNumber: number;
  maxBuyNumber: number | null;
  specifications: SpecificationOption[];
  addOnGroups: AddOnGroup[];
  specifiedTax: Partial<Record<OrderType, number>> | null;
  deliveryNotSupported: boolean;
  supportsExchange: boolean;
  isAvailable: boolean;
  timedMenuHours: WeeklyHours | null;
}

/** One value of one attribute of a commodity. */
export interface AttributeValueRow {
  commodityId: string;
  attributeId: string;
  attributeName: LocalizedText;
  valueId: string;
  valueName: LocalizedText;
  price: number;
  stockNumber: number | null;
}

/** A delivery config (standard or doordash). */
export interface DeliveryConfigRow {
  kind: 'standard' | 'doordash';
  basePrice: number;
  baseDistanceMiles: number;
  extraDeliveryPrices: DeliveryPriceStep[];
  maxDistanceMiles: number | null;
  minCommoditiesPrice: number;
  smallOrderExtraPrice: number | null;
  deliveryFeeShares: DeliveryFeeShare[];
  deliveryDates: number[] | null;
  originLatitude: number | null;
  originLongitude: number | null;
}

export interface PickupAddressRow {
  id: string;
  addressName: LocalizedText;
  fullAddress: string;
  latitude: number;
  longitude: number;
  pickupHours: WeeklyHours;
  supportsImmediatePickUp: boolean;
}

/** A self-pickup point and whether it serves the store. */
export interface HostRow {
  id: string;
  status: 'active' | 'inactive';
  pickupHours: WeeklyHours;
  prepareTimeSeconds: number;
  servesStore: boolean;
}

/** The diner's chosen coupon: the user coupon's state and validity (epoch ms) with the coupon's rules. */
export interface OrderCouponRow {
  userCouponId: string;
  userId: string;
  status: 'unused' | 'used';
  startsAt: number | null;
  expiresAt: number | null;
  couponId: string;
  couponStatus: 'active' | 'inactive';
  businessId: string | null;
  couponType: 'discount' | 'cash' | 'freeDeliveryPrice';
  discountPercent: number | null;
  maxDiscountPrice: number | null;
  discountPrice: number | null;
  minCommoditiesPrice: number;
  maxDeliveryDistanceMiles: number | null;
  orderTypes: OrderType[];
}

/** A diner's points balance at the store. */
export interface PointsCardRow {
  id: string;
  curPoints: number;
}

/** What a submission answers. */
export interface SubmittedOrderRow {
  id: string;
  orderCode: string;
  businessId: string;
  totalPrice: number;
  /** Epoch ms. */
  paymentDeadline: number;
}

/** The store with its points programme (null without one). */
export interface OrderingStore {
  business: OrderingBusinessRow;
  programme: { tiers: PointsExchangeTier[]; maxExchangesPerOrder: number | null } | null;
}

/** What the submission asks the database for, beyond the store. */
export interface OrderingQuery {
  userId: string;
  businessId: string;
  frontendIdentifier: string;
  now: Date;
  commodityIds: string[];
  attributes: boolean;
  deliveryConfigs: boolean;
  pickupAddressId: string | null;
  hostId: string | null;
  tableName: string | null;
  requiredCategory: boolean;
  userCouponId: string | null;
  pointsCard: boolean;
}

/** Everything an order is checked and priced against; null when the store does not exist. */
export interface OrderingContext {
  existing: SubmittedOrderRow | null;
  store: OrderingStore;
  commodities: OrderableCommodityRow[];
  attributes: AttributeValueRow[];
  activities: ActivityRow[];
  deliveryConfigs: DeliveryConfigRow[];
  pickupAddress: PickupAddressRow | null;
  host: HostRow | null;
  tableExists: boolean;
  requiredCategoryId: string | null;
  coupon: OrderCouponRow | null;
  pointsCard: PointsCardRow | null;
}

/** Units taken from a stock row. */
export interface StockTake {
  id: string;
  quantity: number;
}

/** The order's details and reservations, written with it. */
export interface OrderWrite {
  order: NewOrderRow;
  lines: NewOrderLineRow[];
  activities: Array<{ activityId: string; discountedPrice: number; lineIndexes: number[] }>;
  coupon: { userCouponId: string; couponId: string; discountedPrice: number } | null;
  stock: { commodities: StockTake[]; attributeValues: StockTake[] };
  points: {
    cardId: string;
    points: number;
    redemptions: Array<{
      consumePoints: number;
      quantity: number;
      name: LocalizedText;
      image: string | null;
    }>;
  } | null;
}

/** The written order, an order the user already placed with the identifier, or what fell short. */
export type PlacedOrder =
  | { kind: 'placed'; order: SubmittedOrderRow }
  | { kind: 'duplicate' }
  | { kind: 'shortfall'; shortOf: 'stock' | 'attributeStock' | 'coupon' | 'points' };

/** An unguessable code for the public receipt page: 128 random bits. */
const newReceiptCode = (): string => randomBytes(16).toString('base64url');

/** A random short order number; `draw` counts the tries of one submission from 0. */
export type OrderCodeSource = (draw: number) => string;
const randomOrderCode: OrderCodeSource = () => drawOrderCode(randomInt);

/** The constraint that keeps order numbers unique (drizzle's name for `.unique()` on orders.order_code). */
const ORDER_CODE_CONSTRAINT = 'orders_order_code_unique';

/** Epoch milliseconds of a timestamp column, as a JSON number. */
const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::bigint`;

/** A subselect's JSON array, never null. */
const jsonList = (query: SQL) => sql`coalesce((${query}), '[]'::json)`;

const none = sql<null>`null`;
const emptyList = sql`'[]'::json`;
const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** The order the user already submitted with this frontendIdentifier. */
const existingOrderJson = (query: OrderingQuery) => sql<SubmittedOrderRow | null>`(select json_build_object(
    'id', o.id, 'orderCode', o.order_code, 'businessId', o.business_id, 'totalPrice', o.total_price,
    'paymentDeadline', ${epochMs(sql`o.payment_deadline`)})
  from orders o where o.user_id = ${query.userId} and o.frontend_identifier = ${query.frontendIdentifier})`;

/** The store's activities running at `now`, in its order. */
const activitiesJson = (now: Date) =>
  sql<ActivityRow[]>`${jsonList(sql`select json_agg(json_build_object(
    'id', a.id, 'activityType', a.activity_type, 'discountPercent', a.discount_percent,
    'availableOrderTypes', a.available_order_types, 'availableCommodityIds', a.available_commodity_ids)
    order by a.sort_order, a.id)
  from activities a where a.business_id = ${businesses.id} and a.status = 'active'
    and (a.starts_at is null or a.starts_at <= ${now}) and (a.ends_at is null or a.ends_at > ${now})`)}`;

/** The store's commodities among the ids, with their timed menu's hours. */
const commoditiesJson = (ids: readonly string[]) =>
  ids.length === 0
    ? sql<OrderableCommodityRow[]>`${emptyList}`
    : sql<OrderableCommodityRow[]>`${jsonList(sql`select json_agg(json_build_object(
    'id', c.id, 'categoryId', c.category_id, 'timedMenuId', c.timed_menu_id, 'name', c.name,
    'thumbnail', c.thumbnail, 'price', c.price, 'takeawayPrice', c.takeaway_price,
    'stockNumber', c.stock_number, 'minBuyNumber', c.min_buy_number, 'maxBuyNumber', c.max_buy_number,
    'specifications', c.specifications, 'addOnGroups', c.add_on_groups, 'specifiedTax', c.specified_tax,
    'deliveryNotSupported', c.delivery_not_supported, 'supportsExchange', c.supports_exchange,
    'isAvailable', c.is_available, 'timedMenuHours', t.open_hours))
  from commodities c left join timed_menus t on t.id = c.timed_menu_id
  where c.business_id = ${businesses.id} and c.id in (${uuidList(ids)})`)}`;

/** Every attribute value of the commodities, in menu order. */
const attributeValuesJson = (ids: readonly string[]) =>
  ids.length === 0
    ? sql<AttributeValueRow[]>`${emptyList}`
    : sql<AttributeValueRow[]>`${jsonList(sql`select json_agg(json_build_object(
    'commodityId', ca.commodity_id, 'attributeId', ca.id, 'attributeName', ca.name, 'valueId', v.id,
    'valueName', v.name, 'price', v.price, 'stockNumber', v.stock_number)
    order by ca.sort_order, v.sort_order)
  from commodity_attributes ca join commodity_attribute_values v on v.attribute_id = ca.id
  where ca.commodity_id in (${uuidList(ids)})`)}`;

const deliveryConfigsJson = () =>
  sql<DeliveryConfigRow[]>`${jsonList(sql`select json_agg(json_build_object(
    'kind', d.kind, 'basePrice', d.base_price, 'baseDistanceMiles', d.base_distance_miles,
    'extraDeliveryPrices', d.extra_delivery_prices, 'maxDistanceMiles', d.max_distance_miles,
    'minCommoditiesPrice', d.min_commodities_price, 'smallOrderExtraPrice', d.small_order_extra_price,
    'deliveryFeeShares', d.delivery_fee_shares, 'deliveryDates', d.delivery_dates,
    'originLatitude', d.origin_latitude, 'originLongitude', d.origin_longitude))
  from delivery_configs d where d.business_id = ${businesses.id}`)}`;

const pickupAddressJson = (id: string) => sql<PickupAddressRow | null>`(select json_build_object(
    'id', pa.id, 'addressName', pa.address_name, 'fullAddress', pa.full_address, 'latitude', pa.latitude,
    'longitude', pa.longitude, 'pickupHours', pa.pickup_hours,
    'supportsImmediatePickUp', pa.supports_immediate_pick_up)
  from business_pickup_addresses pa where pa.business_id = ${businesses.id} and pa.id = ${id}::uuid)`;

const hostJson = (id: string) => sql<HostRow | null>`(select json_build_object(
    'id', h.id, 'status', h.status, 'pickupHours', h.pickup_hours, 'prepareTimeSeconds', h.prepare_time_seconds,
    'servesStore', exists (select 1 from self_pickup_point_businesses l
      where l.self_pickup_point_id = h.id and l.business_id = ${businesses.id}))
  from self_pickup_points h where h.id = ${id}::uuid)`;

const tableExistsSql = (tableName: string) => sql<boolean>`exists (select 1 from dining_tables dt
  where dt.business_id = ${businesses.id} and dt.name = ${tableName})`;

const requiredCategorySql = () => sql<string | null>`(select cc.id from commodity_categories cc
  where cc.business_id = ${businesses.id} and cc.required_for_dine_in limit 1)`;

const couponJson = (userCouponId: string) => sql<OrderCouponRow | null>`(select json_build_object(
    'userCouponId', uc.id, 'userId', uc.user_id, 'status', uc.status,
    'startsAt', ${epochMs(sql`uc.starts_at`)}, 'expiresAt', ${epochMs(sql`uc.expires_at`)},
    'couponId', cp.id, 'couponStatus', cp.status, 'businessId', cp.business_id,
    'couponType', cp.coupon_type, 'discountPercent', cp.discount_percent,
    'maxDiscountPrice', cp.max_discount_price, 'discountPrice', cp.discount_price,
    'minCommoditiesPrice', cp.min_commodities_price,
    'maxDeliveryDistanceMiles', cp.max_delivery_distance_miles, 'orderTypes', cp.order_types)
  from user_coupons uc join coupons cp on cp.id = uc.coupon_id where uc.id = ${userCouponId}::uuid)`;

const pointsCardJson = (userId: string) => sql<PointsCardRow | null>`(select json_build_object(
    'id', pc.id, 'curPoints', pc.cur_points)
  from points_cards pc where pc.user_id = ${userId} and pc.business_id = ${businesses.id})`;

/** The subselects of the one read, each only when the order needs it. */
function readParts(query: OrderingQuery) {
  const ids = query.commodityIds;
  return {
    existing: existingOrderJson(query),
    running: activitiesJson(query.now),
    items: commoditiesJson(ids),
    attributeValues: query.attributes ? attributeValuesJson(ids) : sql<AttributeValueRow[]>`${emptyList}`,
    configs: query.deliveryConfigs ? deliveryConfigsJson() : sql<DeliveryConfigRow[]>`${emptyList}`,
    pickupAddress: query.pickupAddressId ? pickupAddressJson(query.pickupAddressId) : none,
    host: query.hostId ? hostJson(query.hostId) : none,
    tableExists: query.tableName ? tableExistsSql(query.tableName) : sql<boolean>`false`,
    requiredCategoryId: query.requiredCategory ? requiredCategorySql() : none,
    coupon: query.userCouponId ? couponJson(query.userCouponId) : none,
    pointsCard: query.pointsCard ? pointsCardJson(query.userId) : none,
  };
}

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
function orderRecord(order: NewOrderRow, orderCode: string): { columns: SQL; values: SQL; json: string } {
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
function reservationChecks(write: OrderWrite): { ctes: SQL[]; checks: SQL } {
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
function detailParts(write: OrderWrite, at: Date): SQL[] {
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

/**
 * `orderCodes` draws the short order numbers (random unless a test passes its own); a submission whose draw
 * collides with an existing order's number draws again, up to ORDER_CODE_MAX_DRAWS times.
 */
export function createOrdersRepository(db: Db, options: { orderCodes?: OrderCodeSource } = {}) {
  const orderCodes = options.orderCodes ?? randomOrderCode;

  /** The one statement of placeOrder with this order number. */
  async function placeWithCode(write: OrderWrite, at: Date, orderCode: string): Promise<PlacedOrder> {
    const record = orderRecord(write.order, orderCode);
    const reservations = reservationChecks(write);
    const ctes: SQL[] = [
      ...reservations.ctes,
      sql`new_order as (
        insert into orders (${record.columns})
        select ${record.values} from jsonb_populate_record(null::orders, ${record.json}::jsonb) as r
        where ${reservations.checks}
        on conflict (user_id, frontend_identifier) do nothing
        returning id, order_code, business_id, total_price, payment_deadline, order_status)`,
      ...detailParts(write, at),
    ];
    const result = await db.execute<{
      id: string | null;
      order_code: string | null;
      business_id: string | null;
      total_price: number | null;
      payment_deadline: Date | string | null;
      stock_ok: boolean;
      attribute_stock_ok: boolean;
      coupon_ok: boolean;
      points_ok: boolean;
    }>(
      sql`with ${sql.join(ctes, sql`, `)}
        select c.stock_ok, c.attribute_stock_ok, c.coupon_ok, c.points_ok,
          o.id, o.order_code, o.business_id, o.total_price, o.payment_deadline
        from checks c left join new_order o on true`,
    );
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
      const parts = readParts(query);
      const [row] = await db
        .select({
          business: businesses,
          tiers: pointsProgrammes.commodityExchangeTiers,
          maxExchangesPerOrder: pointsProgrammes.maxExchangesPerOrder,
          ...parts,
        })
        .from(businesses)
        .leftJoin(pointsProgrammes, eq(pointsProgrammes.businessId, businesses.id))
        .where(eq(businesses.id, query.businessId))
        .limit(1);
      if (!row) return null;
      const { business, tiers, maxExchangesPerOrder } = row;
      return {
        existing:
          row.existing === null
            ? null
            : { ...row.existing, paymentDeadline: Number(row.existing.paymentDeadline) },
        store: { business, programme: tiers === null ? null : { tiers, maxExchangesPerOrder } },
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
