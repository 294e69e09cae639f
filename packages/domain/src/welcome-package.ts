/**
 * The platform's welcome gift (the new-user package) as a platform admin sets it in the console: which
 * platform coupons a new diner receives once, how many copies of each, in which order. The coupons
 * themselves are checked by the same rules as a store's (promotion-rules.ts); these are the package's own.
 * Errors A207–A209, A248, A249.
 */

import type { ServerErrorKey } from './errors.js';

/** The most coupons one package lists (each may be given several times). */
export const WELCOME_PACKAGE_COUPONS_MAX = 10;
/** The most copies of one coupon a new diner receives with the gift. */
export const WELCOME_PACKAGE_QUANTITY_MAX = 5;

export type WelcomePackageStatus = 'active' | 'inactive';

export interface WelcomePackageEntryDraft {
  /** An existing platform coupon, or null for a coupon the save creates. */
  couponId: string | null;
  quantity: number;
}

/** The first reason the package cannot be saved as drafted, or null (the coupons are checked apart). */
export function welcomePackageRefusal(
  status: WelcomePackageStatus,
  entries: readonly WelcomePackageEntryDraft[],
): ServerErrorKey | null {
  if (entries.length > WELCOME_PACKAGE_COUPONS_MAX) return 'WELCOME_PACKAGE_TOO_MANY';
  for (const entry of entries) {
    const { quantity } = entry;
    if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > WELCOME_PACKAGE_QUANTITY_MAX) {
      return 'WELCOME_PACKAGE_QUANTITY_INVALID';
    }
  }
  const ids = entries.flatMap((entry) => (entry.couponId === null ? [] : [entry.couponId]));
  if (new Set(ids).size !== ids.length) return 'WELCOME_PACKAGE_COUPON_REPEATED';
  if (status === 'active' && entries.length === 0) return 'WELCOME_PACKAGE_EMPTY';
  return null;
}
