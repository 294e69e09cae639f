import type { LocalizedText } from '../db/schema/columns.js';
import type { Dish, DishFlag, MealPeriod, MenuSection, OptionTemplate } from './menu-library.types.js';
import { cell, parseTable } from './text-table.js';

/**
 * Small readers for the menu tables in the cuisine files, so that those files hold words and prices
 * rather than object syntax.
 */

const FLAGS = new Set<string>(['min2', 'min3', 'max2', 'max4', 'noDelivery', 'taxFreeToGo']);
const PERIODS = new Set<string>(['breakfast', 'lunch', 'dinner']);

/** "English | 中文" */
export function text(pair: string): LocalizedText {
  const [en, zh] = pair.split('|').map((part) => part.trim());
  if (!en || !zh) throw new Error(`expected "English | 中文", got "${pair}"`);
  return { en, zh };
}

/** Rows of "English | 中文". */
export function texts(table: string): LocalizedText[] {
  return parseTable(table).map((row) => ({ en: cell(row, 0), zh: cell(row, 1) }));
}

/**
 * Sections start with "## English | 中文"; each dish row is
 * English | 中文 | price in cents | period or - | tags or - | description | 描述
 */
export function menu(table: string): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const line of table.split('\n').map((row) => row.trim())) {
    if (line.startsWith('## ')) {
      sections.push({ name: text(line.slice(3)), dishes: [] });
      continue;
    }
    const [row] = parseTable(line);
    if (!row) continue;
    const section = sections.at(-1);
    if (!section) throw new Error(`dish before any section: ${line}`);
    section.dishes.push(dish(row));
  }
  return sections;
}

/** A menu table holding exactly one section. */
export function only(table: string): MenuSection {
  const [section, ...rest] = menu(table);
  if (!section || rest.length > 0) throw new Error('expected exactly one section');
  return section;
}

function dish(row: string[]): Dish {
  const period = cell(row, 3);
  const tags = cell(row, 4) === '-' ? [] : cell(row, 4).split(/\s+/);
  if (period !== '-' && !PERIODS.has(period)) throw new Error(`unknown period ${period}`);
  return {
    name: { en: cell(row, 0), zh: cell(row, 1) },
    price: Number(cell(row, 2)),
    period: period === '-' ? null : (period as MealPeriod),
    options: tags.filter((tag) => !FLAGS.has(tag)),
    flags: tags.filter((tag): tag is DishFlag => FLAGS.has(tag)),
    description: { en: cell(row, 5), zh: cell(row, 6) },
  };
}

/** mode: "single" or "multi N", plus "required" or "optional". */
export function specification(name: string, mode: string, values: string): OptionTemplate {
  const [selection, count, requirement] = mode.split(' ');
  const single = selection === 'single';
  return {
    kind: 'specification',
    name: text(name),
    values: values.split(';').map(text),
    singularity: single,
    required: (single ? count : requirement) === 'required',
    maxSelected: single ? 1 : Number(count),
  };
}

/** values: "English | 中文 | extra cents; ..." */
export function attribute(name: string, values: string): OptionTemplate {
  return {
    kind: 'attribute',
    name: text(name),
    values: values.split(';').map((value) => {
      const [en, zh, price] = value.split('|').map((part) => part.trim());
      return { name: text(`${en} | ${zh}`), price: Number(price) };
    }),
  };
}

/** group: "min-max" of the whole group ("0-4", "1-3", "0-any"); values: "English | 中文 | cents | min-max; ..." */
export function addOns(name: string, group: string, values: string): OptionTemplate {
  const [groupMin, groupMax] = range(group);
  return {
    kind: 'addOns',
    name: text(name),
    minBuyNumber: groupMin,
    maxBuyNumber: groupMax,
    values: values.split(';').map((value) => {
      const [en, zh, price, limits] = value.split('|').map((part) => part.trim());
      const [min, max] = range(limits ?? '0-any');
      return { name: text(`${en} | ${zh}`), price: Number(price), minBuyNumber: min, maxBuyNumber: max };
    }),
  };
}

function range(limits: string): [number, number | null] {
  const [min, max] = limits.split('-');
  return [Number(min), max === 'any' ? null : Number(max)];
}
