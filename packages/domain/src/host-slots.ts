import { type SlotDay, timeSlots } from './ordering-time.js';
import type { WeeklyOpenHours } from './store-status.js';

/** A daily window, [start, end) in milliseconds of the local day. */
export type DailyWindow = readonly [number, number];

/**
 * The host's hours cut to the platform's daily windows: only the parts of each interval inside a window
 * remain. No windows leaves the hours as they are.
 */
export function hoursWithin(hours: WeeklyOpenHours, windows: readonly DailyWindow[]): WeeklyOpenHours {
  if (windows.length === 0) return hours;
  return hours.map((day) =>
    day.flatMap(([start, end]) =>
      windows.flatMap(([from, to]): Array<[number, number]> => {
        const lower = Math.max(start, from);
        const upper = Math.min(end, to);
        return lower < upper ? [[lower, upper]] : [];
      }),
    ),
  );
}

export interface HostSlotInput {
  pickupHours: WeeklyOpenHours;
  windows: readonly DailyWindow[];
  prepareTimeSeconds: number;
  /** The store's: its orders' times are told in its zone, its reserveDay and spacTime apply. */
  timeZone: string;
  reserveDay: number;
  spacTimeMinutes: number;
  now: number;
}

/**
 * The pickup times a host offers for a store's order, by ordering-time's slot rule: from now plus the
 * host's prepare time (rounded up to 5 minutes), every spacTime minutes within the host's hours, today and
 * reserveDay days ahead. No ASAP (the order travels to the host first), and never limited to one hour
 * ahead: a host's prepare time alone is an hour.
 */
export function hostSlots(input: HostSlotInput): SlotDay[] {
  return timeSlots(
    {
      timeZone: input.timeZone,
      hours: hoursWithin(input.pickupHours, input.windows),
      prepareSeconds: input.prepareTimeSeconds,
      spacTimeMinutes: input.spacTimeMinutes,
      reserveDay: input.reserveDay,
      isOpen: false,
      asapAllowed: false,
      deliveryDates: null,
      preOrderAllowed: true,
    },
    input.now,
  ).days;
}
