import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localTimeAt } from './store-status.js';
import {
  epochAtLocal,
  epochOfWallClockInput,
  isoDateOf,
  localDayAt,
  utcOffsetAt,
  wallClockInputAt,
  weekdayOf,
} from './zoned-time.js';

const HOUR = 3_600_000;
const LA = 'America/Los_Angeles';
const NY = 'America/New_York';
const WED_NOON_LA = Date.parse('2025-06-11T19:00:00Z');
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

describe('utcOffsetAt', () => {
  it('gives the offset of the wall clock from UTC, following daylight saving time', () => {
    expect(utcOffsetAt(LA, WED_NOON_LA)).toBe(-7 * HOUR);
    expect(utcOffsetAt(LA, Date.parse('2025-01-15T19:00:00Z'))).toBe(-8 * HOUR);
    expect(utcOffsetAt(NY, WED_NOON_LA)).toBe(-4 * HOUR);
    expect(utcOffsetAt('UTC', WED_NOON_LA)).toBe(0);
    expect(utcOffsetAt('Asia/Tokyo', WED_NOON_LA)).toBe(9 * HOUR);
    expect(utcOffsetAt('Asia/Kolkata', WED_NOON_LA)).toBe(5.5 * HOUR);
  });
});

describe('local days', () => {
  it('gives the local calendar day, its date and its weekday', () => {
    expect(isoDateOf(localDayAt(LA, WED_NOON_LA))).toBe('2025-06-11');
    expect(weekdayOf(localDayAt(LA, WED_NOON_LA))).toBe(3);
    // 05:30 UTC on Saturday 14 June: Saturday in New York, still Friday in Los Angeles.
    const instant = Date.parse('2025-06-14T05:30:00Z');
    expect(isoDateOf(localDayAt(NY, instant))).toBe('2025-06-14');
    expect(isoDateOf(localDayAt(LA, instant))).toBe('2025-06-13');
    expect(weekdayOf(day('1970-01-01'))).toBe(4);
    expect(weekdayOf(day('2025-06-15'))).toBe(0);
  });
});

describe('epochAtLocal', () => {
  it('finds the instant of a local wall-clock time, midnight and the next midnight included', () => {
    expect(epochAtLocal(LA, day('2025-06-11'), 12 * HOUR)).toBe(WED_NOON_LA);
    expect(epochAtLocal(LA, day('2025-06-11'), 0)).toBe(Date.parse('2025-06-11T07:00:00Z'));
    expect(epochAtLocal(LA, day('2025-06-11'), 24 * HOUR)).toBe(Date.parse('2025-06-12T07:00:00Z'));
    expect(epochAtLocal(NY, day('2025-06-11'), 12 * HOUR)).toBe(Date.parse('2025-06-11T16:00:00Z'));
  });

  it('moves a skipped spring-forward time ahead by the jump, and takes the first of a repeated one', () => {
    // Sunday 9 March 2025 in Los Angeles: 02:00 PST jumps to 03:00 PDT.
    expect(epochAtLocal(LA, day('2025-03-09'), 1 * HOUR)).toBe(Date.parse('2025-03-09T09:00:00Z'));
    expect(epochAtLocal(LA, day('2025-03-09'), 2.5 * HOUR)).toBe(Date.parse('2025-03-09T10:30:00Z'));
    expect(epochAtLocal(LA, day('2025-03-09'), 3 * HOUR)).toBe(Date.parse('2025-03-09T10:00:00Z'));
    // Sunday 2 November 2025: 01:30 happens twice (PDT, then PST); the first is taken.
    expect(epochAtLocal(LA, day('2025-11-02'), 1.5 * HOUR)).toBe(Date.parse('2025-11-02T08:30:00Z'));
    expect(epochAtLocal(LA, day('2025-11-02'), 3 * HOUR)).toBe(Date.parse('2025-11-02T11:00:00Z'));
  });

  it('round-trips every wall-clock time outside the 02:00 hour in both zones', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(LA, NY),
        fc.integer({ min: day('2020-01-01'), max: day('2030-12-31') }),
        fc.integer({ min: 0, max: 86_399_999 }).filter((ms) => ms < 1 * HOUR || ms >= 3 * HOUR),
        (zone, localDay, msOfDay) => {
          const epoch = epochAtLocal(zone, localDay, msOfDay);
          expect(localDayAt(zone, epoch)).toBe(localDay);
          expect(localTimeAt(zone, epoch).msOfDay).toBe(msOfDay);
        },
      ),
    );
  });
});

describe("date-and-time fields on the store zone's wall clock", () => {
  it("reads a field as the zone's time, not the device's", () => {
    // 09:30 on Christmas Eve in New York is 14:30 UTC; in Los Angeles, 17:30 UTC.
    expect(epochOfWallClockInput('America/New_York', '2026-12-24T09:30')).toBe(
      Date.UTC(2026, 11, 24, 14, 30),
    );
    expect(epochOfWallClockInput('America/Los_Angeles', '2026-12-24T09:30')).toBe(
      Date.UTC(2026, 11, 24, 17, 30),
    );
    expect(epochOfWallClockInput('America/Los_Angeles', '2026-07-04T09:30')).toBe(
      Date.UTC(2026, 6, 4, 16, 30),
    );
  });

  it('refuses text that is no date and time', () => {
    for (const text of [
      '',
      '2026-12-24',
      '2026-02-30T10:00',
      '2026-13-01T10:00',
      '2026-12-24T24:00',
      '24/12/2026 09:30',
    ]) {
      expect(epochOfWallClockInput('America/New_York', text)).toBeNaN();
    }
  });

  it("shows an instant as the zone's date and time, and reads back the same instant", () => {
    const instant = Date.UTC(2026, 11, 24, 14, 30);
    expect(wallClockInputAt('America/New_York', instant)).toBe('2026-12-24T09:30');
    expect(wallClockInputAt('America/Los_Angeles', instant)).toBe('2026-12-24T06:30');
    expect(
      epochOfWallClockInput('America/Los_Angeles', wallClockInputAt('America/Los_Angeles', instant)),
    ).toBe(instant);
  });
});
