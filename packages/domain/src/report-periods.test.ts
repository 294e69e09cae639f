import { describe, expect, it } from 'vitest';
import {
  localDateTimeText,
  localDayOfIso,
  localHourAt,
  REPORT_RANGE_MAX_DAYS,
  REPORT_TOP_ITEMS,
  reportDatesOf,
  reportPeriodOf,
} from './report-periods.js';

const LA = 'America/Los_Angeles';
const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const iso = (epoch: number) => new Date(epoch).toISOString();

describe('report periods in the store time zone', () => {
  it('pins the numbers: ranges up to 92 days, 10 top items', () => {
    expect(REPORT_RANGE_MAX_DAYS).toBe(92);
    expect(REPORT_TOP_ITEMS).toBe(10);
  });

  it('today is the local day even when UTC has already moved on', () => {
    // 23:30 on 11 June in San Francisco is 06:30 on 12 June in UTC.
    const period = reportPeriodOf(LA, at('2025-06-12T06:30:00Z'), { period: 'today' });
    if (typeof period === 'string') throw new Error(period);
    expect(iso(period.start)).toBe('2025-06-11T07:00:00.000Z');
    expect(iso(period.end)).toBe('2025-06-12T07:00:00.000Z');
    expect(reportDatesOf(period)).toEqual(['2025-06-11']);
  });

  it('a day the clocks change on is 23 or 25 hours long', () => {
    const spring = reportPeriodOf(LA, at('2025-03-09T20:00:00Z'), { period: 'today' });
    const autumn = reportPeriodOf(LA, at('2025-11-02T20:00:00Z'), { period: 'today' });
    if (typeof spring === 'string' || typeof autumn === 'string') throw new Error('no period');
    expect(spring.end - spring.start).toBe(23 * HOUR);
    expect(autumn.end - autumn.start).toBe(25 * HOUR);
  });

  it('yesterday, the last 7 days and this month end with today', () => {
    const now = at('2025-06-11T19:00:00Z');
    const dates = (choice: Parameters<typeof reportPeriodOf>[2]) => {
      const period = reportPeriodOf(LA, now, choice);
      if (typeof period === 'string') throw new Error(period);
      return reportDatesOf(period);
    };
    expect(dates({ period: 'yesterday' })).toEqual(['2025-06-10']);
    expect(dates({ period: 'last7Days' })).toEqual([
      '2025-06-05',
      '2025-06-06',
      '2025-06-07',
      '2025-06-08',
      '2025-06-09',
      '2025-06-10',
      '2025-06-11',
    ]);
    const month = dates({ period: 'thisMonth' });
    expect([month[0], month.at(-1), month.length]).toEqual(['2025-06-01', '2025-06-11', 11]);
  });

  it('a chosen range is inclusive, real dates in order, at most 92 days', () => {
    const now = at('2025-06-11T19:00:00Z');
    const range = reportPeriodOf(LA, now, { period: 'range', from: '2025-03-01', to: '2025-05-31' });
    if (typeof range === 'string') throw new Error(range);
    expect(reportDatesOf(range)).toHaveLength(92);
    expect(iso(range.start)).toBe('2025-03-01T08:00:00.000Z');
    expect(iso(range.end)).toBe('2025-06-01T07:00:00.000Z');
    expect(reportPeriodOf(LA, now, { period: 'range', from: '2025-03-01', to: '2025-06-01' })).toBe(
      'rangeTooLong',
    );
    expect(reportPeriodOf(LA, now, { period: 'range', from: '2025-06-02', to: '2025-06-01' })).toBe(
      'rangeInvalid',
    );
    expect(reportPeriodOf(LA, now, { period: 'range', from: '2025-02-30', to: '2025-03-01' })).toBe(
      'rangeInvalid',
    );
    expect(reportPeriodOf(LA, now, { period: 'range', to: '2025-03-01' })).toBe('rangeInvalid');
    expect(localDayOfIso('2025-6-1')).toBeNull();
  });
});

describe('local hours', () => {
  it('buckets by the wall clock, both 1 am hours of the autumn change in bucket 1', () => {
    expect(localHourAt(LA, at('2025-06-12T06:30:00Z'))).toBe(23);
    expect(localHourAt(LA, at('2025-11-02T08:30:00Z'))).toBe(1);
    expect(localHourAt(LA, at('2025-11-02T09:30:00Z'))).toBe(1);
    expect(localHourAt(LA, at('2025-03-09T10:30:00Z'))).toBe(3);
  });

  it('writes the wall-clock time for the CSV', () => {
    expect(localDateTimeText(LA, at('2025-06-12T06:30:00Z'))).toBe('2025-06-11 23:30');
    expect(localDateTimeText('Asia/Shanghai', at('2025-06-12T06:05:00Z'))).toBe('2025-06-12 14:05');
  });
});
