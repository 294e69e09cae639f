import { z } from 'zod';
import { categorySchema, weeklyHoursSchema } from './businesses.js';
import { text, uuidSchema } from './common.js';

// The menu (GET /businesses/{businessId}/timedMenuDetail) and its items: rows, the item dialog, the
// goods search and the category a dine-in cart needs. The routes are the store page's (store.ts).

/** A timed menu id, or `allDay` for items served whenever the store is open. */
export const ALL_DAY = 'allDay' as const;
export const timedMenuRefSchema = text().min(1).max(40);

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

export type CommoditySummaryDto = z.infer<typeof commoditySummarySchema>;
export type MenuCategoryDto = z.infer<typeof menuCategorySchema>;
export type TimedMenuDto = z.infer<typeof timedMenuSchema>;
export type TimedMenuDetailDto = z.infer<typeof menuSchema>;
export type SpecificationDto = z.infer<typeof specificationSchema>;
export type AttributeDto = z.infer<typeof attributeSchema>;
export type AddOnGroupDto = z.infer<typeof addOnGroupSchema>;
export type CommodityDto = z.infer<typeof commoditySchema>;
export type RequiredForDineInDto = z.infer<typeof requiredForDineInSchema>;
