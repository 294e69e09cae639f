import { z } from 'zod';
import { diningTypeSchema, hoursIntervalSchema, weeklyHoursSchema } from './businesses.js';
import { text, uuidSchema } from './common.js';
import { consoleStoreParams } from './console-staff.js';

/**
 * The store's profile and hours as its staff edit them in the console (Store tab). Any staff member reads
 * them; owners and managers (manageStoreProfile) change them. Ranges and formats are the domain's
 * store-setup-rules, answered as A220–A229 naming the field; the schemas here only bound sizes.
 */

/** Both languages of a name or text the diner sees. */
export const bilingualSchema = z.object({ en: text().max(200), zh: text().max(200) }).strict();
/** A store's name: both languages filled in. */
const storeNameSchema = z
  .object({ en: text().trim().min(1).max(80), zh: text().trim().min(1).max(80) })
  .strict();

/** A special day as the console keeps it: a note for staff (why the day differs) beside the hours. */
export const specialDayEntrySchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    intervals: z.array(hoursIntervalSchema).max(16),
    note: text().max(80).optional(),
  })
  .strict()
  .meta({ id: 'StoreSpecialDay' });

export const storeProfileSchema = z
  .object({
    businessId: z.string(),
    name: bilingualSchema,
    announcement: bilingualSchema.nullable(),
    logo: z.string().nullable(),
    images: z.array(z.string()),
    categoryIds: z.array(z.string()),
    contactPhoneNumber: z.string().nullable(),
    website: z.string().nullable(),
    fullAddress: z.string(),
    postalCode: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    timeZone: z.string(),
    diningTypes: z.array(diningTypeSchema),
    prepareFoodTimeSeconds: z.number().int(),
    orderInAdvance: z.boolean(),
    reserveDay: z.number().int(),
    spacTimeMinutes: z.number().int(),
    pointsEnabled: z.boolean(),
    openHours: weeklyHoursSchema,
    specialHours: z.array(specialDayEntrySchema),
    /** The store's local date now (YYYY-MM-DD): the first date a special day may have. */
    today: z.string(),
    /** What a diner sees now, from the domain's storeStatusAt (a pause shows as closed). */
    status: z.object({
      label: z.enum(['open', 'reserved', 'closed']),
      isOpen: z.boolean(),
      canReserved: z.boolean(),
      /** Today's special day note when today is one ("Christmas"), else null. */
      specialNote: z.string().nullable(),
      /** Today is a special day with no hours. */
      closedAllDay: z.boolean(),
    }),
  })
  .meta({ id: 'StoreProfile' });

/** The fields a profile change may name; any left out stay. null clears an optional field. */
export const storeProfilePatchSchema = z
  .object({
    name: storeNameSchema,
    announcement: bilingualSchema.nullable(),
    logo: text().max(2000).nullable(),
    images: z.array(text().max(2000)).max(10),
    categoryIds: z.array(uuidSchema).max(10),
    contactPhoneNumber: text().max(20).nullable(),
    website: text().max(300).nullable(),
    /** An address picked from the geocoder's suggestions: the server geocodes it for lat/lng and postal code. */
    address: text().min(1).max(300),
    timeZone: text().max(64),
    diningTypes: z.array(diningTypeSchema).max(3),
    prepareFoodTimeSeconds: z.number().int(),
    orderInAdvance: z.boolean(),
    reserveDay: z.number().int(),
    spacTimeMinutes: z.number().int(),
    pointsEnabled: z.boolean(),
  })
  .partial()
  .strict();

export const businessCategoryOptionSchema = z
  .object({ id: z.string(), name: bilingualSchema })
  .meta({ id: 'BusinessCategoryOption' });

export const consoleStoreProfileRoutes = {
  get: {
    method: 'GET',
    url: '/console/stores/:businessId/profile',
    params: consoleStoreParams,
    response: storeProfileSchema,
  },
  /** A partial change (PUT with the fields to change: the API's methods are GET, POST, PUT and DELETE). */
  update: {
    method: 'PUT',
    url: '/console/stores/:businessId/profile',
    params: consoleStoreParams,
    body: storeProfilePatchSchema,
    response: storeProfileSchema,
  },
  putHours: {
    method: 'PUT',
    url: '/console/stores/:businessId/hours',
    params: consoleStoreParams,
    body: z.object({ openHours: weeklyHoursSchema }).strict(),
    response: storeProfileSchema,
  },
  putSpecialDays: {
    method: 'PUT',
    url: '/console/stores/:businessId/special-days',
    params: consoleStoreParams,
    body: z.object({ specialDays: z.array(specialDayEntrySchema).max(100) }).strict(),
    response: storeProfileSchema,
  },
  categories: {
    method: 'GET',
    url: '/console/business-categories',
    response: z.object({ categories: z.array(businessCategoryOptionSchema) }),
  },
} as const;

export type StoreProfileDto = z.infer<typeof storeProfileSchema>;
export type StoreProfilePatch = z.infer<typeof storeProfilePatchSchema>;
export type StoreSpecialDayDto = z.infer<typeof specialDayEntrySchema>;
export type BusinessCategoryOptionDto = z.infer<typeof businessCategoryOptionSchema>;
