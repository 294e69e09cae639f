import { ORDER_TYPES } from '@nearbite/domain/order-type';
import { PLATFORM_NAME_MAX, READINESS_GAPS } from '@nearbite/domain/store-onboarding';
import { z } from 'zod';
import { epochMsSchema, okSchema, text, uuidSchema } from './common.js';
import { deliverySettingsSchema } from './console-money-settings.js';
import { staffPhoneSchema } from './console-staff.js';

/**
 * The platform's own console, for platform admins only (A240 for anyone else, A7 signed out): operating
 * areas, onboarding a store and its owner, business categories, and the platform admins themselves.
 * A store is created offline; its owner sets it up and opens it (`openStore`), which refuses a store that
 * diners could not order from (A245).
 */

const DAY_MS = 86_400_000;

/** A name in both languages, as an admin types it. */
const bilingualNameSchema = z
  .object({
    en: text().trim().min(1).max(PLATFORM_NAME_MAX),
    zh: text().trim().min(1).max(PLATFORM_NAME_MAX),
  })
  .strict();

const localizedSchema = z.object({ en: z.string(), zh: z.string() });

export const platformAreaSchema = z
  .object({
    id: z.string(),
    name: localizedSchema,
    status: z.enum(['active', 'inactive']),
    timeZone: z.string(),
    /** E.164, or null. */
    contactPhoneNumber: z.string().nullable(),
    instagramAccount: z.string().nullable(),
    instagramUrl: z.string().nullable(),
    /** Customer-service hours in milliseconds of the local day, or null when not shown. */
    serviceTime: z.object({ startMs: z.number().int(), endMs: z.number().int() }).nullable(),
    /** The standard delivery fee rule a store created in the area starts with; null: none. */
    defaultDelivery: deliverySettingsSchema.nullable(),
    storeCount: z.number().int(),
  })
  .meta({ id: 'PlatformArea' });

const serviceTimeSchema = z
  .object({ startMs: z.number().int().min(0).max(DAY_MS), endMs: z.number().int().min(0).max(DAY_MS) })
  .strict();

export const areaBodySchema = z
  .object({
    name: bilingualNameSchema,
    /** An IANA zone (A242 otherwise). */
    timeZone: text().max(64),
    contactPhoneNumber: staffPhoneSchema.nullable().optional(),
    instagramAccount: text().trim().max(30).nullable().optional(),
    instagramUrl: z
      .url({ protocol: /^https$/ })
      .max(200)
      .nullable()
      .optional(),
    serviceTime: serviceTimeSchema.nullable().optional(),
    /** Checked as a store's own rule would be (A231–A238); new stores of the area start with it. */
    defaultDelivery: deliverySettingsSchema.nullable().optional(),
    status: z.enum(['active', 'inactive']).optional(),
  })
  .strict();

export const platformStoreSchema = z
  .object({
    id: z.string(),
    name: localizedSchema,
    status: z.enum(['online', 'offline']),
    areaId: z.string().nullable(),
    areaName: localizedSchema.nullable(),
    fullAddress: z.string(),
    /** The owners' phones (E.164), invited or signed in. */
    ownerPhones: z.array(z.string()),
    createdTime: epochMsSchema,
  })
  .meta({ id: 'PlatformStore' });

export const createStoreBodySchema = z
  .object({
    name: bilingualNameSchema,
    areaId: uuidSchema,
    /** The address as the geocoder found it (`/services/location/geocode`), with its point. */
    fullAddress: text().trim().min(5).max(200),
    postalCode: text().trim().max(10).nullable().optional(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    /** The area's zone when absent. */
    timeZone: text().max(64).optional(),
    diningTypes: z.array(z.enum(ORDER_TYPES)).min(1).max(3).optional(),
    categoryIds: z.array(uuidSchema).max(5).optional(),
    /** Invited as the store's owner; they sign in with this phone as usual. */
    ownerPhone: staffPhoneSchema,
  })
  .strict();

export const businessCategorySchema = z
  .object({
    id: z.string(),
    name: localizedSchema,
    sortOrder: z.number().int(),
    storeCount: z.number().int(),
  })
  .meta({ id: 'PlatformBusinessCategory' });

const categoryBodySchema = z
  .object({ name: bilingualNameSchema, sortOrder: z.number().int().min(0).max(10_000).optional() })
  .strict();

export const platformAdminSchema = z
  .object({
    fullPhoneNumber: z.string(),
    /** Granted in the database (here or by `npm run admin`); false for PLATFORM_ADMINS configuration. */
    revocable: z.boolean(),
  })
  .meta({ id: 'PlatformAdmin' });

const areaParams = z.object({ areaId: uuidSchema }).strict();
const categoryParams = z.object({ categoryId: uuidSchema }).strict();
const storeParams = z.object({ businessId: uuidSchema }).strict();

export const storeListQuerySchema = z
  .object({
    /** Part of the name in either language, or of the address. */
    query: text().trim().max(60).optional(),
    pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();

export const consolePlatformRoutes = {
  areas: {
    method: 'GET',
    url: '/console/platform/areas',
    response: z.object({ areas: z.array(platformAreaSchema) }),
  },
  createArea: {
    method: 'POST',
    url: '/console/platform/areas',
    body: areaBodySchema,
    response: platformAreaSchema,
  },
  /** Replaces the area's settings (A150 when unknown). */
  updateArea: {
    method: 'PUT',
    url: '/console/platform/areas/:areaId',
    params: areaParams,
    body: areaBodySchema,
    response: platformAreaSchema,
  },
  stores: {
    method: 'GET',
    url: '/console/platform/stores',
    querystring: storeListQuerySchema,
    response: z.object({ stores: z.array(platformStoreSchema), total: z.number().int() }),
  },
  /** Creates the store offline in the area and invites its owner, in one transaction. */
  createStore: {
    method: 'POST',
    url: '/console/platform/stores',
    body: createStoreBodySchema,
    response: platformStoreSchema,
  },
  categories: {
    method: 'GET',
    url: '/console/platform/categories',
    response: z.object({ categories: z.array(businessCategorySchema) }),
  },
  createCategory: {
    method: 'POST',
    url: '/console/platform/categories',
    body: categoryBodySchema,
    response: businessCategorySchema,
  },
  updateCategory: {
    method: 'PUT',
    url: '/console/platform/categories/:categoryId',
    params: categoryParams,
    body: categoryBodySchema,
    response: businessCategorySchema,
  },
  /** Refused while stores are listed in it (A244). */
  removeCategory: {
    method: 'DELETE',
    url: '/console/platform/categories/:categoryId',
    params: categoryParams,
    response: okSchema,
  },
  admins: {
    method: 'GET',
    url: '/console/platform/admins',
    response: z.object({ admins: z.array(platformAdminSchema) }),
  },
  grantAdmin: {
    method: 'POST',
    url: '/console/platform/admins',
    body: z.object({ phoneNumber: staffPhoneSchema }).strict(),
    response: platformAdminSchema,
  },
  /** Not one's own (A246); a phone granted by configuration stays (A19). */
  revokeAdmin: {
    method: 'DELETE',
    url: '/console/platform/admins/:phoneNumber',
    params: z.object({ phoneNumber: staffPhoneSchema }).strict(),
    response: okSchema,
  },
} as const;

export const storeOpeningSchema = z
  .object({
    status: z.enum(['online', 'offline']),
    /** What keeps the store from opening, if anything (the console's checklist). */
    gaps: z.array(z.enum(READINESS_GAPS)),
  })
  .meta({ id: 'StoreOpening' });

/** A store's own opening to diners, by its owner or manager (`manageStoreProfile`). */
export const consoleStoreOpeningRoutes = {
  opening: {
    method: 'GET',
    url: '/console/stores/:businessId/opening',
    params: storeParams,
    response: storeOpeningSchema,
  },
  /** Online only when ready (A245 with the gaps otherwise); offline hides the store from diners at once. */
  setOpening: {
    method: 'PUT',
    url: '/console/stores/:businessId/opening',
    params: storeParams,
    body: z.object({ status: z.enum(['online', 'offline']) }).strict(),
    response: storeOpeningSchema,
  },
} as const;

export type PlatformAreaDto = z.infer<typeof platformAreaSchema>;
export type AreaBody = z.infer<typeof areaBodySchema>;
export type PlatformStoreDto = z.infer<typeof platformStoreSchema>;
export type CreateStoreBody = z.infer<typeof createStoreBodySchema>;
export type BusinessCategoryDto = z.infer<typeof businessCategorySchema>;
export type CategoryBody = z.infer<typeof categoryBodySchema>;
export type PlatformAdminDto = z.infer<typeof platformAdminSchema>;
export type StoreOpeningDto = z.infer<typeof storeOpeningSchema>;
