import {
  PICKUP_POINT_NAME_MAX,
  PICKUP_POINT_PREPARE_MINUTES_MAX,
  PICKUP_POINT_PREPARE_MINUTES_MIN,
  PICKUP_POINT_STORES_MAX,
} from '@nearbite/domain/pickup-point-admin';
import { z } from 'zod';
import { weeklyHoursSchema } from './businesses.js';
import { text, uuidSchema } from './common.js';
import { staffPhoneSchema } from './console-staff.js';

/**
 * Self-pickup points (hosts) in the platform's console, for platform admins only (A240 for anyone else, A7
 * signed out): the list, adding a host and replacing its settings. A host is never deleted, since orders
 * refer to it; status `inactive` takes it out of service and diners stop being offered it at once.
 */

const localizedSchema = z.object({ en: z.string(), zh: z.string() });

export const pickupPointStatusSchema = z.enum(['active', 'inactive']);

export const platformPickupPointSchema = z
  .object({
    id: z.string(),
    name: localizedSchema,
    fullAddress: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    /** E.164, or null. */
    phoneNumber: z.string().nullable(),
    /** Minutes from the store's hand-over until the order is ready here. */
    prepareMinutes: z.number().int(),
    /** Pickup intervals per weekday in milliseconds of the local day, Sunday first. */
    pickupHours: weeklyHoursSchema,
    status: pickupPointStatusSchema,
    /** The stores this host serves, by English name then id. */
    stores: z.array(z.object({ id: z.string(), name: localizedSchema })),
  })
  .meta({ id: 'PlatformPickupPoint' });

export const pickupPointBodySchema = z
  .object({
    name: z
      .object({
        en: text().trim().min(1).max(PICKUP_POINT_NAME_MAX),
        zh: text().trim().min(1).max(PICKUP_POINT_NAME_MAX),
      })
      .strict(),
    /** The address as the geocoder found it (`/services/location/geocode`), with its point. */
    fullAddress: text().trim().min(5).max(200),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    phoneNumber: staffPhoneSchema.nullable().optional(),
    /** 60 when absent. */
    prepareMinutes: z
      .number()
      .int()
      .min(PICKUP_POINT_PREPARE_MINUTES_MIN)
      .max(PICKUP_POINT_PREPARE_MINUTES_MAX)
      .optional(),
    /** Each day valid (A263); an active host needs some hours (A264). */
    pickupHours: weeklyHoursSchema,
    /** Active when absent. */
    status: pickupPointStatusSchema.optional(),
    /** The stores served, replacing the links; each must exist (A265). */
    businessIds: z.array(uuidSchema).max(PICKUP_POINT_STORES_MAX),
  })
  .strict();

const pickupPointParams = z.object({ pickupPointId: uuidSchema }).strict();

export const consolePickupPointRoutes = {
  pickupPoints: {
    method: 'GET',
    url: '/console/platform/pickup-points',
    response: z.object({ pickupPoints: z.array(platformPickupPointSchema) }),
  },
  createPickupPoint: {
    method: 'POST',
    url: '/console/platform/pickup-points',
    body: pickupPointBodySchema,
    response: platformPickupPointSchema,
  },
  /** Replaces the host's settings, status and linked stores included (A262 when unknown). */
  updatePickupPoint: {
    method: 'PUT',
    url: '/console/platform/pickup-points/:pickupPointId',
    params: pickupPointParams,
    body: pickupPointBodySchema,
    response: platformPickupPointSchema,
  },
} as const;

export type PlatformPickupPointDto = z.infer<typeof platformPickupPointSchema>;
export type PickupPointBody = z.infer<typeof pickupPointBodySchema>;
