import type { ServerErrorDefinition } from './error-families.js';

/** The store, its dine-in tables and orders. Part of the catalogue in errors.ts. */
export const storeErrors = {
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
} as const satisfies Record<string, ServerErrorDefinition>;
