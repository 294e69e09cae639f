import type { CouponViewDto, couponWalletRoutes, WalletCouponDto } from '../coupon-wallet.js';
import { exampleCoupon, exampleIds, exampleTimes } from './example-values.js';
import type { TableExamples } from './route-example.js';

const facts = {
  describeHTML: '<p>Any order from $20 at Golden Dragon. 满 $20 可用。</p>',
  expiresToday: false,
  discountedPrice: 500,
};

const couponView: CouponViewDto = { ...exampleCoupon, ...facts, isReceive: false, claimable: true };

/** The diner's copy of the example coupon, claimed at noon, valid 30 days. */
export const exampleWalletCoupon: WalletCouponDto = {
  ...exampleCoupon,
  ...facts,
  userCouponId: exampleIds.userCoupon,
  validFrom: exampleTimes.noon,
  validUntil: exampleTimes.noon + 2_592_000_000,
};

export const couponWalletExamples = {
  coupon: { params: { couponId: exampleIds.coupon }, response: couponView },
  claim: { body: { couponId: exampleIds.coupon }, response: { coupon: exampleWalletCoupon } },
  redeemCode: { body: { code: 'dg8k' }, response: { coupons: [exampleWalletCoupon] } },
  codeCoupons: { params: { code: 'DG8K' }, response: { coupons: [couponView] } },
  userCoupons: {
    query: { businessId: exampleIds.business, includeNotStarted: 'true' },
    response: { coupons: [exampleWalletCoupon] },
  },
} satisfies TableExamples<typeof couponWalletRoutes>;
