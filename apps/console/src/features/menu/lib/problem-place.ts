import { fill } from '../../../shared/i18n/texts';
import type { menuTexts } from '../texts';
import type { ChoiceForm, OptionsForm } from './item-options';

type MenuTexts = (typeof menuTexts)['en'];

const kinds = {
  specifications: 'specificationN',
  attributes: 'attributeN',
  addOnGroups: 'addOnGroupN',
} as const;

/**
 * Where a problem of an item's options is, in the words the editor labels its fields with ("Value 2 of Count:
 * Extra price ($)"); null for a path outside the options, which the editor shows as the path it is.
 */
export function problemPlace(
  path: string,
  t: MenuTexts,
  options: OptionsForm,
  language: 'en' | 'zh',
): string | null {
  const match =
    /^item\.(specifications|attributes|addOnGroups)\[(\d+)\](?:\.values\[(\d+)\])?(?:\.(\w+))?/.exec(path);
  if (!match) return null;
  const [, kind = 'specifications', at = '0', valueAt, field] = match;
  const list: ChoiceForm[] = options[kind as keyof typeof kinds];
  const option = list[Number(at)];
  const numbered = fill(t[kinds[kind as keyof typeof kinds]], { n: Number(at) + 1 });
  const named = (option ? (language === 'zh' ? option.nameZh : option.nameEn) : '').trim() || numbered;
  const what = valueAt === undefined ? numbered : fill(t.valueN, { n: Number(valueAt) + 1, name: named });
  const group = valueAt === undefined;
  const labels: Record<string, string> = {
    name: language === 'zh' ? `${t.nameEn}/${t.nameZh}` : `${t.nameEn} / ${t.nameZh}`,
    price: t.extraPriceField,
    stockNumber: t.stockField,
    maxSelected: t.maxSelectedField,
    minBuyNumber: group ? t.groupMinField : t.valueMinField,
    maxBuyNumber: group ? t.groupMaxField : t.valueMaxField,
  };
  const label = field === undefined || field === 'id' ? undefined : labels[field];
  return label ? fill(t.labelled, { what, field: label }) : what;
}
