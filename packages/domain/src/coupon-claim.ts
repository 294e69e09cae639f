/**
 * Receiving coupons for free: from the claim page (/coupon/get) and by a redeem code in the wallet
 * (discovery specification sections 4, 5 and 9), and whether a coupon expires today.
 */

import { type CouponExpiryRule, isRuleExpired } from './coupon-display.js';
import type { ServerErrorKey } from './errors.js';
import { localDayAt } from './zoned-time.js';

/** Characters of a redeem code (the wallet's claim-by-code field). */
export const COUPON_CODE_LENGTH = 4;

/** Time zone of "today" for platform coupons, which belong to no store: the demo catalog's (US Pacific). */
export const PLATFORM_COUPON_TIME_ZONE = 'America/Los_Angeles';

const CODE_PATTERN = new RegExp(`^[A-Z0-9]{${COUPON_CODE_LENGTH}}$`);

/** A redeem code as stored (upper case, no surrounding spaces), or null when it cannot be one. */
export function normalizeCouponCode(code: string): string | null {
  const normalized = code.trim().toUpperCase();
  return CODE_PATTERN.test(normalized) ? normalized : null;
}

/** What decides whether a diner may receive one more copy of a coupon for free. */
export interface ClaimFacts {
  /** Switched on (status active). */
  active: boolean;
  /** Offered on the claim page or behind a code; points and welcome-gift coupons are not. */
  claimable: boolean;
  rule: CouponExpiryRule;
  /** Copies left to hand out; null is unlimited. */
  stockLeft: number | null;
  /** Copies the diner already received, used or not. */
  held: number;
  perUserLimit: number;
}

/**
 * Why the diner cannot receive the coupon, as an error of the catalogue, or null when they can. Checked
 * in this order: switched off or not offered, expired, the diner's own limit, the stock. A coupon whose
 * validity has not started can be received; it becomes usable when it starts.
 */
export function claimRefusal(facts: ClaimFacts, now: number): ServerErrorKey | null {
  if (!facts.active || !facts.claimable) return 'COUPON_NOT_ONLINE';
  if (isRuleExpired(facts.rule, now)) return 'COUPON_EXPIRED';
  if (facts.held >= facts.perUserLimit) {
    return facts.perUserLimit === 1 ? 'COUPON_ALREADY_CLAIMED' : 'COUPON_CLAIM_LIMIT_REACHED';
  }
  if (facts.stockLeft !== null && facts.stockLeft < 1) return 'COUPON_NONE_AVAILABLE';
  return null;
}

/**
 * True when something valid until `expiresAt` (epoch ms, exclusive) stops being valid on the calendar
 * day of `now` in the time zone: still valid now, and its last valid instant falls today.
 */
export function expiresToday(expiresAt: number | null, now: number, timeZone: string): boolean {
  if (expiresAt === null || expiresAt <= now) return false;
  return localDayAt(timeZone, expiresAt - 1) === localDayAt(timeZone, now);
}
