/**
 * How a coupon's value is worded, one phrasing for every screen (checkout, wallet, welcome gift, points
 * shop) in both languages: "$5 off" / "减$5", "15% off, up to $8" / "8.5折，最高减$8", "Free delivery" /
 * "免配送费", and with a minimum spend "$5 off orders over $20" / "满$20减$5".
 */

import type { CouponType } from './coupon-value.js';
import { discountLabel } from './discount-label.js';
import { dollars, shortDollars } from './money-text.js';

/** What the wording needs of a coupon; money in cents, `percent` the share paid (85 is 15 % off). */
export interface CouponWordingRule {
  couponType: CouponType;
  /** cash: the amount it takes off. */
  discountPrice: number | null;
  /** discount: the share paid; null when the coupon lacks it (it is then only named "Discount"). */
  percent: number | null;
  /** discount: the most it takes off; null or 0 means no cap. */
  maxDiscountPrice: number | null;
}

export interface CouponWordingOptions {
  /** Amounts with their cents ("$5.00 off"), as checkout shows every figure; else short ("$5 off"). */
  cents?: boolean;
  /** A minimum food subtotal (cents) to name: "… orders over $20" / "满$20…"; 0 or absent names none. */
  minimumSpend?: number | null;
}

function isChinese(language: string): boolean {
  return /^zh/i.test(language);
}

/** The coupon's value in the language (`zh…` is Chinese, anything else English). */
export function couponValueText(
  rule: CouponWordingRule,
  language: string,
  { cents = false, minimumSpend = null }: CouponWordingOptions = {},
): string {
  const money = cents ? dollars : shortDollars;
  const zh = isChinese(language);
  const over = minimumSpend !== null && minimumSpend > 0 ? money(minimumSpend) : null;
  const zhOver = over === null ? '' : `满${over}`;
  switch (rule.couponType) {
    case 'cash': {
      const amount = money(rule.discountPrice ?? 0);
      if (zh) return `${zhOver}减${amount}`;
      return over === null ? `${amount} off` : `${amount} off orders over ${over}`;
    }
    case 'discount': {
      if (rule.percent === null) return `${zhOver}${zh ? '折扣' : 'Discount'}`;
      const discount = discountLabel(rule.percent, language);
      const max =
        rule.maxDiscountPrice !== null && rule.maxDiscountPrice > 0 ? money(rule.maxDiscountPrice) : null;
      // "满$20享9折": the 享 keeps the two figures apart.
      if (zh)
        return `${over === null ? '' : `满${over}享`}${discount}${max === null ? '' : `，最高减${max}`}`;
      const onOrders = over === null ? discount : `${discount} orders over ${over}`;
      return max === null ? onOrders : `${onOrders}, up to ${max}`;
    }
    case 'freeDeliveryPrice':
      if (zh) return `${zhOver}免配送费`;
      return over === null ? 'Free delivery' : `Free delivery on orders over ${over}`;
  }
}
