import type { ServerErrorDefinition } from './error-families.js';

/**
 * A store's money settings (tax, service fees, tips, delivery fees), A230–A239. Each names the setting it
 * refuses; the message carries the field. Part of the catalogue in errors.ts.
 */
export const moneySettingsErrors = {
  TAX_RATE_INVALID: {
    code: 'A230',
    status: 400,
    message: 'The tax rate must be a percent from 0 to 25 with at most 3 decimals.',
  },
  SERVICE_FEE_INVALID: {
    code: 'A231',
    status: 400,
    message: 'A service fee is out of range, or an order type has two.',
  },
  TIP_OPTIONS_INVALID: {
    code: 'A232',
    status: 400,
    message: 'The tip options must be 1 to 4 amounts within the limits, each larger than the one before.',
  },
  DELIVERY_BASE_INVALID: {
    code: 'A233',
    status: 400,
    message: 'The delivery base price or base distance is out of range.',
  },
  DELIVERY_STEPS_INVALID: {
    code: 'A234',
    status: 400,
    message: 'A delivery distance step is out of range.',
  },
  DELIVERY_MAX_DISTANCE_INVALID: {
    code: 'A235',
    status: 400,
    message: 'The farthest delivery distance must be beyond the base distance and at most 50 miles.',
  },
  SMALL_ORDER_INVALID: {
    code: 'A236',
    status: 400,
    message: 'The delivery minimum or the small-order fee is out of range.',
  },
  FEE_SHARE_INVALID: {
    code: 'A237',
    status: 400,
    message: 'The diner share of the delivery fee is not valid.',
  },
  MONEY_SETTINGS_BLOCK_ORDERING: {
    code: 'A238',
    status: 422,
    message: 'These settings would leave diners unable to order.',
  },
  DINE_IN_CATEGORY_NOT_FOUND: {
    code: 'A239',
    status: 404,
    message: 'The store has no such menu category.',
  },
} as const satisfies Record<string, ServerErrorDefinition>;
