import type { WeeklyHours } from '../db/schema/columns.js';
import type { Rng } from '../lib/prng.js';
import type { HoursStyle, MealPeriod } from './menu-library.types.js';

/** Opening hours in milliseconds of the local day, seven days Sunday first, as the schema stores them. */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

type Interval = [number, number];

const at = (hours: number): number => Math.round(hours * HOUR_MS);
const span = (from: number, to: number): Interval => [at(from), at(to)];

export const everyDay = (...intervals: Interval[]): WeeklyHours =>
  Array.from({ length: 7 }, () => intervals.map(([from, to]): [number, number] => [from, to]));

export const ALWAYS_OPEN: WeeklyHours = everyDay([0, DAY_MS]);
export const NO_HOURS: WeeklyHours = Array.from({ length: 7 }, () => []);

/** Regular hours by kind of store, with a little variety so not every store opens on the hour. */
export function regularHours(style: HoursStyle, rng: Rng): WeeklyHours {
  const shift = rng.pick([0, 0.5, 1]);
  switch (style) {
    case 'cafe':
      return weekendsLater([span(6.5 + shift / 2, 16)], [span(7.5 + shift / 2, 17)]);
    case 'bakery':
      return everyDay(span(6 + shift / 2, 15 + shift));
    case 'grocery':
      return everyDay(span(8, 21 + shift));
    case 'dessert':
      return weekendsLater([span(12, 22)], [span(11, 23.5)]);
    case 'pizza':
      return weekendsLater([span(11, 22 + shift)], [span(11, 24)]);
    case 'restaurant':
      return rng.weighted<WeeklyHours>([
        [everyDay(span(11, 14.5 + shift / 2), span(17, 21.5 + shift / 2)), 3],
        [everyDay(span(10 + shift, 21.5)), 3],
        [weekendsLater([span(16 + shift, 22)], [span(12, 23)]), 2],
        [everyDay(span(7, 15)), 1],
      ]);
  }
}

function weekendsLater(weekday: Interval[], weekend: Interval[]): WeeklyHours {
  return Array.from({ length: 7 }, (_, day) => (day === 0 || day === 6 ? weekend : weekday));
}

/**
 * Short daily windows starting at staggered hours (06:00, 08:00 ... 22:00): whatever the time of day,
 * one of these stores opens later today, so the demo always has a closed-but-reservable store.
 */
export function staggeredWindow(slot: number): WeeklyHours {
  const start = 6 + 2 * (slot % 9);
  return everyDay(span(start, Math.min(start + 5, 24)));
}

/** The same hours with one weekday closed all day; store k is closed on weekday k, so one is every day. */
export function closedOn(hours: WeeklyHours, weekday: number): WeeklyHours {
  return hours.map((day, index) => (index === weekday % 7 ? [] : day));
}

/** Timed menus by meal; lunch and dinner follow the usual service, breakfast starts early. */
export function mealHours(period: MealPeriod): WeeklyHours {
  switch (period) {
    case 'breakfast':
      return weekendsLater([span(6, 11)], [span(7, 13)]);
    case 'lunch':
      return everyDay(span(11, 15));
    case 'dinner':
      return everyDay(span(17, 22));
  }
}
