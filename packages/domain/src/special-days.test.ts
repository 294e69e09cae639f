import { describe, expect, it } from 'vitest';
import { deliverySlotRules, isSubmittedTimeOffered, pickupSlotRules } from './order-submission.js';
import { timeSlots } from './ordering-time.js';
import {
  DAY_MS,
  hoursOnDay,
  isOpenAt,
  type SpecialDays,
  splitOvernight,
  storeStatusAt,
  type WeeklyOpenHours,
} from './store-status.js';

const HOUR = 3_600_000;
const LA = 'America/Los_Angeles';
const everyDay = (...intervals: Array<[number, number]>): WeeklyOpenHours =>
  Array.from({ length: 7 }, () => intervals);

/** Thursday 25 December 2025, 12:00 in Los Angeles (20:00 UTC, PST is UTC-8). */
const CHRISTMAS_NOON = Date.parse('2025-12-25T20:00:00Z');
const lunchAndDinner = everyDay([11 * HOUR, 14 * HOUR], [17 * HOUR, 21 * HOUR]);

const store = (specialHours: SpecialDays) => ({
  orderInAdvance: true,
  expectedOpeningTime: null,
  openHours: lunchAndDinner,
  specialHours,
  timeZone: LA,
});

describe('special days', () => {
  it('a holiday closes a normally open day: closed, not reservable, no slots that day', () => {
    const holiday = store([{ date: '2025-12-25', intervals: [] }]);
    expect(storeStatusAt(store([]), CHRISTMAS_NOON).label).toBe('open');
    expect(storeStatusAt(holiday, CHRISTMAS_NOON)).toEqual({
      isOpen: false,
      canReserved: false,
      label: 'closed',
    });
    const slots = timeSlots(
      {
        timeZone: LA,
        hours: lunchAndDinner,
        specialDays: holiday.specialHours,
        prepareSeconds: 1200,
        spacTimeMinutes: 15,
        reserveDay: 1,
        isOpen: false,
        asapAllowed: true,
        deliveryDates: null,
        preOrderAllowed: true,
      },
      CHRISTMAS_NOON,
    );
    expect(slots.asap).toBe(false);
    expect(slots.days.map((day) => day.date)).toEqual(['2025-12-26']);
  });

  it('extended hours open a normally closed evening', () => {
    const lateNight = Date.parse('2025-12-31T06:30:00Z'); // Tuesday 30 December, 22:30 in Los Angeles
    expect(isOpenAt(lunchAndDinner, LA, lateNight)).toBe(false);
    const newYearsEve: SpecialDays = [{ date: '2025-12-30', intervals: [[17 * HOUR, DAY_MS]] }];
    expect(isOpenAt(lunchAndDinner, LA, lateNight, newYearsEve)).toBe(true);
    expect(storeStatusAt(store(newYearsEve), lateNight).label).toBe('open');
  });

  it('a special day on another date leaves today on its weekday hours', () => {
    const other: SpecialDays = [{ date: '2025-12-24', intervals: [] }];
    expect(storeStatusAt(store(other), CHRISTMAS_NOON).label).toBe('open');
    expect(hoursOnDay(lunchAndDinner, other, 4, '2025-12-25')).toBe(lunchAndDinner[4]);
  });

  it('an overnight interval 22:00–02:00 splits into [22 h, 24 h] on its day and [0, 2 h] on the next', () => {
    expect(splitOvernight(22 * HOUR, 2 * HOUR)).toEqual({
      sameDay: [22 * HOUR, DAY_MS],
      nextDay: [0, 2 * HOUR],
    });
    expect(splitOvernight(9 * HOUR, 17 * HOUR)).toEqual({ sameDay: [9 * HOUR, 17 * HOUR], nextDay: null });
    // Until midnight (end 00:00) adds nothing to the next day.
    expect(splitOvernight(18 * HOUR, 0)).toEqual({ sameDay: [18 * HOUR, DAY_MS], nextDay: null });
  });

  it('an overnight special day is open on both sides of midnight', () => {
    const { sameDay, nextDay } = splitOvernight(22 * HOUR, 2 * HOUR);
    const party: SpecialDays = [
      { date: '2025-12-31', intervals: [sameDay] },
      { date: '2026-01-01', intervals: nextDay ? [nextDay] : [] },
    ];
    const hours = everyDay([11 * HOUR, 14 * HOUR]);
    expect(isOpenAt(hours, LA, Date.parse('2026-01-01T07:30:00Z'), party)).toBe(true); // 23:30 on the 31st
    expect(isOpenAt(hours, LA, Date.parse('2026-01-01T09:30:00Z'), party)).toBe(true); // 01:30 on the 1st
    expect(isOpenAt(hours, LA, Date.parse('2026-01-01T10:30:00Z'), party)).toBe(false); // 02:30
    expect(isOpenAt(hours, LA, Date.parse('2026-01-01T20:00:00Z'), party)).toBe(false); // noon, closed on the 1st
  });

  it('reads the local date across a daylight saving change', () => {
    // Sunday 9 March 2025: 02:00 PST jumps to 03:00 PDT. 10:30 UTC is 03:30 PDT on the 9th.
    const springSunday: SpecialDays = [{ date: '2025-03-09', intervals: [[3 * HOUR, 4 * HOUR]] }];
    const closedWeek = everyDay();
    expect(isOpenAt(closedWeek, LA, Date.parse('2025-03-09T10:30:00Z'), springSunday)).toBe(true);
    expect(isOpenAt(closedWeek, LA, Date.parse('2025-03-09T07:59:00Z'), springSunday)).toBe(false); // 23:59 on the 8th
    // Sunday 2 November 2025: 01:30 happens twice; both are on the 2nd.
    const fallSunday: SpecialDays = [{ date: '2025-11-02', intervals: [[HOUR, 2 * HOUR]] }];
    expect(isOpenAt(closedWeek, LA, Date.parse('2025-11-02T08:30:00Z'), fallSunday)).toBe(true); // 01:30 PDT
    expect(isOpenAt(closedWeek, LA, Date.parse('2025-11-02T09:30:00Z'), fallSunday)).toBe(true); // 01:30 PST
    const slots = timeSlots(
      {
        timeZone: LA,
        hours: closedWeek,
        specialDays: springSunday,
        prepareSeconds: 0,
        spacTimeMinutes: 30,
        reserveDay: 1,
        isOpen: false,
        asapAllowed: false,
        deliveryDates: null,
        preOrderAllowed: true,
      },
      Date.parse('2025-03-08T20:00:00Z'),
    );
    // 03:00 and 03:30 PDT on the 9th (10:00 and 10:30 UTC).
    expect(slots.days).toEqual([
      {
        dayOffset: 1,
        date: '2025-03-09',
        weekday: 0,
        slots: [Date.parse('2025-03-09T10:00:00Z'), Date.parse('2025-03-09T10:30:00Z')],
      },
    ]);
  });

  it('the order checks follow: a slot on a holiday is refused for delivery and pickup, the next day is offered', () => {
    const store = {
      timeZone: LA,
      openHours: lunchAndDinner,
      specialHours: [{ date: '2025-12-25', intervals: [] }],
      prepareSeconds: 1200,
      spacTimeMinutes: 15,
      reserveDay: 1,
      orderInAdvance: true,
      isOpen: false,
    };
    const christmasDinner = Date.parse('2025-12-26T02:00:00Z'); // 18:00 on the 25th
    const nextDayLunch = Date.parse('2025-12-26T20:00:00Z'); // 12:00 on the 26th
    const delivery = deliverySlotRules(store, null);
    const pickup = pickupSlotRules(store, { pickupHours: lunchAndDinner, asap: true });
    for (const rules of [delivery, pickup]) {
      expect(isSubmittedTimeOffered(christmasDinner, rules, CHRISTMAS_NOON)).toBe(false);
      expect(isSubmittedTimeOffered(nextDayLunch, rules, CHRISTMAS_NOON)).toBe(true);
      expect(isSubmittedTimeOffered('asap', rules, CHRISTMAS_NOON)).toBe(false);
    }
    const ordinary = deliverySlotRules({ ...store, specialHours: [] }, null);
    expect(isSubmittedTimeOffered(christmasDinner, ordinary, CHRISTMAS_NOON)).toBe(true);
  });
});
