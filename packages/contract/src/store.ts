import { z } from 'zod';
import {
  activitySchema,
  categorySchema,
  deliveryCarrierSchema,
  diningTypeSchema,
  weeklyHoursSchema,
} from './businesses.js';
import { okSchema, text, uuidSchema } from './common.js';

/** `[longitude, latitude]`, the specification's order. */
export const coordinatesSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
export const locationSchema = z.object({ coordinates: coordinatesSchema });

/** A timed menu id, or `allDay` for items served whenever the store is open. */
export const ALL_DAY = 'allDay' as const;
export const timedMenuRefSchema = text().min(1).max(40);

// ---------------------------------------------------------------------------------------------------
// Store info (GET /businesses/{businessId}/detail)
// ---------------------------------------------------------------------------------------------------

export const deliveryPriceStepSchema = z.object({
  /** Cents. */
  price: z.number().int().min(0),
  /** Miles. */
  distance: z.number().min(0),
});

export const deliveryFeeShareSchema = z.object({
  shareType: z.enum(['customer', 'proportional', 'fixedPrice', 'fixedUnitPrice']),
  /** Percent for proportional, cents for fixedPrice and fixedUnitPrice, unused for customer. */
  value: z.number(),
});

/** The delivery fee rules of business-run or platform delivery (address.area.deliveryConfig). */
export const deliveryConfigSchema = z
  .object({
    /** The base price covers the first `distance` miles. */
    baseDeliveryPrice: deliveryPriceStepSchema,
    /** Each entry charges `price` per started `distance` miles beyond the base distance. */
    extraDeliveryPrice: z.array(deliveryPriceStepSchema),
    /** Miles; null means no limit. */
    maxDistance: z.number().positive().nullable(),
    /** Cents of food below which the small-order surcharge applies (or delivery is refused without one). */
    minCommoditiesPrice: z.number().int().min(0),
    /** Cents; null means no surcharge is configured, so smaller orders cannot be delivered. */
    smallOrderExtraPrice: z.number().int().min(0).nullable(),
    /** Where distances are measured from; null means the store's own address. */
    location: locationSchema.nullable(),
    deliveryFeeShares: z.array(deliveryFeeShareSchema),
  })
  .meta({ id: 'DeliveryConfig' });

/** DoorDash's own fee rule (address.area.doordashDeliveryConfig). */
export const doordashDeliveryConfigSchema = z
  .object({
    baseDeliveryPrice: z.object({ price: z.number().int().min(0) }),
    deliveryFeeShares: z.array(deliveryFeeShareSchema),
  })
  .meta({ id: 'DoordashDeliveryConfig' });

/** A running activity with its description (the store page shows both). */
export const storeActivitySchema = activitySchema
  .extend({ activityDescribe: z.string().nullable() })
  .meta({ id: 'StoreActivity' });

export const servicePriceSchema = z.object({
  orderType: diningTypeSchema,
  /** Whole percent of the food subtotal, added to `cent`; the sum is rounded up. */
  percent: z.number().min(0),
  /** Cents. */
  cent: z.number().int().min(0),
});

/** Percentages in hundredths of a percent (1500 = 15 %); fixed amounts and the threshold in cents. */
export const tipConfigSchema = z.object({
  percentages: z.array(z.number().int().min(0)),
  fixedAmounts: z.array(z.number().int().min(0)),
  thresholdPrice: z.number().int().min(0),
});

/** An item price range (cents, above `min` and up to `max`) that can be redeemed for `requiredPoints`. */
export const integralRuleSchema = z.object({
  availablePrices: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }),
  requiredPoints: z.number().int().positive(),
});

/** One line of "what your points buy": the points and a sentence in the request's language. */
export const exchangeRuleSchema = z.object({
  requiredPoints: z.number().int().positive(),
  content: z.string(),
});

export const pickUpAddressSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The full address as one line. */
    address: z.string(),
    location: locationSchema,
    pickupHours: weeklyHoursSchema,
    /** Whether "as soon as possible" may be chosen at this address. */
    asap: z.boolean(),
  })
  .meta({ id: 'PickUpAddress' });

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
    /** Seconds; shown as minutes rounded up. */
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
    /** Seven lines, Sunday first: "11:00-14:30, 17:00-21:30" on a 24-hour clock; "" on a closed day. */
    openHoursStr: z.array(z.string()).length(7),
    isOpen: z.boolean(),
    canReserved: z.boolean(),
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

// ---------------------------------------------------------------------------------------------------
// Menu (GET /businesses/{businessId}/timedMenuDetail) and items
// ---------------------------------------------------------------------------------------------------

/** An item as a menu row, the search and the required-category list show it. */
export const commoditySummarySchema = z
  .object({
    id: z.string(),
    categoryId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    /** Width 300. */
    thumbnail: z.string().nullable(),
    /** Cents; the price for delivery and dine-in. */
    price: z.number().int().min(0),
    /** Cents; the pickup price, null when it is `price`. */
    takeawayPrice: z.number().int().min(0).nullable(),
    /** Crossed-out prices, cents. */
    originPrice: z.number().int().min(0).nullable(),
    originTakeawayPrice: z.number().int().min(0).nullable(),
    /** The share paid, in percent (85 = 15 % off); null without an item discount. */
    discountPercent: z.number().int().min(0).max(100).nullable(),
    /** Null means unlimited. */
    stockNumber: z.number().int().min(0).nullable(),
    minBuyNumber: z.number().int().min(1),
    /** Null means no maximum. */
    maxBuyNumber: z.number().int().min(1).nullable(),
    /** The timed menu id, or `allDay`. */
    timedMenuId: timedMenuRefSchema,
    deliveryNotSupported: z.boolean(),
    /** Can be redeemed with points. */
    supportsExchange: z.boolean(),
    /** Out of stock, or taken off sale by the store. */
    soldOut: z.boolean(),
    /** Has specifications, attributes or add-ons, so adding it opens the item dialog. */
    hasOptions: z.boolean(),
  })
  .meta({ id: 'CommoditySummary' });

export const menuCategorySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** Dine-in carts need an item of this category before they can be submitted. */
    requiredForDineIn: z.boolean(),
    commodities: z.array(commoditySummarySchema),
  })
  .meta({ id: 'MenuCategory' });

export const timedMenuSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    openHours: weeklyHoursSchema,
    /** Whether the menu is being served now, in the store's time zone. */
    isOpenNow: z.boolean(),
  })
  .meta({ id: 'TimedMenu' });

/** The store's timed menus and its categories with their items, in menu order. */
export const menuSchema = z
  .object({ timedMenus: z.array(timedMenuSchema), commodityCategories: z.array(menuCategorySchema) })
  .meta({ id: 'TimedMenuDetail' });

/**
 * Without `timedMenuId`: every item of the store. `allDay`: all-day items only. A timed menu id: that
 * menu's items and the all-day ones.
 */
export const timedMenuQuerySchema = z.object({ timedMenuId: timedMenuRefSchema.optional() }).strict();

export const specificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  values: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Single-select when true. */
  singularity: z.boolean(),
  required: z.boolean(),
  /** Multi-select cap; null means as many as there are values. */
  maxSelected: z.number().int().min(1).nullable(),
});

export const attributeSchema = z.object({
  id: z.string(),
  name: z.string(),
  values: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** Cents added to the item price. */
      price: z.number().int().min(0),
      /** Null means unlimited. */
      stockNumber: z.number().int().min(0).nullable(),
    }),
  ),
});

export const addOnGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  minBuyNumber: z.number().int().min(0),
  /** Cap on the group's total count; null means none. */
  maxBuyNumber: z.number().int().min(1).nullable(),
  values: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** Cents each. */
      price: z.number().int().min(0),
      minBuyNumber: z.number().int().min(0),
      maxBuyNumber: z.number().int().min(1).nullable(),
    }),
  ),
});

/** The item dialog: the row's fields plus pictures, choices, timed menu and tax. */
export const commoditySchema = commoditySummarySchema
  .omit({ timedMenuId: true })
  .extend({
    businessId: z.string(),
    /** Width 750. */
    images: z.array(z.string()),
    specifications: z.array(specificationSchema),
    attributes: z.array(attributeSchema),
    addOns: z.array(addOnGroupSchema),
    /** `id` is `allDay` (name "", hours every day all day) for items without a timed menu. */
    timedMenuId: z.object({ id: timedMenuRefSchema, name: z.string(), openHours: weeklyHoursSchema }),
    /** Tax rate overrides in millionths per order type; null means the store's rate. */
    specifiedTax: z
      .object({
        delivery: z.number().int().min(0).optional(),
        pickup: z.number().int().min(0).optional(),
        dineIn: z.number().int().min(0).optional(),
      })
      .nullable(),
    /** The item may be added to a cart now: on sale, and all-day or its timed menu is being served. */
    canJoin: z.boolean(),
  })
  .meta({ id: 'Commodity' });

export const commodityParamsSchema = z.object({ id: uuidSchema }).strict();

export const commoditySearchQuerySchema = z.object({ keywords: text().trim().min(1).max(100) }).strict();

export const commodityListSchema = z.object({ commodities: z.array(commoditySummarySchema) });

export const requiredForDineInSchema = z
  .object({ category: categorySchema.nullable(), commodities: z.array(commoditySummarySchema) })
  .meta({ id: 'RequiredForDineIn' });

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

export type DeliveryConfigDto = z.infer<typeof deliveryConfigSchema>;
export type DoordashDeliveryConfigDto = z.infer<typeof doordashDeliveryConfigSchema>;
export type StoreActivityDto = z.infer<typeof storeActivitySchema>;
export type ServicePriceDto = z.infer<typeof servicePriceSchema>;
export type TipConfigDto = z.infer<typeof tipConfigSchema>;
export type PickUpAddressDto = z.infer<typeof pickUpAddressSchema>;
export type BusinessDetailDto = z.infer<typeof businessDetailSchema>;
export type BusinessDetailQuery = z.input<typeof businessDetailQuerySchema>;
export type CommoditySummaryDto = z.infer<typeof commoditySummarySchema>;
export type MenuCategoryDto = z.infer<typeof menuCategorySchema>;
export type TimedMenuDto = z.infer<typeof timedMenuSchema>;
export type TimedMenuDetailDto = z.infer<typeof menuSchema>;
export type SpecificationDto = z.infer<typeof specificationSchema>;
export type AttributeDto = z.infer<typeof attributeSchema>;
export type AddOnGroupDto = z.infer<typeof addOnGroupSchema>;
export type CommodityDto = z.infer<typeof commoditySchema>;
export type RequiredForDineInDto = z.infer<typeof requiredForDineInSchema>;
export type UniqueIdentifierDto = z.infer<typeof uniqueIdentifierSchema>;
