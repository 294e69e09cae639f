import type { MenuFileDto, MenuFileItemDto, MenuItemBody } from '@nearbite/contract/console-menu';
import { itemIssues } from '@nearbite/domain/menu-rules';
import { useState } from 'react';
import {
  cents,
  dollarsText,
  numberText,
  type OptionsForm,
  optionsBodyOf,
  optionsFormOf,
  type Problem,
  whole,
} from '../lib/item-options';

/** The editor's fields as typed: money in dollars, empty numbers mean none, options as their own fields. */
export interface ItemFormValues {
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  category: string;
  timedMenu: string;
  price: string;
  takeawayPrice: string;
  originPrice: string;
  discountPercent: string;
  stockNumber: string;
  minBuyNumber: string;
  maxBuyNumber: string;
  thumbnail: string;
  images: string;
  options: OptionsForm;
  isAvailable: boolean;
  deliveryNotSupported: boolean;
  supportsExchange: boolean;
  /** Fields the editor does not show (set by a menu file), sent back as loaded so a save keeps them. */
  kept: Required<Pick<MenuItemBody, 'originTakeawayPrice' | 'specifiedTax'>>;
}

/** The key of "all day" in the timed menu select (keys of the file are never empty). */
export const ALL_DAY = '';

function valuesOf(item: MenuFileItemDto | null, menu: MenuFileDto): ItemFormValues {
  return {
    nameEn: item?.name.en ?? '',
    nameZh: item?.name.zh ?? '',
    descriptionEn: item?.description?.en ?? '',
    descriptionZh: item?.description?.zh ?? '',
    category: item?.category ?? menu.categories[0]?.key ?? '',
    timedMenu: item?.timedMenu ?? ALL_DAY,
    price: dollarsText(item?.price ?? null),
    takeawayPrice: dollarsText(item?.takeawayPrice ?? null),
    originPrice: dollarsText(item?.originPrice ?? null),
    discountPercent: numberText(item?.discountPercent ?? null),
    stockNumber: numberText(item?.stockNumber ?? null),
    minBuyNumber: numberText(item?.minBuyNumber ?? 1),
    maxBuyNumber: numberText(item?.maxBuyNumber ?? null),
    thumbnail: item?.thumbnail ?? '',
    images: (item?.images ?? []).join('\n'),
    options: optionsFormOf(item),
    isAvailable: item?.isAvailable ?? true,
    deliveryNotSupported: item?.deliveryNotSupported ?? false,
    supportsExchange: item?.supportsExchange ?? false,
    kept: {
      originTakeawayPrice: item?.originTakeawayPrice ?? null,
      specifiedTax: item?.specifiedTax ?? null,
    },
  };
}

/** The body the API takes, or the problems of what was typed and of the menu rules. */
export function bodyOf(values: ItemFormValues): { body: MenuItemBody | null; problems: Problem[] } {
  const problems: Problem[] = [];
  const body = {
    category: values.category,
    timedMenu: values.timedMenu === ALL_DAY ? null : values.timedMenu,
    name: { en: values.nameEn, zh: values.nameZh },
    description:
      values.descriptionEn === '' && values.descriptionZh === ''
        ? null
        : { en: values.descriptionEn, zh: values.descriptionZh },
    price: cents(values.price, 'item.price', problems, false) ?? 0,
    takeawayPrice: cents(values.takeawayPrice, 'item.takeawayPrice', problems, true),
    originPrice: cents(values.originPrice, 'item.originPrice', problems, true),
    discountPercent: whole(values.discountPercent, 'item.discountPercent', problems),
    stockNumber: whole(values.stockNumber, 'item.stockNumber', problems),
    minBuyNumber: whole(values.minBuyNumber, 'item.minBuyNumber', problems) ?? 1,
    maxBuyNumber: whole(values.maxBuyNumber, 'item.maxBuyNumber', problems),
    thumbnail: values.thumbnail.trim() || null,
    images: values.images
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    isAvailable: values.isAvailable,
    deliveryNotSupported: values.deliveryNotSupported,
    supportsExchange: values.supportsExchange,
    ...values.kept,
    ...optionsBodyOf(values.options, problems),
  } satisfies MenuItemBody;
  // The rules the server applies too (a name missing, a maximum below its minimum), said before sending;
  // a field that could not be read is named once, for what was typed.
  const typed = new Set(problems.map((problem) => problem.path));
  problems.push(...itemIssues(body).filter((issue) => !typed.has(issue.path)));
  return { body: problems.length > 0 ? null : body, problems };
}

/** The editor's state: the values, a setter per field, and the problems of the last save. */
export function useItemForm(item: MenuFileItemDto | null, menu: MenuFileDto) {
  const [values, setValues] = useState(() => valuesOf(item, menu));
  const [problems, setProblems] = useState<Problem[]>([]);
  const set =
    <K extends keyof ItemFormValues>(key: K) =>
    (value: ItemFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  return { values, set, problems, setProblems };
}

/** The pictures field with one more picture's address on a line of its own, at the end. */
export function withPicture(images: string, url: string): string {
  const lines = images
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return [...lines, url].join('\n');
}
