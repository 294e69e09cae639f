import { z } from 'zod';
import { text } from './common.js';
import { locationSchema } from './location.js';

/** Drop-off option: 1 deliver to hand, 2 leave outside the door. */
export const dropOffOptionSchema = z.union([z.literal(1), z.literal(2)]);

/** A saved delivery address. Calls address it by `index`, its position in the list. */
export const deliveryAddressSchema = z
  .object({
    /** Stable across edits; for list keys. The calls take the index. */
    id: z.string(),
    /** Position in the list, from 0. */
    index: z.number().int().min(0),
    userName: z.string(),
    /** Ten digits, no dashes. */
    phoneNumber: z.string(),
    fullAddress: z.string(),
    location: locationSchema,
    /** Apartment, suite, floor. */
    addressDetail: z.string().nullable(),
    deliveryType: dropOffOptionSchema,
    /** Instructions for the driver. */
    suggestion: z.string().nullable(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'DeliveryAddress' });

/**
 * What the address form sends. The phone may carry dashes (at most 12 characters as typed); without
 * them it must be exactly 10 digits (A146 otherwise). Saving one address as default clears the flag on
 * the others.
 */
export const deliveryAddressBodySchema = z
  .object({
    userName: text().trim().min(1).max(100),
    phoneNumber: text().max(20),
    fullAddress: text().trim().min(1).max(300),
    location: locationSchema,
    addressDetail: text().trim().max(200).nullish(),
    deliveryType: dropOffOptionSchema.default(1),
    suggestion: text().trim().max(500).nullish(),
    isDefault: z.boolean().default(false),
  })
  .strict();

export const addressIndexParamsSchema = z
  .object({ index: z.coerce.number().int().min(0).max(1000) })
  .strict();

/** Every call answers the whole list, so indexes are fresh after a change. */
export const deliveryAddressListSchema = z.array(deliveryAddressSchema);

/** The signed-in diner's delivery addresses, oldest first. */
export const addressRoutes = {
  list: { method: 'GET', url: '/user/addresses', response: deliveryAddressListSchema },
  create: {
    method: 'POST',
    url: '/user/addresses',
    body: deliveryAddressBodySchema,
    response: deliveryAddressListSchema,
  },
  update: {
    method: 'PUT',
    url: '/user/addresses/:index',
    params: addressIndexParamsSchema,
    body: deliveryAddressBodySchema,
    response: deliveryAddressListSchema,
  },
  remove: {
    method: 'DELETE',
    url: '/user/addresses/:index',
    params: addressIndexParamsSchema,
    response: deliveryAddressListSchema,
  },
} as const;

export type DropOffOption = z.infer<typeof dropOffOptionSchema>;
export type DeliveryAddressDto = z.infer<typeof deliveryAddressSchema>;
export type DeliveryAddressBody = z.input<typeof deliveryAddressBodySchema>;
