import type {
  BusinessCategoryDto,
  consolePlatformRoutes,
  consoleStoreOpeningRoutes,
  PlatformAreaDto,
  PlatformStoreDto,
} from '../console-platform.js';
import { exampleIds, exampleTimes } from './example-values.js';
import type { TableExamples } from './route-example.js';

// The operator of the Bay Area opens Nearbite there: an area, a noodle bar in Chinatown with its owner, and
// the "Noodles" category.

const areaId = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
const area: PlatformAreaDto = {
  id: areaId,
  name: { en: 'Bay Area', zh: '湾区' },
  status: 'active',
  timeZone: 'America/Los_Angeles',
  contactPhoneNumber: '+14155550100',
  instagramAccount: 'nearbite_bay',
  instagramUrl: 'https://instagram.com/nearbite_bay',
  serviceTime: { startMs: 32_400_000, endMs: 79_200_000 },
  defaultDelivery: {
    basePrice: 399,
    baseDistanceMiles: 2,
    extraDeliveryPrices: [{ price: 100, distance: 1 }],
    maxDistanceMiles: 6,
    minCommoditiesPrice: 1500,
    smallOrderExtraPrice: 199,
    deliveryFeeShares: [],
    deliveryDates: null,
  },
  storeCount: 1,
};
const areaBody = {
  name: { en: 'Bay Area', zh: '湾区' },
  timeZone: 'America/Los_Angeles',
  contactPhoneNumber: '(415) 555-0100',
  instagramAccount: 'nearbite_bay',
  instagramUrl: 'https://instagram.com/nearbite_bay',
  serviceTime: { startMs: 32_400_000, endMs: 79_200_000 },
};
const store: PlatformStoreDto = {
  id: exampleIds.business,
  name: { en: 'Golden Noodle Bar', zh: '金面馆' },
  status: 'offline',
  areaId,
  areaName: { en: 'Bay Area', zh: '湾区' },
  fullAddress: '868 Grant Ave, San Francisco, CA 94108',
  ownerPhones: ['+14155550123'],
  createdTime: exampleTimes.noon,
};
const category: BusinessCategoryDto = {
  id: exampleIds.category,
  name: { en: 'Noodles', zh: '面食' },
  sortOrder: 3,
  storeCount: 12,
};

export const consolePlatformExamples: TableExamples<typeof consolePlatformRoutes> = {
  areas: { response: { areas: [area] } },
  createArea: { body: areaBody, response: { ...area, storeCount: 0 } },
  updateArea: { params: { areaId }, body: { ...areaBody, status: 'active' }, response: area },
  stores: { query: { query: 'noodle', pageNumber: '1' }, response: { stores: [store], total: 1 } },
  createStore: {
    body: {
      name: { en: 'Golden Noodle Bar', zh: '金面馆' },
      areaId,
      fullAddress: '868 Grant Ave, San Francisco, CA 94108',
      postalCode: '94108',
      latitude: 37.7952,
      longitude: -122.4058,
      diningTypes: ['pickup', 'dineIn'],
      categoryIds: [exampleIds.category],
      ownerPhone: '+14155550123',
    },
    response: store,
  },
  categories: { response: { categories: [category] } },
  createCategory: { body: { name: { en: 'Noodles', zh: '面食' } }, response: { ...category, storeCount: 0 } },
  updateCategory: {
    params: { categoryId: exampleIds.category },
    body: { name: { en: 'Noodles', zh: '面食' }, sortOrder: 3 },
    response: category,
  },
  removeCategory: { params: { categoryId: exampleIds.category }, response: { ok: true } },
  admins: {
    response: {
      admins: [
        { fullPhoneNumber: '+14155550100', revocable: false },
        { fullPhoneNumber: '+14155550199', revocable: true },
      ],
    },
  },
  grantAdmin: {
    body: { phoneNumber: '+14155550199' },
    response: { fullPhoneNumber: '+14155550199', revocable: true },
  },
  revokeAdmin: { params: { phoneNumber: '+14155550199' }, response: { ok: true } },
};

export const consoleStoreOpeningExamples: TableExamples<typeof consoleStoreOpeningRoutes> = {
  opening: {
    params: { businessId: exampleIds.business },
    response: { status: 'offline', gaps: ['openHours', 'menu'] },
  },
  setOpening: {
    params: { businessId: exampleIds.business },
    body: { status: 'online' },
    response: { status: 'online', gaps: [] },
  },
};
