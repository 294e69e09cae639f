import { describe, expect, it } from 'vitest';
import {
  itemIssues,
  MENU_DISCOUNT_MAX,
  MENU_DISCOUNT_MIN,
  MENU_FILE_MAX_BYTES,
  MENU_MAX_ITEMS,
  type MenuFileRules,
  type MenuItemRules,
  menuIssues,
} from './menu-rules.js';

const name = (en: string, zh = '名') => ({ en, zh });

function item(overrides: Partial<MenuItemRules> = {}): MenuItemRules {
  return {
    category: 'noodles',
    timedMenu: null,
    name: name('Beef noodles', '牛肉面'),
    price: 1450,
    takeawayPrice: null,
    originPrice: null,
    originTakeawayPrice: null,
    discountPercent: null,
    stockNumber: null,
    minBuyNumber: 1,
    maxBuyNumber: null,
    specifiedTax: null,
    specifications: [],
    attributes: [],
    addOnGroups: [],
    ...overrides,
  };
}

function menu(items: MenuItemRules[], overrides: Partial<MenuFileRules> = {}): MenuFileRules {
  return {
    timedMenus: [
      { key: 'lunch', name: name('Lunch', '午餐'), openHours: [[], [[0, 3_600_000]], [], [], [], [], []] },
    ],
    categories: [{ key: 'noodles', name: name('Noodles', '面'), requiredForDineIn: false }],
    items,
    ...overrides,
  };
}

describe('menu rules', () => {
  it('passes an item the diner side can sell', () => {
    expect(itemIssues(item({ discountPercent: 85, stockNumber: 0, maxBuyNumber: 1 }))).toEqual([]);
  });

  it('pins the discount range to 1-99 percent paid', () => {
    expect([MENU_DISCOUNT_MIN, MENU_DISCOUNT_MAX]).toEqual([1, 99]);
    expect(itemIssues(item({ discountPercent: 0 }))).toEqual([
      { path: 'item.discountPercent', code: 'A212' },
    ]);
    expect(itemIssues(item({ discountPercent: 100 }))).toEqual([
      { path: 'item.discountPercent', code: 'A212' },
    ]);
  });

  it('refuses empty names in either language, negative prices and stock, and a maximum below the minimum', () => {
    const issues = itemIssues(
      item({
        name: name('Dumplings', ' '),
        price: -1,
        takeawayPrice: 12.5,
        stockNumber: -2,
        minBuyNumber: 3,
        maxBuyNumber: 2,
      }),
    );
    expect(issues).toEqual([
      { path: 'item.name', code: 'A210' },
      { path: 'item.price', code: 'A211' },
      { path: 'item.takeawayPrice', code: 'A211' },
      { path: 'item.stockNumber', code: 'A214' },
      { path: 'item.maxBuyNumber', code: 'A213' },
    ]);
    expect(itemIssues(item({ minBuyNumber: 0 }))).toEqual([{ path: 'item.minBuyNumber', code: 'A213' }]);
  });

  it('refuses add-on groups that could never be filled', () => {
    const value = { name: name('Egg', '蛋'), price: 100, minBuyNumber: 0, maxBuyNumber: 1 };
    const issues = itemIssues(
      item({
        addOnGroups: [
          { name: name('Toppings', '加料'), minBuyNumber: 2, maxBuyNumber: 1, values: [value] },
          { name: name('Sides', '小菜'), minBuyNumber: 3, maxBuyNumber: null, values: [value, value] },
          {
            name: name('Sauces', '酱'),
            minBuyNumber: 0,
            maxBuyNumber: null,
            values: [{ ...value, minBuyNumber: 2 }],
          },
        ],
      }),
    );
    expect(issues).toEqual([
      { path: 'item.addOnGroups[0].maxBuyNumber', code: 'A213' },
      { path: 'item.addOnGroups[0].minBuyNumber', code: 'A213' },
      { path: 'item.addOnGroups[1].minBuyNumber', code: 'A213' },
      { path: 'item.addOnGroups[2].values[0].maxBuyNumber', code: 'A213' },
    ]);
  });

  it('refuses specifications and attributes without values or with a cap above their values', () => {
    const issues = itemIssues(
      item({
        specifications: [
          { name: name('Spice', '辣度'), values: [{ name: name('Mild', '微辣') }], maxSelected: 2 },
        ],
        attributes: [{ name: name('Size', '大小'), values: [] }],
      }),
    );
    expect(issues).toEqual([
      { path: 'item.specifications[0].maxSelected', code: 'A213' },
      { path: 'item.attributes[0].values', code: 'A213' },
    ]);
  });

  it('answers every problem of a file with its path, not just the first', () => {
    const issues = menuIssues(
      menu(
        [
          item(),
          item({ category: 'soups', price: -5 }),
          item({ timedMenu: 'dinner', id: 'a' }),
          item({ id: 'a' }),
        ],
        {
          categories: [
            { key: 'noodles', name: name('Noodles', '面'), requiredForDineIn: true },
            { key: 'rice', name: name('Rice', ''), requiredForDineIn: true },
          ],
        },
      ),
    );
    expect(issues).toEqual([
      { path: 'categories[1].name', code: 'A210' },
      { path: 'categories[1].requiredForDineIn', code: 'A215' },
      { path: 'items[3].id', code: 'A215' },
      { path: 'items[1].category', code: 'A215' },
      { path: 'items[1].price', code: 'A211' },
      { path: 'items[2].timedMenu', code: 'A215' },
    ]);
  });

  it('refuses hours outside the day and files above the item limit', () => {
    expect(
      menuIssues(
        menu([], {
          timedMenus: [{ key: 'x', name: name('X', '某'), openHours: [[[5, 1]], [], [], [], [], [], []] }],
        }),
      ),
    ).toEqual([{ path: 'timedMenus[0].openHours', code: 'A217' }]);
    expect(MENU_MAX_ITEMS).toBe(1000);
    expect(MENU_FILE_MAX_BYTES).toBe(4_194_304);
    expect(menuIssues(menu(Array.from({ length: MENU_MAX_ITEMS + 1 }, () => item())))).toEqual([
      { path: 'items', code: 'A218' },
    ]);
  });
});
