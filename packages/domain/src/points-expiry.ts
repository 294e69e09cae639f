/**
 * When points expire. The specification names an "expired" statement line but no rule, so the rule is ours
 * and meant to be easy to tell a diner: a store may give its points a validity in days (none: points never
 * expire), and a card's whole balance expires once that many days have passed since the card last gained
 * points (inactivity expiry). Any line that adds points counts as gaining them, so every earning, reward or
 * points given back restarts the clock.
 */

/** A day of validity: fixed 24 hours, so summer time never shortens or lengthens it. */
export const POINTS_VALIDITY_DAY_MS = 86_400_000;

/** The longest validity a store may set: ten years. */
export const POINTS_VALIDITY_MAX_DAYS = 3650;

/** True for a validity a store may set: null (never expire) or 1 to 3650 whole days. */
export function isValidPointsValidity(days: number | null): boolean {
  return days === null || (Number.isInteger(days) && days >= 1 && days <= POINTS_VALIDITY_MAX_DAYS);
}

/**
 * The instant a balance expires, in ms: the last gain plus the validity; null when points never expire.
 * The balance is still there just before this instant and gone from it on.
 */
export function pointsExpiryTime(lastGainedAt: number, validityDays: number | null): number | null {
  if (validityDays === null) return null;
  return lastGainedAt + validityDays * POINTS_VALIDITY_DAY_MS;
}

/**
 * The expiry sweep's cut-off: a card whose last gain is at or before this instant has expired at `now`.
 * Null when points never expire. The sweeper's SQL applies the same comparison per store.
 */
export function pointsExpiryCutoff(now: number, validityDays: number | null): number | null {
  if (validityDays === null) return null;
  return now - validityDays * POINTS_VALIDITY_DAY_MS;
}

/** True when a balance last gained at `lastGainedAt` has expired at `now`. */
export function isPointsBalanceExpired(
  lastGainedAt: number,
  validityDays: number | null,
  now: number,
): boolean {
  const expiresAt = pointsExpiryTime(lastGainedAt, validityDays);
  return expiresAt !== null && now >= expiresAt;
}
