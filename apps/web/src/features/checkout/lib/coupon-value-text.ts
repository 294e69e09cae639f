import type { CouponRule } from '@nearbite/domain/coupon-value';
import { discountLabel } from '@nearbite/domain/discount-label';
import { dollars } from '@nearbite/domain/money-text';
import type { Translate } from '../../../shared/i18n/translation';

/**
 * What a coupon takes off, in words: "$5.00 off", "15% off, up to $8.00" (Chinese "8.5折，最高减$8.00"),
 * "Free delivery". The percentage follows the language by discount-label.ts, as the wallet words it;
 * amounts keep their cents like every other figure of the checkout.
 */
export function couponValueText(
  rule: Pick<CouponRule, 'couponType' | 'percent' | 'maxDiscountPrice' | 'discountPrice'>,
  t: Translate,
  language: string,
): string {
  switch (rule.couponType) {
    case 'cash':
      return t('checkout.coupon.cashOff', { amount: dollars(rule.discountPrice ?? 0) });
    case 'discount': {
      const discount = discountLabel(rule.percent ?? 100, language);
      return rule.maxDiscountPrice === null
        ? discount
        : t('checkout.coupon.discountUpTo', { discount, max: dollars(rule.maxDiscountPrice) });
    }
    case 'freeDeliveryPrice':
      return t('checkout.coupon.freeDelivery');
  }
}
