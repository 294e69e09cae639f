import { type SQL, sql } from 'drizzle-orm';
import { epochMs } from '../../db/epoch-ms.js';
import { businesses } from '../../db/schema/catalog.js';
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

/** The subselects of order submission's one read: the store and what the order names, as JSON. */

/** Epoch milliseconds of a timestamp column, as a JSON number. */

/** A subselect's JSON array, never null. */
const jsonList = (query: SQL) => sql`coalesce((${query}), '[]'::json)`;

const none = sql<null>`null`;
const emptyList = sql`'[]'::json`;
export const uuidList = (ids: readonly string[]) =>
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
export function readParts(query: OrderingQuery) {
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
