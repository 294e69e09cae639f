import { describe, expect, it } from 'vitest';
import { formatCountdown, formatOrderTime, formatStoreTime, formatTimeOfDay } from './orders-texts';

describe('order time formats', () => {
  it('show a moment in the given zone, in each language', () => {
    const moment = Date.UTC(2025, 2, 5, 2, 30); // 6:30 PM on Mar 4 in San Francisco
    expect(formatOrderTime(moment, 'en', 'America/Los_Angeles')).toBe('Mar 4, 2025, 6:30 PM');
    expect(formatOrderTime(moment, 'zh-CN', 'America/Los_Angeles')).toBe('2025年3月4日 18:30');
  });

  it("show an order's moment on the store's clock, naming the zone when the device's clock differs", () => {
    const moment = Date.UTC(2025, 2, 5, 2, 30); // 6:30 PM on Mar 4 in San Francisco (PST, UTC−8)
    const inShanghai = () => 8 * 3_600_000;
    const inSanFrancisco = () => -8 * 3_600_000;
    expect(formatStoreTime(moment, 'America/Los_Angeles', 'en', inShanghai)).toBe('Mar 4, 2025, 6:30 PM PST');
    expect(formatStoreTime(moment, 'America/Los_Angeles', 'zh-CN', inShanghai)).toBe(
      '2025年3月4日 18:30（北美太平洋时间）',
    );
    expect(formatStoreTime(moment, 'America/Los_Angeles', 'en', inSanFrancisco)).toBe('Mar 4, 2025, 6:30 PM');
    expect(formatStoreTime(moment, 'America/Los_Angeles', 'zh-CN', inSanFrancisco)).toBe(
      '2025年3月4日 18:30',
    );
    // In summer the store's clock is UTC−7: a device at UTC−8 then reads it differently.
    const summer = Date.UTC(2025, 6, 1, 19, 0);
    expect(formatStoreTime(summer, 'America/Los_Angeles', 'en', inSanFrancisco)).toBe(
      'Jul 1, 2025, 12:00 PM PDT',
    );
    // A zone the browser does not know: the device's own clock, unlabelled.
    expect(formatStoreTime(moment, 'Not/AZone', 'en', inShanghai)).toBe(formatOrderTime(moment, 'en'));
  });

  it('show service hours as times of day', () => {
    expect(formatTimeOfDay(9 * 3_600_000, 'en')).toBe('9:00 AM');
    expect(formatTimeOfDay(21 * 3_600_000 + 30 * 60_000, 'en')).toBe('9:30 PM');
    expect(formatTimeOfDay(21 * 3_600_000 + 30 * 60_000, 'zh-CN')).toBe('21:30');
  });

  it('count down minutes and seconds, hours when there are any, never below zero', () => {
    expect(formatCountdown(905)).toBe('15:05');
    expect(formatCountdown(59.9)).toBe('0:59');
    expect(formatCountdown(3723)).toBe('1:02:03');
    expect(formatCountdown(-4)).toBe('0:00');
  });
});
