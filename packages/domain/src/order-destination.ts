/**
 * Where and when an order goes: the destination of its order type (an address, a host, a pickup address,
 * a table), checked against the store, and the chosen time against the times the store offers now
 * (ordering-time.ts and order-submission.ts).
 */

import { CodedError } from './coded-error.js';
import {
  type DeliveryCarrier,
  isBeyondMaxDistance,
  type StandardDeliveryConfig,
  storeDeliveryFeeConfig,
  type ThirdPartyDeliveryConfig,
} from './delivery-fee.js';
import { milesBetween } from './geo-distance.js';
import { hostSlots } from './host-slots.js';
import type { LocalizedName, OrderPayload } from './order-payload.js';
import {
  CHOSEN_SLOT_GRACE_MS,
  deliverySlotRules,
  isSubmittedTimeOffered,
  pickupSlotRules,
  type StoreTimeSettings,
} from './order-submission.js';
import { deliversToday, deliveryDatesFor, reservedOrderType, type SlotRules } from './ordering-time.js';
import type { DeliveryInput } from './pricing.js';
import type { SpecialDays, WeeklyOpenHours } from './store-status.js';

/** The store's delivery rules as its page shows them, with the days business-run delivery keeps to. */
export interface StoreDeliveryRules {
  /** The standard rule; its location (longitude, latitude) is where distances are measured from. */
  deliveryConfig:
    | (StandardDeliveryConfig & { location: { coordinates: readonly [number, number] } | null })
    | null;
  doordashDeliveryConfig: ThirdPartyDeliveryConfig | null;
  deliveryDates: readonly number[] | null;
}

/** One of the store's pickup addresses. */
export interface PickupAddress {
  id: string;
  addressName: LocalizedName;
  fullAddress: string;
  latitude: number;
  longitude: number;
  pickupHours: WeeklyOpenHours;
  supportsImmediatePickUp: boolean;
}

/** A self-pickup point (host) and whether it serves the store. */
export interface Host {
  id: string;
  status: 'active' | 'inactive';
  pickupHours: WeeklyOpenHours;
  prepareTimeSeconds: number;
  servesStore: boolean;
}

/** The platform's self-pickup settings: switched on, and the daily windows every host keeps to. */
export interface HostSettings {
  isOpen: boolean;
  data: ReadonlyArray<{ startTime: number; endTime: number }>;
}

/** What was read for the order's destination. */
export interface DestinationRows {
  delivery: StoreDeliveryRules;
  pickupAddress: PickupAddress | null;
  host: Host | null;
  tableExists: boolean;
  /** The platform's self-pickup settings; read only for an order to a host. */
  hostSettings: HostSettings | null;
}

/** The store's settings a destination is checked against. */
export interface DestinationBusiness {
  timeZone: string;
  openHours: WeeklyOpenHours;
  specialHours?: SpecialDays;
  prepareFoodTimeSeconds: number;
  spacTimeMinutes: number;
  reserveDay: number;
  orderInAdvance: boolean;
  deliveryCarrier: DeliveryCarrier;
  latitude: number;
  longitude: number;
}

/** The delivery address as the order keeps it. */
export interface DeliveryAddressSnapshot {
  userName: string;
  phoneNumber: string;
  fullAddress: string;
  addressDetail: string | null;
  latitude: number;
  longitude: number;
  dropOffOption: number;
  suggestion: string | null;
}

/** The pickup address as the order keeps it. */
export interface PickupAddressSnapshot {
  addressName: LocalizedName;
  fullAddress: string;
  latitude: number;
  longitude: number;
}

/** The checked destination: what the order row keeps and what the pricing engine needs. */
export interface Destination {
  /** The chosen time; null for as soon as possible and dine-in. */
  scheduledTime: number | null;
  reservedOrderType: 'normal' | 'preOrder';
  /** The pricing engine's delivery input; null for pickup and dine-in. */
  delivery: DeliveryInput | null;
  deliveryCarrier: DeliveryCarrier | null;
  deliveryAddress: DeliveryAddressSnapshot | null;
  deliveryDistanceMiles: number | null;
  selfPickupPointId: string | null;
  pickupAddressId: string | null;
  pickupAddress: PickupAddressSnapshot | null;
  tableName: string | null;
  peopleNumber: number | null;
  contactName: string | null;
}

/** What the destination is checked against. */
export interface DestinationContext {
  payload: OrderPayload;
  business: DestinationBusiness;
  /** isOpen and canReserved now. */
  status: { isOpen: boolean; canReserved: boolean };
  rows: DestinationRows;
  now: number;
}

const none: Omit<Destination, 'scheduledTime' | 'reservedOrderType'> = {
  delivery: null,
  deliveryCarrier: null,
  deliveryAddress: null,
  deliveryDistanceMiles: null,
  selfPickupPointId: null,
  pickupAddressId: null,
  pickupAddress: null,
  tableName: null,
  peopleNumber: null,
  contactName: null,
};

function timeSettings(context: DestinationContext): StoreTimeSettings {
  const { business } = context;
  return {
    timeZone: business.timeZone,
    openHours: business.openHours,
    specialHours: business.specialHours,
    prepareSeconds: business.prepareFoodTimeSeconds,
    spacTimeMinutes: business.spacTimeMinutes,
    reserveDay: business.reserveDay,
    orderInAdvance: business.orderInAdvance,
    isOpen: context.status.isOpen,
  };
}

/**
 * The chosen time (null: ASAP) must be offered: ASAP now, a slot now or a few minutes ago. A slot more
 * than an hour ahead at a store that takes no pre-orders is A175 rather than a plain unavailable time.
 */
function checkTime(time: number | null, rules: SlotRules, context: DestinationContext): void {
  if (time === null) {
    if (!isSubmittedTimeOffered('asap', rules, context.now)) throw new CodedError('ORDER_ASAP_UNSUPPORTED');
    return;
  }
  if (!rules.preOrderAllowed && reservedOrderType(time, context.now) === 'preOrder') {
    throw new CodedError('PRE_ORDER_UNSUPPORTED');
  }
  if (!isSubmittedTimeOffered(time, rules, context.now)) throw new CodedError('ORDER_TIME_UNAVAILABLE');
}

function timed(time: number | null, now: number): Pick<Destination, 'scheduledTime' | 'reservedOrderType'> {
  return { scheduledTime: time, reservedOrderType: reservedOrderType(time, now) };
}

function deliveryDestination(context: DestinationContext): Destination {
  const { payload, business, rows, now } = context;
  const info = payload.deliveryInfo;
  if (!info) throw new CodedError('REQUEST_INVALID', 'A delivery order needs deliveryInfo.');
  if (info.address && info.selfPickupPointId) {
    throw new CodedError('REQUEST_INVALID', 'Deliver to an address or to a self-pickup point, not both.');
  }
  const { delivery } = rows;
  const dates = deliveryDatesFor(business.deliveryCarrier, delivery.deliveryDates);
  if (!deliversToday(dates, business.timeZone, now)) throw new CodedError('STORE_NO_DELIVERY_TODAY');
  if (info.selfPickupPointId) return hostDestination(context, info.deliveryTime);
  const address = info.address;
  if (!address) throw new CodedError('ORDER_DELIVERY_ADDRESS_INVALID');
  const config = storeDeliveryFeeConfig(business.deliveryCarrier, delivery);
  if (!config) throw new CodedError('STORE_DELIVERY_CONFIG_MISSING');
  const [longitude, latitude] = address.location.coordinates;
  // Distances are measured from the standard rule's origin, else the store, as the store page gives it.
  const originAt = delivery.deliveryConfig?.location?.coordinates;
  const origin = originAt ? { longitude: originAt[0], latitude: originAt[1] } : business;
  const distanceMiles = milesBetween(origin, { latitude, longitude });
  if (isBeyondMaxDistance(config, distanceMiles)) throw new CodedError('ORDER_BEYOND_DELIVERY_DISTANCE');
  checkTime(info.deliveryTime, deliverySlotRules(timeSettings(context), dates), context);
  return {
    ...none,
    ...timed(info.deliveryTime, now),
    delivery: { kind: 'address', config, distanceMiles },
    deliveryCarrier: business.deliveryCarrier,
    deliveryAddress: {
      userName: address.userName,
      phoneNumber: address.phoneNumber,
      fullAddress: address.fullAddress,
      addressDetail: address.addressDetail ?? null,
      latitude,
      longitude,
      dropOffOption: address.deliveryType,
      suggestion: address.suggestion ?? null,
    },
    deliveryDistanceMiles: distanceMiles,
    contactName: address.userName,
  };
}

/**
 * A host delivers for $0 at the pickup times it offers (its hours within the platform's windows, from
 * its own prepare time); it has no ASAP.
 */
function hostDestination(context: DestinationContext, time: number | null): Destination {
  const { business, now, rows } = context;
  const { host } = rows;
  if (!host?.servesStore) throw new CodedError('PICKUP_POINT_NOT_FOUND');
  const settings = rows.hostSettings;
  if (host.status !== 'active' || !settings?.isOpen) throw new CodedError('PICKUP_POINT_UNAVAILABLE');
  if (time === null) throw new CodedError('ORDER_ASAP_UNSUPPORTED');
  const offeredAt = (at: number) =>
    hostSlots({
      pickupHours: host.pickupHours,
      windows: settings.data.map((window) => [window.startTime, window.endTime] as const),
      prepareTimeSeconds: host.prepareTimeSeconds,
      timeZone: business.timeZone,
      reserveDay: business.reserveDay,
      spacTimeMinutes: business.spacTimeMinutes,
      now: at,
    }).some((day) => day.slots.includes(time));
  if (!offeredAt(now) && !offeredAt(now - CHOSEN_SLOT_GRACE_MS)) {
    throw new CodedError('ORDER_TIME_UNAVAILABLE');
  }
  return {
    ...none,
    ...timed(time, now),
    delivery: { kind: 'selfPickupPoint' },
    // Orders to a host travel with the platform's own fleet, whoever delivers the store's other orders.
    deliveryCarrier: 'platform',
    selfPickupPointId: host.id,
  };
}

function pickupDestination(context: DestinationContext): Destination {
  const { payload, rows, now } = context;
  const info = payload.pickUpInfo;
  if (!info) throw new CodedError('REQUEST_INVALID', 'A pickup order needs pickUpInfo.');
  const address = rows.pickupAddress;
  if (!address) throw new CodedError('ORDER_PICKUP_ADDRESS_MISMATCH');
  const rules = pickupSlotRules(timeSettings(context), {
    pickupHours: address.pickupHours,
    asap: address.supportsImmediatePickUp,
  });
  checkTime(info.pickUpTime, rules, context);
  return {
    ...none,
    ...timed(info.pickUpTime, now),
    pickupAddressId: address.id,
    pickupAddress: {
      addressName: address.addressName,
      fullAddress: address.fullAddress,
      latitude: address.latitude,
      longitude: address.longitude,
    },
  };
}

/** Dine-in is ordered at the table, now: the store must be open. */
function tableDestination(context: DestinationContext): Destination {
  const { payload, rows } = context;
  const info = payload.dineinInfo;
  if (!info) throw new CodedError('DINER_COUNT_INVALID');
  if (!rows.tableExists) throw new CodedError('TABLE_NOT_FOUND');
  if (!context.status.isOpen) throw new CodedError('STORE_CLOSED');
  return { ...none, ...timed(null, context.now), tableName: info.tableName, peopleNumber: info.peopleNumber };
}

/**
 * Checks the order's destination and time. A closed store that cannot take orders in advance takes no
 * delivery or pickup order at all (the cart's button reads Closed); while it can, a scheduled time inside
 * its hours is accepted and ASAP is not.
 */
export function checkDestination(context: DestinationContext): Destination {
  const { payload, status } = context;
  if (payload.type === 'dineIn') return tableDestination(context);
  if (!status.isOpen && !status.canReserved) throw new CodedError('STORE_CLOSED');
  return payload.type === 'delivery' ? deliveryDestination(context) : pickupDestination(context);
}
