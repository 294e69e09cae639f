/**
 * Limits and timings of the store page, item dialog and cart (specification sections 2, 4, 5 and 9).
 * The minimum order total (50 cents) is MIN_ORDER_TOTAL_CENTS in pricing.ts.
 */

/** Order note: at most 140 characters. */
export const ORDER_NOTE_MAX_LENGTH = 140;
/** Item note: at most 50 characters (the Chinese text states it; we apply it in both languages). */
export const ITEM_NOTE_MAX_LENGTH = 50;
/** Dine-in diner count picker: 1 to 20. */
export const DINER_COUNT_MIN = 1;
export const DINER_COUNT_MAX = 20;
/** The cart's inactivity dialog appears 10 minutes after the cart popup opens, checked every second. */
export const CART_INACTIVITY_MS = 10 * 60_000;
export const CART_INACTIVITY_CHECK_MS = 1000;
/** The store banner swipes every 3 seconds. */
export const BANNER_AUTOPLAY_MS = 3000;
/** Tip and info tooltips hide after 4 seconds. */
export const TOOLTIP_HIDE_MS = 4000;
/** The nearest host becomes the default only within 1 mile. */
export const DEFAULT_HOST_MAX_MILES = 1;
/** The cart lists 2 redeemable coupons until More is tapped. */
export const REDEEM_COUPON_PREVIEW_COUNT = 2;
/** A cart line shows a More toggle when it has more than 3 chosen options. */
export const MORE_TOGGLE_THRESHOLD = 3;

/** Whether a diner count can be submitted: a whole number from 1 to 20. */
export function isValidDinerCount(count: number | null): boolean {
  return count !== null && Number.isInteger(count) && count >= DINER_COUNT_MIN && count <= DINER_COUNT_MAX;
}

/** The default host: the first of the host query (nearest first) when within 1 mile, else none. */
export function defaultHost<T extends { distance: number }>(hosts: readonly T[]): T | null {
  const first = hosts[0];
  return first !== undefined && first.distance <= DEFAULT_HOST_MAX_MILES ? first : null;
}
