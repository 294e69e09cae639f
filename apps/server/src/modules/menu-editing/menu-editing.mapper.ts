import { MENU_FILE_FORMAT, MENU_FILE_VERSION, type MenuFileDto } from '@nearbite/contract/console-menu';
import type { MenuCsvRow } from '@nearbite/domain/menu-csv';
import type { MenuRows } from './menu-editing.repository.js';

type MenuItem = MenuFileDto['items'][number];

/** A file key from an English name: `Small plates` → `small-plates`, made unique with `-2`, `-3`. */
export function keyMaker(): (name: string, fallback: string) => string {
  const taken = new Set<string>();
  return (name, fallback) => {
    const base =
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 50) || fallback;
    let key = base;
    for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
    taken.add(key);
    return key;
  };
}

/** The stored menu as a menu file: ids included, categories and items in menu order. */
export function toMenuFile(rows: MenuRows): MenuFileDto {
  const menuKey = keyMaker();
  const timedMenus = rows.timedMenus.map((menu) => ({
    id: menu.id,
    key: menuKey(menu.name.en, 'menu'),
    name: menu.name,
    openHours: menu.openHours,
  }));
  const categoryKey = keyMaker();
  const categories = rows.categories.map((category) => ({
    id: category.id,
    key: categoryKey(category.name.en, 'category'),
    name: category.name,
    requiredForDineIn: category.requiredForDineIn,
  }));
  const keyOfMenu = new Map(timedMenus.map((menu) => [menu.id, menu.key]));
  const items: MenuItem[] = [];
  for (const category of categories) {
    for (const item of rows.commodities.filter((row) => row.categoryId === category.id)) {
      const attributes = rows.attributes
        .filter((attribute) => attribute.commodityId === item.id)
        .map((attribute) => ({
          id: attribute.id,
          name: attribute.name,
          values: rows.attributeValues
            .filter((value) => value.attributeId === attribute.id)
            .map((value) => ({
              id: value.id,
              name: value.name,
              price: value.price,
              stockNumber: value.stockNumber,
            })),
        }));
      items.push({
        id: item.id,
        category: category.key,
        timedMenu: item.timedMenuId ? (keyOfMenu.get(item.timedMenuId) ?? null) : null,
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
          maxSelected: spec.maxSelected ?? null,
        })),
        attributes,
        addOnGroups: item.addOnGroups,
        specifiedTax: item.specifiedTax ?? null,
        deliveryNotSupported: item.deliveryNotSupported,
        supportsExchange: item.supportsExchange,
        isAvailable: item.isAvailable,
      });
    }
  }
  return { format: MENU_FILE_FORMAT, version: MENU_FILE_VERSION, timedMenus, categories, items };
}

/** The file's items as CSV rows (categories by name, timed menus by key). */
export function toCsvRows(file: MenuFileDto): Array<Omit<MenuCsvRow, 'line'>> {
  const categoryByKey = new Map(file.categories.map((category) => [category.key, category]));
  return file.items.map((item) => {
    const category = categoryByKey.get(item.category);
    return {
      id: item.id ?? null,
      categoryEn: category?.name.en ?? '',
      categoryZh: category?.name.zh ?? '',
      nameEn: item.name.en,
      nameZh: item.name.zh,
      descriptionEn: item.description?.en ?? '',
      descriptionZh: item.description?.zh ?? '',
      price: item.price,
      takeawayPrice: item.takeawayPrice,
      originPrice: item.originPrice,
      originTakeawayPrice: item.originTakeawayPrice,
      discountPercent: item.discountPercent,
      stockNumber: item.stockNumber,
      minBuyNumber: item.minBuyNumber,
      maxBuyNumber: item.maxBuyNumber,
      timedMenu: item.timedMenu,
      isAvailable: item.isAvailable,
      deliveryNotSupported: item.deliveryNotSupported,
      supportsExchange: item.supportsExchange,
      thumbnail: item.thumbnail,
    };
  });
}

/**
 * A CSV file as a menu file, merged with the stored menu: categories by English name (a known one keeps its
 * id and dine-in flag), the stored timed menus, and for a row with an id the item's options and pictures,
 * which CSV does not carry. Row i becomes items[i].
 */
export function csvToMenuFile(rows: MenuCsvRow[], current: MenuFileDto): MenuFileDto {
  const known = new Map(current.categories.map((category) => [category.name.en, category]));
  const key = keyMaker();
  const categories = new Map<string, MenuFileDto['categories'][number]>();
  for (const row of rows) {
    if (categories.has(row.categoryEn)) continue;
    const stored = known.get(row.categoryEn);
    categories.set(row.categoryEn, {
      id: stored?.id ?? null,
      key: key(row.categoryEn, 'category'),
      name: { en: row.categoryEn, zh: row.categoryZh },
      requiredForDineIn: stored?.requiredForDineIn ?? false,
    });
  }
  const storedItems = new Map(current.items.map((item) => [item.id, item]));
  const items = rows.map((row): MenuItem => {
    const stored = row.id ? storedItems.get(row.id) : undefined;
    const description =
      row.descriptionEn === '' && row.descriptionZh === ''
        ? null
        : { en: row.descriptionEn, zh: row.descriptionZh };
    return {
      id: row.id,
      category: categories.get(row.categoryEn)?.key ?? '',
      timedMenu: row.timedMenu,
      name: { en: row.nameEn, zh: row.nameZh },
      description,
      images: stored?.images ?? [],
      thumbnail: row.thumbnail,
      price: row.price,
      takeawayPrice: row.takeawayPrice,
      originPrice: row.originPrice,
      originTakeawayPrice: row.originTakeawayPrice,
      discountPercent: row.discountPercent,
      stockNumber: row.stockNumber,
      minBuyNumber: row.minBuyNumber,
      maxBuyNumber: row.maxBuyNumber,
      specifications: stored?.specifications ?? [],
      attributes: stored?.attributes ?? [],
      addOnGroups: stored?.addOnGroups ?? [],
      specifiedTax: stored?.specifiedTax ?? null,
      deliveryNotSupported: row.deliveryNotSupported,
      supportsExchange: row.supportsExchange,
      isAvailable: row.isAvailable,
    };
  });
  return { ...current, categories: [...categories.values()], items };
}
