import { describe, expect, it } from 'vitest';
import { CodedError } from './coded-error.js';
import {
  checkOrderingNumbers,
  checkProfileFormats,
  checkSpecialDays,
  checkWeeklyHours,
  dayNumberOf,
  isBareHost,
  isIanaTimeZone,
  isUsE164,
  isValidDayHours,
  MAX_INTERVALS_PER_DAY,
  MAX_SPECIAL_DAYS,
  PREPARE_SECONDS_MAX,
  PREPARE_SECONDS_MIN,
  RESERVE_DAYS_MAX,
  RESERVE_DAYS_MIN,
  SLOT_SPACING_MAX,
  SLOT_SPACING_MIN,
  SPECIAL_DAY_MAX_DAYS_AHEAD,
} from './store-setup-rules.js';
import { DAY_MS } from './store-status.js';

const HOUR = 3_600_000;

/** The catalogue code a call refuses with, or null when it passes. */
function codeOf(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof CodedError) return error.key;
    throw error;
  }
}

describe('the numbers', () => {
  it('are pinned', () => {
    expect(MAX_INTERVALS_PER_DAY).toBe(4);
    expect(MAX_SPECIAL_DAYS).toBe(60);
    expect(SPECIAL_DAY_MAX_DAYS_AHEAD).toBe(366);
    expect([PREPARE_SECONDS_MIN, PREPARE_SECONDS_MAX]).toEqual([60, 10_800]);
    expect([RESERVE_DAYS_MIN, RESERVE_DAYS_MAX]).toEqual([0, 14]);
    expect([SLOT_SPACING_MIN, SLOT_SPACING_MAX]).toEqual([5, 120]);
  });
});

describe('hours', () => {
  it('takes intervals within the day with start before end, touching but not overlapping', () => {
    expect(isValidDayHours([])).toBe(true);
    expect(isValidDayHours([[0, DAY_MS]])).toBe(true);
    expect(
      isValidDayHours([
        [17 * HOUR, 21 * HOUR],
        [11 * HOUR, 14 * HOUR],
      ]),
    ).toBe(true);
    expect(
      isValidDayHours([
        [11 * HOUR, 14 * HOUR],
        [14 * HOUR, 16 * HOUR],
      ]),
    ).toBe(true);
  });

  it('refuses reversed, empty, out-of-day, fractional and overlapping intervals', () => {
    expect(isValidDayHours([[22 * HOUR, 2 * HOUR]])).toBe(false);
    expect(isValidDayHours([[9 * HOUR, 9 * HOUR]])).toBe(false);
    expect(isValidDayHours([[20 * HOUR, DAY_MS + 1]])).toBe(false);
    expect(isValidDayHours([[-1, HOUR]])).toBe(false);
    expect(isValidDayHours([[0.5, HOUR]])).toBe(false);
    expect(
      isValidDayHours([
        [11 * HOUR, 15 * HOUR],
        [14 * HOUR, 16 * HOUR],
      ]),
    ).toBe(false);
  });

  it('takes four intervals a day, not five', () => {
    const four = [0, 1, 2, 3].map((n): [number, number] => [n * 2 * HOUR, (n * 2 + 1) * HOUR]);
    expect(isValidDayHours(four)).toBe(true);
    expect(isValidDayHours([...four, [20 * HOUR, 21 * HOUR]])).toBe(false);
  });

  it('needs seven days, A221 otherwise', () => {
    const week = Array.from({ length: 7 }, () => [[9 * HOUR, 17 * HOUR] as [number, number]]);
    expect(codeOf(() => checkWeeklyHours(week))).toBeNull();
    expect(codeOf(() => checkWeeklyHours(week.slice(1)))).toBe('STORE_HOURS_INVALID');
    expect(codeOf(() => checkWeeklyHours([...week.slice(1), [[5 * HOUR, 4 * HOUR]]]))).toBe(
      'STORE_HOURS_INVALID',
    );
  });
});

describe('special days', () => {
  const today = '2025-12-20';

  it('reads only real dates', () => {
    expect(dayNumberOf('1970-01-02')).toBe(1);
    expect(dayNumberOf('2025-02-30')).toBeNull();
    expect(dayNumberOf('2025-2-01')).toBeNull();
    expect(dayNumberOf('2024-02-29')).not.toBeNull();
  });

  it('takes today up to 366 days ahead, each date once', () => {
    expect(codeOf(() => checkSpecialDays([{ date: today, intervals: [] }], today))).toBeNull();
    expect(codeOf(() => checkSpecialDays([{ date: '2026-12-21', intervals: [] }], today))).toBeNull();
    expect(codeOf(() => checkSpecialDays([{ date: '2026-12-22', intervals: [] }], today))).toBe(
      'STORE_SPECIAL_DAY_INVALID',
    );
    expect(codeOf(() => checkSpecialDays([{ date: '2025-12-19', intervals: [] }], today))).toBe(
      'STORE_SPECIAL_DAY_INVALID',
    );
    const twice = [
      { date: '2025-12-25', intervals: [] },
      { date: '2025-12-25', intervals: [[9 * HOUR, 12 * HOUR] as [number, number]] },
    ];
    expect(codeOf(() => checkSpecialDays(twice, today))).toBe('STORE_SPECIAL_DAY_INVALID');
    expect(
      codeOf(() => checkSpecialDays([{ date: '2025-12-31', intervals: [[22 * HOUR, 2 * HOUR]] }], today)),
    ).toBe('STORE_SPECIAL_DAY_INVALID');
  });

  it('takes 60 days, refuses 61 with A223', () => {
    const days = (count: number) =>
      Array.from({ length: count }, (_, n) => ({
        date: new Date(Date.parse(today) + n * DAY_MS).toISOString().slice(0, 10),
        intervals: [],
      }));
    expect(codeOf(() => checkSpecialDays(days(60), today))).toBeNull();
    expect(codeOf(() => checkSpecialDays(days(61), today))).toBe('STORE_SPECIAL_DAYS_TOO_MANY');
  });
});

describe('ordering numbers', () => {
  it('keeps preparation time within 1 minute to 3 hours (A224)', () => {
    expect(codeOf(() => checkOrderingNumbers({ prepareFoodTimeSeconds: 60 }))).toBeNull();
    expect(codeOf(() => checkOrderingNumbers({ prepareFoodTimeSeconds: 10_800 }))).toBeNull();
    expect(codeOf(() => checkOrderingNumbers({ prepareFoodTimeSeconds: 59 }))).toBe(
      'STORE_PREPARE_TIME_INVALID',
    );
    expect(codeOf(() => checkOrderingNumbers({ prepareFoodTimeSeconds: 10_801 }))).toBe(
      'STORE_PREPARE_TIME_INVALID',
    );
  });

  it('keeps reserve days within 0 to 14 (A225)', () => {
    expect(codeOf(() => checkOrderingNumbers({ reserveDay: 0 }))).toBeNull();
    expect(codeOf(() => checkOrderingNumbers({ reserveDay: 14 }))).toBeNull();
    expect(codeOf(() => checkOrderingNumbers({ reserveDay: 15 }))).toBe('STORE_RESERVE_DAYS_INVALID');
    expect(codeOf(() => checkOrderingNumbers({ reserveDay: -1 }))).toBe('STORE_RESERVE_DAYS_INVALID');
  });

  it('keeps slot spacing within 5 to 120 minutes in steps of 5 (A226)', () => {
    expect(codeOf(() => checkOrderingNumbers({ spacTimeMinutes: 5 }))).toBeNull();
    expect(codeOf(() => checkOrderingNumbers({ spacTimeMinutes: 120 }))).toBeNull();
    expect(codeOf(() => checkOrderingNumbers({ spacTimeMinutes: 7 }))).toBe('STORE_SLOT_SPACING_INVALID');
    expect(codeOf(() => checkOrderingNumbers({ spacTimeMinutes: 125 }))).toBe('STORE_SLOT_SPACING_INVALID');
  });
});

describe('profile formats', () => {
  it('takes a bare lower-case host only', () => {
    expect(isBareHost('shop.example.com')).toBe(true);
    expect(isBareHost('xn--fiq228c.example')).toBe(true);
    for (const bad of [
      'Shop.example.com',
      'https://shop.example.com',
      'shop.example.com/menu',
      'shop',
      'shop.example.com.',
      'a..b',
      'shop.example.com:8080',
      '-a.com',
    ]) {
      expect(isBareHost(bad), bad).toBe(false);
    }
  });

  it('takes a US number in E.164 only', () => {
    expect(isUsE164('+14155550123')).toBe(true);
    for (const bad of ['4155550123', '+1415555012', '+441415550123', '+10155550123', '+1 415 555 0123']) {
      expect(isUsE164(bad), bad).toBe(false);
    }
  });

  it('takes IANA time zones as spelled', () => {
    expect(isIanaTimeZone('America/Los_Angeles')).toBe(true);
    expect(isIanaTimeZone('America/Indiana/Indianapolis')).toBe(true);
    expect(isIanaTimeZone('UTC')).toBe(true);
    expect(isIanaTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isIanaTimeZone('PST')).toBe(false);
    expect(isIanaTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isIanaTimeZone('EST5EDT; drop table')).toBe(false);
    expect(isIanaTimeZone('')).toBe(false);
  });

  it('names the field it refuses', () => {
    expect(codeOf(() => checkProfileFormats({ diningTypes: [] }))).toBe('STORE_DINING_TYPES_REQUIRED');
    expect(codeOf(() => checkProfileFormats({ website: 'HTTP://x.com' }))).toBe('STORE_WEBSITE_INVALID');
    expect(codeOf(() => checkProfileFormats({ contactPhoneNumber: '555' }))).toBe('STORE_PHONE_INVALID');
    expect(codeOf(() => checkProfileFormats({ timeZone: 'Nowhere/Else' }))).toBe('STORE_TIME_ZONE_INVALID');
    expect(codeOf(() => checkProfileFormats({ website: null, contactPhoneNumber: null }))).toBeNull();
  });
});
