import type { ServerErrorDefinition } from './error-families.js';

/** A store's pickup addresses (A266–A269): what pickup-address-rules.ts refuses. */
export const pickupAddressErrors = {
  PICKUP_ADDRESS_HOURS_INVALID: {
    code: 'A266',
    status: 400,
    message: 'A pickup address needs hours on at least one day, each interval starting before it ends.',
  },
  PICKUP_ADDRESS_REQUIRED: {
    code: 'A267',
    status: 422,
    message: 'A store that offers pickup needs at least one pickup address.',
  },
  PICKUP_ADDRESS_NAME_TAKEN: {
    code: 'A268',
    status: 409,
    message: 'Two pickup addresses have the same name.',
  },
  PICKUP_ADDRESS_NOT_FOUND: {
    code: 'A269',
    status: 404,
    message: 'The pickup address does not exist.',
  },
} as const satisfies Record<string, ServerErrorDefinition>;
