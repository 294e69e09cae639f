/**
 * What a menu must be for the diner side to sell it: the checks the console's editor and the menu import share.
 * They answer every problem at once, each with its path in the menu file (`items[12].addOnGroups[0].maxBuyNumber`)
 * and its code (errors-menu-editing.ts). The file's shape (types, fields) is the contract's; these are the rules
 * between values: a maximum below its minimum could never be bought, a discount of 100 gives the item away.
 */

export type MenuIssueCode = 'A210' | 'A211' | 'A212' | 'A213' | 'A214' | 'A215' | 'A216' | 'A217' | 'A218';

export interface MenuIssue {
  path: string;
  code: MenuIssueCode;
}

/** An item discount is the share paid: 85 means 15 % off; 0 and 100 are not discounts. */
export const MENU_DISCOUNT_MIN = 1;
export const MENU_DISCOUNT_MAX = 99;
/** Most items and categories one store's menu file may carry (a large menu is about 300 items). */
export const MENU_MAX_ITEMS = 1000;
export const MENU_MAX_CATEGORIES = 200;
export const MENU_MAX_TIMED_MENUS = 20;
/** Largest import request: a 1000-item menu with options is about 2 MB of JSON. */
export const MENU_FILE_MAX_BYTES = 4 * 1024 * 1024;
/** Longest name, in characters, in either language. */
export const MENU_NAME_MAX_LENGTH = 80;
/** A tax override is in millionths: 1 000 000 is 100 %. */
export const MENU_TAX_MAX = 1_000_000;
const DAY_MS = 86_400_000;

interface Bilingual {
  en: string;
  zh: string;
}

export interface MenuFileRules {
  timedMenus: Array<{ id?: string | null; key: string; name: Bilingual; openHours: number[][][] }>;
  categories: Array<{ id?: string | null; key: string; name: Bilingual; requiredForDineIn: boolean }>;
  items: MenuItemRules[];
}

export interface MenuItemRules {
  id?: string | null;
  category: string;
  timedMenu: string | null;
  name: Bilingual;
  price: number;
  takeawayPrice: number | null;
  originPrice: number | null;
  originTakeawayPrice: number | null;
  discountPercent: number | null;
  stockNumber: number | null;
  minBuyNumber: number;
  maxBuyNumber: number | null;
  specifiedTax: Partial<Record<'delivery' | 'pickup' | 'dineIn', number>> | null;
  specifications: Array<{
    id?: string | null;
    name: Bilingual;
    values: Array<{ id?: string | null; name: Bilingual }>;
    maxSelected: number | null;
  }>;
  attributes: Array<{
    id?: string | null;
    name: Bilingual;
    values: Array<{ id?: string | null; name: Bilingual; price: number; stockNumber: number | null }>;
  }>;
  addOnGroups: Array<{
    id?: string | null;
    name: Bilingual;
    minBuyNumber: number;
    maxBuyNumber: number | null;
    values: Array<{
      id?: string | null;
      name: Bilingual;
      price: number;
      minBuyNumber: number;
      maxBuyNumber: number | null;
    }>;
  }>;
}

type Report = (path: string, code: MenuIssueCode) => void;

function checkName(name: Bilingual, path: string, report: Report): void {
  if (name.en.trim() === '' || name.zh.trim() === '') report(path, 'A210');
  else if (name.en.length > MENU_NAME_MAX_LENGTH || name.zh.length > MENU_NAME_MAX_LENGTH)
    report(path, 'A217');
}

function checkMoney(value: number | null, path: string, report: Report): void {
  if (value !== null && (!Number.isInteger(value) || value < 0)) report(path, 'A211');
}

function checkStock(value: number | null, path: string, report: Report): void {
  if (value !== null && (!Number.isInteger(value) || value < 0)) report(path, 'A214');
}

/** A maximum of null means none; `floor` is the least minimum allowed. */
function checkLimits(min: number, max: number | null, floor: number, path: string, report: Report): void {
  if (!Number.isInteger(min) || min < floor) report(`${path}.minBuyNumber`, 'A213');
  else if (max !== null && (!Number.isInteger(max) || max < Math.max(min, 1)))
    report(`${path}.maxBuyNumber`, 'A213');
}

/** Ids given inside one list must differ. */
function checkUniqueIds(entries: Array<{ id?: string | null }>, path: string, report: Report): void {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (!entry.id) return;
    if (seen.has(entry.id)) report(`${path}[${index}].id`, 'A215');
    seen.add(entry.id);
  });
}

/** An item's own problems: names, prices, discount, stock, limits and its choices. */
export function itemIssues(item: MenuItemRules, path = 'item'): MenuIssue[] {
  const issues: MenuIssue[] = [];
  const report: Report = (at, code) => issues.push({ path: at, code });
  checkName(item.name, `${path}.name`, report);
  for (const field of ['price', 'takeawayPrice', 'originPrice', 'originTakeawayPrice'] as const) {
    checkMoney(item[field], `${path}.${field}`, report);
  }
  const discount = item.discountPercent;
  if (
    discount !== null &&
    (!Number.isInteger(discount) || discount < MENU_DISCOUNT_MIN || discount > MENU_DISCOUNT_MAX)
  ) {
    report(`${path}.discountPercent`, 'A212');
  }
  checkStock(item.stockNumber, `${path}.stockNumber`, report);
  checkLimits(item.minBuyNumber, item.maxBuyNumber, 1, path, report);
  for (const [type, rate] of Object.entries(item.specifiedTax ?? {})) {
    if (!Number.isInteger(rate) || rate < 0 || rate > MENU_TAX_MAX)
      report(`${path}.specifiedTax.${type}`, 'A217');
  }
  checkSpecifications(item, path, report);
  checkAttributes(item, path, report);
  checkAddOns(item, path, report);
  return issues;
}

function checkSpecifications(item: MenuItemRules, path: string, report: Report): void {
  checkUniqueIds(item.specifications, `${path}.specifications`, report);
  item.specifications.forEach((spec, index) => {
    const at = `${path}.specifications[${index}]`;
    checkName(spec.name, `${at}.name`, report);
    if (spec.values.length === 0) report(`${at}.values`, 'A213');
    if (spec.maxSelected !== null && (spec.maxSelected < 1 || spec.maxSelected > spec.values.length)) {
      report(`${at}.maxSelected`, 'A213');
    }
    checkUniqueIds(spec.values, `${at}.values`, report);
    spec.values.forEach((value, v) => {
      checkName(value.name, `${at}.values[${v}].name`, report);
    });
  });
}

function checkAttributes(item: MenuItemRules, path: string, report: Report): void {
  checkUniqueIds(item.attributes, `${path}.attributes`, report);
  item.attributes.forEach((attribute, index) => {
    const at = `${path}.attributes[${index}]`;
    checkName(attribute.name, `${at}.name`, report);
    if (attribute.values.length === 0) report(`${at}.values`, 'A213');
    checkUniqueIds(attribute.values, `${at}.values`, report);
    attribute.values.forEach((value, v) => {
      checkName(value.name, `${at}.values[${v}].name`, report);
      checkMoney(value.price, `${at}.values[${v}].price`, report);
      checkStock(value.stockNumber, `${at}.values[${v}].stockNumber`, report);
    });
  });
}

function checkAddOns(item: MenuItemRules, path: string, report: Report): void {
  checkUniqueIds(item.addOnGroups, `${path}.addOnGroups`, report);
  item.addOnGroups.forEach((group, index) => {
    const at = `${path}.addOnGroups[${index}]`;
    checkName(group.name, `${at}.name`, report);
    checkLimits(group.minBuyNumber, group.maxBuyNumber, 0, at, report);
    if (group.values.length === 0) report(`${at}.values`, 'A213');
    // A group whose every option has a cap cannot reach a minimum above their sum.
    const caps = group.values.map((value) => value.maxBuyNumber);
    if (group.values.length > 0 && caps.every((cap) => cap !== null)) {
      const reachable = caps.reduce<number>((total, cap) => total + (cap ?? 0), 0);
      if (reachable < group.minBuyNumber) report(`${at}.minBuyNumber`, 'A213');
    }
    checkUniqueIds(group.values, `${at}.values`, report);
    group.values.forEach((value, v) => {
      checkName(value.name, `${at}.values[${v}].name`, report);
      checkMoney(value.price, `${at}.values[${v}].price`, report);
      checkLimits(value.minBuyNumber, value.maxBuyNumber, 0, `${at}.values[${v}]`, report);
    });
  });
}

/** Weekly hours: seven days, each interval inside the day and ending after it starts. */
function hoursValid(hours: number[][][]): boolean {
  return (
    hours.length === 7 &&
    hours.every((day) =>
      day.every(
        ([start = -1, end = -1, ...rest]) => rest.length === 0 && start >= 0 && end > start && end <= DAY_MS,
      ),
    )
  );
}

/** Keys (and ids) name one entry each. */
function checkKeys(
  entries: Array<{ key: string; id?: string | null }>,
  path: string,
  report: Report,
): Set<string> {
  const keys = new Set<string>();
  entries.forEach((entry, index) => {
    if (keys.has(entry.key)) report(`${path}[${index}].key`, 'A215');
    keys.add(entry.key);
  });
  checkUniqueIds(entries, path, report);
  return keys;
}

/** Every problem of a whole menu file, in file order. */
export function menuIssues(menu: MenuFileRules): MenuIssue[] {
  const issues: MenuIssue[] = [];
  const report: Report = (at, code) => issues.push({ path: at, code });
  if (menu.items.length > MENU_MAX_ITEMS) report('items', 'A218');
  if (menu.categories.length > MENU_MAX_CATEGORIES) report('categories', 'A218');
  if (menu.timedMenus.length > MENU_MAX_TIMED_MENUS) report('timedMenus', 'A218');
  if (issues.length > 0) return issues;
  const menuKeys = checkKeys(menu.timedMenus, 'timedMenus', report);
  menu.timedMenus.forEach((timed, index) => {
    checkName(timed.name, `timedMenus[${index}].name`, report);
    if (!hoursValid(timed.openHours)) report(`timedMenus[${index}].openHours`, 'A217');
  });
  const categoryKeys = checkKeys(menu.categories, 'categories', report);
  let required = 0;
  menu.categories.forEach((category, index) => {
    checkName(category.name, `categories[${index}].name`, report);
    if (category.requiredForDineIn && ++required > 1)
      report(`categories[${index}].requiredForDineIn`, 'A215');
  });
  checkUniqueIds(menu.items, 'items', report);
  menu.items.forEach((item, index) => {
    const path = `items[${index}]`;
    if (!categoryKeys.has(item.category)) report(`${path}.category`, 'A215');
    if (item.timedMenu !== null && !menuKeys.has(item.timedMenu)) report(`${path}.timedMenu`, 'A215');
    issues.push(...itemIssues(item, path));
  });
  return issues;
}
