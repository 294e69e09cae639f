/**
 * The error catalogue: every coded error the server can answer and every code the client can show.
 * The wire envelope is `{ errType, innerErrorType, message }`; the client turns it into a code
 * such as `A12` (family letter + inner type) and shows the translated text for that code.
 */

/** errType on the wire → the family letter the client shows. */
export const errorFamilies = { 1: 'A', 2: 'B', 3: 'C', 4: 'D', 5: 'E', 6: 'F' } as const;
export type ErrorFamilyNumber = keyof typeof errorFamilies;
export type ErrorFamilyLetter = (typeof errorFamilies)[ErrorFamilyNumber];

export interface ServerErrorDefinition {
  /** Family letter and number, e.g. `A12`. Unique across the catalogue. */
  readonly code: `${ErrorFamilyLetter}${number}`;
  /** HTTP status the server answers with. */
  readonly status: number;
  /** English meaning, sent as `message` and used in docs/decisions/errors.md. */
  readonly message: string;
}

/** Server errors by symbolic key. Code numbers are ours (the specification leaves them open). */
export const serverErrors = {
  // Request handling and phone verification (server code already answers A1-A15, so they never move).
  REQUEST_INVALID: { code: 'A1', status: 400, message: 'The request is not valid.' },
  ROUTE_NOT_FOUND: { code: 'A2', status: 404, message: 'No such API route.' },
  BODY_TOO_LARGE: { code: 'A3', status: 413, message: 'The request body is too large.' },
  CONTENT_TYPE_UNSUPPORTED: { code: 'A4', status: 415, message: 'Requests that change data must send JSON.' },
  ORIGIN_FORBIDDEN: { code: 'A5', status: 403, message: 'The request comes from another site.' },
  TOO_MANY_REQUESTS: { code: 'A6', status: 429, message: 'Too many requests; try again shortly.' },
  UNAUTHENTICATED: { code: 'A7', status: 401, message: 'Sign in to continue.' },
  INTERNAL: { code: 'A8', status: 500, message: 'Something went wrong on our side.' },
  VERIFICATION_CODE_EXPIRED: {
    code: 'A9',
    status: 400,
    message: 'The verification code has expired; request a new one.',
  },
  VERIFICATION_TOO_MANY_TRIES: {
    code: 'A10',
    status: 400,
    message: 'Too many wrong codes; request a new one.',
  },
  VERIFICATION_RESEND_TOO_SOON: {
    code: 'A11',
    status: 429,
    message: 'Wait a minute before requesting another code.',
  },
  VERIFICATION_PHONE_DAILY_CAP: {
    code: 'A12',
    status: 429,
    message: 'Too many codes sent to this phone today.',
  },
  VERIFICATION_CLIENT_DAILY_CAP: {
    code: 'A13',
    status: 429,
    message: 'Too many codes requested from this network today.',
  },
  SMS_SEND_FAILED: { code: 'A14', status: 502, message: 'The text message could not be sent.' },
  DEV_OUTBOX_DISABLED: { code: 'A15', status: 404, message: 'The dev outbox exists only in demo mode.' },

  // Platform: idempotency, sessions and partner services.
  IDEMPOTENCY_CONFLICT: {
    code: 'A16',
    status: 409,
    message: 'This idempotency key was already used for a different request.',
  },
  REQUEST_IN_PROGRESS: { code: 'A17', status: 409, message: 'The same request is still being processed.' },
  SESSION_EXPIRED: { code: 'A18', status: 401, message: 'The session has expired or was ended.' },
  FORBIDDEN: { code: 'A19', status: 403, message: 'You may not do this.' },
  RECORD_NOT_FOUND: { code: 'A20', status: 404, message: 'The requested record does not exist.' },
  CONCURRENT_UPDATE: {
    code: 'A21',
    status: 409,
    message: 'The record changed while the request ran; retry.',
  },
  FRONTEND_IDENTIFIER_INVALID: {
    code: 'A22',
    status: 400,
    message: 'The order submission identifier is unknown or expired.',
  },
  SERVICE_UNAVAILABLE: { code: 'A23', status: 503, message: 'The service is temporarily unavailable.' },
  UPSTREAM_TIMEOUT: { code: 'A24', status: 504, message: 'A partner service did not answer in time.' },
  GEOCODER_UNAVAILABLE: { code: 'A25', status: 502, message: 'The address lookup service failed.' },

  // Items. A name or price mismatch is 409: the diner's menu is stale, not malformed.
  COMMODITY_NOT_FOUND: { code: 'A26', status: 404, message: 'The item does not exist.' },
  COMMODITY_OUT_OF_STOCK: { code: 'A27', status: 409, message: 'The item is out of stock.' },
  COMMODITY_UNAVAILABLE: { code: 'A28', status: 409, message: 'The item is not on sale now.' },
  COMMODITY_BELOW_MINIMUM: {
    code: 'A29',
    status: 422,
    message: "The quantity is below the item's minimum purchase.",
  },
  COMMODITY_ABOVE_MAXIMUM: {
    code: 'A30',
    status: 422,
    message: "The quantity is above the item's maximum purchase.",
  },
  COMMODITY_NAME_MISMATCH: { code: 'A31', status: 409, message: "The item's name differs from the menu." },
  COMMODITY_PRICE_MISMATCH: { code: 'A32', status: 409, message: "The item's price differs from the menu." },
  COMMODITY_DISCOUNT_MISMATCH: {
    code: 'A33',
    status: 409,
    message: "The item's discount differs from the menu.",
  },
  COMMODITY_SOLD_OUT_DURING_SUBMISSION: {
    code: 'A34',
    status: 409,
    message: 'The item sold out while the order was being placed.',
  },
  COMMODITY_DELIVERY_NOT_SUPPORTED: { code: 'A35', status: 422, message: 'The item cannot be delivered.' },
  COMMODITY_OUTSIDE_TIMED_MENU: {
    code: 'A36',
    status: 422,
    message: "The item's timed menu is not open now.",
  },
  COMMODITY_REQUIRED_CATEGORY_MISSING: {
    code: 'A37',
    status: 422,
    message: "The order lacks an item from the store's required category.",
  },

  // Specifications (single or multi-select choices of an item).
  SPECIFICATION_NOT_FOUND: { code: 'A38', status: 404, message: 'A chosen specification does not exist.' },
  SPECIFICATION_OUT_OF_STOCK: {
    code: 'A39',
    status: 409,
    message: 'A chosen specification is out of stock.',
  },
  SPECIFICATION_UNAVAILABLE: {
    code: 'A40',
    status: 409,
    message: 'A chosen specification is not available now.',
  },
  SPECIFICATION_BELOW_MINIMUM: {
    code: 'A41',
    status: 422,
    message: 'A required specification has fewer values chosen than needed.',
  },
  SPECIFICATION_ABOVE_MAXIMUM: {
    code: 'A42',
    status: 422,
    message: 'More specification values were chosen than allowed.',
  },
  SPECIFICATION_NAME_MISMATCH: {
    code: 'A43',
    status: 409,
    message: "A chosen specification's name differs from the menu.",
  },
  SPECIFICATION_PRICE_MISMATCH: {
    code: 'A44',
    status: 409,
    message: "A chosen specification's price differs from the menu.",
  },

  // Options (the `attributes` of an item, which carry their own price and stock).
  ATTRIBUTE_NOT_FOUND: { code: 'A45', status: 404, message: 'A chosen option does not exist.' },
  ATTRIBUTE_OUT_OF_STOCK: { code: 'A46', status: 409, message: 'A chosen option is out of stock.' },
  ATTRIBUTE_UNAVAILABLE: { code: 'A47', status: 409, message: 'A chosen option is not available now.' },
  ATTRIBUTE_BELOW_MINIMUM: { code: 'A48', status: 422, message: 'Fewer options were chosen than required.' },
  ATTRIBUTE_ABOVE_MAXIMUM: { code: 'A49', status: 422, message: 'More options were chosen than allowed.' },
  ATTRIBUTE_NAME_MISMATCH: {
    code: 'A50',
    status: 409,
    message: "A chosen option's name differs from the menu.",
  },
  ATTRIBUTE_PRICE_MISMATCH: {
    code: 'A51',
    status: 409,
    message: "A chosen option's price differs from the menu.",
  },

  // Add-ons.
  ADDON_NOT_FOUND: { code: 'A52', status: 404, message: 'A chosen add-on does not exist.' },
  ADDON_OUT_OF_STOCK: { code: 'A53', status: 409, message: 'A chosen add-on is out of stock.' },
  ADDON_UNAVAILABLE: { code: 'A54', status: 409, message: 'A chosen add-on is not available now.' },
  ADDON_BELOW_MINIMUM: { code: 'A55', status: 422, message: 'An add-on is below its minimum count.' },
  ADDON_ABOVE_MAXIMUM: {
    code: 'A56',
    status: 422,
    message: 'An add-on or its group is above its maximum count.',
  },
  ADDON_NAME_MISMATCH: { code: 'A57', status: 409, message: "A chosen add-on's name differs from the menu." },
  ADDON_PRICE_MISMATCH: {
    code: 'A58',
    status: 409,
    message: "A chosen add-on's price differs from the menu.",
  },

  // Templates: option groups a store defines once and shares across items.
  TEMPLATE_NOT_FOUND: {
    code: 'A59',
    status: 404,
    message: 'A customization template of the item does not exist.',
  },
  TEMPLATE_OUT_OF_STOCK: { code: 'A60', status: 409, message: 'A chosen template value is out of stock.' },
  TEMPLATE_UNAVAILABLE: {
    code: 'A61',
    status: 409,
    message: 'A chosen template value is not available now.',
  },
  TEMPLATE_BELOW_MINIMUM: {
    code: 'A62',
    status: 422,
    message: 'Fewer template values were chosen than required.',
  },
  TEMPLATE_ABOVE_MAXIMUM: {
    code: 'A63',
    status: 422,
    message: 'More template values were chosen than allowed.',
  },
  TEMPLATE_NAME_MISMATCH: {
    code: 'A64',
    status: 409,
    message: "A chosen template value's name differs from the menu.",
  },
  TEMPLATE_PRICE_MISMATCH: {
    code: 'A65',
    status: 409,
    message: "A chosen template value's price differs from the menu.",
  },

  // Promotions (store activities).
  PROMOTION_NOT_FOUND: { code: 'A66', status: 404, message: 'The promotion does not exist.' },
  PROMOTION_INACTIVE: { code: 'A67', status: 409, message: 'The promotion is not active.' },
  PROMOTION_NOT_STARTED: { code: 'A68', status: 409, message: 'The promotion has not started.' },
  PROMOTION_ENDED: { code: 'A69', status: 409, message: 'The promotion has ended.' },
  PROMOTION_REQUIREMENT_NOT_MET: {
    code: 'A70',
    status: 422,
    message: "The order does not meet the promotion's requirements.",
  },
  PROMOTION_DISCOUNT_MISMATCH: {
    code: 'A71',
    status: 409,
    message: "The promotion discount differs from the server's.",
  },
  PROMOTION_DUPLICATE_TYPE: {
    code: 'A72',
    status: 422,
    message: 'Two promotions of the same type were applied.',
  },
  PROMOTION_WRONG_STORE: { code: 'A73', status: 422, message: 'The promotion belongs to another store.' },
  PROMOTION_ORDER_TYPE_NOT_ALLOWED: {
    code: 'A74',
    status: 422,
    message: 'The promotion does not apply to this order type.',
  },
  PROMOTION_COMMODITY_NOT_ELIGIBLE: {
    code: 'A75',
    status: 422,
    message: 'The promotion does not apply to an item in the order.',
  },

  // Store.
  STORE_NOT_FOUND: { code: 'A76', status: 404, message: 'The store does not exist.' },
  STORE_FORBIDDEN: { code: 'A77', status: 403, message: 'You have no access to this store.' },
  STORE_OFFLINE: { code: 'A78', status: 409, message: 'The store is offline on the platform.' },
  STORE_CATEGORY_INVALID: { code: 'A79', status: 400, message: 'The store category is not valid.' },
  STORE_ORDER_TYPE_UNSUPPORTED: {
    code: 'A80',
    status: 422,
    message: 'The store does not offer this order type.',
  },
  STORE_SERVICE_FEE_NOT_CONFIGURED: {
    code: 'A81',
    status: 422,
    message: 'The store has no service fee set up for this order type.',
  },
  STORE_HAS_OUTSTANDING_ORDERS: {
    code: 'A82',
    status: 409,
    message: 'The store still has outstanding orders.',
  },
  STORE_CLOSED: { code: 'A83', status: 409, message: 'The store is closed and takes no orders in advance.' },
  STORE_NOT_RESERVABLE: {
    code: 'A84',
    status: 409,
    message: 'The store does not take orders in advance now.',
  },
  STORE_NO_DELIVERY_TODAY: { code: 'A85', status: 422, message: 'The store does not deliver today.' },
  STORE_DELIVERY_CONFIG_MISSING: {
    code: 'A86',
    status: 422,
    message: 'The store has no delivery configuration.',
  },
  STORE_WEBSITE_NOT_FOUND: { code: 'A87', status: 404, message: 'No store uses this website address.' },

  // Dine-in tables. A93 is also the client's table empty-state code, so it must stay a table meaning.
  DINE_IN_UNSUPPORTED: { code: 'A88', status: 422, message: 'The store does not offer dine-in.' },
  TABLE_TYPE_INVALID: { code: 'A89', status: 400, message: 'The table type is not valid.' },
  TABLE_HAS_PENDING_ORDERS: { code: 'A90', status: 409, message: 'The table still has pending orders.' },
  TABLE_NAME_EXISTS: { code: 'A91', status: 409, message: 'A table with this name already exists.' },
  TABLE_NAME_TOO_LONG: { code: 'A92', status: 400, message: 'The table name is too long.' },
  TABLE_NOT_FOUND: { code: 'A93', status: 404, message: 'No table of this store matches the table code.' },
  TABLE_SESSION_EXPIRED: {
    code: 'A94',
    status: 409,
    message: 'The dine-in table session is over; scan the table again.',
  },
  DINER_COUNT_INVALID: { code: 'A95', status: 400, message: 'The diner count must be 1 to 20.' },
  CALL_WAITER_TOO_SOON: { code: 'A96', status: 429, message: 'The waiter was called moments ago.' },
  CALL_WAITER_NOT_ALLOWED: {
    code: 'A97',
    status: 409,
    message: 'The waiter cannot be called for this order now.',
  },

  // Orders. Amount mismatches are 409: the server recomputes with the shared pricing rules and refuses to charge a total the diner did not see.
  ORDER_NOT_FOUND: { code: 'A98', status: 404, message: 'The order does not exist.' },
  ORDER_FORBIDDEN: { code: 'A99', status: 403, message: 'The order belongs to someone else.' },
  ORDER_STATUS_INVALID: { code: 'A100', status: 409, message: "The order's status does not allow this." },
  ORDER_TOTAL_MISMATCH: { code: 'A101', status: 409, message: "The order total differs from the server's." },
  ORDER_COMMODITIES_PRICE_MISMATCH: {
    code: 'A102',
    status: 409,
    message: "The item subtotal differs from the server's.",
  },
  ORDER_TIP_MISMATCH: { code: 'A103', status: 409, message: "The tip differs from the store's tip rules." },
  ORDER_DELIVERY_FEE_MISMATCH: {
    code: 'A104',
    status: 409,
    message: "The delivery fee differs from the server's.",
  },
  ORDER_SMALL_ORDER_FEE_MISMATCH: {
    code: 'A105',
    status: 409,
    message: "The small-order fee differs from the server's.",
  },
  ORDER_SERVICE_FEE_MISMATCH: {
    code: 'A106',
    status: 409,
    message: "The service fee differs from the server's.",
  },
  ORDER_TAX_MISMATCH: { code: 'A107', status: 409, message: "The tax differs from the server's." },
  ORDER_DISCOUNT_MISMATCH: {
    code: 'A108',
    status: 409,
    message: "The order discount differs from the server's.",
  },
  ORDER_POINTS_MISMATCH: {
    code: 'A109',
    status: 409,
    message: "The points for redeemed items differ from the server's.",
  },
  ORDER_PICKUP_ADDRESS_MISMATCH: {
    code: 'A110',
    status: 409,
    message: "The pickup address is not one of the store's.",
  },
  ORDER_ASAP_UNSUPPORTED: {
    code: 'A111',
    status: 422,
    message: 'As soon as possible is not offered for this order.',
  },
  ORDER_TYPE_INVALID: { code: 'A112', status: 422, message: 'The order type is not valid for this order.' },
  ORDER_DRIVER_NOT_ASSIGNED: {
    code: 'A113',
    status: 409,
    message: 'No driver is assigned to the order yet.',
  },
  ORDER_DRIVER_ASSIGNMENT_FAILED: {
    code: 'A114',
    status: 502,
    message: 'The delivery provider could not assign a driver.',
  },
  ORDER_BEYOND_DELIVERY_DISTANCE: {
    code: 'A115',
    status: 422,
    message: "The address is beyond the store's delivery distance.",
  },
  ORDER_DELIVERY_ADDRESS_INVALID: {
    code: 'A116',
    status: 422,
    message: 'The delivery address has no usable location.',
  },
  ORDER_ALREADY_REFUNDED: { code: 'A117', status: 409, message: 'The order has already been refunded.' },
  ORDER_REFUND_COUNT_INVALID: {
    code: 'A118',
    status: 422,
    message: 'The refund quantity does not match what was bought.',
  },
  ORDER_BELOW_MINIMUM_TOTAL: {
    code: 'A119',
    status: 422,
    message: 'The order total must be above 50 cents.',
  },
  ORDER_BELOW_DELIVERY_MINIMUM: {
    code: 'A120',
    status: 422,
    message: "The food amount is below the store's delivery minimum.",
  },
  ORDER_TIME_UNAVAILABLE: {
    code: 'A121',
    status: 422,
    message: 'The chosen delivery or pickup time is no longer offered.',
  },
  ORDER_PAYMENT_EXPIRED: { code: 'A122', status: 409, message: "The order's payment deadline has passed." },
  ORDER_ALREADY_PAID: { code: 'A123', status: 409, message: 'The order has already been paid.' },
  ORDER_CANNOT_CANCEL: { code: 'A124', status: 409, message: 'The order can no longer be cancelled.' },
  ORDER_ALREADY_CANCELLED: { code: 'A125', status: 409, message: 'The order has already been cancelled.' },
  RECEIPT_CODE_INVALID: { code: 'A126', status: 404, message: 'No receipt matches this code.' },
  REFUND_INFO_NOT_FOUND: { code: 'A127', status: 404, message: 'The order has no refund.' },
  PICKUP_POINT_NOT_FOUND: { code: 'A128', status: 404, message: 'The self-pickup point does not exist.' },
  PICKUP_POINT_UNAVAILABLE: {
    code: 'A129',
    status: 409,
    message: 'The self-pickup point takes no orders now.',
  },

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

  // Payment-provider confirmations that disagree with our order.
  PAYMENT_PROVIDER_ORDER_NUMBER_MISMATCH: {
    code: 'A181',
    status: 409,
    message: "The provider's order number differs from ours.",
  },
  PAYMENT_PROVIDER_AMOUNT_MISMATCH: {
    code: 'A182',
    status: 409,
    message: "The provider's amount differs from the order total.",
  },
  PAYMENT_PROVIDER_TYPE_MISMATCH: {
    code: 'A183',
    status: 409,
    message: "The provider's payment type differs from ours.",
  },
  PAYMENT_PROVIDER_STATUS_MISMATCH: {
    code: 'A184',
    status: 409,
    message: "The provider's payment status differs from ours.",
  },

  // Signed callbacks. Never 401, which would log the diner out on the client.
  SIGNATURE_PARAMETERS_MISSING: { code: 'A185', status: 400, message: 'Signature parameters are missing.' },
  SIGNATURE_EXPIRED: { code: 'A186', status: 400, message: 'The signature has expired.' },
  SIGNATURE_NONCE_INVALID: {
    code: 'A187',
    status: 400,
    message: 'The signature nonce is invalid or already used.',
  },
  SIGNATURE_INVALID: { code: 'A188', status: 403, message: 'The signature is wrong.' },

  // Card-payment setup.
  MERCHANT_CARD_ACCOUNT_MISSING: {
    code: 'A189',
    status: 422,
    message: 'The store has no card-payment account.',
  },
  PAYMENT_RECORD_NOT_FOUND: {
    code: 'A190',
    status: 404,
    message: 'No payment record exists for this order.',
  },

  // Refusals of the HTTP layer itself (Node's parser, Fastify's router), answered in the envelope too.
  URI_TOO_LONG: { code: 'A191', status: 414, message: 'The request address is too long.' },
  HEADERS_TOO_LARGE: { code: 'A192', status: 431, message: 'The request headers are too large.' },
  REQUEST_TIMEOUT: { code: 'A193', status: 408, message: 'The request took too long to arrive.' },

  // Payment (errType 2).
  PAYMENT_BALANCE_INSUFFICIENT: { code: 'B1', status: 402, message: 'The balance is insufficient.' },
  PAYMENT_METHOD_UNSUPPORTED: { code: 'B2', status: 422, message: 'The payment method is not supported.' },
  PAYMENT_IN_PROGRESS: {
    code: 'B3',
    status: 409,
    message: 'A payment of this order is in progress; its outcome will show on the order.',
  },

  // Card-processor payment (errType 3): C1-C10 are the diner's card or transaction, C100-C105 the processor itself.
  CARD_PAYMENT_DECLINED: { code: 'C1', status: 402, message: 'The card processor rejected the payment.' },
  CARD_INSUFFICIENT_FUNDS: { code: 'C2', status: 402, message: 'The card has insufficient funds.' },
  CARD_PAYMENT_DUPLICATE: {
    code: 'C3',
    status: 409,
    message: 'The processor reports a duplicate transaction.',
  },
  CARD_PAYMENT_CANCELED: { code: 'C4', status: 409, message: 'The transaction was canceled.' },
  CARD_PAYMENT_XML_INVALID: {
    code: 'C5',
    status: 502,
    message: 'The processor could not parse the payment request (XML error).',
  },
  CARD_PAYMENT_FIELD_INVALID: {
    code: 'C6',
    status: 400,
    message: 'A field of the payment request is invalid.',
  },
  CARD_INFO_INCORRECT: { code: 'C7', status: 402, message: 'The card information is incorrect.' },
  CARD_EXPIRED: { code: 'C8', status: 402, message: 'The card has expired.' },
  CARD_AUTHENTICATION_REQUIRED: {
    code: 'C9',
    status: 402,
    message: 'The card needs extra authentication by the bank.',
  },
  CARD_TYPE_UNSUPPORTED: { code: 'C10', status: 422, message: 'The card network is not accepted.' },
  CARD_PROCESSOR_UNAVAILABLE: { code: 'C100', status: 502, message: 'The card processor is unavailable.' },
  CARD_PROCESSOR_TIMEOUT: {
    code: 'C101',
    status: 504,
    message: 'The card processor did not answer in time.',
  },
  CARD_PROCESSOR_RATE_LIMITED: {
    code: 'C102',
    status: 503,
    message: 'The card processor is rate limiting us.',
  },
  CARD_PROCESSOR_AUTH_FAILED: {
    code: 'C103',
    status: 502,
    message: 'The card processor rejected our credentials.',
  },
  CARD_PAYMENT_AMOUNT_INVALID: {
    code: 'C104',
    status: 400,
    message: 'The payment amount is not valid for the processor.',
  },
  CARD_PAYMENT_FAILED: {
    code: 'C105',
    status: 502,
    message: 'The card processor failed to complete the payment.',
  },

  // Card-processor operations (errType 4): saving and managing cards, and refunds.
  CARD_BIND_FAILED: { code: 'D1', status: 402, message: 'The card processor refused to save the card.' },
  CARD_ALREADY_ADDED: { code: 'D2', status: 409, message: 'The card is already saved.' },
  CARD_NOT_FOUND: { code: 'D3', status: 404, message: 'The saved card does not exist.' },
  CARD_TOKEN_INVALID: {
    code: 'D4',
    status: 400,
    message: 'The card token (payment method id) is missing or invalid.',
  },
  CARD_DETAILS_INCORRECT: {
    code: 'D5',
    status: 400,
    message: 'The card number, expiry, CVC or zip is incorrect.',
  },
  CARD_LIMIT_REACHED: { code: 'D6', status: 409, message: 'The user has the maximum number of saved cards.' },
  CARD_IN_USE: { code: 'D7', status: 409, message: 'The card is used by a payment in progress.' },
  CARD_REFUND_REFUSED: { code: 'D8', status: 402, message: 'The card processor refused the refund.' },

  // Apple Pay (errType 5).
  APPLE_PAY_SESSION_FAILED: { code: 'E1', status: 502, message: 'Apple Pay merchant validation failed.' },
  APPLE_PAY_DOMAIN_NOT_VERIFIED: {
    code: 'E2',
    status: 422,
    message: 'This domain is not registered for Apple Pay.',
  },
  APPLE_PAY_TOKEN_INVALID: { code: 'E3', status: 400, message: 'The Apple Pay token is missing or invalid.' },
  APPLE_PAY_UNAVAILABLE: { code: 'E4', status: 422, message: 'Apple Pay is not set up for this store.' },

  // Login (errType 6).
  LOGIN_PHONE_INCORRECT: { code: 'F1', status: 400, message: 'The phone number is incorrect.' },
  LOGIN_CODE_INCORRECT: { code: 'F2', status: 400, message: 'The verification code is incorrect.' },
  LOGIN_PASSWORD_INCORRECT: { code: 'F3', status: 400, message: 'The password is incorrect.' },
} as const satisfies Record<string, ServerErrorDefinition>;

export type ServerErrorKey = keyof typeof serverErrors;

/** The JSON body of every error answer. */
export interface ErrorEnvelope {
  errType: number;
  innerErrorType: number;
  message: string;
}

const familyNumberByLetter = Object.fromEntries(
  Object.entries(errorFamilies).map(([number, letter]) => [letter, Number(number)]),
) as Record<ErrorFamilyLetter, number>;

/** Builds the wire envelope for a server error key. */
export function errorEnvelope(key: ServerErrorKey, message?: string): ErrorEnvelope {
  const { code, message: meaning } = serverErrors[key];
  const letter = code[0] as ErrorFamilyLetter;
  return {
    errType: familyNumberByLetter[letter],
    innerErrorType: Number(code.slice(1)),
    message: message ?? meaning,
  };
}
