import type { consoleMenuRoutes, MenuFileDto } from '../console-menu.js';
import { exampleIds } from './example-values.js';
import type { TableExamples } from './route-example.js';

// The Chinatown store's menu in the console: exported, re-imported with a price change, reordered.

const store = { businessId: exampleIds.business };
const HOUR = 3_600_000;

const menu: MenuFileDto = {
  format: 'nearbite-menu',
  version: 1,
  timedMenus: [
    {
      id: exampleIds.timedMenu,
      key: 'lunch',
      name: { en: 'Lunch', zh: '午餐' },
      openHours: Array.from({ length: 7 }, () => [[11 * HOUR, 15 * HOUR]]),
    },
  ],
  categories: [
    {
      id: exampleIds.menuCategory,
      key: 'dumplings',
      name: { en: 'Dumplings', zh: '饺子' },
      requiredForDineIn: false,
    },
  ],
  items: [
    {
      id: exampleIds.dumplings,
      category: 'dumplings',
      timedMenu: null,
      name: { en: 'Pork dumplings', zh: '猪肉饺子' },
      description: { en: 'Hand-folded daily.', zh: '每日手工包制。' },
      images: [],
      thumbnail: null,
      price: 1295,
      takeawayPrice: null,
      originPrice: null,
      originTakeawayPrice: null,
      discountPercent: null,
      stockNumber: null,
      minBuyNumber: 1,
      maxBuyNumber: 10,
      specifications: [
        {
          id: 'cooking',
          name: { en: 'Cooking', zh: '做法' },
          values: [
            { id: 'steamed', name: { en: 'Steamed', zh: '蒸' } },
            { id: 'pan-fried', name: { en: 'Pan-fried', zh: '煎' } },
          ],
          singularity: true,
          required: true,
          maxSelected: null,
        },
      ],
      attributes: [
        {
          id: exampleIds.attribute,
          name: { en: 'Count', zh: '数量' },
          values: [
            {
              id: exampleIds.attributeValue,
              name: { en: '12 pieces', zh: '12只' },
              price: 450,
              stockNumber: 40,
            },
          ],
        },
      ],
      addOnGroups: [],
      specifiedTax: null,
      deliveryNotSupported: false,
      supportsExchange: false,
      isAvailable: true,
    },
  ],
};

const { id: _id, ...itemFields } = menu.items[0] as MenuFileDto['items'][number];

export const consoleMenuExamples: TableExamples<typeof consoleMenuRoutes> = {
  menu: { params: store, response: menu },
  exportCsv: {
    params: store,
    response: {
      csv: `id,category_en,category_zh,name_en,name_zh,description_en,description_zh,price,takeaway_price,origin_price,origin_takeaway_price,discount_percent,stock,min_buy,max_buy,timed_menu,available,delivery_not_supported,supports_exchange,thumbnail\r\n${exampleIds.dumplings},Dumplings,饺子,Pork dumplings,猪肉饺子,Hand-folded daily.,每日手工包制。,12.95,,,,,,1,10,,yes,no,no,\r\n`,
    },
  },
  import: {
    params: store,
    body: { format: 'json', menu: { ...menu, items: [{ ...menu.items[0], price: 1395 }] }, dryRun: true },
    response: {
      applied: false,
      dryRun: true,
      issues: [],
      timedMenus: { created: 0, updated: 0, removed: 0, unchanged: 1 },
      categories: { created: 0, updated: 0, removed: 0, unchanged: 1 },
      items: { created: 0, updated: 1, removed: 0, unchanged: 0 },
      removedItemsInOrders: 0,
    },
  },
  reorder: {
    params: store,
    body: { categories: [{ id: exampleIds.menuCategory, itemIds: [exampleIds.dumplings] }] },
    response: menu,
  },
  createItem: {
    params: store,
    body: { category: 'dumplings', name: { en: 'Leek dumplings', zh: '韭菜饺子' }, price: 1195 },
    response: { id: exampleIds.noodles, issues: [] },
  },
  updateItem: {
    params: { ...store, commodityId: exampleIds.dumplings },
    body: { ...itemFields, maxBuyNumber: 0 },
    response: {
      id: null,
      issues: [
        {
          code: 'A213',
          message: 'A maximum is below its minimum, or a minimum is out of range.',
          path: 'item.maxBuyNumber',
          line: null,
          column: null,
        },
      ],
    },
  },
  duplicate: {
    params: { ...store, commodityId: exampleIds.dumplings },
    body: {},
    response: { id: exampleIds.noodles },
  },
};
