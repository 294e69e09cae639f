import { z } from 'zod';
import { uuidSchema } from './common.js';
import { consoleCouponSchema, couponBodySchema } from './console-promotions.js';

/**
 * The platform's welcome gift (the new-user package diners see at `GET /configs/newUserPackage` and claim
 * once), for platform admins only (A240 for anyone else, A7 signed out). There is one package: its status
 * and its platform coupons in order, each given `quantity` times. Saving replaces the list: an entry is an
 * coupon already in the gift (by id) or a new coupon, checked by the same rules as a store's (A250–A259).
 * A coupon taken out of the list is ended (inactive), never deleted, so copies diners hold stay usable.
 * The package's own limits live in the domain's welcome-package.ts (A207–A209, A248, A249).
 */

/** A platform coupon of the package with its full settings and the copies diners received. */
export const welcomeCouponSchema = consoleCouponSchema
  .omit({ claimUrl: true, qrSvg: true })
  .meta({ id: 'WelcomePackageCoupon' });

export const welcomePackageSchema = z
  .object({
    status: z.enum(['active', 'inactive']),
    /** In the order diners see and receive them. */
    coupons: z.array(z.object({ quantity: z.number().int(), coupon: welcomeCouponSchema })),
  })
  .meta({ id: 'WelcomePackage' });

/** One line of the package as saved: a running coupon already in the gift (A209 otherwise), or a new one. */
export const welcomePackageEntryBodySchema = z.union([
  z.object({ couponId: uuidSchema, quantity: z.number().int() }).strict(),
  z.object({ coupon: couponBodySchema, quantity: z.number().int() }).strict(),
]);

export const welcomePackageBodySchema = z
  .object({
    status: z.enum(['active', 'inactive']),
    /** In order; at most 10 (A207), each 1–5 copies (A208). */
    coupons: z.array(welcomePackageEntryBodySchema).max(50),
  })
  .strict();

export const consoleWelcomePackageRoutes = {
  welcomePackage: {
    method: 'GET',
    url: '/console/platform/welcome-package',
    response: welcomePackageSchema,
  },
  /** Replaces the status and the list in one transaction; diners see the change at once. */
  saveWelcomePackage: {
    method: 'PUT',
    url: '/console/platform/welcome-package',
    body: welcomePackageBodySchema,
    response: welcomePackageSchema,
  },
} as const;

export type WelcomeCouponDto = z.infer<typeof welcomeCouponSchema>;
export type WelcomePackageDto = z.infer<typeof welcomePackageSchema>;
export type WelcomePackageBody = z.infer<typeof welcomePackageBodySchema>;
export type WelcomePackageEntryBody = z.infer<typeof welcomePackageEntryBodySchema>;
