/**
 * The life of an order after it is placed (specification 000 sections 3 and 4): one table says which event
 * may move an order from which state, and what it writes. Everything outside the table is refused.
 *
 * Progress after confirmation lives in `commoditiesStatus` while `orderStatus` stays `confirmed` (the
 * specification's labels read "confirmed with preparing", "confirmed with delivering"…). The order statuses
 * `preparing`, `ready` and `delivering` exist in the stored vocabulary but the machine never writes them and
 * accepts no event from them.
 */

import type { OrderType } from './order-type.js';

export const ORDER_STATUSES = [
  'received',
  'partiallyPaid',
  'paid',
  'confirmed',
  'preparing',
  'ready',
  'delivering',
  'waitingSelfPickup',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Progress of the food once an order is confirmed. */
export const COMMODITIES_STATUSES = ['preparing', 'ready', 'atBusiness', 'delivering', 'delivered'] as const;
export type CommoditiesStatus = (typeof COMMODITIES_STATUSES)[number];

/** Keys of the order's handle times (its tracking events). */
export const HANDLE_TIME_KEYS = [
  'initialization',
  'paid',
  'confirmed',
  'setRider',
  'atBusiness',
  'delivering',
  'completed',
  'foodReady',
  'cancel',
  'riderArrived',
] as const;
export type HandleTimeKey = (typeof HANDLE_TIME_KEYS)[number];

/** Statuses of a delivery job (the platform's fleet or a provider). */
export const DELIVERY_STATUSES = [
  'waitingRider',
  'toBusiness',
  'atBusiness',
  'pickedUp',
  'delivering',
  'delivered',
  'cancelled',
  'failed',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What may happen to an order: payments, the merchant API, the deadline sweeper and the demo simulator. */
export const ORDER_EVENTS = [
  'pay',
  'confirm',
  'prepare',
  'ready',
  'assignRider',
  'riderAtBusiness',
  'startDelivering',
  'arriveAtPickupPoint',
  'complete',
  'cancel',
  'expire',
  'partialRefund',
  'fullRefund',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** The part of an order its life depends on. Flags left out count as false. */
export interface OrderLifeState {
  orderType: OrderType;
  orderStatus: OrderStatus;
  commoditiesStatus: CommoditiesStatus | null;
  hasRider?: boolean;
  /** A delivery order going to a self-pickup point (host) rather than the diner's door. */
  toPickupPoint?: boolean;
  fullRefunded?: boolean;
}

/** The state after an accepted event, and the handle time to record (null: none). */
export interface OrderLifeStep {
  orderStatus: OrderStatus;
  commoditiesStatus: CommoditiesStatus | null;
  hasRider: boolean;
  fullRefunded: boolean;
  handleTimeKey: HandleTimeKey | null;
}

/** One row of the table: where an event is accepted (omitted condition: any) and what it writes. */
interface Transition {
  event: OrderEvent;
  orderTypes?: readonly OrderType[];
  from: readonly OrderStatus[];
  commodities?: ReadonlyArray<CommoditiesStatus | null>;
  hasRider?: boolean;
  toPickupPoint?: boolean;
  fullRefunded?: boolean;
  /** Omitted: unchanged. */
  to?: OrderStatus;
  /** Omitted: unchanged. */
  commoditiesTo?: CommoditiesStatus | null;
  setsRider?: true;
  setsFullRefunded?: true;
  handleTimeKey: HandleTimeKey | null;
}

const UNPAID: readonly OrderStatus[] = ['received', 'partiallyPaid'];
/** Paid and not finished: where money can be given back and the order still cancelled. */
const PAID_OPEN: readonly OrderStatus[] = ['paid', 'confirmed', 'waitingSelfPickup'];
const BEFORE_PICKUP: ReadonlyArray<CommoditiesStatus | null> = ['preparing', 'ready'];

/** The whole life of an order. Order of rows does not matter: at most one row matches any state. */
export const ORDER_TRANSITIONS: readonly Transition[] = [
  { event: 'pay', from: UNPAID, to: 'paid', handleTimeKey: 'paid' },
  {
    event: 'confirm',
    from: ['paid'],
    to: 'confirmed',
    commoditiesTo: 'preparing',
    handleTimeKey: 'confirmed',
  },
  // Confirming already starts the kitchen; this covers a confirmed order that has no food status yet.
  {
    event: 'prepare',
    from: ['confirmed'],
    commodities: [null],
    commoditiesTo: 'preparing',
    handleTimeKey: null,
  },
  {
    event: 'ready',
    from: ['confirmed'],
    commodities: ['preparing'],
    commoditiesTo: 'ready',
    handleTimeKey: 'foodReady',
  },
  {
    event: 'assignRider',
    orderTypes: ['delivery'],
    from: ['confirmed'],
    commodities: BEFORE_PICKUP,
    hasRider: false,
    setsRider: true,
    handleTimeKey: 'setRider',
  },
  {
    event: 'riderAtBusiness',
    orderTypes: ['delivery'],
    from: ['confirmed'],
    commodities: BEFORE_PICKUP,
    hasRider: true,
    commoditiesTo: 'atBusiness',
    handleTimeKey: 'atBusiness',
  },
  {
    event: 'startDelivering',
    orderTypes: ['delivery'],
    from: ['confirmed'],
    commodities: ['atBusiness', 'ready'],
    hasRider: true,
    commoditiesTo: 'delivering',
    handleTimeKey: 'delivering',
  },
  {
    event: 'arriveAtPickupPoint',
    orderTypes: ['delivery'],
    from: ['confirmed'],
    commodities: ['delivering'],
    toPickupPoint: true,
    to: 'waitingSelfPickup',
    commoditiesTo: 'delivered',
    handleTimeKey: 'riderArrived',
  },
  {
    event: 'complete',
    orderTypes: ['pickup', 'dineIn'],
    from: ['confirmed'],
    commodities: ['ready'],
    to: 'completed',
    commoditiesTo: 'delivered',
    handleTimeKey: 'completed',
  },
  {
    event: 'complete',
    orderTypes: ['delivery'],
    from: ['confirmed'],
    commodities: ['delivering'],
    toPickupPoint: false,
    to: 'completed',
    commoditiesTo: 'delivered',
    handleTimeKey: 'completed',
  },
  {
    event: 'complete',
    orderTypes: ['delivery'],
    from: ['waitingSelfPickup'],
    to: 'completed',
    commoditiesTo: 'delivered',
    handleTimeKey: 'completed',
  },
  { event: 'cancel', from: [...UNPAID, 'paid', 'confirmed'], to: 'cancelled', handleTimeKey: 'cancel' },
  { event: 'expire', from: UNPAID, to: 'cancelled', handleTimeKey: 'cancel' },
  { event: 'partialRefund', from: [...PAID_OPEN, 'completed'], fullRefunded: false, handleTimeKey: null },
  // Giving all the money back ends an unfinished order; a completed one stays completed.
  {
    event: 'fullRefund',
    from: PAID_OPEN,
    fullRefunded: false,
    to: 'cancelled',
    setsFullRefunded: true,
    handleTimeKey: 'cancel',
  },
  {
    event: 'fullRefund',
    from: ['completed'],
    fullRefunded: false,
    setsFullRefunded: true,
    handleTimeKey: null,
  },
];

function matches(row: Transition, state: OrderLifeState): boolean {
  return (
    row.from.includes(state.orderStatus) &&
    (row.orderTypes === undefined || row.orderTypes.includes(state.orderType)) &&
    (row.commodities === undefined || row.commodities.includes(state.commoditiesStatus)) &&
    (row.hasRider === undefined || row.hasRider === (state.hasRider ?? false)) &&
    (row.toPickupPoint === undefined || row.toPickupPoint === (state.toPickupPoint ?? false)) &&
    (row.fullRefunded === undefined || row.fullRefunded === (state.fullRefunded ?? false))
  );
}

/** The state an event leads to, or null when the table refuses it from this state. */
export function nextOrderState(current: OrderLifeState, event: OrderEvent): OrderLifeStep | null {
  const row = ORDER_TRANSITIONS.find((candidate) => candidate.event === event && matches(candidate, current));
  if (!row) return null;
  return {
    orderStatus: row.to ?? current.orderStatus,
    commoditiesStatus: row.commoditiesTo !== undefined ? row.commoditiesTo : current.commoditiesStatus,
    hasRider: row.setsRider ?? current.hasRider ?? false,
    fullRefunded: row.setsFullRefunded ?? current.fullRefunded ?? false,
    handleTimeKey: row.handleTimeKey,
  };
}

/** The events the table accepts from this state, in ORDER_EVENTS order. */
export function allowedEvents(current: OrderLifeState): OrderEvent[] {
  return ORDER_EVENTS.filter((event) => nextOrderState(current, event) !== null);
}

/** Statuses in which an order still waits for money (the deadline sweeper's `expire`). */
export const UNPAID_ORDER_STATUSES: readonly OrderStatus[] = UNPAID;
/** Statuses in which nothing more happens to an order except a refund. */
export const FINISHED_ORDER_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled'];

/** How the demo simulator delivers an order; the carrier and host decide it. */
export type SimulatedRoute = 'platformDelivery' | 'pickupPointDelivery' | 'pickup' | 'dineIn';

/** The events the demo simulator sends, in order, to a paid order on each route. */
export const SIMULATED_ORDER_EVENTS: Readonly<Record<SimulatedRoute, readonly OrderEvent[]>> = {
  platformDelivery: ['confirm', 'assignRider', 'ready', 'riderAtBusiness', 'startDelivering', 'complete'],
  pickupPointDelivery: [
    'confirm',
    'assignRider',
    'ready',
    'riderAtBusiness',
    'startDelivering',
    'arriveAtPickupPoint',
    'complete',
  ],
  pickup: ['confirm', 'ready', 'complete'],
  dineIn: ['confirm', 'ready', 'complete'],
};

/** The simulator's route for an order. */
export function simulatedRouteOf(orderType: OrderType, toPickupPoint: boolean): SimulatedRoute {
  if (orderType !== 'delivery') return orderType;
  return toPickupPoint ? 'pickupPointDelivery' : 'platformDelivery';
}
