/**
 * The periods a store's reports cover, as [start, end) instants in the STORE's time zone. A period is a run
 * of whole local days, so a day the clocks change on is 23 or 25 hours long and an order at 23:30 local
 * belongs to that local day whatever the offset.
 */

import { DAY_MS, localTimeAt } from './store-status.js';
import { epochAtLocal, isoDateOf, type LocalDay, localDayAt } from './zoned-time.js';

/** The longest chosen range, in days (a quarter and a day: any calendar quarter fits). */
export const REPORT_RANGE_MAX_DAYS = 92;

/** How many items each "top items" list shows. */
export const REPORT_TOP_ITEMS = 10;

export const REPORT_PERIOD_NAMES = ['today', 'yesterday', 'last7Days', 'thisMonth', 'range'] as const;
export type ReportPeriodName = (typeof REPORT_PERIOD_NAMES)[number];

/** What a caller asks for: a named period, or `range` with both dates (YYYY-MM-DD, inclusive). */
export interface ReportPeriodChoice {
  period: ReportPeriodName;
  from?: string | undefined;
  to?: string | undefined;
}

/** First and last local day (inclusive) and the instants they span: [start, end). */
export interface ReportPeriod {
  firstDay: LocalDay;
  lastDay: LocalDay;
  start: number;
  end: number;
}

export type ReportPeriodProblem = 'rangeInvalid' | 'rangeTooLong';

/** A YYYY-MM-DD text as a local day; null for anything else (2025-02-30 included). */
export function localDayOfIso(text: string | undefined): LocalDay | null {
  if (text === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const epoch = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(epoch)) return null;
  const day = epoch / DAY_MS;
  return isoDateOf(day) === text ? day : null;
}

function daysOfChoice(
  choice: ReportPeriodChoice,
  today: LocalDay,
): [LocalDay, LocalDay] | ReportPeriodProblem {
  switch (choice.period) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [today - 1, today - 1];
    case 'last7Days':
      return [today - 6, today];
    case 'thisMonth':
      return [today - (Number(isoDateOf(today).slice(8, 10)) - 1), today];
    case 'range': {
      const first = localDayOfIso(choice.from);
      const last = localDayOfIso(choice.to);
      if (first === null || last === null || first > last) return 'rangeInvalid';
      return last - first + 1 > REPORT_RANGE_MAX_DAYS ? 'rangeTooLong' : [first, last];
    }
  }
}

/** The period a choice means at `now` in the store's zone, or why it cannot be reported. */
export function reportPeriodOf(
  timeZone: string,
  now: number,
  choice: ReportPeriodChoice,
): ReportPeriod | ReportPeriodProblem {
  const days = daysOfChoice(choice, localDayAt(timeZone, now));
  if (typeof days === 'string') return days;
  const [firstDay, lastDay] = days;
  return {
    firstDay,
    lastDay,
    start: epochAtLocal(timeZone, firstDay, 0),
    end: epochAtLocal(timeZone, lastDay + 1, 0),
  };
}

/** Every local day of the period as YYYY-MM-DD, first to last (the sales-by-day chart's bars). */
export function reportDatesOf(period: ReportPeriod): string[] {
  const dates: string[] = [];
  for (let day = period.firstDay; day <= period.lastDay; day += 1) dates.push(isoDateOf(day));
  return dates;
}

/** The 24 hour buckets of a local day, 0 (midnight to 1 am) … 23. */
export const REPORT_HOURS: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * The local wall-clock hour of an instant (its hour bucket). When clocks fall back, both 1 am hours share
 * bucket 1; when they spring forward, bucket 2 stays empty that day.
 */
export function localHourAt(timeZone: string, epoch: number): number {
  return Math.floor(localTimeAt(timeZone, epoch).msOfDay / 3_600_000);
}

/** An instant as the store's wall clock reads it: `YYYY-MM-DD HH:mm` (the CSV's time column). */
export function localDateTimeText(timeZone: string, epoch: number): string {
  const local = localTimeAt(timeZone, epoch);
  const minutes = Math.floor(local.msOfDay / 60_000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${local.date} ${hh}:${mm}`;
}
