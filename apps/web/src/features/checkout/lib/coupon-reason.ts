import type { CouponUnavailableReason } from '@nearbite/domain/coupon-eligibility';
import { dollars } from '@nearbite/domain/money-text';
import type { OrderType } from '@nearbite/domain/order-type';
import type { TextKey } from '../../../shared/i18n/translation';

/** An i18n key and its values. */
export interface TextRef {
  key: TextKey;
  values?: Record<string, string | number>;
}

/**
 * The message of an unavailable coupon (specification section 5): "over $X available.", "not available
 * at the moment.", "expired.", the delivery radius in miles, "only for …"; and ours for a coupon worth
 * nothing on this order. `typeName` names an order type in the current language.
 */
export function couponReasonText(
  reason: CouponUnavailableReason,
  typeName: (type: OrderType) => string,
  separator: string,
): TextRef {
  switch (reason.code) {
    case 'belowMinimum':
      return {
        key: 'checkout.coupon.reason.belowMinimum',
        values: { amount: dollars(reason.minCommoditiesPrice) },
      };
    case 'notStarted':
      return { key: 'checkout.coupon.reason.notStarted' };
    case 'expired':
      return { key: 'checkout.coupon.reason.expired' };
    case 'beyondDistance':
      return {
        key: 'checkout.coupon.reason.beyondDistance',
        values: { miles: reason.maxDeliveryDistanceMiles },
      };
    case 'orderTypeNotAllowed':
      return {
        key: 'checkout.coupon.reason.orderTypeNotAllowed',
        values: { types: reason.orderTypes.map(typeName).join(separator) },
      };
    case 'zeroPrice':
      return { key: 'checkout.coupon.reason.zeroPrice' };
  }
}
