import type { MenuFileItemDto, MenuImportIssueDto } from '@nearbite/contract/console-menu';
import { parseDollars } from '@nearbite/domain/menu-csv';

/**
 * An item's options (docs/menu-format.md: specifications, attributes, add-on groups) as the editor's fields
 * hold them: names per language, money in dollars and counts as typed text. A choice the menu already has keeps
 * its `id`; one added in the editor has none, and the body leaves `id` out so the server creates it.
 */

export type Problem = Pick<MenuImportIssueDto, 'path' | 'code'>;

export interface ChoiceForm {
  /** The stored id; absent for a choice added in the editor. */
  id?: string;
  nameEn: string;
  nameZh: string;
}

export interface SpecificationForm extends ChoiceForm {
  values: ChoiceForm[];
  /** One choice (true) or several. */
  singularity: boolean;
  required: boolean;
  /** Several choices only: empty for as many as there are values. */
  maxSelected: string;
}

export interface AttributeValueForm extends ChoiceForm {
  price: string;
  /** Empty for unlimited. */
  stockNumber: string;
}

export interface AttributeForm extends ChoiceForm {
  values: AttributeValueForm[];
}

export interface AddOnValueForm extends ChoiceForm {
  price: string;
  minBuyNumber: string;
  maxBuyNumber: string;
}

export interface AddOnGroupForm extends ChoiceForm {
  minBuyNumber: string;
  maxBuyNumber: string;
  values: AddOnValueForm[];
}

export interface OptionsForm {
  specifications: SpecificationForm[];
  attributes: AttributeForm[];
  addOnGroups: AddOnGroupForm[];
}

/** The options of an item body, every field given. */
export type OptionsBody = Pick<MenuFileItemDto, 'specifications' | 'attributes' | 'addOnGroups'>;

export const dollarsText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
export const numberText = (value: number | null) => (value === null ? '' : String(value));

/** Dollars as cents from their digits; an unreadable amount is a problem at its path. */
export function cents(text: string, path: string, problems: Problem[], optional: boolean): number | null {
  if (optional && text.trim() === '') return null;
  const parsed = parseDollars(text);
  if (typeof parsed === 'number') return parsed;
  problems.push({ path, code: parsed.problem });
  return null;
}

/** A whole number, or null when empty; anything else is a problem at its path. */
export function whole(text: string, path: string, problems: Problem[]): number | null {
  if (text.trim() === '') return null;
  if (/^-?\d+$/.test(text.trim())) return Number(text.trim());
  problems.push({ path, code: 'A217' });
  return null;
}

const choiceOf = (choice: { id?: string | null; name: { en: string; zh: string } }): ChoiceForm => ({
  ...(choice.id ? { id: choice.id } : {}),
  nameEn: choice.name.en,
  nameZh: choice.name.zh,
});

/** The fields of an item's options (empty lists for a new item). */
export function optionsFormOf(item: MenuFileItemDto | null): OptionsForm {
  return {
    specifications: (item?.specifications ?? []).map((spec) => ({
      ...choiceOf(spec),
      values: spec.values.map(choiceOf),
      singularity: spec.singularity,
      required: spec.required,
      maxSelected: numberText(spec.maxSelected),
    })),
    attributes: (item?.attributes ?? []).map((attribute) => ({
      ...choiceOf(attribute),
      values: attribute.values.map((value) => ({
        ...choiceOf(value),
        price: dollarsText(value.price),
        stockNumber: numberText(value.stockNumber),
      })),
    })),
    addOnGroups: (item?.addOnGroups ?? []).map((group) => ({
      ...choiceOf(group),
      minBuyNumber: numberText(group.minBuyNumber),
      maxBuyNumber: numberText(group.maxBuyNumber),
      values: group.values.map((value) => ({
        ...choiceOf(value),
        price: dollarsText(value.price),
        minBuyNumber: numberText(value.minBuyNumber),
        maxBuyNumber: numberText(value.maxBuyNumber),
      })),
    })),
  };
}

const named = (choice: ChoiceForm) => ({
  ...(choice.id ? { id: choice.id } : {}),
  name: { en: choice.nameEn.trim(), zh: choice.nameZh.trim() },
});

/** The options as the item body takes them; what cannot be read is added to `problems` with its path. */
export function optionsBodyOf(form: OptionsForm, problems: Problem[], path = 'item'): OptionsBody {
  return {
    specifications: form.specifications.map((spec, s) => ({
      ...named(spec),
      values: spec.values.map(named),
      singularity: spec.singularity,
      required: spec.required,
      maxSelected: spec.singularity
        ? null
        : whole(spec.maxSelected, `${path}.specifications[${s}].maxSelected`, problems),
    })),
    attributes: form.attributes.map((attribute, a) => ({
      ...named(attribute),
      values: attribute.values.map((value, v) => {
        const at = `${path}.attributes[${a}].values[${v}]`;
        return {
          ...named(value),
          price: cents(value.price, `${at}.price`, problems, true) ?? 0,
          stockNumber: whole(value.stockNumber, `${at}.stockNumber`, problems),
        };
      }),
    })),
    addOnGroups: form.addOnGroups.map((group, g) => {
      const at = `${path}.addOnGroups[${g}]`;
      return {
        ...named(group),
        minBuyNumber: whole(group.minBuyNumber, `${at}.minBuyNumber`, problems) ?? 0,
        maxBuyNumber: whole(group.maxBuyNumber, `${at}.maxBuyNumber`, problems),
        values: group.values.map((value, v) => ({
          ...named(value),
          price: cents(value.price, `${at}.values[${v}].price`, problems, true) ?? 0,
          minBuyNumber: whole(value.minBuyNumber, `${at}.values[${v}].minBuyNumber`, problems) ?? 0,
          maxBuyNumber: whole(value.maxBuyNumber, `${at}.values[${v}].maxBuyNumber`, problems),
        })),
      };
    }),
  };
}

/** A new, empty specification: one choice, required. */
export const newSpecification = (): SpecificationForm => ({
  nameEn: '',
  nameZh: '',
  values: [newChoice()],
  singularity: true,
  required: true,
  maxSelected: '',
});
export const newChoice = (): ChoiceForm => ({ nameEn: '', nameZh: '' });
export const newAttribute = (): AttributeForm => ({ nameEn: '', nameZh: '', values: [newAttributeValue()] });
export const newAttributeValue = (): AttributeValueForm => ({
  ...newChoice(),
  price: '0.00',
  stockNumber: '',
});
export const newAddOnGroup = (): AddOnGroupForm => ({
  nameEn: '',
  nameZh: '',
  minBuyNumber: '0',
  maxBuyNumber: '',
  values: [newAddOnValue()],
});
export const newAddOnValue = (): AddOnValueForm => ({
  ...newChoice(),
  price: '0.00',
  minBuyNumber: '0',
  maxBuyNumber: '',
});

/** The list with the entry at `index` changed. */
export const replaced = <T>(list: T[], index: number, entry: T): T[] =>
  list.map((current, at) => (at === index ? entry : current));
/** The list without the entry at `index`. */
export const removed = <T>(list: T[], index: number): T[] => list.filter((_, at) => at !== index);
/** The list with the entry at `index` swapped with its neighbour `by` (−1 up, +1 down); unchanged at an end. */
export function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const other = index + by;
  if (other < 0 || other >= list.length) return list;
  const next = [...list];
  [next[index], next[other]] = [next[other] as T, next[index] as T];
  return next;
}
