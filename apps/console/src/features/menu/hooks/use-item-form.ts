import type {
  MenuFileDto,
  MenuFileItemDto,
  MenuImportIssueDto,
  MenuItemBody,
} from '@nearbite/contract/console-menu';
import { parseDollars } from '@nearbite/domain/menu-csv';
import { useState } from 'react';

/** The editor's fields as typed: money in dollars, empty numbers mean none, options as JSON text. */
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
  options: string;
  isAvailable: boolean;
  deliveryNotSupported: boolean;
  supportsExchange: boolean;
}

const dollarsText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const numberText = (value: number | null) => (value === null ? '' : String(value));
/** The key of "all day" in the timed menu select (keys of the file are never empty). */
export const ALL_DAY = '';

function valuesOf(item: MenuFileItemDto | null, menu: MenuFileDto): ItemFormValues {
  const options = {
    specifications: item?.specifications ?? [],
    attributes: item?.attributes ?? [],
    addOnGroups: item?.addOnGroups ?? [],
  };
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
    options: JSON.stringify(options, null, 2),
    isAvailable: item?.isAvailable ?? true,
    deliveryNotSupported: item?.deliveryNotSupported ?? false,
    supportsExchange: item?.supportsExchange ?? false,
  };
}

type Problem = Pick<MenuImportIssueDto, 'path' | 'code'>;

/** Dollars as cents; an unreadable amount is a problem at its path (negative ones are the server's A211). */
function cents(text: string, path: string, problems: Problem[], optional: boolean): number | null {
  if (optional && text.trim() === '') return null;
  const parsed = parseDollars(text);
  if (typeof parsed === 'number') return parsed;
  problems.push({ path, code: parsed.problem });
  return null;
}

function whole(text: string, path: string, problems: Problem[]): number | null {
  if (text.trim() === '') return null;
  if (/^-?\d+$/.test(text.trim())) return Number(text.trim());
  problems.push({ path, code: 'A217' });
  return null;
}

/** The body the API takes, or the problems of what was typed. */
export function bodyOf(values: ItemFormValues): { body: MenuItemBody | null; problems: Problem[] } {
  const problems: Problem[] = [];
  let options: Pick<MenuItemBody, 'specifications' | 'attributes' | 'addOnGroups'> = {};
  try {
    options = JSON.parse(values.options || '{}') as typeof options;
  } catch {
    problems.push({ path: 'item.options', code: 'A217' });
  }
  const body: MenuItemBody = {
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
    specifications: options.specifications ?? [],
    attributes: options.attributes ?? [],
    addOnGroups: options.addOnGroups ?? [],
  };
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
