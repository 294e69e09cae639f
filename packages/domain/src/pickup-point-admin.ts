/**
 * Self-pickup points (hosts) as platform admins manage them: the limits of a host's settings and the rule
 * on its pickup hours. Numbers are chosen in docs/decisions/platform-console.md and pinned by
 * pickup-point-admin.test.ts; refusals are A263 (hours) and A264 (an active host without hours).
 */

import { refuse } from './coded-error.js';
import { DEFAULT_PICKUP_POINT_PREPARE_SECONDS } from './ordering-time.js';
import { isValidDayHours } from './store-setup-rules.js';
import type { WeeklyOpenHours } from './store-status.js';

/** Longest host name, per language: a place name and a landmark ("Nearbite Host · Union Square"). */
export const PICKUP_POINT_NAME_MAX = 60;
/** Minutes from a store's hand-over until the order is ready at the host: none to four hours. */
export const PICKUP_POINT_PREPARE_MINUTES_MIN = 0;
export const PICKUP_POINT_PREPARE_MINUTES_MAX = 240;
/** A new host's preparation time, as the diner side defaults it: 60 minutes. */
export const PICKUP_POINT_DEFAULT_PREPARE_MINUTES = DEFAULT_PICKUP_POINT_PREPARE_SECONDS / 60;
/** Stores one host may serve: a neighbourhood's worth, and a list an admin can still read. */
export const PICKUP_POINT_STORES_MAX = 50;

/**
 * Seven days (Sunday first), each valid by isValidDayHours (A263); an active host, which diners are
 * offered, needs at least one interval in the week (A264). An inactive host may keep an empty week.
 */
export function checkPickupHours(hours: WeeklyOpenHours, status: 'active' | 'inactive'): void {
  if (hours.length !== 7 || !hours.every(isValidDayHours)) refuse('HOST_HOURS_INVALID');
  if (status === 'active' && !hours.some((day) => day.length > 0)) refuse('HOST_HOURS_EMPTY');
}
