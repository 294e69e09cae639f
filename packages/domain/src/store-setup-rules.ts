/**
 * What a store's profile and hours must satisfy when its staff edit them in the console. Pure rules; each
 * refusal names its field with a code A220–A229 (errors-store-setup.ts). Numbers are chosen in
 * docs/decisions/store-setup.md and pinned by store-setup-rules.test.ts.
 */

import { refuse } from './coded-error.js';
import { DAY_MS, type HoursInterval, type SpecialDays, type WeeklyOpenHours } from './store-status.js';

/** Breakfast, lunch, dinner and a late-night window: four covers every menu we have seen. */
export const MAX_INTERVALS_PER_DAY = 4;
/** A year of public holidays and closures with room to spare; the nearby list scans them per store. */
export const MAX_SPECIAL_DAYS = 60;
/** Special days may be planned up to a year ahead (366 days covers a leap year). */
export const SPECIAL_DAY_MAX_DAYS_AHEAD = 366;
/** Preparation time: 1 minute to 3 hours (a catering kitchen), in seconds. */
export const PREPARE_SECONDS_MIN = 60;
export const PREPARE_SECONDS_MAX = 3 * 3600;
/** Days ahead a diner may schedule: 0 (today only) to 14; the time chooser lists every day. */
export const RESERVE_DAYS_MIN = 0;
export const RESERVE_DAYS_MAX = 14;
/** Slot spacing: 5 to 120 minutes in steps of 5, since slots start on 5-minute boundaries. */
export const SLOT_SPACING_MIN = 5;
export const SLOT_SPACING_MAX = 120;
export const SLOT_SPACING_STEP = 5;
/** The longest host name DNS allows. */
export const WEBSITE_MAX_LENGTH = 253;

const isWholeMs = (value: number): boolean => Number.isInteger(value) && value >= 0 && value <= DAY_MS;

/** One day's intervals: each within 0…24 h with start < end, none overlapping, at most MAX_INTERVALS_PER_DAY. */
export function isValidDayHours(intervals: ReadonlyArray<HoursInterval>): boolean {
  if (intervals.length > MAX_INTERVALS_PER_DAY) return false;
  if (!intervals.every(([start, end]) => isWholeMs(start) && isWholeMs(end) && start < end)) return false;
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  return sorted.every((interval, index) => index === 0 || (sorted[index - 1]?.[1] ?? 0) <= interval[0]);
}

/** Seven days (Sunday first), each valid by isValidDayHours; A221 otherwise. */
export function checkWeeklyHours(hours: WeeklyOpenHours): void {
  if (hours.length !== 7 || !hours.every(isValidDayHours)) refuse('STORE_HOURS_INVALID');
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real YYYY-MM-DD date; null for anything else (2025-02-30, 2025-2-1). */
export function dayNumberOf(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const epoch = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(epoch).toISOString().slice(0, 10) === date ? epoch / DAY_MS : null;
}

/**
 * Special days: at most MAX_SPECIAL_DAYS (A223); each a real date from `today` (the store's local date,
 * YYYY-MM-DD) up to a year ahead, listed once, with valid hours (A222).
 */
export function checkSpecialDays(days: SpecialDays, today: string): void {
  if (days.length > MAX_SPECIAL_DAYS) refuse('STORE_SPECIAL_DAYS_TOO_MANY');
  const first = dayNumberOf(today);
  if (first === null) throw new Error(`today is not a date: ${today}`);
  const seen = new Set<string>();
  for (const day of days) {
    const number = dayNumberOf(day.date);
    const inRange = number !== null && number >= first && number <= first + SPECIAL_DAY_MAX_DAYS_AHEAD;
    if (!inRange || seen.has(day.date) || !isValidDayHours(day.intervals))
      refuse('STORE_SPECIAL_DAY_INVALID');
    seen.add(day.date);
  }
}

/** Special days sorted by date: the order the console lists them and the store keeps them. */
export function sortedSpecialDays<T extends { date: string }>(days: readonly T[]): T[] {
  return [...days].sort((a, b) => a.date.localeCompare(b.date));
}

const inRange = (value: number, min: number, max: number): boolean =>
  Number.isInteger(value) && value >= min && value <= max;

/** The ordering numbers a store sets: preparation seconds (A224), reserve days (A225), slot spacing (A226). */
export function checkOrderingNumbers(numbers: {
  prepareFoodTimeSeconds?: number;
  reserveDay?: number;
  spacTimeMinutes?: number;
}): void {
  const { prepareFoodTimeSeconds: prepare, reserveDay, spacTimeMinutes: spacing } = numbers;
  if (prepare !== undefined && !inRange(prepare, PREPARE_SECONDS_MIN, PREPARE_SECONDS_MAX)) {
    refuse('STORE_PREPARE_TIME_INVALID');
  }
  if (reserveDay !== undefined && !inRange(reserveDay, RESERVE_DAYS_MIN, RESERVE_DAYS_MAX)) {
    refuse('STORE_RESERVE_DAYS_INVALID');
  }
  if (
    spacing !== undefined &&
    !(inRange(spacing, SLOT_SPACING_MIN, SLOT_SPACING_MAX) && spacing % SLOT_SPACING_STEP === 0)
  ) {
    refuse('STORE_SLOT_SPACING_INVALID');
  }
}

/** At least one dining type (A220). */
export function checkDiningTypes(types: readonly string[]): void {
  if (types.length === 0) refuse('STORE_DINING_TYPES_REQUIRED');
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A bare lower-case host: dot-separated labels, a letter in the last one; no scheme, port, path or dot at the end. */
export function isBareHost(website: string): boolean {
  if (website.length === 0 || website.length > WEBSITE_MAX_LENGTH) return false;
  const labels = website.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return /[a-z]/.test(labels[labels.length - 1] ?? '');
}

/** A US number in E.164: +1, an area code and exchange not starting with 0 or 1, then 4 digits (NANP). */
export function isUsE164(phone: string): boolean {
  return /^\+1[2-9]\d{2}[2-9]\d{6}$/.test(phone);
}

/** An IANA zone name the runtime knows, spelled as it spells it (America/Los_Angeles, not america/los_angeles). */
export function isIanaTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){1,2}$/.test(zone) && zone !== 'UTC') return false;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

/** The profile fields with a format (absent fields are not checked; null clears website and phone). */
export function checkProfileFormats(profile: {
  website?: string | null;
  contactPhoneNumber?: string | null;
  timeZone?: string;
  diningTypes?: readonly string[];
}): void {
  if (profile.diningTypes !== undefined) checkDiningTypes(profile.diningTypes);
  if (profile.website != null && !isBareHost(profile.website)) refuse('STORE_WEBSITE_INVALID');
  if (profile.contactPhoneNumber != null && !isUsE164(profile.contactPhoneNumber))
    refuse('STORE_PHONE_INVALID');
  if (profile.timeZone !== undefined && !isIanaTimeZone(profile.timeZone)) refuse('STORE_TIME_ZONE_INVALID');
}
