import type { TimedMenuBody, TimedMenuDto } from '@nearbite/contract/console-timed-menus';
import { type HoursRow, rowsOfWeek, weekOfRows } from '../../../shared/lib/hours-rows';

/** A timed menu as the dialog edits it; `id` keeps it, and the items in it, when saved. */
export interface TimedMenuDraft {
  key: string;
  id?: string;
  nameEn: string;
  nameZh: string;
  rows: HoursRow[][];
  itemCount: number;
}

let next = 0;

export function draftOfTimedMenu(menu: TimedMenuDto): TimedMenuDraft {
  return {
    key: menu.id,
    id: menu.id,
    nameEn: menu.name.en,
    nameZh: menu.name.zh,
    rows: rowsOfWeek(menu.openHours),
    itemCount: menu.itemCount,
  };
}

export function blankTimedMenu(): TimedMenuDraft {
  return {
    key: `new-${++next}`,
    nameEn: '',
    nameZh: '',
    rows: rowsOfWeek([[], [], [], [], [], [], []]),
    itemCount: 0,
  };
}

export type TimedMenuProblem =
  | { kind: 'name'; index: number }
  | { kind: 'noHours'; index: number }
  | { kind: 'hours'; index: number; weekday: number };

/** The list to save, or the first draft that cannot be sent and why. */
export function timedMenusBodyOf(
  drafts: TimedMenuDraft[],
): { body: TimedMenuBody[] } | { problem: TimedMenuProblem } {
  const body: TimedMenuBody[] = [];
  for (const [index, draft] of drafts.entries()) {
    if (!draft.nameEn.trim() || !draft.nameZh.trim()) return { problem: { kind: 'name', index } };
    const week = weekOfRows(draft.rows);
    if ('invalidDay' in week) return { problem: { kind: 'hours', index, weekday: week.invalidDay } };
    if (!week.hours.some((day) => day.length > 0)) return { problem: { kind: 'noHours', index } };
    body.push({
      ...(draft.id ? { id: draft.id } : {}),
      name: { en: draft.nameEn.trim(), zh: draft.nameZh.trim() },
      openHours: week.hours,
    });
  }
  return { body };
}
