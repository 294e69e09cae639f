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

/** A held copy's validity: usable from `startsAt` (null: from receipt) until `expiresAt` (exclusive; null: no end). */
export interface HeldValidity {
  startsAt: number | null;
  expiresAt: number | null;
}

/** Where a held copy stands at a moment: before its start, inside its validity, or at or past its end. */
export type HeldCouponState = 'notStarted' | 'usable' | 'expired';

/** True while the copy's validity has not begun (the start itself is valid). */
export function hasNotStarted<T extends HeldValidity>(
  validity: T,
  now: number,
): validity is T & { startsAt: number } {
  return validity.startsAt !== null && now < validity.startsAt;
}

/** True from the copy's end on (the end is exclusive). */
export function hasEnded<T extends HeldValidity>(
  validity: T,
  now: number,
): validity is T & { expiresAt: number } {
  return validity.expiresAt !== null && now >= validity.expiresAt;
}

/**
 * The state of a diner's copy at `now`. Not started comes first, as in the coupon eligibility checks: a
 * copy whose interval lies wholly in the future is waited for, never called expired.
 */
export function heldCouponState(validity: HeldValidity, now: number): HeldCouponState {
  if (hasNotStarted(validity, now)) return 'notStarted';
  if (hasEnded(validity, now)) return 'expired';
  return 'usable';
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
