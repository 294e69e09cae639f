import { describe, expect, it } from 'vitest';
import { CodedError } from './coded-error.js';
import { serverErrors } from './errors.js';
import {
  checkPickupHours,
  PICKUP_POINT_DEFAULT_PREPARE_MINUTES,
  PICKUP_POINT_NAME_MAX,
  PICKUP_POINT_PREPARE_MINUTES_MAX,
  PICKUP_POINT_PREPARE_MINUTES_MIN,
  PICKUP_POINT_STORES_MAX,
} from './pickup-point-admin.js';

const HOUR = 3_600_000;
const noon: [number, number] = [11 * HOUR, 14 * HOUR];
const week = (...days: [number, number][][]) => [...days, ...Array(7 - days.length).fill([])];

function codeOf(work: () => void): string | null {
  try {
    work();
    return null;
  } catch (error) {
    return error instanceof CodedError ? serverErrors[error.key].code : 'other';
  }
}

describe('pickup point limits', () => {
  it('pins its numbers: 60-character names, 0 to 240 minutes (60 by default), 50 stores', () => {
    expect(PICKUP_POINT_NAME_MAX).toBe(60);
    expect([PICKUP_POINT_PREPARE_MINUTES_MIN, PICKUP_POINT_PREPARE_MINUTES_MAX]).toEqual([0, 240]);
    expect(PICKUP_POINT_DEFAULT_PREPARE_MINUTES).toBe(60);
    expect(PICKUP_POINT_STORES_MAX).toBe(50);
  });

  it('takes a week with valid days, and an empty week only while inactive', () => {
    expect(codeOf(() => checkPickupHours(week([noon]), 'active'))).toBeNull();
    expect(codeOf(() => checkPickupHours(week(), 'inactive'))).toBeNull();
    expect(codeOf(() => checkPickupHours(week(), 'active'))).toBe('A264');
  });

  it('refuses a day the store rule refuses, or a week without seven days (A263)', () => {
    expect(codeOf(() => checkPickupHours(week([[14 * HOUR, 11 * HOUR]]), 'active'))).toBe('A263');
    expect(codeOf(() => checkPickupHours(week([noon, [12 * HOUR, 15 * HOUR]]), 'active'))).toBe('A263');
    expect(codeOf(() => checkPickupHours([[noon]], 'inactive'))).toBe('A263');
  });
});
