import type { ServerErrorDefinition } from './error-families.js';

/**
 * A store's promotions in the console (activities and store coupons), A250–A259. Part of the catalogue in
 * errors.ts; the numbers they check live in promotion-rules.ts.
 */
export const promotionErrors = {
  PROMOTION_PERCENT_INVALID: {
    code: 'A250',
    status: 400,
    message: 'The share the diner pays must be a whole percent from 1 to 99.',
  },
  COUPON_AMOUNT_INVALID: {
    code: 'A251',
    status: 400,
    message: "A coupon's amount, cap or minimum order is missing or out of range.",
  },
  COUPON_VALIDITY_INVALID: {
    code: 'A252',
    status: 400,
    message: "The coupon's validity is not valid: it must end after it starts, in the future, within a year.",
  },
  COUPON_STOCK_INVALID: {
    code: 'A253',
    status: 400,
    message: 'The number of coupons to hand out must be empty (unlimited) or from 0 to 100000.',
  },
  COUPON_PER_USER_LIMIT_INVALID: {
    code: 'A254',
    status: 400,
    message: 'Each diner may receive from 1 to 10 copies of a coupon.',
  },
  REDEEM_CODE_INVALID: {
    code: 'A255',
    status: 400,
    message: 'A redeem code is 4 letters or digits.',
  },
  REDEEM_CODE_TAKEN: {
    code: 'A256',
    status: 409,
    message: 'Another coupon already uses this redeem code.',
  },
  ACTIVITY_DATES_INVALID: {
    code: 'A257',
    status: 400,
    message: 'An activity must end after it starts, and in the future.',
  },
  // An unknown activity or coupon is the catalogue's PROMOTION_NOT_FOUND (A66).
  PROMOTION_ALREADY_ENDED: {
    code: 'A258',
    status: 409,
    message: 'An ended promotion cannot be changed; create a new one.',
  },
  ACTIVITY_COMMODITIES_INVALID: {
    code: 'A259',
    status: 400,
    message: 'An activity may only name dishes of the store’s menu.',
  },
} as const satisfies Record<string, ServerErrorDefinition>;
