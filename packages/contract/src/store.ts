import { z } from 'zod';
import {
  activitySchema,
  categorySchema,
  deliveryCarrierSchema,
  diningTypeSchema,
  pauseReasonSchema,
  specialDaySchema,
  weeklyHoursSchema,
} from './businesses.js';
import { okSchema, text, uuidSchema } from './common.js';
import { locationSchema } from './location.js';
import {
  commodityListSchema,
  commodityParamsSchema,
  commoditySchema,
  commoditySearchQuerySchema,
  menuSchema,
  requiredForDineInSchema,
  timedMenuQuerySchema,
} from './menu.js';
import {
  deliveryConfigSchema,
  doordashDeliveryConfigSchema,
  exchangeRuleSchema,
  integralRuleSchema,
  pickUpAddressSchema,
  servicePriceSchema,
  tipConfigSchema,
} from './store-config.js';

// ---------------------------------------------------------------------------------------------------
// Store info (GET /businesses/{businessId}/detail); its fee, tip and points rules are in store-config.ts
// ---------------------------------------------------------------------------------------------------

/** A running activity with its description (the store page shows both). */
export const storeActivitySchema = activitySchema
  .extend({ activityDescribe: z.string().nullable() })
  .meta({ id: 'StoreActivity' });

/** Everything the store page, the cart and checkout need to know about a store. */
export const businessDetailSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** Width 300. */
    logo: z.string().nullable(),
    /** Banners, width 750. */
    images: z.array(z.string()),
    categorys: z.array(categorySchema),
    announcement: z.string().nullable(),
    activities: z.array(storeActivitySchema),
    diningTypes: z.array(diningTypeSchema),
    deliveryCarrier: deliveryCarrierSchema,
    /** Seconds, busy mode's extra minutes included; shown as minutes rounded up. */
    prepareFoodTime: z.number().int().min(0),
    /** Great-circle miles from the requested point; null when no point was given. */
    distance: z.number().min(0).nullable(),
    address: z.object({
      fullAddress: z.string(),
      postalCode: z.string().nullable(),
      location: locationSchema,
      timeZone: z.string(),
      area: z.object({
        deliveryConfig: deliveryConfigSchema.nullable(),
        doordashDeliveryConfig: doordashDeliveryConfigSchema.nullable(),
      }),
    }),
    contact: z.object({ phoneNumber: z.string().nullable() }),
    openHours: weeklyHoursSchema,
    /** Dates whose hours replace their weekday's (holidays, extended hours); the time chooser follows them. */
    specialHours: z.array(specialDaySchema),
    /** Seven lines, Sunday first: "11:00-14:30, 17:00-21:30" on a 24-hour clock; "" on a closed day. */
    openHoursStr: z.array(z.string()).length(7),
    isOpen: z.boolean(),
    canReserved: z.boolean(),
    /** Why the store's staff paused new orders (it shows closed until the pause ends); null when not paused. */
    pauseReason: pauseReasonSchema.nullable(),
    orderInAdvance: z.boolean(),
    /** Epoch ms, or null. */
    expectedOpeningTime: z.number().int().nullable(),
    /** Delivery is offered and today is one of its delivery dates. */
    todaySupportDelivery: z.boolean(),
    /** Today in the store's time zone, Monday 1 … Sunday 7. */
    weekDay: z.number().int().min(1).max(7),
    /** Weekdays with delivery, Monday 1 … Sunday 7; null means every day. */
    deliveryDates: z.array(z.number().int().min(1).max(7)).nullable(),
    /** Millionths: 86250 is 8.625 %. */
    taxRate: z.object({ combinedRate: z.number().int().min(0).max(1_000_000) }),
    noTaxOnPickupOrders: z.boolean(),
    servicePrices: z.array(servicePriceSchema),
    /** Null means the product's default tips. */
    tipConfig: tipConfigSchema.nullable(),
    /** Passed through as the store set it; the specification does not show its effects. */
    specialTipRules: z.unknown().nullable(),
    customizedTipDisabled: z.boolean(),
    tipDisabledForOnline: z.boolean(),
    /** The points programme's item tiers; empty without a running programme. */
    integralRules: z.array(integralRuleSchema),
    pointsConfig: z.object({
      status: z.boolean(),
      exchangeRules: z.object({ commodities: z.array(exchangeRuleSchema) }),
    }),
    pickUpAddresses: z.array(pickUpAddressSchema),
    /** How many days ahead of today orders may be scheduled. */
    reserveDay: z.number().int().min(0),
    /** Minutes between offered delivery and pickup times. */
    spacTime: z.number().int().positive(),
    tablesInfo: z.object({ tableNames: z.array(z.string()) }),
  })
  .meta({ id: 'BusinessDetail' });

const longitude = z.coerce.number().min(-180).max(180);
const latitude = z.coerce.number().min(-90).max(90);

/** Both or neither: the distance needs a full point. */
export const businessDetailQuerySchema = z
  .object({ longitude: longitude.optional(), latitude: latitude.optional() })
  .strict()
  .refine((query) => (query.longitude === undefined) === (query.latitude === undefined), {
    message: 'longitude and latitude go together',
  });

/** Ids are uuids; any other text is an unknown store or item (404), not a malformed request. */
export const businessParamsSchema = z.object({ businessId: uuidSchema }).strict();

export const tableParamsSchema = z
  .object({ businessId: uuidSchema, tableName: text().min(1).max(32) })
  .strict();

export const uniqueIdentifierSchema = z.object({ value: z.string() }).meta({ id: 'UniqueIdentifier' });

/** Store page: info, menu, items, goods search, required category, call waiter, submission identifier. */
export const storeRoutes = {
  detail: {
    method: 'GET',
    url: '/businesses/:businessId/detail',
    params: businessParamsSchema,
    querystring: businessDetailQuerySchema,
    response: businessDetailSchema,
  },
  timedMenuDetail: {
    method: 'GET',
    url: '/businesses/:businessId/timedMenuDetail',
    params: businessParamsSchema,
    querystring: timedMenuQuerySchema,
    response: menuSchema,
  },
  commodity: {
    method: 'GET',
    url: '/commodities/:id',
    params: commodityParamsSchema,
    response: commoditySchema,
  },
  searchCommodities: {
    method: 'GET',
    url: '/businesses/:businessId/commodities/search',
    params: businessParamsSchema,
    querystring: commoditySearchQuerySchema,
    response: commodityListSchema,
  },
  requiredForDineIn: {
    method: 'GET',
    url: '/businesses/:businessId/requiredForDineIn',
    params: businessParamsSchema,
    response: requiredForDineInSchema,
  },
  /** A GET as the specification has it; repeated calls within 30 s for one table record one call. */
  callService: {
    method: 'GET',
    url: '/businesses/:businessId/:tableName/callService',
    params: tableParamsSchema,
    response: okSchema,
  },
  uniqueIdentifier: { method: 'GET', url: '/uniqueIdentifier', response: uniqueIdentifierSchema },
} as const;

export type StoreActivityDto = z.infer<typeof storeActivitySchema>;
export type BusinessDetailDto = z.infer<typeof businessDetailSchema>;
export type BusinessDetailQuery = z.input<typeof businessDetailQuerySchema>;
export type UniqueIdentifierDto = z.infer<typeof uniqueIdentifierSchema>;
