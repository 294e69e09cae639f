import { describe, expect, it } from 'vitest';
import { type HostSlotInput, hostSlots, hoursWithin } from './host-slots.js';

const HOUR = 3_600_000;
const LA = 'America/Los_Angeles';
const everyDay = (start: number, end: number) =>
  Array.from({ length: 7 }, () => [[start * HOUR, end * HOUR] as const]);
/** Wednesday 11 June 2025 in San Francisco (PDT, UTC-7) at a local hour. */
const wednesday = (hour: number, minute = 0) => Date.UTC(2025, 5, 11, hour + 7, minute);

const base: HostSlotInput = {
  pickupHours: everyDay(10, 21),
  windows: [],
  prepareTimeSeconds: 3600,
  timeZone: LA,
  reserveDay: 0,
  spacTimeMinutes: 15,
  now: wednesday(12, 7),
};

describe('hostSlots', () => {
  it("starts at now plus the host's prepare time rounded up to 5 minutes, then every spacTime", () => {
    const [today] = hostSlots(base);
    expect(today).toMatchObject({ dayOffset: 0, date: '2025-06-11', weekday: 3 });
    expect(today?.slots.slice(0, 2)).toEqual([wednesday(13, 10), wednesday(13, 25)]);
    expect(today?.slots.at(-1)).toBeLessThan(wednesday(21, 0));
  });

  it('offers the following days up to reserveDay, from the opening time', () => {
    const days = hostSlots({ ...base, reserveDay: 2 });
    expect(days.map((day) => day.date)).toEqual(['2025-06-11', '2025-06-12', '2025-06-13']);
    expect(days[1]?.slots[0]).toBe(wednesday(10, 0) + 24 * HOUR);
  });

  it("keeps the times inside the platform's daily windows", () => {
    const [today] = hostSlots({ ...base, windows: [[17 * HOUR, 18 * HOUR]] });
    expect(today?.slots).toEqual([wednesday(17, 0), wednesday(17, 15), wednesday(17, 30), wednesday(17, 45)]);
  });

  it('offers nothing ("time over") when the hours are over and no later day may be chosen', () => {
    expect(hostSlots({ ...base, now: wednesday(20, 30) })).toEqual([]);
    const closedToday = base.pickupHours.map((day, weekday) => (weekday === 3 ? [] : day));
    expect(hostSlots({ ...base, pickupHours: closedToday })).toEqual([]);
  });
});

describe('hoursWithin', () => {
  it('cuts each interval to the windows and drops what lies outside all of them', () => {
    const hours = [[[10 * HOUR, 21 * HOUR] as const], [], [[8 * HOUR, 9 * HOUR] as const]];
    const windows = [
      [11 * HOUR, 14 * HOUR],
      [17 * HOUR, 18 * HOUR],
    ] as const;
    expect(hoursWithin(hours, windows)).toEqual([
      [
        [11 * HOUR, 14 * HOUR],
        [17 * HOUR, 18 * HOUR],
      ],
      [],
      [],
    ]);
    expect(hoursWithin(hours, [])).toBe(hours);
  });
});
