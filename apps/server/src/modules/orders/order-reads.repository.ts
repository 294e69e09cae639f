import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { epochMs } from '../../db/epoch-ms.js';
import { businesses } from '../../db/schema/catalog.js';
import { sessionUserIdSql } from '../auth/auth.repository.js';
import type {
  ActivityRow,
  AttributeValueRow,
  DeliveryConfigRow,
  HostRow,
  OrderableCommodityRow,
  OrderCouponRow,
  OrderingQuery,
  PickupAddressRow,
  PointsCardRow,
  SubmittedOrderRow,
} from './order-rows.js';

/**
 * The subselects of order submission's one read: the store and what the order names, as JSON. They take
 * placeholders, not values: the read is built once per shape (which parts the order needs) and prepared, so
 * an order only fills in its values (see `readShape` and `readValues`).
 */

/** A subselect's JSON array, never null. */
const jsonList = (query: SQL) => sql`coalesce((${query}), '[]'::json)`;

const none = sql<null>`null`;
const emptyList = sql`'[]'::json`;

/** The values an order fills the read's placeholders with; a part its shape leaves out reads none. */
export interface ReadValues {
  [name: string]: unknown;
  userId: string | null;
  sessionTokenHash: string | null;
  businessId: string;
  frontendIdentifier: string;
  now: Date;
  commodityIds: string[];
  pickupAddressId: string | null;
  hostId: string | null;
  tableName: string | null;
  userCouponId: string | null;
}

const value = (name: keyof ReadValues & string): Placeholder => sql.placeholder(name);

/** The order the user already submitted with this frontendIdentifier. */
const existingOrderJson = (userId: SQL) => sql<SubmittedOrderRow | null>`(select json_build_object(
    'id', o.id, 'orderCode', o.order_code, 'businessId', o.business_id, 'totalPrice', o.total_price,
    'paymentDeadline', ${epochMs(sql`o.payment_deadline`)})
  from orders o where o.user_id = ${userId}
    and o.frontend_identifier = ${value('frontendIdentifier')})`;

/** The store's activities running at `now`, in its order. */
const activitiesJson = () =>
  sql<ActivityRow[]>`${jsonList(sql`select json_agg(json_build_object(
    'id', a.id, 'activityType', a.activity_type, 'discountPercent', a.discount_percent,
    'availableOrderTypes', a.available_order_types, 'availableCommodityIds', a.available_commodity_ids)
    order by a.sort_order, a.id)
  from activities a where a.business_id = ${businesses.id} and a.status = 'active'
    and (a.starts_at is null or a.starts_at <= ${value('now')}::timestamptz)
    and (a.ends_at is null or a.ends_at > ${value('now')}::timestamptz)`)}`;

/** The store's commodities among the ids, with their timed menu's hours. */
const commoditiesJson = () =>
  sql<OrderableCommodityRow[]>`${jsonList(sql`select json_agg(json_build_object(
    'id', c.id, 'categoryId', c.category_id, 'timedMenuId', c.timed_menu_id, 'name', c.name,
    'thumbnail', c.thumbnail, 'price', c.price, 'takeawayPrice', c.takeaway_price,
    'stockNumber', c.stock_number, 'minBuyNumber', c.min_buy_number, 'maxBuyNumber', c.max_buy_number,
    'specifications', c.specifications, 'addOnGroups', c.add_on_groups, 'specifiedTax', c.specified_tax,
    'deliveryNotSupported', c.delivery_not_supported, 'supportsExchange', c.supports_exchange,
    'isAvailable', c.is_available, 'timedMenuHours', t.open_hours))
  from commodities c left join timed_menus t on t.id = c.timed_menu_id
  where c.business_id = ${businesses.id} and c.id = any(${value('commodityIds')}::uuid[])`)}`;

/** Every attribute value of the commodities, in menu order. */
const attributeValuesJson = () =>
  sql<AttributeValueRow[]>`${jsonList(sql`select json_agg(json_build_object(
    'commodityId', ca.commodity_id, 'attributeId', ca.id, 'attributeName', ca.name, 'valueId', v.id,
    'valueName', v.name, 'price', v.price, 'stockNumber', v.stock_number)
    order by ca.sort_order, v.sort_order)
  from commodity_attributes ca join commodity_attribute_values v on v.attribute_id = ca.id
  where ca.commodity_id = any(${value('commodityIds')}::uuid[])`)}`;

const deliveryConfigsJson = () =>
  sql<DeliveryConfigRow[]>`${jsonList(sql`select json_agg(json_build_object(
    'kind', d.kind, 'basePrice', d.base_price, 'baseDistanceMiles', d.base_distance_miles,
    'extraDeliveryPrices', d.extra_delivery_prices, 'maxDistanceMiles', d.max_distance_miles,
    'minCommoditiesPrice', d.min_commodities_price, 'smallOrderExtraPrice', d.small_order_extra_price,
    'deliveryFeeShares', d.delivery_fee_shares, 'deliveryDates', d.delivery_dates,
    'originLatitude', d.origin_latitude, 'originLongitude', d.origin_longitude))
  from delivery_configs d where d.business_id = ${businesses.id}`)}`;

const pickupAddressJson = () => sql<PickupAddressRow | null>`(select json_build_object(
    'id', pa.id, 'addressName', pa.address_name, 'fullAddress', pa.full_address, 'latitude', pa.latitude,
    'longitude', pa.longitude, 'pickupHours', pa.pickup_hours,
    'supportsImmediatePickUp', pa.supports_immediate_pick_up)
  from business_pickup_addresses pa where pa.business_id = ${businesses.id} and pa.id = ${value('pickupAddressId')}::uuid)`;

const hostJson = () => sql<HostRow | null>`(select json_build_object(
    'id', h.id, 'status', h.status, 'pickupHours', h.pickup_hours, 'prepareTimeSeconds', h.prepare_time_seconds,
    'servesStore', exists (select 1 from self_pickup_point_businesses l
      where l.self_pickup_point_id = h.id and l.business_id = ${businesses.id}))
  from self_pickup_points h where h.id = ${value('hostId')}::uuid)`;

const tableExistsSql = () => sql<boolean>`exists (select 1 from dining_tables dt
  where dt.business_id = ${businesses.id} and dt.name = ${value('tableName')})`;

const requiredCategorySql = () => sql<string | null>`(select cc.id from commodity_categories cc
  where cc.business_id = ${businesses.id} and cc.required_for_dine_in limit 1)`;

const couponJson = () => sql<OrderCouponRow | null>`(select json_build_object(
    'userCouponId', uc.id, 'userId', uc.user_id, 'status', uc.status,
    'startsAt', ${epochMs(sql`uc.starts_at`)}, 'expiresAt', ${epochMs(sql`uc.expires_at`)},
    'couponId', cp.id, 'couponStatus', cp.status, 'businessId', cp.business_id,
    'couponType', cp.coupon_type, 'discountPercent', cp.discount_percent,
    'maxDiscountPrice', cp.max_discount_price, 'discountPrice', cp.discount_price,
    'minCommoditiesPrice', cp.min_commodities_price,
    'maxDeliveryDistanceMiles', cp.max_delivery_distance_miles, 'orderTypes', cp.order_types)
  from user_coupons uc join coupons cp on cp.id = uc.coupon_id where uc.id = ${value('userCouponId')}::uuid)`;

const pointsCardJson = (userId: SQL) => sql<PointsCardRow | null>`(select json_build_object(
    'id', pc.id, 'curPoints', pc.cur_points)
  from points_cards pc where pc.user_id = ${userId} and pc.business_id = ${businesses.id})`;

/** Which optional parts an order's read needs; each distinct shape is one prepared statement. */
export interface ReadShape {
  /** The user is found from a session token's hash rather than given. */
  bySession: boolean;
  attributes: boolean;
  deliveryConfigs: boolean;
  pickupAddress: boolean;
  host: boolean;
  table: boolean;
  requiredCategory: boolean;
  coupon: boolean;
  pointsCard: boolean;
}

export function readShape(query: OrderingQuery): ReadShape {
  return {
    bySession: 'sessionTokenHash' in query.diner,
    attributes: query.attributes,
    deliveryConfigs: query.deliveryConfigs,
    pickupAddress: query.pickupAddressId !== null,
    host: query.hostId !== null,
    table: query.tableName !== null,
    requiredCategory: query.requiredCategory,
    coupon: query.userCouponId !== null,
    pointsCard: query.pointsCard,
  };
}

export function readValues(query: OrderingQuery): ReadValues {
  const { diner } = query;
  return {
    userId: 'userId' in diner ? diner.userId : null,
    sessionTokenHash: 'sessionTokenHash' in diner ? diner.sessionTokenHash : null,
    businessId: query.businessId,
    frontendIdentifier: query.frontendIdentifier,
    now: query.now,
    commodityIds: query.commodityIds,
    pickupAddressId: query.pickupAddressId,
    hostId: query.hostId,
    tableName: query.tableName,
    userCouponId: query.userCouponId,
  };
}

/** The subselects of the one read, each only when the shape needs it. */
export function readParts(shape: ReadShape) {
  const userId = shape.bySession
    ? sessionUserIdSql(value('sessionTokenHash'), value('now'))
    : sql<string | null>`${value('userId')}::uuid`;
  return {
    userId,
    existing: existingOrderJson(userId),
    running: activitiesJson(),
    items: commoditiesJson(),
    attributeValues: shape.attributes ? attributeValuesJson() : sql<AttributeValueRow[]>`${emptyList}`,
    configs: shape.deliveryConfigs ? deliveryConfigsJson() : sql<DeliveryConfigRow[]>`${emptyList}`,
    pickupAddress: shape.pickupAddress ? pickupAddressJson() : none,
    host: shape.host ? hostJson() : none,
    tableExists: shape.table ? tableExistsSql() : sql<boolean>`false`,
    requiredCategoryId: shape.requiredCategory ? requiredCategorySql() : none,
    coupon: shape.coupon ? couponJson() : none,
    pointsCard: shape.pointsCard ? pointsCardJson(userId) : none,
  };
}
