import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PICKUP_POINT_PREPARE_SECONDS,
  DEFAULT_RESERVE_DAY,
  DEFAULT_SPAC_TIME_MINUTES,
  deliversOn,
  deliversToday,
  deliveryDatesFor,
  earliestSlot,
  hostPrepareSeconds,
  isOfferedTime,
  isoWeekday,
  isTimedMenuOpen,
  PRE_ORDER_THRESHOLD_MS,
  reservedOrderType,
  type SlotRules,
  timeSlots,
} from './ordering-time.js';
import { DAY_MS, localTimeAt, type WeeklyOpenHours } from './store-status.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LA = 'America/Los_Angeles';
const NY = 'America/New_York';

/** Wednesday 11 June 2025, 12:07:30 in Los Angeles. */
const WED_1207_LA = Date.parse('2025-06-11T19:07:30Z');
const laAt = (iso: string) => Date.parse(`${iso}-07:00`);

const everyDay = (...intervals: Array<[number, number]>): WeeklyOpenHours =>
  Array.from({ length: 7 }, () => intervals);

/** Lunch 11–14 and dinner 17–21 every day, 20 minutes to prepare, a slot every 15 minutes. */
const lunchAndDinner: SlotRules = {
  timeZone: LA,
  hours: everyDay([11 * HOUR, 14 * HOUR], [17 * HOUR, 21 * HOUR]),
  prepareSeconds: 1200,
  spacTimeMinutes: 15,
  reserveDay: 1,
  isOpen: true,
  asapAllowed: true,
  deliveryDates: null,
  preOrderAllowed: true,
};

/** Local "HH:MM" of each slot, to read tests as the diner sees the chooser. */
const clock = (zone: string, slots: number[]) =>
  slots.map((slot) => {
    const minutes = localTimeAt(zone, slot).msOfDay / MINUTE;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });

describe('constants', () => {
  it('are the specification numbers', () => {
    expect(DEFAULT_PICKUP_POINT_PREPARE_SECONDS).toBe(3600);
    expect(PRE_ORDER_THRESHOLD_MS).toBe(HOUR);
    expect(DEFAULT_RESERVE_DAY).toBe(1);
    expect(DEFAULT_SPAC_TIME_MINUTES).toBe(15);
  });
});

describe('isTimedMenuOpen', () => {
  const breakfast = { openHours: everyDay([7 * HOUR, 11 * HOUR]) };

  it('is always open for the all-day menu and within its hours for a timed menu', () => {
    expect(isTimedMenuOpen(null, LA, WED_1207_LA)).toBe(true);
    expect(isTimedMenuOpen(breakfast, LA, WED_1207_LA)).toBe(false);
    expect(isTimedMenuOpen(breakfast, LA, laAt('2025-06-11T10:59:59.999'))).toBe(true);
    expect(isTimedMenuOpen(breakfast, LA, laAt('2025-06-11T11:00:00'))).toBe(false);
    expect(isTimedMenuOpen(breakfast, NY, WED_1207_LA)).toBe(false); // 15:07 in New York
    expect(isTimedMenuOpen(breakfast, 'Pacific/Honolulu', WED_1207_LA)).toBe(true); // 09:07 there
  });
});

describe('earliestSlot', () => {
  it('is now plus the preparation time, rounded up to 5 minutes', () => {
    expect(earliestSlot(laAt('2025-06-11T12:05:00'), 1200)).toBe(laAt('2025-06-11T12:25:00'));
    expect(earliestSlot(laAt('2025-06-11T12:05:00.001'), 1200)).toBe(laAt('2025-06-11T12:30:00'));
    expect(earliestSlot(WED_1207_LA, hostPrepareSeconds(null))).toBe(laAt('2025-06-11T13:10:00'));
    expect(hostPrepareSeconds(900)).toBe(900);
  });
});

describe('timeSlots', () => {
  it('offers today from the earliest slot and tomorrow from opening, inside the opening intervals', () => {
    const { asap, days } = timeSlots(lunchAndDinner, WED_1207_LA);
    expect(asap).toBe(true);
    expect(days.map(({ dayOffset, date, weekday }) => ({ dayOffset, date, weekday }))).toEqual([
      { dayOffset: 0, date: '2025-06-11', weekday: 3 },
      { dayOffset: 1, date: '2025-06-12', weekday: 4 },
    ]);
    const dinner = ['17:00', '17:15', '17:30', '17:45', '18:00', '18:15', '18:30', '18:45'].concat([
      '19:00',
      '19:15',
      '19:30',
      '19:45',
      '20:00',
      '20:15',
      '20:30',
      '20:45',
    ]);
    expect(clock(LA, days[0]?.slots ?? [])).toEqual([
      '12:30',
      '12:45',
      '13:00',
      '13:15',
      '13:30',
      '13:45',
      ...dinner,
    ]);
    expect(clock(LA, days[1]?.slots ?? []).slice(0, 3)).toEqual(['11:00', '11:15', '11:30']);
    expect(days[1]?.slots).toHaveLength(12 + 16);
  });

  it('offers no slot at the closing minute; a day with no slot left is left out', () => {
    const lateToday = timeSlots(lunchAndDinner, laAt('2025-06-11T20:30:00'));
    expect(clock(LA, lateToday.days[0]?.slots ?? [])).toEqual(['20:50']);
    const tooLate = timeSlots(lunchAndDinner, laAt('2025-06-11T20:41:00'));
    expect(tooLate.days.map((day) => day.dayOffset)).toEqual([1]);
    expect(tooLate.asap).toBe(true); // still open at 20:41
    expect(timeSlots(lunchAndDinner, laAt('2025-06-11T21:00:00')).asap).toBe(false);
  });

  it('offers the days of reserveDay only, and today alone for 0', () => {
    expect(timeSlots({ ...lunchAndDinner, reserveDay: 0 }, WED_1207_LA).days).toHaveLength(1);
    expect(timeSlots({ ...lunchAndDinner, reserveDay: 3 }, WED_1207_LA).days.map((d) => d.date)).toEqual([
      '2025-06-11',
      '2025-06-12',
      '2025-06-13',
      '2025-06-14',
    ]);
  });

  it('keeps slots on the right side of midnight for a store open across it', () => {
    const lateNight: SlotRules = {
      ...lunchAndDinner,
      // Friday 22:00–24:00 and Saturday 00:00–02:00.
      hours: Array.from({ length: 7 }, (_, weekday) =>
        weekday === 5 ? [[22 * HOUR, DAY_MS]] : weekday === 6 ? [[0, 2 * HOUR]] : [],
      ),
      prepareSeconds: 600,
    };
    const friday = timeSlots(lateNight, laAt('2025-06-13T22:30:00'));
    expect(clock(LA, friday.days[0]?.slots ?? [])).toEqual([
      '22:40',
      '22:55',
      '23:10',
      '23:25',
      '23:40',
      '23:55',
    ]);
    expect(friday.days[1]?.date).toBe('2025-06-14');
    expect(clock(LA, friday.days[1]?.slots ?? [])).toEqual([
      '00:00',
      '00:15',
      '00:30',
      '00:45',
      '01:00',
      '01:15',
      '01:30',
      '01:45',
    ]);
    const saturday = timeSlots(lateNight, laAt('2025-06-14T00:30:00'));
    expect(saturday.days[0]?.date).toBe('2025-06-14');
    expect(clock(LA, saturday.days[0]?.slots ?? [])).toEqual([
      '00:40',
      '00:55',
      '01:10',
      '01:25',
      '01:40',
      '01:55',
    ]);
    expect(saturday.asap).toBe(true);
  });

  it("reads hours in the business's time zone", () => {
    const nineToFive = { ...lunchAndDinner, hours: everyDay([9 * HOUR, 17 * HOUR]), reserveDay: 0 };
    const instant = Date.parse('2025-06-11T16:30:00Z'); // 12:30 in New York, 09:30 in Los Angeles
    expect(
      clock(NY, timeSlots({ ...nineToFive, timeZone: NY }, instant).days[0]?.slots.slice(0, 1) ?? []),
    ).toEqual(['12:50']);
    expect(clock(LA, timeSlots(nineToFive, instant).days[0]?.slots.slice(0, 1) ?? [])).toEqual(['09:50']);
  });

  it('spaces slots in real time across the spring-forward and fall-back days', () => {
    const hourly = {
      ...lunchAndDinner,
      hours: everyDay([0, DAY_MS]),
      prepareSeconds: 0,
      spacTimeMinutes: 60,
    };
    // Saturday 8 March 2025, 23:00 PST; Sunday has 23 hours.
    const spring = timeSlots(hourly, Date.parse('2025-03-09T07:00:00Z'));
    expect(clock(LA, spring.days[0]?.slots ?? [])).toEqual(['23:00']);
    expect(spring.days[1]?.slots).toHaveLength(23);
    expect(clock(LA, spring.days[1]?.slots ?? []).slice(0, 4)).toEqual(['00:00', '01:00', '03:00', '04:00']);
    // Sunday 2 November 2025 has 25 hours: 01:00 is offered twice.
    const fall = timeSlots(hourly, Date.parse('2025-11-02T06:00:00Z'));
    expect(fall.days[1]?.slots).toHaveLength(25);
    expect(clock(LA, fall.days[1]?.slots ?? []).slice(0, 4)).toEqual(['00:00', '01:00', '01:00', '02:00']);
  });

  it('offers ASAP only while open, allowed by the pickup address and on a delivery day', () => {
    expect(timeSlots({ ...lunchAndDinner, asapAllowed: false }, WED_1207_LA).asap).toBe(false);
    expect(timeSlots({ ...lunchAndDinner, isOpen: false }, WED_1207_LA).asap).toBe(false);
    expect(timeSlots(lunchAndDinner, laAt('2025-06-11T15:00:00')).asap).toBe(false);
  });

  it('delivers on the delivery dates only (Monday 1 … Sunday 7)', () => {
    const weekdays = { ...lunchAndDinner, deliveryDates: [1, 2, 3, 4, 5], reserveDay: 2 };
    const saturday = laAt('2025-06-14T12:00:00');
    const offered = timeSlots(weekdays, saturday);
    expect(offered.asap).toBe(false);
    expect(offered.days.map((day) => [day.dayOffset, day.weekday])).toEqual([[2, 1]]);
  });

  it('offers only times up to 1 hour ahead to a store that takes no pre-orders', () => {
    const offered = timeSlots({ ...lunchAndDinner, preOrderAllowed: false }, WED_1207_LA);
    expect(offered.days).toHaveLength(1);
    expect(clock(LA, offered.days[0]?.slots ?? [])).toEqual(['12:30', '12:45', '13:00']);
  });
});

describe('delivery days', () => {
  it('numbers Sunday 7 and applies the dates to business-run delivery only', () => {
    expect(isoWeekday(0)).toBe(7);
    expect(isoWeekday(1)).toBe(1);
    expect(deliversOn([7], 0)).toBe(true);
    expect(deliversOn([1, 2, 3, 4, 5], 0)).toBe(false);
    expect(deliversOn(null, 0)).toBe(true);
    expect(deliveryDatesFor('business', [1])).toEqual([1]);
    expect(deliveryDatesFor('platform', [1])).toBeNull();
    expect(deliveryDatesFor('doordash', [1])).toBeNull();
  });

  it("judges today in the business's time zone", () => {
    const instant = Date.parse('2025-06-15T05:30:00Z'); // Sunday 01:30 in New York, Saturday 22:30 in LA
    expect(deliversToday([6], NY, instant)).toBe(false);
    expect(deliversToday([6], LA, instant)).toBe(true);
    expect(deliversToday([7], NY, instant)).toBe(true);
  });
});

describe('isOfferedTime and reservedOrderType', () => {
  it('accepts offered slots and ASAP, nothing else', () => {
    expect(isOfferedTime(laAt('2025-06-11T12:30:00'), lunchAndDinner, WED_1207_LA)).toBe(true);
    expect(isOfferedTime(laAt('2025-06-11T12:35:00'), lunchAndDinner, WED_1207_LA)).toBe(false);
    expect(isOfferedTime(laAt('2025-06-11T12:15:00'), lunchAndDinner, WED_1207_LA)).toBe(false);
    expect(isOfferedTime('asap', lunchAndDinner, WED_1207_LA)).toBe(true);
    expect(isOfferedTime('asap', { ...lunchAndDinner, asapAllowed: false }, WED_1207_LA)).toBe(false);
  });

  it('makes an order for more than 1 hour ahead a pre-order', () => {
    expect(reservedOrderType(null, WED_1207_LA)).toBe('normal');
    expect(reservedOrderType(WED_1207_LA + HOUR, WED_1207_LA)).toBe('normal');
    expect(reservedOrderType(WED_1207_LA + HOUR + 1, WED_1207_LA)).toBe('preOrder');
  });
});
