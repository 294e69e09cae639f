import type { z } from 'zod';
import type { activitySchema, BusinessSummaryDto, businessRoutes } from '../businesses.js';
import {
  exampleIds,
  exampleStoreAddress,
  exampleStoreCoordinates,
  exampleStoreName,
  exampleTimeZone,
  exampleWeekHours,
} from './example-values.js';
import type { TableExamples } from './route-example.js';

const chinese = { id: exampleIds.category, name: 'Chinese 中餐' };
const bakery = { id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', name: 'Bakery' };

/** 10 % off pickup orders. */
export const exampleActivity: z.output<typeof activitySchema> = {
  id: exampleIds.activity,
  name: 'Pickup 10% off 自取九折',
  activityType: 'orderTypeDiscount',
  details: [
    {
      discountPercent: 90,
      availableConditions: { availableOrderTypes: ['pickup'], availableCommodities: [] },
    },
  ],
};

const goldenDragon: BusinessSummaryDto = {
  id: exampleIds.business,
  name: exampleStoreName,
  logo: '/apis/v1/images/logo/golden-dragon.svg',
  images: ['/apis/v1/images/banner/golden-dragon.svg'],
  isOpen: true,
  canReserved: true,
  pauseReason: null,
  orderInAdvance: false,
  expectedOpeningTime: null,
  distance: 2.41,
  openHours: exampleWeekHours,
  categorys: [chinese],
  diningTypes: ['delivery', 'pickup', 'dineIn'],
  prepareFoodTime: 1200,
  deliveryCarrier: 'business',
  pointsConfig: { status: true },
  activities: [exampleActivity],
  announcement: 'Closed on Mondays. 周一休息。',
  website: 'goldendragon.example.com',
  address: {
    fullAddress: exampleStoreAddress,
    postalCode: '94133',
    timeZone: exampleTimeZone,
    location: { coordinates: exampleStoreCoordinates },
  },
};

const mission: BusinessSummaryDto = {
  ...goldenDragon,
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  name: 'Mission Bakehouse',
  logo: null,
  images: [],
  isOpen: false,
  canReserved: false,
  expectedOpeningTime: 1_749_733_200_000,
  distance: 3.07,
  categorys: [bakery],
  diningTypes: ['pickup'],
  prepareFoodTime: 600,
  deliveryCarrier: 'platform',
  pointsConfig: { status: false },
  activities: [],
  announcement: null,
  website: null,
  address: {
    fullAddress: '2901 24th St, San Francisco, CA 94110',
    postalCode: '94110',
    timeZone: exampleTimeZone,
    location: { coordinates: [-122.4108, 37.7527] },
  },
};

const fromHome = { longitude: '-122.4511', latitude: '37.7759' };

export const businessExamples = {
  categories: { response: [chinese, bakery] },
  nearby: {
    query: { ...fromHome, range: '40', filterMode: 'category', businessTypes: `${chinese.id},${bakery.id}` },
    response: { businesses: [goldenDragon, mission], pageNumber: 1, pageCapacity: 50, hasMore: false },
  },
  promoted: { query: { ...fromHome, range: '40' }, response: { businesses: [goldenDragon] } },
  search: {
    query: { ...fromHome, keywords: '饺子 dumplings' },
    response: {
      businesses: [
        {
          ...goldenDragon,
          commodities: [
            {
              id: exampleIds.dumplings,
              name: 'Pork & Chive Dumplings 韭菜猪肉饺',
              thumbnail: '/apis/v1/images/dish/pork-chive-dumplings.svg',
              price: 1295,
            },
          ],
        },
      ],
    },
  },
  mapModel: { query: fromHome, response: { businesses: [goldenDragon, mission] } },
  byWebsite: { query: { website: 'goldendragon.example.com' }, response: { id: exampleIds.business } },
  searchHistories: { response: [{ keywords: '饺子 dumplings' }, { keywords: 'boba' }] },
  deleteSearchHistories: { response: { ok: true } },
} satisfies TableExamples<typeof businessRoutes>;
