import type { consoleStoreProfileRoutes, StoreProfileDto } from '../console-store-profile.js';
import { exampleIds, exampleWeekHours } from './example-values.js';
import type { TableExamples } from './route-example.js';

// The Chinatown store's owner closes for Christmas and stays open late on New Year's Eve.

const store = { businessId: exampleIds.business };
const HOUR = 3_600_000;

const profile: StoreProfileDto = {
  businessId: exampleIds.business,
  name: { en: 'Golden Dumpling House', zh: '金饺子馆' },
  announcement: { en: 'Closed on Christmas Day.', zh: '圣诞节休息。' },
  logo: 'https://cdn.nearbite.example/logos/golden-dumpling.png',
  images: ['https://cdn.nearbite.example/banners/golden-dumpling-1.jpg'],
  categoryIds: [exampleIds.category],
  contactPhoneNumber: '+14155550123',
  website: 'goldendumpling.example.com',
  fullAddress: '845 Grant Ave, San Francisco, CA 94108',
  postalCode: '94108',
  latitude: 37.7946,
  longitude: -122.4066,
  timeZone: 'America/Los_Angeles',
  diningTypes: ['delivery', 'pickup', 'dineIn'],
  prepareFoodTimeSeconds: 1200,
  orderInAdvance: true,
  reserveDay: 1,
  spacTimeMinutes: 15,
  pointsEnabled: true,
  openHours: exampleWeekHours,
  specialHours: [
    { date: '2025-12-25', intervals: [], note: 'Christmas' },
    { date: '2025-12-31', intervals: [[17 * HOUR, 24 * HOUR]], note: "New Year's Eve" },
  ],
  today: '2025-12-20',
  status: { label: 'open', isOpen: true, canReserved: true, specialNote: null, closedAllDay: false },
};

export const consoleStoreProfileExamples = {
  get: { params: store, response: profile },
  update: {
    params: store,
    body: { prepareFoodTimeSeconds: 1500, website: 'goldendumpling.example.com' },
    response: { ...profile, prepareFoodTimeSeconds: 1500 },
  },
  putHours: { params: store, body: { openHours: exampleWeekHours }, response: profile },
  putSpecialDays: {
    params: store,
    body: { specialDays: profile.specialHours },
    response: profile,
  },
  categories: {
    response: { categories: [{ id: exampleIds.category, name: { en: 'Chinese', zh: '中餐' } }] },
  },
} satisfies TableExamples<typeof consoleStoreProfileRoutes>;
