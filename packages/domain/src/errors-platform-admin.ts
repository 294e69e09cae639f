import type { ServerErrorDefinition } from './error-families.js';

/** The platform's own console: areas, onboarding stores, business categories, platform admins, pickup points, the welcome gift. */
export const platformAdminErrors = {
  PLATFORM_ADMIN_ONLY: { code: 'A240', status: 403, message: 'Only platform admins may do this.' },
  CATEGORY_NAME_TAKEN: { code: 'A241', status: 409, message: 'A business category of this name exists.' },
  TIME_ZONE_UNKNOWN: { code: 'A242', status: 400, message: 'The time zone is not a known IANA time zone.' },
  CATEGORY_NOT_FOUND: { code: 'A243', status: 404, message: 'The business category does not exist.' },
  CATEGORY_IN_USE: {
    code: 'A244',
    status: 409,
    message: 'Stores are still listed in this category; move them first.',
  },
  STORE_NOT_READY: {
    code: 'A245',
    status: 409,
    message:
      'The store cannot open to diners yet: it needs a dining type, opening hours, an item on sale, its address, and a delivery fee rule or pickup address for the ways it is ordered from.',
  },
  PLATFORM_ADMIN_SELF: {
    code: 'A246',
    status: 409,
    message: 'You cannot take your own platform admin rights away; ask another admin.',
  },
  SERVICE_HOURS_INVALID: {
    code: 'A247',
    status: 400,
    message: "The platform's service hours must start before they end.",
  },
  HOST_NOT_FOUND: { code: 'A262', status: 404, message: 'The pickup point does not exist.' },
  HOST_HOURS_INVALID: {
    code: 'A263',
    status: 400,
    message:
      "The pickup point's hours need seven days of intervals that start before they end and do not overlap.",
  },
  HOST_HOURS_EMPTY: {
    code: 'A264',
    status: 400,
    message: 'An active pickup point needs pickup hours on at least one day.',
  },
  HOST_STORE_NOT_FOUND: {
    code: 'A265',
    status: 400,
    message: 'A store linked to the pickup point does not exist.',
  },
  WELCOME_PACKAGE_TOO_MANY: {
    code: 'A207',
    status: 400,
    message: 'The welcome gift holds too many coupons.',
  },
  WELCOME_PACKAGE_QUANTITY_INVALID: {
    code: 'A208',
    status: 400,
    message: 'A welcome gift coupon must be given from one to the most copies allowed.',
  },
  WELCOME_PACKAGE_COUPON_UNKNOWN: {
    code: 'A209',
    status: 400,
    message: "A listed coupon is not one of the welcome gift's running coupons.",
  },
  WELCOME_PACKAGE_COUPON_REPEATED: {
    code: 'A248',
    status: 400,
    message: 'A coupon is listed twice in the welcome gift.',
  },
  WELCOME_PACKAGE_EMPTY: {
    code: 'A249',
    status: 400,
    message: 'A welcome gift that is switched on needs at least one coupon.',
  },
} as const satisfies Record<string, ServerErrorDefinition>;
