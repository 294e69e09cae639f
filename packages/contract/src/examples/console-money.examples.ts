import type {
  consoleMoneySettingsRoutes,
  MoneySettingsBody,
  MoneySettingsDto,
} from '../console-money-settings.js';
import type { consoleTableRoutes } from '../console-tables.js';
import { exampleIds } from './example-values.js';
import type { TableExamples } from './route-example.js';

// The Chinatown store's owner sets San Francisco's 8.625 % tax, a delivery fee of $3.99 for 2 miles plus $1
// a mile to 6 miles, and checks what a $10 delivery order 3.5 miles away would cost; then prints table cards.

const store = { businessId: exampleIds.business };
const table = '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f';
const category = '6e7f8091-ab2c-4d3e-9f40-5b6c7d8e9fa0';

const body: MoneySettingsBody = {
  taxPercent: '8.625',
  noTaxOnPickupOrders: false,
  servicePrices: [{ orderType: 'delivery', percent: 3.5, cent: 50 }],
  tipConfig: { percentages: [1500, 1800, 2000], fixedAmounts: [200, 300, 400], thresholdPrice: 2000 },
  customizedTipDisabled: false,
  tipDisabledForOnline: false,
  deliveryCarrier: 'business',
  delivery: {
    basePrice: 399,
    baseDistanceMiles: 2,
    extraDeliveryPrices: [{ price: 100, distance: 1 }],
    maxDistanceMiles: 6,
    minCommoditiesPrice: 1500,
    smallOrderExtraPrice: 200,
    deliveryFeeShares: [],
    deliveryDates: null,
  },
  doordash: null,
};

const settings: MoneySettingsDto = {
  ...body,
  taxRateMillionths: 86_250,
  diningTypes: ['delivery', 'pickup', 'dineIn'],
};

export const consoleMoneySettingsExamples = {
  settings: { params: store, response: settings },
  update: { params: store, body, response: settings },
  preview: {
    params: store,
    body: {
      settings: body,
      sample: {
        orderType: 'delivery',
        subtotal: 1000,
        distanceMiles: 3.5,
        tip: { kind: 'option', index: 0 },
      },
    },
    response: {
      food: 1000,
      discounts: 0,
      subtotal: 1000,
      serviceFee: 85,
      deliveryFee: 599,
      smallOrderFee: 200,
      tax: 87,
      tip: 200,
      total: 2171,
      tipOptions: [200, 300, 400],
      tipEnabled: true,
      customTipAllowed: true,
      problems: [],
      deliveryShortfall: 0,
    },
  },
} satisfies TableExamples<typeof consoleMoneySettingsRoutes>;

const table12 = { id: table, name: 'A12', sortOrder: 0 };
const qrUrl = `https://nearbite.example/post/detail?businessId=${exampleIds.business}&tableName=A12`;

export const consoleTableExamples = {
  list: {
    params: store,
    response: {
      tables: [table12],
      categories: [{ id: category, name: { en: 'Drinks', zh: '饮品' }, requiredForDineIn: true }],
    },
  },
  add: { params: store, body: { name: 'A12' }, response: table12 },
  rename: { params: { ...store, tableId: table }, body: { name: 'A12' }, response: table12 },
  remove: { params: { ...store, tableId: table }, response: { ok: true } },
  requiredCategory: { params: store, body: { categoryId: category }, response: { ok: true } },
  qrSheet: {
    params: store,
    query: { paper: 'letter' },
    response: {
      paper: 'letter',
      cards: [{ tableId: table, tableName: 'A12', url: qrUrl }],
      svg: '<svg xmlns="http://www.w3.org/2000/svg" width="8.5in" height="11in">…</svg>',
    },
  },
} satisfies TableExamples<typeof consoleTableRoutes>;
