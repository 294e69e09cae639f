/**
 * What the order screens show (specification 000 section 4: "Order display states", "Order status labels",
 * "Order list filters", "Order actions").
 */

import type { CommoditiesStatus, HandleTimeKey, OrderStatus } from './order-life.js';
import type { OrderType } from './order-type.js';

/** The numeric display states; 10 to 12 are never shown. */
export const ORDER_DISPLAY_STATES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 14] as const;
export type OrderDisplayState = (typeof ORDER_DISPLAY_STATES)[number];

/** Named display states, so screens do not spell numbers. */
export const DisplayState = {
  awaitingPayment: 0,
  received: 1,
  preparing: 2,
  ready: 3,
  waitingForRider: 4,
  riderToStore: 5,
  completed: 6,
  cancelled: 7,
  driverPickedUp: 8,
  driverDelivering: 9,
  refunded: 13,
  waitingSelfPickup: 14,
} as const satisfies Record<string, OrderDisplayState>;

/** The fields of an order its display depends on. */
export interface OrderDisplayInput {
  orderType: OrderType;
  orderStatus: OrderStatus;
  commoditiesStatus: CommoditiesStatus | null;
  hasRider: boolean;
  fullRefunded: boolean;
}

/**
 * Food progress of a confirmed order. The order statuses preparing, ready and delivering are never written by
 * the order life, but a row carrying one is read as confirmed with that food status rather than shown wrong.
 */
function foodOf(order: OrderDisplayInput): CommoditiesStatus | null {
  if (order.commoditiesStatus !== null) return order.commoditiesStatus;
  const s = order.orderStatus;
  return s === 'preparing' || s === 'ready' || s === 'delivering' ? s : null;
}

/**
 * The display state: refunded 13 first; unpaid 0; paid 1; completed 6; cancelled 7; at a host 14. Confirmed
 * delivery: no rider 4, rider with food preparing or ready 5, rider at the store 8, on the road (or past it) 9.
 * Confirmed pickup or dine-in: preparing 2, ready (or past it) 3.
 */
export function orderDisplayState(order: OrderDisplayInput): OrderDisplayState {
  if (order.fullRefunded) return 13;
  switch (order.orderStatus) {
    case 'received':
    case 'partiallyPaid':
      return 0;
    case 'paid':
      return 1;
    case 'completed':
      return 6;
    case 'cancelled':
      return 7;
    case 'waitingSelfPickup':
      return 14;
  }
  const food = foodOf(order);
  if (order.orderType !== 'delivery') return food === null || food === 'preparing' ? 2 : 3;
  if (food === 'atBusiness') return 8;
  if (food === 'delivering' || food === 'delivered') return 9;
  return order.hasRider ? 5 : 4;
}

/** The closed set of status labels; the web app translates each key. */
export const ORDER_STATUS_LABEL_KEYS = [
  'unpaid',
  'scheduled',
  'orderConfirmed',
  'driverFound',
  'driverAtStore',
  'delivering',
  'completed',
  'cancelled',
  'atTheHost',
  'preparing',
  'readyForPickup',
  'readyToServe',
  'refunded',
] as const;
export type OrderStatusLabelKey = (typeof ORDER_STATUS_LABEL_KEYS)[number];

/** The status label of an order ("Order status labels"); dine-in food that is ready reads "Ready to serve". */
export function orderStatusLabelKey(order: OrderDisplayInput): OrderStatusLabelKey {
  if (order.fullRefunded) return 'refunded';
  const status = order.orderStatus;
  if (status === 'received' || status === 'partiallyPaid') return 'unpaid';
  if (status === 'paid') return 'scheduled';
  if (status === 'completed') return 'completed';
  if (status === 'cancelled') return 'cancelled';
  if (status === 'waitingSelfPickup') return 'atTheHost';
  const food = foodOf(order);
  if (order.orderType !== 'delivery') {
    if (food === null || food === 'preparing') return 'preparing';
    return order.orderType === 'dineIn' ? 'readyToServe' : 'readyForPickup';
  }
  if (food === 'atBusiness') return 'driverAtStore';
  if (food === 'delivering' || food === 'delivered') return 'delivering';
  return order.hasRider ? 'driverFound' : 'orderConfirmed';
}

/** Order statuses listed on the Current tab. */
export const CURRENT_TAB_STATUSES: readonly OrderStatus[] = [
  'received',
  'confirmed',
  'preparing',
  'ready',
  'delivering',
  'paid',
  'partiallyPaid',
  'waitingSelfPickup',
];
/** Order statuses listed on the History tab. */
export const HISTORY_TAB_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled'];

/** Orders per page of the order list. */
export const ORDER_LIST_PAGE_SIZE = 10;

/** Where an action button sits: the order list or the order detail. */
export type OrderActionPlace = 'list' | 'detail';

/** Cancel is offered in state 1 on the list, in states 0 and 1 on the detail. */
export function canCancel(state: OrderDisplayState, where: OrderActionPlace): boolean {
  return state === 1 || (where === 'detail' && state === 0);
}

/** Pay is offered while the order awaits payment and time is left. */
export function canPay(state: OrderDisplayState, remainPaySeconds: number): boolean {
  return state === 0 && remainPaySeconds > 0;
}

/** An unpaid order whose time has run out is hidden from the list. */
export function isHiddenUnpaid(state: OrderDisplayState, remainPaySeconds: number): boolean {
  return state === 0 && remainPaySeconds <= 0;
}

/** Order again: states 6, 7 and 13 on the list; 6 and 7 on the detail. */
export function canOrderAgain(state: OrderDisplayState, where: OrderActionPlace): boolean {
  return state === 6 || state === 7 || (where === 'list' && state === 13);
}

/** View refund: refunded orders, and completed ones with a part or custom-amount refund. */
export function canViewRefund(state: OrderDisplayState, hasPartOrCustomRefund: boolean): boolean {
  return state === 13 || (state === 6 && hasPartOrCustomRefund);
}

/** Call waiter: dine-in orders except while unpaid, completed or cancelled. */
export function canCallWaiter(orderType: OrderType, state: OrderDisplayState): boolean {
  return orderType === 'dineIn' && state !== 0 && state !== 6 && state !== 7;
}

/** How often an order screen reads an order that can still change (the specification's delivery polling). */
export const ORDER_POLL_INTERVAL_MS = 10_000;
const POLLED_STATES: readonly OrderDisplayState[] = [1, 4, 5, 8, 9, 14];

/**
 * The specification's live delivery view: delivery orders in states 1, 4, 5, 8, 9 and 14 show the map sheet.
 * (Every order that can still change is polled, see isOrderStillChanging.)
 */
export function shouldPollOrder(orderType: OrderType, state: OrderDisplayState): boolean {
  return orderType === 'delivery' && POLLED_STATES.includes(state);
}

/** Display states after which nothing happens to an order but a late refund: completed, cancelled, refunded. */
const SETTLED_STATES: readonly number[] = [6, 7, 13];

/**
 * Whether an order screen keeps reading the order every ORDER_POLL_INTERVAL_MS: in every state, of every order
 * type, until it is completed, cancelled or refunded. An unpaid order is followed too, so one past its
 * deadline turns cancelled on screen once the sweeper has cancelled it.
 */
export function isOrderStillChanging(state: OrderDisplayState | number): boolean {
  return !SETTLED_STATES.includes(state);
}

/** Zoom of the order detail map. */
export const ORDER_MAP_ZOOM = 15;

/** Where the order map first centres: the host in state 14, else the rider, else the business. */
export function mapCentreOf<T>(
  state: OrderDisplayState,
  places: { pickupPoint?: T | null; rider?: T | null; business: T },
): T {
  if (state === 14 && places.pickupPoint) return places.pickupPoint;
  return places.rider ?? places.business;
}

/** A dine-in table session stays fresh for 2 hours after its order was created. */
export const DINE_IN_TABLE_SESSION_MS = 7_200_000;

/** Whether a dine-in order created at `createdAt` (epoch ms) still holds the table at `now`. */
export function isTableSessionFresh(createdAt: number, now: number): boolean {
  return now - createdAt < DINE_IN_TABLE_SESSION_MS;
}

/** Cancellation reasons in the order the dialog lists them; the first is chosen by default. */
export const CANCELLATION_REASONS = [
  'noLongerWanted',
  'merchantDidNotReceiveInTime',
  'badBusinessAttitude',
  'repeatOrders',
  'other',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];
export const DEFAULT_CANCELLATION_REASON: CancellationReason = CANCELLATION_REASONS[0];

/** Stages of the tracking dialog, one per handle-time key; the web app translates each. */
export const TRACKING_STAGES = [
  'orderPlaced',
  'paymentReceived',
  'orderConfirmed',
  'driverFound',
  'driverAtStore',
  'delivering',
  'completed',
  'foodReady',
  'cancelled',
  'driverArrived',
] as const;
export type TrackingStage = (typeof TRACKING_STAGES)[number];

const STAGE_OF_EVENT: ReadonlyMap<string, TrackingStage> = new Map<HandleTimeKey, TrackingStage>([
  ['initialization', 'orderPlaced'],
  ['paid', 'paymentReceived'],
  ['confirmed', 'orderConfirmed'],
  ['setRider', 'driverFound'],
  ['atBusiness', 'driverAtStore'],
  ['delivering', 'delivering'],
  ['completed', 'completed'],
  ['foodReady', 'foodReady'],
  ['cancel', 'cancelled'],
  ['riderArrived', 'driverArrived'],
]);

/** The tracking stage of a handle-time event name; null for a name the app does not know (not shown). */
export function trackingStageOf(eventName: string): TrackingStage | null {
  return STAGE_OF_EVENT.get(eventName) ?? null;
}

/** Refunds reach the diner in 5 to 10 business days. */
export const REFUND_DAYS = { min: 5, max: 10 } as const;

/** The payment countdown ticks each second. */
export const PAYMENT_COUNTDOWN_TICK_MS = 1000;
/** After a successful payment the app goes to the order after 1 second. */
export const PAYMENT_SUCCESS_REDIRECT_MS = 1000;
