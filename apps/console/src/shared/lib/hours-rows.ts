import { isValidDayHours } from '@nearbite/domain/store-setup-rules';
import {
  DAY_MS,
  type HoursInterval,
  splitOvernight,
  type WeeklyOpenHours,
} from '@nearbite/domain/store-status';

/** One interval as the editor shows it: wall-clock times, and whether it ends after midnight. */
export interface HoursRow {
  start: string;
  end: string;
  overnight: boolean;
}

const MINUTE_MS = 60_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** 13:30 for 48,600,000 ms; the end of the day (24 h) reads 00:00. */
export function clockOf(ms: number): string {
  const minutes = Math.round((ms % DAY_MS) / MINUTE_MS);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Milliseconds of the day of an HH:MM time; null when it is not one. */
export function msOf(clock: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? (hours * 60 + minutes) * MINUTE_MS : null;
}

/**
 * The week as editor rows: an interval running to midnight followed by one from midnight the next day
 * shows as one overnight row (22:00–02:00) on the first day, as it was entered.
 */
export function rowsOfWeek(hours: WeeklyOpenHours): HoursRow[][] {
  const carried = hours.map(() => new Set<number>());
  return hours.map((day, weekday) => {
    const next = hours[(weekday + 1) % 7] ?? [];
    const rows: HoursRow[] = [];
    day.forEach(([start, end], index) => {
      if (carried[weekday]?.has(index)) return;
      const continues = end === DAY_MS && start > 0 ? next.findIndex(([from]) => from === 0) : -1;
      const following = continues >= 0 ? next[continues] : undefined;
      if (following && weekday !== 6) {
        carried[(weekday + 1) % 7]?.add(continues);
        rows.push({ start: clockOf(start), end: clockOf(following[1]), overnight: true });
      } else {
        rows.push({ start: clockOf(start), end: clockOf(end), overnight: false });
      }
    });
    return rows;
  });
}

/** Editor rows of a single day (special days have no overnight rows). */
export function rowsOfDay(intervals: ReadonlyArray<HoursInterval>): HoursRow[] {
  return intervals.map(([start, end]) => ({ start: clockOf(start), end: clockOf(end), overnight: false }));
}

/** A row's interval(s), or null when its times are not valid (end before start without overnight). */
function intervalsOf(row: HoursRow): { sameDay: HoursInterval; nextDay: HoursInterval | null } | null {
  const start = msOf(row.start);
  const end = msOf(row.end);
  if (start === null || end === null) return null;
  // 00:00 as an end means midnight: the row runs until the day ends.
  if (!row.overnight)
    return end === 0 || end > start ? { sameDay: [start, end || DAY_MS], nextDay: null } : null;
  return splitOvernight(start, end);
}

/** A mutable interval, as the contract's request bodies take it. */
type Interval = [number, number];
const sorted = (day: readonly HoursInterval[]): Interval[] =>
  [...day].sort((a, b) => a[0] - b[0]).map(([start, end]): Interval => [start, end]);

/** The week to save from the editor rows, or the first weekday whose hours are invalid. */
export function weekOfRows(rows: HoursRow[][]): { hours: Interval[][] } | { invalidDay: number } {
  const week: HoursInterval[][] = rows.map(() => []);
  for (const [weekday, day] of rows.entries()) {
    for (const row of day) {
      const split = intervalsOf(row);
      if (!split) return { invalidDay: weekday };
      week[weekday]?.push(split.sameDay);
      if (split.nextDay) week[(weekday + 1) % 7]?.push(split.nextDay);
    }
  }
  const invalidDay = week.findIndex((day) => !isValidDayHours(day));
  return invalidDay >= 0 ? { invalidDay } : { hours: week.map(sorted) };
}

/** One day's intervals from its rows, or null when they are invalid. */
export function dayOfRows(rows: HoursRow[]): Interval[] | null {
  const day: HoursInterval[] = [];
  for (const row of rows) {
    const split = intervalsOf({ ...row, overnight: false });
    if (!split) return null;
    day.push(split.sameDay);
  }
  return isValidDayHours(day) ? sorted(day) : null;
}
