import type { OrderCoupon } from '@nearbite/domain/order-quote-checks';
import type { businesses, DeliveryFeeShare, DeliveryPriceStep } from '../../db/schema/catalog.js';
import type { LocalizedText, OrderType, WeeklyHours } from '../../db/schema/columns.js';
import type { AddOnGroup, SpecificationOption } from '../../db/schema/commodities.js';
import type { orderLines } from '../../db/schema/order-lines.js';
import type { orders } from '../../db/schema/orders.js';
import type { PointsExchangeTier } from '../../db/schema/points.js';

/** The rows order submission reads and writes (orders.repository.ts and its read and write parts). */

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

/** The diner's chosen coupon as the one read returns it: exactly the domain's input. */
export type OrderCouponRow = OrderCoupon;

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
  /** The board's settings diners feel: busy mode's extra minutes, and a pause of new orders. */
  board: { busyExtraMinutes: number; pausedUntil: Date | null };
}

/**
 * Who submits: a known user, or the hash of a session token whose user the read finds itself (the route's
 * case: one statement reads the session with the store, instead of a round trip of its own).
 */
export type OrderingDiner = { userId: string } | { sessionTokenHash: string };

/** What the submission asks the database for, beyond the store. */
export interface OrderingQuery {
  diner: OrderingDiner;
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
  /** The diner's user id; null when the session is unknown or expired. */
  userId: string | null;
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
