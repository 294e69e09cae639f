/**
 * A store's timed menus (breakfast, lunch, late night) as its staff edit them on the Menu screen: each shows
 * its items only in its own hours. Numbers chosen in docs/decisions/menu-editing.md, pinned by the test.
 */

import { refuse } from './coded-error.js';
import { isValidDayHours } from './store-setup-rules.js';
import type { WeeklyOpenHours } from './store-status.js';

/** Breakfast, brunch, lunch, tea, dinner, late night, and a few to spare. */
export const TIMED_MENUS_MAX = 10;

/** Longest timed-menu name, per language. */
export const TIMED_MENU_NAME_MAX = 40;

export interface TimedMenuDraft {
  name: { en: string; zh: string };
  openHours: WeeklyOpenHours;
}

/**
 * Checks the timed menus a store would save: each with valid hours on some day (A221, as a store's own
 * hours), no name used twice in either language (A172).
 */
export function checkTimedMenus(menus: ReadonlyArray<TimedMenuDraft>): void {
  for (const menu of menus) {
    const hours = menu.openHours;
    if (hours.length !== 7 || !hours.every(isValidDayHours) || !hours.some((day) => day.length > 0))
      refuse('STORE_HOURS_INVALID', `Check the hours of ${menu.name.en}.`);
  }
  for (const language of ['en', 'zh'] as const) {
    const names = menus.map((menu) => menu.name[language].trim().toLowerCase());
    if (new Set(names).size !== names.length) refuse('TIMED_MENU_NAME_EXISTS');
  }
}
