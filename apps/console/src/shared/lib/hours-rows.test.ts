import { describe, expect, it } from 'vitest';
import { clockOf, dayOfRows, msOf, rowsOfWeek, weekOfRows } from './hours-rows';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const closed = () => Array.from({ length: 7 }, () => [] as Array<[number, number]>);

describe('hours rows', () => {
  it('reads and writes wall-clock times', () => {
    expect(clockOf(13.5 * HOUR)).toBe('13:30');
    expect(clockOf(DAY)).toBe('00:00');
    expect(msOf('22:15')).toBe(22.25 * HOUR);
    expect(msOf('24:00')).toBeNull();
  });

  it('saves an overnight Friday 22:00–02:00 as Friday [22 h, 24 h] and Saturday [0, 2 h], and shows it back as one row', () => {
    const rows = closed().map(() => [] as Array<{ start: string; end: string; overnight: boolean }>);
    rows[5] = [{ start: '22:00', end: '02:00', overnight: true }];
    const saved = weekOfRows(rows);
    expect(saved).toEqual({
      hours: [[], [], [], [], [], [[22 * HOUR, DAY]], [[0, 2 * HOUR]]],
    });
    if (!('hours' in saved)) throw new Error('invalid');
    expect(rowsOfWeek(saved.hours)[5]).toEqual([{ start: '22:00', end: '02:00', overnight: true }]);
    expect(rowsOfWeek(saved.hours)[6]).toEqual([]);
  });

  it('takes 00:00 as an end meaning midnight, and refuses an end before the start without overnight', () => {
    expect(dayOfRows([{ start: '18:00', end: '00:00', overnight: false }])).toEqual([[18 * HOUR, DAY]]);
    expect(dayOfRows([{ start: '18:00', end: '02:00', overnight: false }])).toBeNull();
    const rows = closed().map(() => [{ start: '10:00', end: '14:00', overnight: false }]);
    rows[2] = [
      { start: '10:00', end: '14:00', overnight: false },
      { start: '13:00', end: '15:00', overnight: false },
    ];
    expect(weekOfRows(rows)).toEqual({ invalidDay: 2 });
  });
});
