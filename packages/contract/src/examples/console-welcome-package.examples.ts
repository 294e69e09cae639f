import type { CouponBody } from '../console-promotions.js';
import type {
  consoleWelcomePackageRoutes,
  WelcomeCouponDto,
  WelcomePackageDto,
} from '../console-welcome-package.js';
import { exampleIds, exampleTimes } from './example-values.js';
import type { TableExamples } from './route-example.js';

// The platform welcomes new diners with two $3-off coupons on orders of $15 and free delivery once, each
// valid for two weeks after the gift is claimed.

const threeOffBody = {
  title: { en: '$3 off your order', zh: '满15减3' },
  describe: { en: 'For your first orders on Nearbite.', zh: '新用户专享。' },
  couponType: 'cash',
  discountPercent: null,
  maxDiscountPrice: null,
  discountPrice: 300,
  minCommoditiesPrice: 1500,
  maxDeliveryDistanceMiles: null,
  orderTypes: [],
  validity: { kind: 'duration', durationSeconds: 14 * 24 * 60 * 60 },
  stockNumber: null,
  perUserLimit: 1,
  redeemCode: null,
} satisfies CouponBody;
const freeDelivery: WelcomeCouponDto = {
  ...threeOffBody,
  id: exampleIds.coupon,
  title: { en: 'Free delivery', zh: '免配送费' },
  couponType: 'freeDeliveryPrice',
  discountPrice: null,
  minCommoditiesPrice: null,
  orderTypes: ['delivery'],
  status: 'active',
  claimedCount: 42,
  createdTime: exampleTimes.noon,
};
const threeOff: WelcomeCouponDto = {
  ...threeOffBody,
  id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  status: 'active',
  claimedCount: 0,
  createdTime: exampleTimes.noon,
};
const welcomePackage: WelcomePackageDto = {
  status: 'active',
  coupons: [
    { quantity: 2, coupon: threeOff },
    { quantity: 1, coupon: freeDelivery },
  ],
};

export const consoleWelcomePackageExamples: TableExamples<typeof consoleWelcomePackageRoutes> = {
  welcomePackage: { response: welcomePackage },
  saveWelcomePackage: {
    body: {
      status: 'active',
      coupons: [
        { coupon: threeOffBody, quantity: 2 },
        { couponId: exampleIds.coupon, quantity: 1 },
      ],
    },
    response: welcomePackage,
  },
};
