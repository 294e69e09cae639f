import { z } from 'zod';
import { epochMsSchema, text, uuidSchema } from './common.js';
import { locationSchema } from './location.js';

/**
 * One day of pickup times at a host, as packages/domain/src/ordering-time.ts (SlotDay) computes them:
 * `slots` are the epoch ms the diner may choose, ascending.
 */
export const pickupSlotDaySchema = z
  .object({
    /** 0 today, 1 tomorrow … */
    dayOffset: z.number().int().min(0),
    /** Local date in the store's time zone, YYYY-MM-DD. */
    date: z.string(),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: z.number().int().min(0).max(6),
    slots: z.array(epochMsSchema),
  })
  .meta({ id: 'PickupSlotDay' });

/** A platform-run self-pickup point ("host"), measured from the asked point. */
export const pickupPointSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    address: z.object({ fullAddress: z.string(), location: locationSchema }),
    /** Great-circle miles from the asked point, to a hundredth. */
    distance: z.number().min(0),
    /** Seconds the order needs to reach the host. */
    prepareTime: z.number().int().min(0),
    phoneNumber: z.string().nullable(),
    /** Days with times still offered (today and up to reserveDay days ahead); empty means time over. */
    data: z.array(pickupSlotDaySchema),
  })
  .meta({ id: 'PickupPoint' });

export const pickupPointQuerySchema = z
  .object({
    latitude: z.coerce.number().min(-90).max(90),
    longitude: z.coerce.number().min(-180).max(180),
    businessId: uuidSchema,
    /** Matches the host's name (either language) or address. */
    keywords: text().trim().max(100).optional(),
  })
  .strict();

export const pickupPointListSchema = z.object({ selfPickupPoints: z.array(pickupPointSchema) });

/** A daily pickup window, [start, end) in milliseconds of the local day. */
export const pickupWindowSchema = z.object({
  startTime: z.number().int().min(0).max(86_400_000),
  endTime: z.number().int().min(0).max(86_400_000),
});

/** The platform's self-pickup settings (app_configs key `selfPickupPoint`). */
export const selfPickupPointConfigSchema = z
  .object({
    /** Off hides the host switch and lists no hosts. */
    isOpen: z.boolean(),
    /** Daily pickup windows every host offers within its own hours; empty means each host's own hours. */
    data: z.array(pickupWindowSchema),
    /** Seconds; the default for hosts, 3600. */
    prepareTime: z.number().int().min(0),
  })
  .meta({ id: 'SelfPickupPointConfig' });

/** Self-pickup points (hosts) that serve a store, nearest first, and the platform's settings for them. */
export const pickupPointRoutes = {
  userVersion: {
    method: 'GET',
    url: '/selfPickupPoints/userVersion',
    querystring: pickupPointQuerySchema,
    response: pickupPointListSchema,
  },
  config: { method: 'GET', url: '/configs/selfPickupPoint', response: selfPickupPointConfigSchema },
} as const;

export type PickupSlotDayDto = z.infer<typeof pickupSlotDaySchema>;
export type PickupPointDto = z.infer<typeof pickupPointSchema>;
export type PickupPointQuery = z.input<typeof pickupPointQuerySchema>;
export type SelfPickupPointConfigDto = z.infer<typeof selfPickupPointConfigSchema>;
