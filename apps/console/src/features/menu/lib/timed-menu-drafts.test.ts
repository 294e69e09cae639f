import type { TimedMenuDto } from '@nearbite/contract/console-timed-menus';
import { describe, expect, it } from 'vitest';
import { blankTimedMenu, draftOfTimedMenu, timedMenusBodyOf } from './timed-menu-drafts';

const HOUR = 3_600_000;
const breakfast: TimedMenuDto = {
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: { en: 'Breakfast', zh: '早餐' },
  openHours: [[[7 * HOUR, 11 * HOUR]], [], [], [], [], [], [[22 * HOUR, 24 * HOUR]]],
  itemCount: 3,
};

describe('timed menu drafts', () => {
  it('send a saved menu back as it came, with its id', () => {
    const { itemCount: _items, ...body } = breakfast;
    expect(timedMenusBodyOf([draftOfTimedMenu(breakfast)])).toEqual({ body: [body] });
  });

  it('name the first problem: a name missing, bad hours, or no hours at all', () => {
    const saved = draftOfTimedMenu(breakfast);
    expect(timedMenusBodyOf([saved, { ...saved, nameZh: '' }])).toEqual({
      problem: { kind: 'name', index: 1 },
    });
    const backwards = saved.rows.map((day, weekday) =>
      weekday === 1 ? [{ start: '14:00', end: '11:00', overnight: false }] : day,
    );
    expect(timedMenusBodyOf([{ ...saved, rows: backwards }])).toEqual({
      problem: { kind: 'hours', index: 0, weekday: 1 },
    });
    expect(timedMenusBodyOf([{ ...blankTimedMenu(), nameEn: 'Tea', nameZh: '下午茶' }])).toEqual({
      problem: { kind: 'noHours', index: 0 },
    });
  });
});
