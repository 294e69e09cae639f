import { randomUUID } from 'node:crypto';
import type { MenuFileDto } from '@nearbite/contract/console-menu';
import type { MenuIssue } from '@nearbite/domain/menu-rules';
import type { MenuWrite } from './menu-editing.repository.js';

type Counts = { created: number; updated: number; removed: number; unchanged: number };

/** What an import changes, kind by kind, and the ids of the items it removes. */
export interface MenuChanges {
  timedMenus: Counts;
  categories: Counts;
  items: Counts;
  removedItemIds: string[];
}

/** JSON with object keys sorted, so two values compare equal whatever order their fields were built in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * Ids in the file must be this store's (`stored`) and appear once: an id of another store's row would move
 * that row here, so it is refused (A216) however it got into the file.
 */
export function idIssues(file: MenuFileDto, stored: MenuFileDto): MenuIssue[] {
  const issues: MenuIssue[] = [];
  const check = (ids: Set<string>, id: string | null | undefined, path: string) => {
    if (id && !ids.has(id)) issues.push({ path, code: 'A216' });
  };
  const storedIds = (list: Array<{ id?: string | null }>) =>
    new Set(list.flatMap((entry) => (entry.id ? [entry.id] : [])));
  const menuIds = storedIds(stored.timedMenus);
  for (const [index, menu] of file.timedMenus.entries()) check(menuIds, menu.id, `timedMenus[${index}].id`);
  const categoryIds = storedIds(stored.categories);
  for (const [index, category] of file.categories.entries()) {
    check(categoryIds, category.id, `categories[${index}].id`);
  }
  const itemIds = storedIds(stored.items);
  const attributes = storedIds(stored.items.flatMap((item) => item.attributes));
  const values = storedIds(
    stored.items.flatMap((item) => item.attributes.flatMap((attribute) => attribute.values)),
  );
  // Attribute rows are rewritten whole, so one id on two items of the file would collide.
  const seen = new Set<string>();
  const once = (id: string | null | undefined, path: string) => {
    if (!id) return;
    if (seen.has(id)) issues.push({ path, code: 'A215' });
    seen.add(id);
  };
  file.items.forEach((item, index) => {
    check(itemIds, item.id, `items[${index}].id`);
    item.attributes.forEach((attribute, a) => {
      const at = `items[${index}].attributes[${a}]`;
      check(attributes, attribute.id, `${at}.id`);
      once(attribute.id, `${at}.id`);
      attribute.values.forEach((value, v) => {
        check(values, value.id, `${at}.values[${v}].id`);
        once(value.id, `${at}.values[${v}].id`);
      });
    });
  });
  return issues;
}

function count<T extends { id?: string | null }>(
  incoming: T[],
  stored: T[],
  comparable: (entry: T, index: number, from: 'file' | 'stored') => unknown,
): Counts {
  const storedById = new Map(
    stored.map((entry, index) => [entry.id, canonical(comparable(entry, index, 'stored'))]),
  );
  const counts: Counts = { created: 0, updated: 0, removed: 0, unchanged: 0 };
  const kept = new Set<string>();
  incoming.forEach((entry, index) => {
    if (!entry.id) {
      counts.created++;
      return;
    }
    kept.add(entry.id);
    if (storedById.get(entry.id) === canonical(comparable(entry, index, 'file'))) counts.unchanged++;
    else counts.updated++;
  });
  counts.removed = stored.filter((entry) => entry.id && !kept.has(entry.id)).length;
  return counts;
}

/** Positions of items within their category, as the file lists them. */
function positions(items: MenuFileDto['items']): number[] {
  const next = new Map<string, number>();
  return items.map((item) => {
    const position = next.get(item.category) ?? 0;
    next.set(item.category, position + 1);
    return position;
  });
}

/** Created, updated, removed and unchanged entries of each kind; keys compare by the id they stand for. */
export function menuChanges(file: MenuFileDto, stored: MenuFileDto): MenuChanges {
  const refOf = (menu: MenuFileDto) => {
    const categories = new Map(
      menu.categories.map((category) => [category.key, category.id ?? `new:${category.key}`]),
    );
    const timed = new Map(
      menu.timedMenus.map((timedMenu) => [timedMenu.key, timedMenu.id ?? `new:${timedMenu.key}`]),
    );
    return { categories, timed, positions: positions(menu.items) };
  };
  const refs = { file: refOf(file), stored: refOf(stored) };
  const withoutKey = <T extends { key: string }>({ key: _key, ...rest }: T, index: number) => ({
    ...rest,
    index,
  });
  const fileItemIds = new Set(file.items.flatMap((item) => (item.id ? [item.id] : [])));
  return {
    timedMenus: count(file.timedMenus, stored.timedMenus, withoutKey),
    categories: count(file.categories, stored.categories, withoutKey),
    items: count(file.items, stored.items, (item, index, from) => ({
      ...item,
      category: refs[from].categories.get(item.category),
      timedMenu: item.timedMenu === null ? null : refs[from].timed.get(item.timedMenu),
      position: refs[from].positions[index],
    })),
    removedItemIds: stored.items.flatMap((item) => (item.id && !fileItemIds.has(item.id) ? [item.id] : [])),
  };
}

/** A short id for a choice inside an item (orders copy it with the choice). */
const choiceId = () => randomUUID().slice(0, 8);

/** The rows that make the store's menu the file (checked already): ids kept, new ones made, order by position. */
export function menuWrite(file: MenuFileDto, businessId: string, at: Date): MenuWrite {
  const timedMenus = file.timedMenus.map((menu, index) => ({
    id: menu.id ?? randomUUID(),
    businessId,
    name: menu.name,
    openHours: menu.openHours as Array<Array<[number, number]>>,
    sortOrder: index,
  }));
  const menuIdByKey = new Map(file.timedMenus.map((menu, index) => [menu.key, timedMenus[index]?.id]));
  const categories = file.categories.map((category, index) => ({
    id: category.id ?? randomUUID(),
    businessId,
    name: category.name,
    requiredForDineIn: category.requiredForDineIn,
    sortOrder: index,
  }));
  const categoryIdByKey = new Map(
    file.categories.map((category, index) => [category.key, categories[index]?.id ?? '']),
  );
  const write: MenuWrite = { timedMenus, categories, commodities: [], attributes: [], attributeValues: [] };
  const order = positions(file.items);
  file.items.forEach((item, index) => {
    const id = item.id ?? randomUUID();
    write.commodities.push({
      id,
      businessId,
      categoryId: categoryIdByKey.get(item.category) ?? '',
      timedMenuId: item.timedMenu === null ? null : (menuIdByKey.get(item.timedMenu) ?? null),
      name: item.name,
      description: item.description,
      images: item.images,
      thumbnail: item.thumbnail,
      price: item.price,
      takeawayPrice: item.takeawayPrice,
      originPrice: item.originPrice,
      originTakeawayPrice: item.originTakeawayPrice,
      discountPercent: item.discountPercent,
      stockNumber: item.stockNumber,
      minBuyNumber: item.minBuyNumber,
      maxBuyNumber: item.maxBuyNumber,
      specifications: item.specifications.map((spec) => ({
        ...spec,
        id: spec.id ?? choiceId(),
        values: spec.values.map((value) => ({ ...value, id: value.id ?? choiceId() })),
      })),
      addOnGroups: item.addOnGroups.map((group) => ({
        ...group,
        id: group.id ?? choiceId(),
        values: group.values.map((value) => ({ ...value, id: value.id ?? choiceId() })),
      })),
      specifiedTax: item.specifiedTax,
      deliveryNotSupported: item.deliveryNotSupported,
      supportsExchange: item.supportsExchange,
      isAvailable: item.isAvailable,
      sortOrder: order[index] ?? 0,
      updatedAt: at,
    });
    item.attributes.forEach((attribute, a) => {
      const attributeId = attribute.id ?? randomUUID();
      write.attributes.push({ id: attributeId, commodityId: id, name: attribute.name, sortOrder: a });
      attribute.values.forEach((value, v) => {
        write.attributeValues.push({
          id: value.id ?? randomUUID(),
          attributeId,
          name: value.name,
          price: value.price,
          stockNumber: value.stockNumber,
          sortOrder: v,
        });
      });
    });
  });
  return write;
}
