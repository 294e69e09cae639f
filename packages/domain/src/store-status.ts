/**
 * Store label and reservation (specification section 4, "Store label and reservation").
 *
 * Opening hours are seven lists (Sunday first) of [start, end] in milliseconds of the business's local
 * day. Intervals are half-open: a store is open from `start` up to, but not at, `end`. So at exactly the
 * end of its last interval a store is closed and its day is over (no longer reservable); an end of
 * 86,400,000 (24 h) means "until midnight". An interval lies within one day: a store open past
 * midnight lists [22 h, 24 h] on one day and [0, 2 h] on the next (splitOvernight does the split).
 *
 * Special days (a holiday, extended hours) are local dates (YYYY-MM-DD) with their own intervals; a listed
 * date uses its intervals instead of its weekday's, and none means closed all day.
 */

import { isPaused } from './store-operations.js';

/** Milliseconds in a day; also the end of an interval that runs until midnight. */
export const DAY_MS = 86_400_000;

/** One opening interval: [start, end) in milliseconds of the local day. */
export type HoursInterval = readonly [number, number];

/** Opening hours per weekday, Sunday first (7 entries). */
export type WeeklyOpenHours = ReadonlyArray<ReadonlyArray<HoursInterval>>;

/** A local date whose hours differ from its weekday's: its own intervals, none meaning closed all day. */
export interface SpecialDay {
  /** YYYY-MM-DD in the business's time zone. */
  date: string;
  intervals: ReadonlyArray<HoursInterval>;
}

/** A business's special days; empty for most stores. */
export type SpecialDays = ReadonlyArray<SpecialDay>;

/**
 * An interval entered as start–end on the wall clock, split at midnight: 22:00–02:00 (end at or before
 * start) is [22 h, 24 h] on its day and [0, 2 h] on the next. An end of 0 (until midnight) adds nothing
 * to the next day.
 */
export function splitOvernight(
  start: number,
  end: number,
): { sameDay: HoursInterval; nextDay: HoursInterval | null } {
  if (end > start) return { sameDay: [start, end], nextDay: null };
  return { sameDay: [start, DAY_MS], nextDay: end > 0 ? [0, end] : null };
}

/** The label a store card shows. */
export type StoreLabel = 'open' | 'reserved' | 'closed';

/** Open if isOpen; otherwise Reserved if reservable; otherwise Closed. */
export function storeLabel(status: { isOpen: boolean; canReserved: boolean }): StoreLabel {
  if (status.isOpen) return 'open';
  return status.canReserved ? 'reserved' : 'closed';
}

/** A moment as the business's wall clock sees it. */
export interface LocalTime {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Milliseconds since local midnight, 0 … 86,399,999. */
  msOfDay: number;
  /** The local date, YYYY-MM-DD (read from the same formatter, so special days cost no second lookup). */
  date: string;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

// Building an Intl.DateTimeFormat costs far more than using one, and a list page asks for every store.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// A list page asks for many stores of one time zone at one instant; formatToParts is the costly part.
const recent = new Map<string, LocalTime>();
const RECENT_LIMIT = 256;

/** The weekday and millisecond of day in an IANA time zone at epoch milliseconds `now`. */
export function localTimeAt(timeZone: string, now: number): LocalTime {
  const key = `${timeZone} ${now}`;
  const known = recent.get(key);
  if (known) return known;
  const computed = computeLocalTime(timeZone, now);
  if (recent.size >= RECENT_LIMIT) recent.clear();
  recent.set(key, computed);
  return computed;
}

function computeLocalTime(timeZone: string, now: number): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(now)) parts[part.type] = part.value;
  const weekday = WEEKDAYS[parts.weekday ?? ''];
  if (weekday === undefined) throw new Error(`no weekday for ${timeZone} at ${now}`);
  // Some engines print midnight as hour 24 even with h23; modulo keeps it 0.
  const hour = Number(parts.hour) % 24;
  const milliseconds = ((now % 1000) + 1000) % 1000;
  const msOfDay = ((hour * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000 + milliseconds;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return Object.freeze({ weekday, msOfDay, date });
}

/**
 * The intervals of one local day: the special day's when the date is listed, else the weekday's (none
 * when the entry is missing). Stores without special days skip the search.
 */
export function hoursOnDay(
  openHours: WeeklyOpenHours,
  specialDays: SpecialDays | undefined,
  weekday: number,
  date: string,
): ReadonlyArray<HoursInterval> {
  if (specialDays !== undefined && specialDays.length > 0) {
    const special = specialDays.find((day) => day.date === date);
    if (special) return special.intervals;
  }
  return openHours[weekday] ?? [];
}

/** The special day listed for a date, if any (for a label such as "Closed today: holiday"). */
export function specialDayOn<T extends SpecialDay>(
  specialDays: readonly T[] | undefined,
  date: string,
): T | undefined {
  return specialDays?.find((day) => day.date === date);
}

const contains = ([start, end]: HoursInterval, msOfDay: number): boolean => start <= msOfDay && msOfDay < end;

/** Whether the local time at `now` lies inside one of today's opening intervals (end exclusive). */
export function isOpenAt(
  openHours: WeeklyOpenHours,
  timeZone: string,
  now: number,
  specialDays?: SpecialDays,
): boolean {
  const { weekday, msOfDay, date } = localTimeAt(timeZone, now);
  return hoursOnDay(openHours, specialDays, weekday, date).some((interval) => contains(interval, msOfDay));
}

/** What the reservation rule needs to know about a business. */
export interface ReservationInput {
  orderInAdvance: boolean;
  /** Epoch ms; null means the business has no announced opening date. */
  expectedOpeningTime: number | null;
  openHours: WeeklyOpenHours;
  /** Dates whose hours replace their weekday's; absent or empty for most stores. */
  specialHours?: SpecialDays;
  timeZone: string;
  /** Whether the business is open now (false inside its hours when it is paused). */
  isOpen: boolean;
}

/**
 * Reservable when the business takes orders in advance, its expected opening time has passed (or is
 * null), it has hours today and the local time is before the end of today's last interval; never while
 * now lies inside an opening interval and the business is nevertheless closed.
 */
export function isReservable(business: ReservationInput, now: number): boolean {
  if (!business.orderInAdvance) return false;
  if (business.expectedOpeningTime !== null && business.expectedOpeningTime > now) return false;
  const { weekday, msOfDay, date } = localTimeAt(business.timeZone, now);
  const today = hoursOnDay(business.openHours, business.specialHours, weekday, date);
  if (today.length === 0) return false;
  const lastEnd = Math.max(...today.map(([, end]) => end));
  if (msOfDay >= lastEnd) return false;
  const insideInterval = today.some((interval) => contains(interval, msOfDay));
  return !(insideInterval && !business.isOpen);
}

/** The open state of a business at `now`: inside today's hours, and its expected opening time has passed. */
export function isOpenNow(
  business: Pick<ReservationInput, 'expectedOpeningTime' | 'openHours' | 'timeZone' | 'specialHours'>,
  now: number,
): boolean {
  if (business.expectedOpeningTime !== null && business.expectedOpeningTime > now) return false;
  return isOpenAt(business.openHours, business.timeZone, now, business.specialHours);
}

/**
 * isOpen, canReserved and the label of a business at `now`, as store cards show them. A store whose staff
 * paused new orders until after `now` is closed and takes no orders in advance either.
 */
export function storeStatusAt(
  business: Omit<ReservationInput, 'isOpen'> & { pausedUntil?: number | null },
  now: number,
): { isOpen: boolean; canReserved: boolean; label: StoreLabel } {
  if (isPaused(business.pausedUntil ?? null, now))
    return { isOpen: false, canReserved: false, label: 'closed' };
  const isOpen = isOpenNow(business, now);
  const canReserved = isReservable({ ...business, isOpen }, now);
  return { isOpen, canReserved, label: storeLabel({ isOpen, canReserved }) };
}

const MINUTE_MS = 60_000;

const onWholeMinutes = (days: ReadonlyArray<ReadonlyArray<HoursInterval>>): boolean =>
  days.every((intervals) =>
    intervals.every(([start, end]) => start % MINUTE_MS === 0 && end % MINUTE_MS === 0),
  );

/**
 * The instant before which isOpenAt answers for these hours as it does at `now` (now itself when that
 * cannot be promised): hours on whole minutes in a zone whose offset is whole minutes can only change the
 * answer at a minute's start. Also bounds anything judged per local day (the weekday), as midnight is one.
 */
export function hoursSteadyUntil(
  openHours: WeeklyOpenHours,
  timeZone: string,
  now: number,
  specialHours?: SpecialDays,
): number {
  const minuteStart = now - (((now % MINUTE_MS) + MINUTE_MS) % MINUTE_MS);
  const zoneOnWholeMinutes = localTimeAt(timeZone, minuteStart).msOfDay % MINUTE_MS === 0;
  const specialDays = (specialHours ?? []).map((day) => day.intervals);
  if (!zoneOnWholeMinutes || !onWholeMinutes(openHours) || !onWholeMinutes(specialDays)) return now;
  return minuteStart + MINUTE_MS;
}

/**
 * The instant before which storeStatusAt answers as it does at `now` (now itself when that cannot be
 * promised): its hours' (hoursSteadyUntil); an announced opening or the end of a pause can change it at
 * their own instants.
 */
export function storeStatusSteadyUntil(
  business: Omit<ReservationInput, 'isOpen'> & { pausedUntil?: number | null },
  now: number,
): number {
  let until = hoursSteadyUntil(business.openHours, business.timeZone, now, business.specialHours);
  if (until === now) return now;
  for (const instant of [business.expectedOpeningTime, business.pausedUntil ?? null]) {
    if (instant !== null && instant > now) until = Math.min(until, instant);
  }
  return until;
}
