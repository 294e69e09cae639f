/**
 * The store's live order board (issue 15): which orders it shows, in which column, and which actions a card
 * offers. The actions are read off the order life's transition table (order-life.ts), so a button is shown
 * exactly when the server would accept it. docs/decisions/console.md says why each number is what it is.
 */

import {
  FINISHED_ORDER_STATUSES,
  nextOrderState,
  type OrderLifeState,
  type OrderStatus,
  UNPAID_ORDER_STATUSES,
} from './order-life.js';
import { expectedReadyAt } from './store-operations.js';
import { epochAtLocal, localDayAt } from './zoned-time.js';

/** Where a card sits on the board. `done` holds today's completed and cancelled orders (store time). */
export const BOARD_COLUMNS = [
  'incoming',
  'scheduled',
  'preparing',
  'ready',
  'outForDelivery',
  'done',
] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

/** The buttons of a card, in the order the card shows them. */
export const BOARD_ACTIONS = ['accept', 'delay', 'ready', 'complete', 'cancel', 'refund'] as const;
export type BoardAction = (typeof BOARD_ACTIONS)[number];

/**
 * A paid order whose chosen time is further ahead than the store's preparation time plus this many minutes
 * is a pre-order: it waits in `scheduled` instead of `incoming`, so staff do not start it too early.
 */
export const SCHEDULED_LEAD_MINUTES = 30;
/** The board answers at most this many orders (open ones first, then today's finished ones). */
export const BOARD_ORDER_LIMIT = 200;
/** Waiter calls older than this are left off the board even when nobody acknowledged them. */
export const WAITER_CALL_WINDOW_MS = 12 * 60 * 60 * 1000;

/** What the board knows of an order to place and label its card. */
export interface BoardOrderState extends OrderLifeState {
  /** The time the diner chose, epoch ms; null for as soon as possible. */
  scheduledTime: number | null;
  paidPrice: number;
  refundedPrice: number;
}

/** Whether a paid, not yet accepted order is a pre-order at `now` for a store preparing in `prepSeconds`. */
export function isScheduledAhead(scheduledTime: number | null, now: number, prepSeconds: number): boolean {
  if (scheduledTime === null) return false;
  return scheduledTime - now > prepSeconds * 1000 + SCHEDULED_LEAD_MINUTES * 60_000;
}

/** Whether the order is on the board at all: paid or later (unpaid orders never reach the kitchen). */
export function isOnBoard(orderStatus: OrderStatus): boolean {
  return !UNPAID_ORDER_STATUSES.includes(orderStatus);
}

/** Whether the order is finished (completed or cancelled): it shows in `done` on the day it finished. */
export function isFinished(orderStatus: OrderStatus): boolean {
  return FINISHED_ORDER_STATUSES.includes(orderStatus);
}

/** The column of an order at `now`; null for an unpaid order, which is not on the board. */
export function boardColumn(order: BoardOrderState, now: number, prepSeconds: number): BoardColumn | null {
  switch (order.orderStatus) {
    case 'received':
    case 'partiallyPaid':
      return null;
    case 'paid':
      return isScheduledAhead(order.scheduledTime, now, prepSeconds) ? 'scheduled' : 'incoming';
    case 'completed':
    case 'cancelled':
      return 'done';
    case 'waitingSelfPickup':
    case 'delivering':
      return 'outForDelivery';
    // Stored vocabulary the machine never writes (order-life.ts); placed where its name says.
    case 'preparing':
      return 'preparing';
    case 'ready':
      return 'ready';
    case 'confirmed':
      return confirmedColumn(order);
  }
}

/** An accepted order's column follows its food. */
function confirmedColumn(order: BoardOrderState): BoardColumn {
  switch (order.commoditiesStatus) {
    case 'ready':
    case 'atBusiness':
      return 'ready';
    case 'delivering':
    case 'delivered':
      return 'outForDelivery';
    default:
      return 'preparing';
  }
}

/**
 * When an accepted order's food should be ready: its preparation and the store's busy minutes from now
 * (expectedReadyAt), but never before the time the diner chose, so a pre-order accepted early does not
 * tell the diner their food is ready hours before they come for it.
 */
export function acceptedReadyAt(
  now: number,
  prepMinutes: number,
  busyExtraMinutes: number,
  scheduledTime: number | null,
): number {
  const ready = expectedReadyAt(now, prepMinutes, busyExtraMinutes);
  return scheduledTime === null ? ready : Math.max(ready, scheduledTime);
}

/** Whether an order may be delayed: accepted and its food not ready yet (a delay moves the ready time). */
export function canDelay(order: OrderLifeState): boolean {
  return (
    order.orderStatus === 'confirmed' &&
    (order.commoditiesStatus === 'preparing' || order.commoditiesStatus === null)
  );
}

/** Whether money is left to give back and the table takes a refund from the order's state. */
export function canRefund(order: BoardOrderState): boolean {
  if (order.paidPrice - order.refundedPrice <= 0) return false;
  return nextOrderState(order, 'partialRefund') !== null || nextOrderState(order, 'fullRefund') !== null;
}

/** The actions the transition table allows the order now, in BOARD_ACTIONS order. */
export function boardActions(order: BoardOrderState): BoardAction[] {
  const allowed: Record<BoardAction, boolean> = {
    accept: nextOrderState(order, 'confirm') !== null,
    delay: canDelay(order),
    ready: nextOrderState(order, 'ready') !== null,
    complete: nextOrderState(order, 'complete') !== null,
    cancel: nextOrderState(order, 'cancel') !== null,
    refund: canRefund(order),
  };
  return BOARD_ACTIONS.filter((action) => allowed[action]);
}

/** The instant today began in the store's time zone: the `done` column shows orders finished since. */
export function boardDayStart(timeZone: string, now: number): number {
  return epochAtLocal(timeZone, localDayAt(timeZone, now), 0);
}

/** The diner's phone with all but its last four digits masked, `(•••) •••-0123`; null without one. */
export function maskedPhone(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/[^0-9]/g, '');
  if (digits.length < 4) return null;
  return `(•••) •••-${digits.slice(-4)}`;
}
