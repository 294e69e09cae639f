import type { ServerErrorDefinition } from './error-families.js';

/**
 * The store's profile and hours as the console edits them (store-setup-rules.ts): one code per field, so
 * the console can put the message beside the field it names. Part of the catalogue in errors.ts.
 */
export const storeSetupErrors = {
  STORE_DINING_TYPES_REQUIRED: {
    code: 'A220',
    status: 400,
    message: 'Dining types: choose at least one of delivery, pickup and dine-in.',
  },
  STORE_HOURS_INVALID: {
    code: 'A221',
    status: 400,
    message:
      'Opening hours: each interval must start before it ends within one day, must not overlap another, and a day has a limited number of intervals.',
  },
  STORE_SPECIAL_DAY_INVALID: {
    code: 'A222',
    status: 400,
    message:
      'Special days: each must be a real date from today up to a year ahead, listed once, with valid hours.',
  },
  STORE_SPECIAL_DAYS_TOO_MANY: {
    code: 'A223',
    status: 400,
    message: 'Special days: too many days are listed.',
  },
  STORE_PREPARE_TIME_INVALID: {
    code: 'A224',
    status: 400,
    message: 'Preparation time: outside the allowed range.',
  },
  STORE_RESERVE_DAYS_INVALID: {
    code: 'A225',
    status: 400,
    message: 'Days ahead for orders: outside the allowed range.',
  },
  STORE_SLOT_SPACING_INVALID: {
    code: 'A226',
    status: 400,
    message: 'Time slot spacing: outside the allowed range or not a multiple of 5 minutes.',
  },
  STORE_WEBSITE_INVALID: {
    code: 'A227',
    status: 400,
    message: 'Website: enter a bare lower-case host name such as shop.example.com, or one already taken.',
  },
  STORE_PHONE_INVALID: {
    code: 'A228',
    status: 400,
    message: 'Phone: enter a US number (+1 and 10 digits).',
  },
  STORE_TIME_ZONE_INVALID: {
    code: 'A229',
    status: 400,
    message: 'Time zone: enter a valid IANA time zone such as America/Los_Angeles.',
  },
} as const satisfies Record<string, ServerErrorDefinition>;
