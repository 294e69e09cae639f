import type { CouponDto } from '@nearbite/contract/coupons';
import { couponValueText } from '@nearbite/domain/coupon-wording';

/**
 * A coupon from the API worded as the domain words every coupon (coupon-wording.ts): "$5 off",
 * "15% off, up to $8" (Chinese "8.5折，最高减$8"), "Free delivery"; short amounts, as the wallet shows them.
 */
export function couponValue(
  coupon: Pick<CouponDto, 'couponType' | 'discountInfo'>,
  language: string,
): string {
  const { discountPercentInfo, discountPrice } = coupon.discountInfo;
  return couponValueText(
    {
      couponType: coupon.couponType,
      discountPrice,
      percent: discountPercentInfo?.percent ?? null,
      maxDiscountPrice: discountPercentInfo?.maxDiscountPrice ?? null,
    },
    language,
  );
}
