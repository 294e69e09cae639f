import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  hoursSteadyUntil,
  isOpenAt,
  isOpenNow,
  isReservable,
  localTimeAt,
  type ReservationInput,
  storeLabel,
  storeStatusAt,
  storeStatusSteadyUntil,
  type WeeklyOpenHours,
} from './store-status.js';

const HOUR = 3_600_000;
const LA = 'America/Los_Angeles';
const NY = 'America/New_York';

/** Wednesday 11 June 2025, 12:00 in Los Angeles (19:00 UTC, PDT is UTC-7). */
const WED_NOON_LA = Date.parse('2025-06-11T19:00:00Z');
/** Saturday 14 June 2025, 01:30 in New York — still Friday 22:30 in Los Angeles. */
const SAT_0130_NY = Date.parse('2025-06-14T05:30:00Z');

const everyDay = (...intervals: Array<[number, number]>): WeeklyOpenHours =>
  Array.from({ length: 7 }, () => intervals);
const onlyOn = (weekday: number, ...intervals: Array<[number, number]>): WeeklyOpenHours =>
  Array.from({ length: 7 }, (_, day) => (day === weekday ? intervals : []));

/** A store taking orders in advance, open 14:00–19:00 every day in Los Angeles. */
const laterToday: ReservationInput = {
  orderInAdvance: true,
  expectedOpeningTime: null,
  openHours: everyDay([14 * HOUR, 19 * HOUR]),
  timeZone: LA,
  isOpen: false,
};

describe('storeLabel', () => {
  it('is Open if open, else Reserved if reservable, else Closed', () => {
    expect(storeLabel({ isOpen: true, canReserved: false })).toBe('open');
    expect(storeLabel({ isOpen: true, canReserved: true })).toBe('open');
    expect(storeLabel({ isOpen: false, canReserved: true })).toBe('reserved');
    expect(storeLabel({ isOpen: false, canReserved: false })).toBe('closed');
  });
});

describe('localTimeAt', () => {
  it('gives the weekday (Sunday 0) and millisecond of day in the business time zone', () => {
    expect(localTimeAt(LA, WED_NOON_LA)).toEqual({ weekday: 3, msOfDay: 12 * HOUR, date: '2025-06-11' });
    expect(localTimeAt('UTC', WED_NOON_LA)).toEqual({ weekday: 3, msOfDay: 19 * HOUR, date: '2025-06-11' });
    expect(localTimeAt(LA, WED_NOON_LA + 1234)).toEqual({
      weekday: 3,
      msOfDay: 12 * HOUR + 1234,
      date: '2025-06-11',
    });
  });

  it('gives New York and Los Angeles different weekdays at the same instant', () => {
    expect(localTimeAt(NY, SAT_0130_NY)).toEqual({ weekday: 6, msOfDay: 1.5 * HOUR, date: '2025-06-14' });
    expect(localTimeAt(LA, SAT_0130_NY)).toEqual({ weekday: 5, msOfDay: 22.5 * HOUR, date: '2025-06-13' });
  });

  it('reads local midnight as 0 and follows daylight saving time', () => {
    expect(localTimeAt(LA, Date.parse('2025-06-11T07:00:00Z'))).toEqual({
      weekday: 3,
      msOfDay: 0,
      date: '2025-06-11',
    });
    // Sunday 9 March 2025: clocks jump from 02:00 PST to 03:00 PDT; 10:30 UTC is 03:30 PDT.
    expect(localTimeAt(LA, Date.parse('2025-03-09T10:30:00Z'))).toEqual({
      weekday: 0,
      msOfDay: 3.5 * HOUR,
      date: '2025-03-09',
    });
  });
});

describe('isOpenAt', () => {
  it('is open from the start of an interval up to, not at, its end', () => {
    const hours = everyDay([9 * HOUR, 12 * HOUR], [17 * HOUR, 21 * HOUR]);
    expect(isOpenAt(hours, LA, WED_NOON_LA - 3 * HOUR)).toBe(true); // 09:00, the start
    expect(isOpenAt(hours, LA, WED_NOON_LA - 1)).toBe(true); // 11:59:59.999
    expect(isOpenAt(hours, LA, WED_NOON_LA)).toBe(false); // 12:00, the end
    expect(isOpenAt(hours, LA, WED_NOON_LA + 5 * HOUR)).toBe(true); // 17:00, second interval
    expect(isOpenAt(hours, LA, WED_NOON_LA - 3 * HOUR - 1)).toBe(false); // 08:59:59.999
  });

  it('treats an end of 24 h (86,400,000) as open until midnight', () => {
    expect(DAY_MS).toBe(86_400_000);
    const lateNight = everyDay([20 * HOUR, DAY_MS]);
    const lastMs = WED_NOON_LA + 12 * HOUR - 1; // 23:59:59.999 Wednesday
    expect(isOpenAt(lateNight, LA, lastMs)).toBe(true);
    expect(isOpenAt(everyDay([0, DAY_MS]), LA, WED_NOON_LA + 12 * HOUR)).toBe(true); // 00:00 Thursday
  });

  it("uses the business's weekday, not the server's", () => {
    const fridayNightOnly = onlyOn(5, [22 * HOUR, DAY_MS]);
    expect(isOpenAt(fridayNightOnly, LA, SAT_0130_NY)).toBe(true);
    expect(isOpenAt(fridayNightOnly, NY, SAT_0130_NY)).toBe(false);
    const saturdayEarly = onlyOn(6, [0, 2 * HOUR]);
    expect(isOpenAt(saturdayEarly, NY, SAT_0130_NY)).toBe(true);
    expect(isOpenAt(saturdayEarly, LA, SAT_0130_NY)).toBe(false);
  });

  it('is closed on a day without intervals', () => {
    expect(isOpenAt(onlyOn(4, [0, DAY_MS]), LA, WED_NOON_LA)).toBe(false);
  });
});

describe('isReservable', () => {
  it('is reservable before the opening of a store that takes orders in advance', () => {
    expect(isReservable(laterToday, WED_NOON_LA)).toBe(true);
  });

  it('needs orders in advance', () => {
    expect(isReservable({ ...laterToday, orderInAdvance: false }, WED_NOON_LA)).toBe(false);
  });

  it('needs the expected opening time to have passed; null counts as passed', () => {
    expect(isReservable({ ...laterToday, expectedOpeningTime: WED_NOON_LA + 1 }, WED_NOON_LA)).toBe(false);
    expect(isReservable({ ...laterToday, expectedOpeningTime: WED_NOON_LA }, WED_NOON_LA)).toBe(true);
    expect(isReservable({ ...laterToday, expectedOpeningTime: WED_NOON_LA - DAY_MS }, WED_NOON_LA)).toBe(
      true,
    );
  });

  it('is not reservable on a day without hours', () => {
    expect(isReservable({ ...laterToday, openHours: onlyOn(4, [14 * HOUR, 19 * HOUR]) }, WED_NOON_LA)).toBe(
      false,
    );
  });

  it('is reservable up to, not at, the end of the last interval of today', () => {
    const lunch = { ...laterToday, openHours: everyDay([8 * HOUR, 10 * HOUR], [11 * HOUR, 12 * HOUR]) };
    expect(isReservable(lunch, WED_NOON_LA - 1)).toBe(false); // inside an interval but closed (below)
    expect(isReservable({ ...lunch, isOpen: true }, WED_NOON_LA - 1)).toBe(true);
    expect(isReservable(lunch, WED_NOON_LA)).toBe(false); // 12:00 is the end: the day is over
    const morning = { ...laterToday, openHours: everyDay([8 * HOUR, 10 * HOUR]) };
    expect(isReservable(morning, WED_NOON_LA - 4 * HOUR - 1)).toBe(true); // 07:59:59.999, before
    expect(isReservable(morning, WED_NOON_LA - 2 * HOUR - 1)).toBe(false); // 09:59:59.999 inside, closed
    expect(isReservable(morning, WED_NOON_LA - 2 * HOUR)).toBe(false); // 10:00, the end
    // Between two intervals, before the last one ends: reservable.
    const split = { ...laterToday, openHours: everyDay([8 * HOUR, 10 * HOUR], [13 * HOUR, 15 * HOUR]) };
    expect(isReservable(split, WED_NOON_LA)).toBe(true);
    expect(isReservable(split, WED_NOON_LA + 3 * HOUR - 1)).toBe(false); // 14:59:59.999 inside, closed
    expect(isReservable(split, WED_NOON_LA + 3 * HOUR)).toBe(false); // 15:00, the end
  });

  it('is not reservable while now lies inside an opening interval and the store is closed (paused)', () => {
    const paused = { ...laterToday, openHours: everyDay([11 * HOUR, 19 * HOUR]), isOpen: false };
    expect(isReservable(paused, WED_NOON_LA)).toBe(false);
    expect(isReservable({ ...paused, isOpen: true }, WED_NOON_LA)).toBe(true);
  });

  it("judges 'today' and 'past the end' in the business's time zone", () => {
    // Saturday 01:30 in New York is Friday 22:30 in Los Angeles.
    const fridayEvening = onlyOn(5, [17 * HOUR, 23 * HOUR]);
    const store = { ...laterToday, openHours: fridayEvening, isOpen: false };
    expect(isReservable({ ...store, timeZone: NY }, SAT_0130_NY)).toBe(false); // Saturday: closed today
    expect(isReservable({ ...store, timeZone: LA }, SAT_0130_NY)).toBe(false); // inside, but closed
    const saturdayLunch = onlyOn(6, [11 * HOUR, 14 * HOUR]);
    expect(isReservable({ ...store, openHours: saturdayLunch, timeZone: NY }, SAT_0130_NY)).toBe(true);
    expect(isReservable({ ...store, openHours: saturdayLunch, timeZone: LA }, SAT_0130_NY)).toBe(false);
  });
});

describe('storeStatusAt', () => {
  const base = { orderInAdvance: true, expectedOpeningTime: null, timeZone: LA };

  it('labels a store inside its hours Open', () => {
    expect(storeStatusAt({ ...base, openHours: everyDay([0, DAY_MS]) }, WED_NOON_LA)).toEqual({
      isOpen: true,
      canReserved: true,
      label: 'open',
    });
  });

  it('labels a store opening later today Reserved, and Closed once its day is over', () => {
    const evening = { ...base, openHours: everyDay([14 * HOUR, 19 * HOUR]) };
    expect(storeStatusAt(evening, WED_NOON_LA).label).toBe('reserved');
    expect(storeStatusAt(evening, WED_NOON_LA + 7 * HOUR).label).toBe('closed');
    expect(storeStatusAt({ ...evening, orderInAdvance: false }, WED_NOON_LA).label).toBe('closed');
  });

  it('keeps a store whose expected opening time is ahead closed even inside its hours', () => {
    const announced = { ...base, openHours: everyDay([0, DAY_MS]), expectedOpeningTime: WED_NOON_LA + HOUR };
    expect(isOpenNow(announced, WED_NOON_LA)).toBe(false);
    expect(storeStatusAt(announced, WED_NOON_LA)).toEqual({
      isOpen: false,
      canReserved: false,
      label: 'closed',
    });
    expect(storeStatusAt(announced, WED_NOON_LA + HOUR).label).toBe('open');
  });

  it('closes a paused store and takes no orders ahead until the pause ends, then follows its hours again', () => {
    const allDay = { ...base, openHours: everyDay([0, DAY_MS]), pausedUntil: WED_NOON_LA + HOUR };
    expect(storeStatusAt(allDay, WED_NOON_LA)).toEqual({
      isOpen: false,
      canReserved: false,
      label: 'closed',
    });
    const evening = { ...base, openHours: everyDay([14 * HOUR, 19 * HOUR]), pausedUntil: WED_NOON_LA + HOUR };
    expect(storeStatusAt(evening, WED_NOON_LA).label).toBe('closed');
    expect(storeStatusAt(allDay, WED_NOON_LA + HOUR).label).toBe('open');
    expect(storeStatusAt({ ...allDay, pausedUntil: null }, WED_NOON_LA).label).toBe('open');
  });

  it('labels a store without any hours Closed', () => {
    expect(storeStatusAt({ ...base, openHours: everyDay() }, WED_NOON_LA).label).toBe('closed');
  });
});

describe('hoursSteadyUntil', () => {
  const MINUTE = 60_000;

  it('holds to the next minute for hours on whole minutes, and promises nothing for others', () => {
    const hours = everyDay([9 * HOUR, 12 * HOUR + 30 * MINUTE]);
    expect(hoursSteadyUntil(hours, LA, WED_NOON_LA + 1_234)).toBe(WED_NOON_LA + MINUTE);
    const odd = everyDay([9 * HOUR, 12 * HOUR + 1_500]);
    expect(hoursSteadyUntil(odd, LA, WED_NOON_LA + 1_234)).toBe(WED_NOON_LA + 1_234);
  });
});

describe('storeStatusSteadyUntil', () => {
  const MINUTE = 60_000;
  const store = {
    orderInAdvance: true,
    expectedOpeningTime: null,
    openHours: everyDay([9 * HOUR, 12 * HOUR + 30 * MINUTE], [14 * HOUR, 19 * HOUR]),
    timeZone: LA,
  };

  it('holds to the next minute for hours on whole minutes', () => {
    const at = WED_NOON_LA + 12_345;
    expect(storeStatusSteadyUntil(store, at)).toBe(WED_NOON_LA + MINUTE);
  });

  it('stops at the end of a pause or an announced opening within the minute', () => {
    const at = WED_NOON_LA + 1_000;
    expect(storeStatusSteadyUntil({ ...store, pausedUntil: at + 5_000 }, at)).toBe(at + 5_000);
    expect(storeStatusSteadyUntil({ ...store, expectedOpeningTime: at + 7_000 }, at)).toBe(at + 7_000);
    // Past instants change nothing.
    expect(storeStatusSteadyUntil({ ...store, pausedUntil: at - 1 }, at)).toBe(WED_NOON_LA + MINUTE);
  });

  it('promises nothing for hours that are not on whole minutes', () => {
    const odd = { ...store, openHours: everyDay([9 * HOUR, 12 * HOUR + 1_500]) };
    expect(storeStatusSteadyUntil(odd, WED_NOON_LA)).toBe(WED_NOON_LA);
    const oddDay = { ...store, specialHours: [{ date: '2025-06-12', intervals: [[0, 30_500]] as const }] };
    expect(storeStatusSteadyUntil(oddDay, WED_NOON_LA)).toBe(WED_NOON_LA);
  });

  it('is right: every millisecond-spaced instant before it answers as `now` does (fuzzed over a week)', () => {
    const week = 7 * 24 * HOUR;
    for (let sample = 0; sample < 400; sample += 1) {
      const now = WED_NOON_LA + Math.floor(((sample * 7919) / 400) * (week / 7919)) + (sample % 60) * 997;
      const pausedUntil = sample % 3 === 0 ? now + (sample % 7) * 9_000 : null;
      const expectedOpeningTime = sample % 5 === 0 ? now + (sample % 11) * 4_000 : null;
      const input = { ...store, orderInAdvance: sample % 2 === 0, pausedUntil, expectedOpeningTime };
      const until = storeStatusSteadyUntil(input, now);
      expect(until).toBeGreaterThan(now);
      const expected = storeStatusAt(input, now);
      for (let at = now; at < until; at += 1_000) expect(storeStatusAt(input, at)).toEqual(expected);
      expect(storeStatusAt(input, until - 1)).toEqual(expected);
    }
  });

  it('changes at the boundary it names when the hours do (opening at 14:00)', () => {
    const before = WED_NOON_LA + 2 * HOUR - 30_000; // 13:59:30
    const until = storeStatusSteadyUntil({ ...store, orderInAdvance: false }, before);
    expect(until).toBe(WED_NOON_LA + 2 * HOUR);
    expect(storeStatusAt({ ...store, orderInAdvance: false }, until - 1).isOpen).toBe(false);
    expect(storeStatusAt({ ...store, orderInAdvance: false }, until).isOpen).toBe(true);
  });
});
