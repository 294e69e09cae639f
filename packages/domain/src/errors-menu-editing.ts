import type { ServerErrorDefinition } from './error-families.js';

/**
 * Editing a store's menu in the console: importing a menu file, reordering and duplicating items. The import
 * answers these codes one per problem, each with the path or CSV line and column it was found at. Part of the
 * catalogue in errors.ts.
 */
export const menuEditingErrors = {
  MENU_NAME_EMPTY: {
    code: 'A210',
    status: 422,
    message: 'A name needs both its English and its Chinese text.',
  },
  MENU_PRICE_INVALID: {
    code: 'A211',
    status: 422,
    message: 'A price must be a whole number of cents, zero or more.',
  },
  MENU_DISCOUNT_INVALID: {
    code: 'A212',
    status: 422,
    message: 'A discount must be a whole percentage from 1 to 99.',
  },
  MENU_LIMITS_INVALID: {
    code: 'A213',
    status: 422,
    message: 'A maximum is below its minimum, or a minimum is out of range.',
  },
  MENU_STOCK_INVALID: { code: 'A214', status: 422, message: 'A stock number must be zero or more.' },
  MENU_REFERENCE_INVALID: {
    code: 'A215',
    status: 422,
    message:
      'A category or timed menu is named that the file does not have, a key or id appears twice, or more than one category is required for dine-in.',
  },
  MENU_ID_FOREIGN: {
    code: 'A216',
    status: 422,
    message: "An id in the file is not one of this store's menu entries.",
  },
  MENU_FIELD_INVALID: {
    code: 'A217',
    status: 422,
    message: 'A field of the menu file is missing or has the wrong form.',
  },
  MENU_TOO_LARGE: { code: 'A218', status: 413, message: 'The menu file has more entries than allowed.' },
  MENU_ORDER_MISMATCH: {
    code: 'A219',
    status: 409,
    message: "The new order does not list exactly the store's categories and items; reload the menu.",
  },
} as const satisfies Record<string, ServerErrorDefinition>;
