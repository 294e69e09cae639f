import type { CommodityDto, CommoditySummaryDto } from '../menu.js';
import type { BusinessDetailDto, storeRoutes } from '../store.js';
import { exampleActivity } from './businesses.examples.js';
import {
  exampleIds,
  exampleStoreAddress,
  exampleStoreCoordinates,
  exampleStoreName,
  exampleTimeZone,
  exampleWeekHours,
} from './example-values.js';
import type { TableExamples } from './route-example.js';

const businessParams = { businessId: exampleIds.business };
const dim = { id: exampleIds.menuCategory, name: 'Dim Sum 点心' };

const detail: BusinessDetailDto = {
  id: exampleIds.business,
  name: exampleStoreName,
  logo: '/apis/v1/images/logo/golden-dragon.svg',
  images: ['/apis/v1/images/banner/golden-dragon.svg'],
  categorys: [{ id: exampleIds.category, name: 'Chinese 中餐' }],
  announcement: 'Closed on Mondays. 周一休息。',
  activities: [{ ...exampleActivity, activityDescribe: '10% off every pickup order 自取订单九折' }],
  diningTypes: ['delivery', 'pickup', 'dineIn'],
  deliveryCarrier: 'business',
  prepareFoodTime: 1200,
  distance: 2.41,
  address: {
    fullAddress: exampleStoreAddress,
    postalCode: '94133',
    location: { coordinates: exampleStoreCoordinates },
    timeZone: exampleTimeZone,
    area: {
      deliveryConfig: {
        baseDeliveryPrice: { price: 399, distance: 2 },
        extraDeliveryPrice: [{ price: 100, distance: 1 }],
        maxDistance: 6,
        minCommoditiesPrice: 1500,
        smallOrderExtraPrice: 200,
        location: null,
        deliveryFeeShares: [{ shareType: 'customer', value: 0 }],
      },
      doordashDeliveryConfig: null,
    },
  },
  contact: { phoneNumber: '4155550100' },
  openHours: exampleWeekHours,
  specialHours: [{ date: '2025-12-25', intervals: [] }],
  openHoursStr: [
    '11:00-14:30, 17:00-21:30',
    '',
    '11:00-14:30, 17:00-21:30',
    '11:00-14:30, 17:00-21:30',
    '11:00-14:30, 17:00-21:30',
    '11:00-14:30, 17:00-21:30',
    '11:00-14:30, 17:00-21:30',
  ],
  isOpen: true,
  canReserved: true,
  pauseReason: null,
  orderInAdvance: false,
  expectedOpeningTime: null,
  todaySupportDelivery: true,
  weekDay: 3,
  deliveryDates: null,
  taxRate: { combinedRate: 86_250 },
  noTaxOnPickupOrders: false,
  servicePrices: [{ orderType: 'dineIn', percent: 3, cent: 0 }],
  tipConfig: { percentages: [1000, 1500, 2000], fixedAmounts: [200, 300, 500], thresholdPrice: 2000 },
  specialTipRules: null,
  customizedTipDisabled: false,
  tipDisabledForOnline: false,
  integralRules: [
    { availablePrices: { min: 0, max: 1000 }, requiredPoints: 100 },
    { availablePrices: { min: 1000, max: 2000 }, requiredPoints: 200 },
  ],
  pointsConfig: {
    status: true,
    exchangeRules: {
      commodities: [
        { requiredPoints: 100, content: '100 points: any item up to $10 / 100 积分兑换 $10 以内菜品' },
      ],
    },
  },
  pickUpAddresses: [
    {
      id: exampleIds.pickupAddress,
      name: 'Front counter 前台',
      address: exampleStoreAddress,
      location: { coordinates: exampleStoreCoordinates },
      pickupHours: exampleWeekHours,
      asap: true,
    },
  ],
  reserveDay: 2,
  spacTime: 15,
  tablesInfo: { tableNames: ['A1', 'A2', 'B1', '包间 1'] },
};

const dumplings: CommoditySummaryDto = {
  id: exampleIds.dumplings,
  categoryId: exampleIds.menuCategory,
  name: 'Pork & Chive Dumplings 韭菜猪肉饺',
  description: '12 pieces, pan-fried or steamed. 十二只，煎或蒸。',
  thumbnail: '/apis/v1/images/dish/pork-chive-dumplings.svg',
  price: 1295,
  takeawayPrice: null,
  originPrice: null,
  originTakeawayPrice: null,
  discountPercent: null,
  stockNumber: 40,
  minBuyNumber: 1,
  maxBuyNumber: null,
  timedMenuId: 'allDay',
  deliveryNotSupported: false,
  supportsExchange: true,
  soldOut: false,
  hasOptions: true,
};

const noodles: CommoditySummaryDto = {
  ...dumplings,
  id: exampleIds.noodles,
  name: 'Beef Noodle Soup 红烧牛肉面',
  description: 'Braised beef shank, hand-pulled noodles.',
  thumbnail: '/apis/v1/images/dish/beef-noodle-soup.svg',
  price: 1595,
  takeawayPrice: 1495,
  stockNumber: null,
  timedMenuId: exampleIds.timedMenu,
  supportsExchange: false,
};

const noodlesDialog: CommodityDto = {
  ...noodles,
  businessId: exampleIds.business,
  images: ['/apis/v1/images/dish/beef-noodle-soup.svg'],
  specifications: [
    {
      id: 'broth',
      name: 'Broth 汤底',
      values: [
        { id: 'original', name: 'Original 原味' },
        { id: 'spicy', name: 'Spicy 麻辣' },
      ],
      singularity: true,
      required: true,
      maxSelected: null,
    },
  ],
  attributes: [
    {
      id: exampleIds.attribute,
      name: 'Size 份量',
      values: [
        { id: '6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e', name: 'Regular 中碗', price: 0, stockNumber: null },
        { id: exampleIds.attributeValue, name: 'Large 大碗', price: 200, stockNumber: 25 },
      ],
    },
  ],
  addOns: [
    {
      id: 'extras',
      name: 'Extras 加料',
      minBuyNumber: 0,
      maxBuyNumber: 3,
      values: [
        {
          id: 'soft-boiled-egg',
          name: 'Soft-boiled egg 溏心蛋',
          price: 150,
          minBuyNumber: 0,
          maxBuyNumber: 2,
        },
        { id: 'bok-choy', name: 'Bok choy 青菜', price: 100, minBuyNumber: 0, maxBuyNumber: 1 },
      ],
    },
  ],
  timedMenuId: { id: exampleIds.timedMenu, name: 'Lunch 午市', openHours: exampleWeekHours },
  specifiedTax: null,
  canJoin: true,
};

export const storeExamples = {
  detail: {
    params: businessParams,
    query: { longitude: '-122.4511', latitude: '37.7759' },
    response: detail,
  },
  timedMenuDetail: {
    params: businessParams,
    query: { timedMenuId: exampleIds.timedMenu },
    response: {
      timedMenus: [
        { id: exampleIds.timedMenu, name: 'Lunch 午市', openHours: exampleWeekHours, isOpenNow: true },
      ],
      commodityCategories: [{ ...dim, requiredForDineIn: false, commodities: [dumplings, noodles] }],
    },
  },
  commodity: { params: { id: exampleIds.noodles }, response: noodlesDialog },
  searchCommodities: {
    params: businessParams,
    query: { keywords: '饺子' },
    response: { commodities: [dumplings] },
  },
  requiredForDineIn: {
    params: businessParams,
    response: {
      category: { id: 'f0e1d2c3-b4a5-4968-8778-695a4b3c2d1e', name: 'Rice 米饭' },
      commodities: [
        {
          ...dumplings,
          id: '3a4b5c6d-7e8f-4a9b-8c0d-1e2f3a4b5c6d',
          categoryId: 'f0e1d2c3-b4a5-4968-8778-695a4b3c2d1e',
          name: 'Steamed Rice 白米饭',
          description: null,
          price: 250,
          stockNumber: null,
          supportsExchange: false,
          hasOptions: false,
        },
      ],
    },
  },
  callService: { params: { businessId: exampleIds.business, tableName: 'A2' }, response: { ok: true } },
  uniqueIdentifier: { response: { value: 'web-7f3a9c2e-5b1d-4e8f' } },
} satisfies TableExamples<typeof storeRoutes>;
