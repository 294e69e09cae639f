import type { ServerErrorDefinition } from './error-families.js';

/** The menu: items, specifications, options, add-ons, templates and promotions. Part of the catalogue in errors.ts. */
export const menuErrors = {
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
} as const satisfies Record<string, ServerErrorDefinition>;
