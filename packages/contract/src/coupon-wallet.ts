import { COUPON_CODE_LENGTH } from '@nearbite/domain/coupon-claim';
import { z } from 'zod';
import { uuidSchema } from './common.js';
import { couponSchema } from './coupons.js';
import { userCouponSchema } from './orders.js';

/**
 * A redeem code as the diner typed it: 4 letters or digits, any case (the server compares in upper case).
 */
export const couponCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9]{${COUPON_CODE_LENGTH}}$`));

/**
 * What the claim page and the wallet show beyond the coupon's rules. The state and availability sentences
 * (couponStateStr, availableStr) are worded by the client from these facts and the diner's clock.
 */
const couponFacts = {
  /** The coupon's description (HTML, merchant-written) in the request's language; null without one. */
  describeHTML: z.string().nullable(),
  /**
   * Its validity ends on today's calendar day (the store's time zone; platform coupons: US Pacific). On the
   * claim page, for a copy received now.
   */
  expiresToday: z.boolean(),
  /** The most it takes off, cents: the cash amount or the discount's cap; null when unbounded. */
  discountedPrice: z.number().int().nullable(),
};

/** A coupon on the claim page (GET /coupons/{couponId}) or behind a redeem code. */
export const couponViewSchema = couponSchema
  .extend({
    ...couponFacts,
    /**
     * The signed-in diner already holds as many copies (used or not) as the coupon's per-user limit, so
     * cannot claim another; false when signed out or while they may claim one more.
     */
    isReceive: z.boolean(),
    /** Offered for free (claim page, codes); points and welcome-gift coupons are not. */
    claimable: z.boolean(),
  })
  .meta({ id: 'CouponView' });

/** A coupon in the diner's wallet: their copy with its own validity. */
export const walletCouponSchema = userCouponSchema.extend(couponFacts).meta({ id: 'WalletCoupon' });

/** The claim page, redeem codes and the wallet. */
export const couponWalletRoutes = {
  coupon: {
    method: 'GET',
    url: '/coupons/:couponId',
    params: z.object({ couponId: uuidSchema }).strict(),
    response: couponViewSchema,
  },
  /** Claims one copy; answers it. */
  claim: {
    method: 'POST',
    url: '/user/coupons',
    body: z.object({ couponId: uuidSchema }).strict(),
    response: z.object({ coupon: walletCouponSchema }),
  },
  /** Receives the coupons behind a code that the diner can still receive; answers them. */
  redeemCode: {
    method: 'POST',
    url: '/user/redemption/couponCode',
    body: z.object({ code: couponCodeSchema }).strict(),
    response: z.object({ coupons: z.array(walletCouponSchema) }),
  },
  /** The coupons behind a code, for the redeem-result dialog. */
  codeCoupons: {
    method: 'GET',
    url: '/codes/code/:code',
    params: z.object({ code: couponCodeSchema }).strict(),
    response: z.object({ coupons: z.array(couponViewSchema) }),
  },
  /**
   * The diner's unused, switched-on coupons that have not expired, at one store (its own and platform
   * coupons) or everywhere; newest received first. By default only those usable now (started): the cart's
   * chooser. The wallet adds `includeNotStarted=true` to list copies whose validity starts later too
   * (`validFrom` in the future), which it shows as not usable yet.
   */
  userCoupons: {
    method: 'GET',
    url: '/user/coupons',
    querystring: z
      .object({
        businessId: uuidSchema.optional(),
        /** "true" also lists copies whose validity has not started yet. */
        includeNotStarted: z
          .enum(['true', 'false'])
          .default('false')
          .transform((value) => value === 'true'),
      })
      .strict(),
    response: z.object({ coupons: z.array(walletCouponSchema) }),
  },
} as const;

export type CouponViewDto = z.infer<typeof couponViewSchema>;
export type WalletCouponDto = z.infer<typeof walletCouponSchema>;
