import { PICKUP_ADDRESS_NAME_MAX, PICKUP_ADDRESSES_MAX } from '@nearbite/domain/pickup-address-rules';
import { z } from 'zod';
import { weeklyHoursSchema } from './businesses.js';
import { text, uuidSchema } from './common.js';
import { consoleStoreParams } from './console-staff.js';

/**
 * A store's own pickup addresses on the console's Money tab: where diners collect pickup orders and when.
 * Any staff member reads them; owners (and platform admins) change them, the whole list at once. An address
 * sent with its id keeps it (a diner's cart may be holding it); one left out is removed. Refusals: hours
 * A266, none while the store offers pickup A267, a name used twice A268, an id not of this store A269.
 */

const localizedSchema = z.object({ en: z.string(), zh: z.string() });

export const storePickupAddressSchema = z
  .object({
    id: z.string(),
    addressName: localizedSchema,
    fullAddress: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    /** Weekly intervals in milliseconds of the local day, Sunday first. */
    pickupHours: weeklyHoursSchema,
    /** Whether diners may ask for "as soon as possible" here (else a time slot). */
    supportsImmediatePickUp: z.boolean(),
  })
  .meta({ id: 'StorePickupAddress' });

const pickupAddressBodySchema = z
  .object({
    id: uuidSchema.optional(),
    addressName: z
      .object({
        en: text().trim().min(1).max(PICKUP_ADDRESS_NAME_MAX),
        zh: text().trim().min(1).max(PICKUP_ADDRESS_NAME_MAX),
      })
      .strict(),
    fullAddress: text().trim().min(5).max(200),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    pickupHours: weeklyHoursSchema,
    supportsImmediatePickUp: z.boolean(),
  })
  .strict();

const pickupAddressesAnswerSchema = z.object({
  pickupAddresses: z.array(storePickupAddressSchema),
  /** Whether the store offers pickup now (then it must keep one address). */
  offersPickup: z.boolean(),
  /** The store's own address and hours, which a first pickup address usually copies. */
  store: z.object({
    fullAddress: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    openHours: weeklyHoursSchema,
  }),
});

export const consolePickupAddressRoutes = {
  list: {
    method: 'GET',
    url: '/console/stores/:businessId/pickup-addresses',
    params: consoleStoreParams,
    response: pickupAddressesAnswerSchema,
  },
  replace: {
    method: 'PUT',
    url: '/console/stores/:businessId/pickup-addresses',
    params: consoleStoreParams,
    body: z.object({ pickupAddresses: z.array(pickupAddressBodySchema).max(PICKUP_ADDRESSES_MAX) }).strict(),
    response: pickupAddressesAnswerSchema,
  },
} as const;

export type StorePickupAddressDto = z.infer<typeof storePickupAddressSchema>;
export type PickupAddressBody = z.infer<typeof pickupAddressBodySchema>;
export type PickupAddressesDto = z.infer<typeof pickupAddressesAnswerSchema>;
