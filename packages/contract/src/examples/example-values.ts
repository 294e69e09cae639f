import type { z } from 'zod';
import type { UserDto } from '../auth.js';
import type { weeklyHoursSchema } from '../businesses.js';
import type { CouponDto } from '../coupons.js';

// Values several areas' examples share: one diner in San Francisco, one store in Chinatown, one order.

/** Record ids (uuids, as every table keys its rows). */
export const exampleIds = {
  user: '9c41e7a2-0b3d-4f58-8e26-71d5a4c9b0e8',
  business: '3f2b8c1e-5a7d-4e90-9b61-2c4d8e7f1a03',
  category: '6a0d9f4b-2e71-4c38-b5a9-0f3e8d2c7b14',
  timedMenu: 'c5e8a1f3-9b2d-4a67-8e04-3d1f6b9a2c58',
  menuCategory: '1b7f3e9d-4c2a-4e85-a6d0-8f9e2b3c4d5a',
  dumplings: 'e2a9c4d7-1f3b-4a8e-9c65-7b0d2e4f6a81',
  noodles: '4d8b2f6e-7a1c-4e39-b0d5-9e3f1a2b7c64',
  attribute: '8e1c5a3f-2d9b-4f76-a4e0-6b7c8d9e0f12',
  attributeValue: 'a3f7d1e9-5b2c-4d84-8a6f-0e1b2c3d4e5f',
  activity: '7f2e4d6c-8b1a-4c39-9e57-2a3b4c5d6e7f',
  coupon: 'd4c3b2a1-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
  userCoupon: '2b4d6f8a-1c3e-4a5b-9d7f-8e6c4a2b0d1f',
  order: 'b7e4d2a1-6c93-4f0e-a5b8-1d2e3f4a5b6c',
  orderLine: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b',
  payment: '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f',
  card: '0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d',
  pickupAddress: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  pickupPoint: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  pointsCard: '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b',
  exchange: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b',
  statement: '8a9b0c1d-2e3f-4a4b-9c5d-6e7f8a9b0c1d',
  address: '4a5b6c7d-8e9f-4a0b-8c1d-2e3f4a5b6c7d',
} as const;

/** Wednesday 11 June 2025, 12:00 in San Francisco, and the times of that day's order. */
export const exampleTimes = {
  noon: 1_749_668_400_000,
  ordered: 1_749_668_400_000,
  paid: 1_749_668_460_000,
  confirmed: 1_749_668_520_000,
  ready: 1_749_669_600_000,
  completed: 1_749_670_800_000,
  paymentDeadline: 1_749_669_300_000,
} as const;

const HOUR = 3_600_000;
const lunchAndDinner: [number, number][] = [
  [11 * HOUR, 14.5 * HOUR],
  [17 * HOUR, 21.5 * HOUR],
];

/** Open every day for lunch and dinner, closed on Monday (Sunday first). */
export const exampleWeekHours: z.output<typeof weeklyHoursSchema> = [
  lunchAndDinner,
  [],
  lunchAndDinner,
  lunchAndDinner,
  lunchAndDinner,
  lunchAndDinner,
  lunchAndDinner,
];

export const exampleStoreName = 'Golden Dragon 金龙餐厅';
export const exampleStoreAddress = '1021 Grant Ave, San Francisco, CA 94133';
/** `[longitude, latitude]` of the store. */
export const exampleStoreCoordinates: [number, number] = [-122.4069, 37.7946];
export const exampleDinerAddress = '2130 Fulton St, San Francisco, CA 94117';
export const exampleDinerCoordinates: [number, number] = [-122.4511, 37.7759];
export const exampleTimeZone = 'America/Los_Angeles';

export const exampleUser: UserDto = {
  id: exampleIds.user,
  phoneNumber: '4155550123',
  email: 'mei.chen@example.com',
  notificationConfigs: { messagingDisabled: false, messagingPromotionDisabled: true },
  extraInfo: { receiveNewUserPackage: true, newUserPackagePromptsStopped: false },
  extraInfoStatistics: { hasAlreadyOrdered: true },
};

/** 15 % off orders from $20, at most $5 off, valid 30 days after claiming. */
export const exampleCoupon: CouponDto = {
  id: exampleIds.coupon,
  couponType: 'discount',
  discountInfo: { discountPercentInfo: { percent: 85, maxDiscountPrice: 500 }, discountPrice: null },
  availableConditions: {
    minCommoditiesPrice: 2000,
    maxDeliveryDistance: 5,
    orderTypes: ['delivery', 'pickup'],
  },
  couponStatus: 1,
  expiredInfo: { duration: 2_592_000, expiredTime: null, timeInterval: null },
  business: { id: exampleIds.business, name: exampleStoreName },
  name: '八五折 15% off',
};
