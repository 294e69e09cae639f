import { z } from 'zod';
import { userSchema } from './auth.js';
import { emptyBodySchema, okSchema, text } from './common.js';
import { couponSchema } from './coupons.js';

export const notificationControlBodySchema = z
  .object({ messagingEnabled: z.boolean().optional(), messagingPromotionEnabled: z.boolean().optional() })
  .strict();

export const newUserPackageSchema = z
  .object({
    /** 1 active, 0 inactive. */
    packageStatus: z.union([z.literal(0), z.literal(1)]),
    coupons: z.array(couponSchema),
  })
  .meta({ id: 'NewUserPackage' });

export const advertisingStatisticBodySchema = z
  .object({ action: z.enum(['homePv', 'homeUv']), source: text().max(100).nullable() })
  .strict();

/** What the web app needs of the deployment's configuration. */
export const clientConfigSchema = z
  .object({
    /** Hosts of the production site; empty means no redirect. */
    productionHosts: z.array(z.string()),
    productionUrl: z.string().nullable(),
    appLinks: z.object({
      ios: z.string().nullable(),
      android: z.string().nullable(),
      mac: z.string().nullable(),
    }),
    map: z.object({ tileUrl: z.string(), attribution: z.string() }),
  })
  .meta({ id: 'ClientConfig' });

/** The account side: message settings, welcome gift, statistics, client configuration. */
export const accountRoutes = {
  /** An empty body confirms the policy update and keeps the current (or default) settings. */
  notificationControl: {
    method: 'POST',
    url: '/user/notifications/control',
    // Nullish: the policy confirm may send no body at all, which Fastify hands over as null.
    body: notificationControlBodySchema.nullish(),
    response: userSchema,
  },
  newUserPackage: { method: 'GET', url: '/configs/newUserPackage', response: newUserPackageSchema },
  claimNewUserPackage: {
    method: 'POST',
    url: '/user/redemption/newUserPackage',
    body: emptyBodySchema.nullish(),
    response: z.object({ coupons: z.array(couponSchema) }),
  },
  /** Closing the gift while signed in stops further prompts. */
  dismissNewUserPackage: {
    method: 'POST',
    url: '/user/newUserPackage/dismissal',
    body: emptyBodySchema.nullish(),
    response: okSchema,
  },
  advertisingStatistics: {
    method: 'POST',
    url: '/users/advertisingPerformanceStatistics',
    body: advertisingStatisticBodySchema,
    response: okSchema,
  },
  clientConfig: { method: 'GET', url: '/configs/client', response: clientConfigSchema },
} as const;

export type NotificationControlBody = z.infer<typeof notificationControlBodySchema>;
export type NewUserPackageDto = z.infer<typeof newUserPackageSchema>;
export type ClientConfigDto = z.infer<typeof clientConfigSchema>;
export type AdvertisingStatisticBody = z.infer<typeof advertisingStatisticBodySchema>;
