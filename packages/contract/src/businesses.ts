import { PAUSE_REASONS } from '@nearbite/domain/store-operations';
import { z } from 'zod';
import { okSchema, text, uuidSchema } from './common.js';

export const diningTypeSchema = z.enum(['delivery', 'pickup', 'dineIn']);
export const deliveryCarrierSchema = z.enum(['platform', 'business', 'doordash']);

/** [start, end] in milliseconds of the day, business-local time. */
export const hoursIntervalSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
/** Opening hours per weekday, Sunday first (7 entries). */
export const weeklyHoursSchema = z.array(z.array(hoursIntervalSchema)).length(7);

/** A local date (YYYY-MM-DD) whose intervals replace its weekday's; none means closed all day. */
export const specialDaySchema = z
  .object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), intervals: z.array(hoursIntervalSchema) })
  .meta({ id: 'SpecialDay' });

/** Why a store's staff paused new orders (the console's choice; diners see its text). */
export const pauseReasonSchema = z.enum(PAUSE_REASONS);

export const categorySchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'BusinessCategory' });

export const activitySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    activityType: z.enum(['discount', 'orderTypeDiscount']),
    details: z.array(
      z.object({
        /** The share paid, in percent: 85 means 15 % off. */
        discountPercent: z.number().int().min(0).max(100),
        availableConditions: z.object({
          availableOrderTypes: z.array(diningTypeSchema),
          availableCommodities: z.array(z.string()),
        }),
      }),
    ),
  })
  .meta({ id: 'Activity' });

export const commodityPreviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  /** Cents. */
  price: z.number().int(),
});

/** A business as lists, search, map mode and the carousel show it, in the request's language. */
export const businessSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    images: z.array(z.string()),
    isOpen: z.boolean(),
    canReserved: z.boolean(),
    /** Why the store's staff paused new orders (it shows closed until the pause ends); null when not paused. */
    pauseReason: pauseReasonSchema.nullable(),
    orderInAdvance: z.boolean(),
    /** Epoch ms, or null. */
    expectedOpeningTime: z.number().int().nullable(),
    /** Great-circle miles from the requested point. */
    distance: z.number().min(0),
    openHours: weeklyHoursSchema,
    categorys: z.array(categorySchema),
    diningTypes: z.array(diningTypeSchema),
    /** Seconds, busy mode's extra minutes included; shown as minutes. */
    prepareFoodTime: z.number().int().min(0),
    deliveryCarrier: deliveryCarrierSchema,
    pointsConfig: z.object({ status: z.boolean() }),
    activities: z.array(activitySchema),
    announcement: z.string().nullable(),
    website: z.string().nullable(),
    address: z.object({
      fullAddress: z.string(),
      postalCode: z.string().nullable(),
      timeZone: z.string(),
      location: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
    }),
    /** Matching commodities; present in search results only. */
    commodities: z.array(commodityPreviewSchema).optional(),
  })
  .meta({ id: 'BusinessSummary' });

const longitude = z.coerce.number().min(-180).max(180);
const latitude = z.coerce.number().min(-90).max(90);
/** Miles. */
const range = z.coerce.number().positive().max(3000);

export const nearbyQuerySchema = z
  .object({
    longitude,
    latitude,
    range: range.default(40),
    /** `all` lists every business; `category` keeps those in one of `businessTypes`. */
    filterMode: z.enum(['all', 'category']).default('all'),
    /** Comma-separated business category ids (blank parts ignored). */
    businessTypes: text()
      .max(2000)
      .refine(
        (list) =>
          list
            .split(',')
            .map((id) => id.trim())
            .every((id) => id === '' || uuidSchema.safeParse(id).success),
        { message: 'must be comma-separated category ids' },
      )
      .optional(),
    pageNumber: z.coerce.number().int().min(1).default(1),
    pageCapacity: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();

export const businessPageSchema = z
  .object({
    businesses: z.array(businessSummarySchema),
    pageNumber: z.number().int(),
    pageCapacity: z.number().int(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'BusinessPage' });

export const areaQuerySchema = z.object({ longitude, latitude, range: range.default(40) }).strict();
export const searchQuerySchema = z
  .object({ longitude, latitude, keywords: text().trim().min(1).max(100) })
  .strict();

export const businessListSchema = z.object({ businesses: z.array(businessSummarySchema) });

/** Discovery: categories, nearby stores, carousel, search, map mode, business by website. */
export const businessRoutes = {
  categories: {
    method: 'GET',
    url: '/businessCategories',
    response: z.array(categorySchema),
  },
  /** Also the wider fallback list of search (range 300). */
  nearby: { method: 'GET', url: '/businesses', querystring: nearbyQuerySchema, response: businessPageSchema },
  promoted: {
    method: 'GET',
    url: '/businesses/promoted',
    querystring: areaQuerySchema,
    response: businessListSchema,
  },
  search: {
    method: 'GET',
    url: '/businesses/search',
    querystring: searchQuerySchema,
    response: businessListSchema,
  },
  mapModel: {
    method: 'GET',
    url: '/businesses/mapModel',
    querystring: areaQuerySchema,
    response: businessListSchema,
  },
  byWebsite: {
    method: 'GET',
    url: '/businesses/byWebsite',
    querystring: z.object({ website: text().min(1).max(253) }).strict(),
    response: z.object({ id: z.string() }),
  },
  searchHistories: {
    method: 'GET',
    url: '/user/searchHistories',
    response: z.array(z.object({ keywords: z.string() })),
  },
  deleteSearchHistories: { method: 'DELETE', url: '/user/searchHistories', response: okSchema },
} as const;

export type DiningType = z.infer<typeof diningTypeSchema>;
export type BusinessSummaryDto = z.infer<typeof businessSummarySchema>;
export type BusinessPageDto = z.infer<typeof businessPageSchema>;
export type BusinessCategoryDto = z.infer<typeof categorySchema>;
export type NearbyQuery = z.input<typeof nearbyQuerySchema>;
export type SearchQuery = z.input<typeof searchQuerySchema>;
