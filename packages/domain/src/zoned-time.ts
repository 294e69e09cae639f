/**
 * Calendar days and wall-clock times of a business's time zone, built on store-status.ts's localTimeAt.
 * A local day is counted from 1970-01-01 (day 0, a Thursday), so days can be added and compared as
 * integers and no date library is needed.
 */

import { DAY_MS, localTimeAt } from './store-status.js';

/** A local calendar day: days since 1970-01-01 in the business's time zone. */
export type LocalDay = number;

const mod = (value: number, divisor: number): number => ((value % divisor) + divisor) % divisor;

/** How far the zone's wall clock is ahead of UTC at an instant, ms (−7 h in Los Angeles in summer). */
export function utcOffsetAt(timeZone: string, epoch: number): number {
  const local = localTimeAt(timeZone, epoch);
  const utcWeekday = mod(Math.floor(epoch / DAY_MS) + 4, 7);
  // Offsets are under a day, so the local weekday is the UTC one, the next or the previous.
  const dayShift = mod(local.weekday - utcWeekday + 3, 7) - 3;
  return dayShift * DAY_MS + local.msOfDay - mod(epoch, DAY_MS);
}

/** The local calendar day of an instant. */
export function localDayAt(timeZone: string, epoch: number): LocalDay {
  return Math.floor((epoch + utcOffsetAt(timeZone, epoch)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as in opening hours. */
export function weekdayOf(day: LocalDay): number {
  return mod(day + 4, 7);
}

/** The day as YYYY-MM-DD. */
export function isoDateOf(day: LocalDay): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant a local day reads `msOfDay` on the wall clock (86,400,000 is the next midnight). A time the
 * clocks skip (spring forward) is moved forward by the jump; a time that occurs twice (fall back) is the
 * first of the two.
 */
export function epochAtLocal(timeZone: string, day: LocalDay, msOfDay: number): number {
  const wall = day * DAY_MS + msOfDay;
  const candidates = [
    wall - utcOffsetAt(timeZone, wall - DAY_MS),
    wall - utcOffsetAt(timeZone, wall + DAY_MS),
  ];
  const exact = candidates.filter((epoch) => utcOffsetAt(timeZone, epoch) === wall - epoch);
  return exact.length > 0 ? Math.min(...exact) : Math.max(...candidates);
}

const WALL_CLOCK_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a date-and-time field ("2026-12-24T09:30", as `<input type="datetime-local">` gives it)
 * names on the zone's wall clock, whatever the device's own zone; NaN if the text is no such time.
 */
export function epochOfWallClockInput(timeZone: string, text: string): number {
  const match = WALL_CLOCK_INPUT.exec(text.trim());
  if (!match) return Number.NaN;
  const [year, month, date, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const dayStart = Date.UTC(year, month - 1, date);
  const day = new Date(dayStart);
  if (day.getUTCMonth() !== month - 1 || day.getUTCDate() !== date || hours > 23 || minutes > 59) {
    return Number.NaN;
  }
  return epochAtLocal(timeZone, dayStart / DAY_MS, (hours * 60 + minutes) * 60_000);
}

/** The zone's wall-clock date and time of an instant, as a date-and-time field shows it. */
export function wallClockInputAt(timeZone: string, epoch: number): string {
  const wall = new Date(epoch + utcOffsetAt(timeZone, epoch));
  return wall.toISOString().slice(0, 16);
}
