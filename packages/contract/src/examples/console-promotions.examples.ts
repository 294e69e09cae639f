import type {
  ActivityBody,
  ActivityDto,
  ConsoleCouponDto,
  CouponBody,
  consolePromotionRoutes,
} from '../console-promotions.js';
import { exampleIds } from './example-values.js';
import type { TableExamples } from './route-example.js';

// The Chinatown store's owner runs 15 % off dumplings through December and hands out a $5 coupon on orders
// of $20, 500 copies, one per diner, valid a week after it is claimed, behind the code DUMP.

const store = { businessId: exampleIds.business };
const DEC_1 = Date.UTC(2026, 11, 1, 8);
const JAN_1 = Date.UTC(2027, 0, 1, 8);

const activityBody: ActivityBody = {
  name: { en: 'Dumpling month', zh: '饺子月' },
  describe: { en: '15% off every dumpling.', zh: '饺子八五折。' },
  activityType: 'discount',
  discountPercent: 85,
  orderTypes: [],
  commodityIds: [exampleIds.dumplings],
  startsAt: DEC_1,
  endsAt: JAN_1,
};
const activity: ActivityDto = {
  ...activityBody,
  id: exampleIds.activity,
  status: 'active',
  createdTime: DEC_1 - 86_400_000,
};

const couponBody = {
  title: { en: '$5 off $20', zh: '满20减5' },
  describe: { en: 'Dumplings and noodles only.\nOne per order.', zh: '仅限饺子和面食。\n每单限用一张。' },
  couponType: 'cash',
  discountPercent: null,
  maxDiscountPrice: null,
  discountPrice: 500,
  minCommoditiesPrice: 2000,
  maxDeliveryDistanceMiles: null,
  orderTypes: [],
  validity: { kind: 'duration', durationSeconds: 7 * 86_400 },
  stockNumber: 500,
  perUserLimit: 1,
  redeemCode: 'DUMP',
} satisfies CouponBody;
const coupon: ConsoleCouponDto = {
  ...couponBody,
  id: exampleIds.coupon,
  status: 'active',
  claimedCount: 12,
  claimUrl: `https://nearbite.example/coupon/get?couponId=${exampleIds.coupon}`,
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M4 4h1v1h-1z"/></svg>',
  createdTime: DEC_1,
};

export const consolePromotionExamples = {
  activities: { params: store, response: { activities: [activity], timeZone: 'America/Los_Angeles' } },
  createActivity: { params: store, body: activityBody, response: activity },
  updateActivity: {
    params: { ...store, activityId: exampleIds.activity },
    body: { ...activityBody, discountPercent: 80 },
    response: { ...activity, discountPercent: 80 },
  },
  endActivity: { params: { ...store, activityId: exampleIds.activity }, body: {}, response: { ok: true } },
  coupons: { params: store, response: { coupons: [coupon], timeZone: 'America/Los_Angeles' } },
  createCoupon: { params: store, body: couponBody, response: coupon },
  updateCoupon: {
    params: { ...store, couponId: exampleIds.coupon },
    body: { ...couponBody, stockNumber: 800 },
    response: { ...coupon, stockNumber: 800 },
  },
  endCoupon: { params: { ...store, couponId: exampleIds.coupon }, body: {}, response: { ok: true } },
} satisfies TableExamples<typeof consolePromotionRoutes>;
