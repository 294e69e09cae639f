import type { ServerErrorDefinition } from './error-families.js';

/** Coupons, phones, areas, users, points, timed menus, scheduling and printers. Part of the catalogue in errors.ts. */
export const accountErrors = {
  // Coupons.
  COUPON_NOT_FOUND: { code: 'A130', status: 404, message: 'The coupon does not exist.' },
  COUPON_NOT_OWNED: { code: 'A131', status: 403, message: 'The coupon belongs to someone else.' },
  COUPON_WRONG_STORE: { code: 'A132', status: 422, message: 'The coupon belongs to another store.' },
  COUPON_ALREADY_USED: { code: 'A133', status: 409, message: 'The coupon has been used up.' },
  COUPON_NOT_ONLINE: { code: 'A134', status: 409, message: 'The coupon is not published.' },
  COUPON_ALREADY_CLAIMED: { code: 'A135', status: 409, message: 'The coupon has already been claimed.' },
  COUPON_NOT_STARTED: { code: 'A136', status: 409, message: "The coupon's validity has not started." },
  COUPON_EXPIRED: { code: 'A137', status: 409, message: 'The coupon has expired.' },
  COUPON_CONDITION_NOT_MET: {
    code: 'A138',
    status: 422,
    message: "The order does not meet the coupon's conditions.",
  },
  COUPON_ORDER_TYPE_NOT_ALLOWED: {
    code: 'A139',
    status: 422,
    message: 'The coupon does not apply to this order type.',
  },
  COUPON_CLAIM_LIMIT_REACHED: {
    code: 'A140',
    status: 409,
    message: 'The claim limit for this coupon is reached.',
  },
  COUPON_REDEMPTION_INFO_MISSING: {
    code: 'A141',
    status: 400,
    message: 'The coupon redemption details are missing.',
  },
  COUPON_NONE_AVAILABLE: { code: 'A142', status: 409, message: 'No coupons are left to claim.' },
  COUPON_CODE_INVALID: { code: 'A143', status: 404, message: 'No coupon matches this code.' },
  COUPON_DISCOUNT_MISMATCH: {
    code: 'A144',
    status: 409,
    message: "The coupon discount differs from the server's.",
  },
  COUPON_ONLY_ONE_PER_ORDER: { code: 'A145', status: 422, message: 'Only one coupon may be used per order.' },

  // Phone and verification outside login (coupon claim, e-mail receipt); login has F1-F3.
  PHONE_NUMBER_INVALID: { code: 'A146', status: 400, message: 'The phone number is not a valid US number.' },
  VERIFICATION_CODE_INCORRECT: { code: 'A147', status: 400, message: 'The verification code is incorrect.' },
  VERIFICATION_CODE_NOT_REQUESTED: {
    code: 'A148',
    status: 400,
    message: 'No verification code was requested for this phone or e-mail.',
  },
  VERIFICATION_PHONE_MISMATCH: {
    code: 'A149',
    status: 400,
    message: 'The code was sent to another phone number.',
  },

  // Areas (an operator's service region: time zone, delivery fee rules).
  AREA_NOT_FOUND: { code: 'A150', status: 404, message: 'The service area does not exist.' },
  AREA_INACTIVE: { code: 'A151', status: 409, message: 'The service area is not active.' },
  AREA_TIMEZONE_MISSING: { code: 'A152', status: 422, message: 'The area has no time zone set.' },
  AREA_DELIVERY_FEE_RULES_MISSING: {
    code: 'A153',
    status: 422,
    message: 'The area has no delivery fee rules.',
  },
  LOCATION_OUT_OF_SERVICE_AREA: {
    code: 'A154',
    status: 422,
    message: 'The location is outside every service area.',
  },

  // Users and their addresses.
  USER_NOT_FOUND: { code: 'A155', status: 404, message: 'The user does not exist.' },
  USER_IS_DRIVER: { code: 'A156', status: 403, message: 'Driver accounts cannot do this.' },
  USER_HAS_ONGOING_ORDERS: { code: 'A157', status: 409, message: 'The user still has ongoing orders.' },
  USER_AUTHORIZATION_INVALID: {
    code: 'A158',
    status: 403,
    message: "The user's authorization does not allow this.",
  },
  USER_DISABLED: { code: 'A159', status: 403, message: 'The account is disabled.' },
  ADDRESS_NOT_FOUND: { code: 'A160', status: 404, message: 'The saved address does not exist.' },
  ADDRESS_LIMIT_REACHED: {
    code: 'A161',
    status: 409,
    message: 'The user has the maximum number of saved addresses.',
  },

  // Points programme and welcome gift.
  POINTS_NOT_ENOUGH: { code: 'A162', status: 409, message: 'The user does not have enough points.' },
  POINTS_CONFIG_MISSING: { code: 'A163', status: 404, message: 'The store has no points programme.' },
  POINTS_PROGRAMME_DISABLED: {
    code: 'A164',
    status: 409,
    message: "The store's points programme is turned off.",
  },
  POINTS_PERIOD_OVERLAP: { code: 'A165', status: 409, message: 'The points period overlaps another one.' },
  POINTS_REQUIRED_MISMATCH: {
    code: 'A166',
    status: 409,
    message: "The required points differ from the store's rules.",
  },
  POINTS_EXCHANGE_UNSUPPORTED: {
    code: 'A167',
    status: 422,
    message: 'The item cannot be redeemed with points.',
  },
  POINTS_EXCHANGE_ABOVE_MAXIMUM: {
    code: 'A168',
    status: 422,
    message: 'More was redeemed with points than allowed.',
  },
  POINTS_CARD_NOT_FOUND: {
    code: 'A169',
    status: 404,
    message: 'The user has no points card for this store.',
  },
  WELCOME_GIFT_ALREADY_CLAIMED: {
    code: 'A170',
    status: 409,
    message: 'The welcome gift has already been claimed.',
  },
  WELCOME_GIFT_INACTIVE: { code: 'A171', status: 409, message: 'The welcome gift package is not active.' },

  // Timed menus.
  TIMED_MENU_NAME_EXISTS: {
    code: 'A172',
    status: 409,
    message: 'A timed menu with this name already exists.',
  },
  TIMED_MENU_NOT_FOUND: { code: 'A173', status: 404, message: 'The timed menu does not exist.' },
  TIMED_MENU_HAS_PRODUCTS: { code: 'A174', status: 409, message: 'The timed menu still holds items.' },

  // Scheduling.
  PRE_ORDER_UNSUPPORTED: { code: 'A175', status: 422, message: 'The store does not take pre-orders.' },
  TIME_OUTSIDE_BUSINESS_HOURS: {
    code: 'A176',
    status: 422,
    message: "The chosen time is outside the store's business hours.",
  },

  // Kitchen printers: kept out of 5xx because an offline printer is the store's state, not our failure.
  PRINTER_OFFLINE: { code: 'A177', status: 409, message: 'The printer is offline.' },
  PRINTER_TYPE_INVALID: { code: 'A178', status: 400, message: 'The printer type is not valid.' },
  PRINTER_LABEL_RECENTLY_PRINTED: {
    code: 'A179',
    status: 429,
    message: 'This label was printed moments ago.',
  },
  PRINTER_RETRY_LATER: { code: 'A180', status: 429, message: 'The printer is busy; retry in 10 seconds.' },
} as const satisfies Record<string, ServerErrorDefinition>;
