/** Coupon validity: how long a received coupon lasts, whether a coupon can still be handed out, and days. */

export const SECONDS_PER_DAY = 86_400;

/**
 * A coupon's expiry rule (the specification's expiredInfo): valid for a duration after it is received,
 * until a fixed time, or inside an interval. Times are epoch milliseconds, durations seconds.
 */
export type CouponExpiryRule =
  | { kind: 'duration'; durationSeconds: number }
  | { kind: 'fixedTime'; expiredTime: number }
  | { kind: 'interval'; startTime: number; endTime: number };

/** When a coupon received at `receivedAt` becomes usable (null: at once) and stops being usable. */
export interface CouponValidity {
  startsAt: number | null;
  expiresAt: number;
}

/**
 * The validity a user's coupon gets when it is received. A duration counts from the moment of receipt,
 * so a coupon claimed late still lasts its full duration; fixed and interval rules keep their dates.
 */
export function validityOnReceipt(rule: CouponExpiryRule, receivedAt: number): CouponValidity {
  switch (rule.kind) {
    case 'duration':
      return { startsAt: null, expiresAt: receivedAt + rule.durationSeconds * 1000 };
    case 'fixedTime':
      return { startsAt: null, expiresAt: rule.expiredTime };
    case 'interval':
      return { startsAt: rule.startTime, expiresAt: rule.endTime };
  }
}

/**
 * True when nobody can use the coupon any more: its fixed time or interval end has passed. A
 * duration rule never expires as a coupon, only each received copy does.
 */
export function isRuleExpired(rule: CouponExpiryRule, now: number): boolean {
  switch (rule.kind) {
    case 'duration':
      return false;
    case 'fixedTime':
      return rule.expiredTime <= now;
    case 'interval':
      return rule.endTime <= now;
  }
}

/** The specification's couponStatus: 1 usable, 0 invalid (switched off or expired). */
export function couponStatusCode(active: boolean, rule: CouponExpiryRule, now: number): 0 | 1 {
  return active && !isRuleExpired(rule, now) ? 1 : 0;
}

/**
 * A duration shown in days, as the specification computes it (seconds over 86,400). Whole days stay
 * whole; a part day is shown to one decimal so "1.5 days" is not rounded up into a promise.
 */
export function durationDays(seconds: number): number {
  const days = seconds / SECONDS_PER_DAY;
  return Number.isInteger(days) ? days : Math.floor(days * 10) / 10;
}
