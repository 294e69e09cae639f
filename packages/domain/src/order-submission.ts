/**
 * Submitting an order (specification sections 4, 5 and 9): how long a submitted order waits for payment,
 * and which time rules (ordering-time.ts) apply to each way of ordering, so the cart's time chooser and the
 * server's check of the chosen time build the same rules.
 */

import { isOfferedTime, type SlotRules } from './ordering-time.js';
import type { SpecialDays, WeeklyOpenHours } from './store-status.js';

/** A submitted order waits this long for its payment; then it is cancelled and its stock given back. */
export const PAYMENT_WINDOW_MS = 15 * 60_000;

/**
 * A slot chosen at most this long before the server checks it still counts: the diner picked it from the
 * chooser while it was offered, and the earliest slot moves on every 5 minutes.
 */
export const CHOSEN_SLOT_GRACE_MS = 5 * 60_000;

/** The moment an order submitted at `now` stops waiting for payment (the window is shorter only in tests). */
export function paymentDeadline(now: number, windowMs = PAYMENT_WINDOW_MS): number {
  return now + windowMs;
}

/** The store's settings that decide its delivery and pickup times (the store page's fields). */
export interface StoreTimeSettings {
  timeZone: string;
  openHours: WeeklyOpenHours;
  /** Dates whose hours replace the weekday's (holidays, extended hours); they apply to every way of ordering. */
  specialHours?: SpecialDays;
  /** prepareFoodTime, seconds. */
  prepareSeconds: number;
  spacTimeMinutes: number;
  reserveDay: number;
  /** The store takes pre-orders (orderInAdvance). */
  orderInAdvance: boolean;
  /** isOpen now. */
  isOpen: boolean;
}

/** Delivery to an address: the store's hours, ASAP while open, on its delivery weekdays (deliveryDatesFor). */
export function deliverySlotRules(
  store: StoreTimeSettings,
  deliveryDates: readonly number[] | null,
): SlotRules {
  return {
    timeZone: store.timeZone,
    hours: store.openHours,
    specialDays: store.specialHours,
    prepareSeconds: store.prepareSeconds,
    spacTimeMinutes: store.spacTimeMinutes,
    reserveDay: store.reserveDay,
    isOpen: store.isOpen,
    asapAllowed: true,
    deliveryDates,
    preOrderAllowed: store.orderInAdvance,
  };
}

/** Pickup at one of the store's pickup addresses: its pickup hours, ASAP only where the address allows it. */
export function pickupSlotRules(
  store: StoreTimeSettings,
  address: { pickupHours: WeeklyOpenHours; asap: boolean },
): SlotRules {
  return {
    timeZone: store.timeZone,
    hours: address.pickupHours,
    // A holiday closes the kitchen for pickup as well; extended hours open it for pickup too.
    specialDays: store.specialHours,
    prepareSeconds: store.prepareSeconds,
    spacTimeMinutes: store.spacTimeMinutes,
    reserveDay: store.reserveDay,
    isOpen: store.isOpen,
    asapAllowed: address.asap,
    deliveryDates: null,
    preOrderAllowed: store.orderInAdvance,
  };
}

/**
 * Whether a submitted time ('asap' or an epoch slot) is offered: ASAP must be offered now; a slot may also
 * have been offered up to CHOSEN_SLOT_GRACE_MS ago (the chooser showed it, the earliest slot moved on).
 */
export function isSubmittedTimeOffered(time: number | 'asap', rules: SlotRules, now: number): boolean {
  if (isOfferedTime(time, rules, now)) return true;
  return time !== 'asap' && isOfferedTime(time, rules, now - CHOSEN_SLOT_GRACE_MS);
}
