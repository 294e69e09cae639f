import { describe, expect, it } from 'vitest';
import type { CodedError } from './coded-error.js';
import { serverErrors } from './errors.js';
import type { WeeklyOpenHours } from './store-status.js';
import { checkTimedMenus, TIMED_MENU_NAME_MAX, TIMED_MENUS_MAX } from './timed-menu-rules.js';

const HOUR = 3_600_000;
const mornings: WeeklyOpenHours = Array.from({ length: 7 }, () => [[7 * HOUR, 11 * HOUR]]);
const breakfast = { name: { en: 'Breakfast', zh: '早餐' }, openHours: mornings };
const codeOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return serverErrors[(error as CodedError).key].code;
  }
};

describe('timed menu rules', () => {
  it('pins its numbers: at most 10 timed menus, names of up to 40 characters', () => {
    expect([TIMED_MENUS_MAX, TIMED_MENU_NAME_MAX]).toEqual([10, 40]);
  });

  it('takes menus with hours on some day and names of their own', () => {
    const lateNight = {
      name: { en: 'Late night', zh: '夜宵' },
      openHours: mornings.map(() => [[22 * HOUR, 24 * HOUR]]),
    };
    expect(codeOf(() => checkTimedMenus([breakfast, lateNight]))).toBeNull();
  });

  it('refuses a menu with no hours or hours ending before they start (A221), and a name twice (A172)', () => {
    expect(codeOf(() => checkTimedMenus([{ ...breakfast, openHours: mornings.map(() => []) }]))).toBe('A221');
    const backwards = mornings.map(() => [[11 * HOUR, 7 * HOUR]] as [number, number][]);
    expect(codeOf(() => checkTimedMenus([{ ...breakfast, openHours: backwards }]))).toBe('A221');
    const again = { ...breakfast, name: { en: 'BREAKFAST', zh: '早点' } };
    expect(codeOf(() => checkTimedMenus([breakfast, again]))).toBe('A172');
  });
});
