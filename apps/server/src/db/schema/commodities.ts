import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './catalog.js';
import {
  ACTIVE_STATUSES,
  allOf,
  checkLocalized,
  createdAt,
  type LocalizedText,
  localized,
  money,
  nonNegative,
  ORDER_TYPES,
  type OrderType,
  oneOf,
  primaryId,
  searchNameExpression,
  updatedAt,
} from './columns.js';
import { commodityCategories, timedMenus } from './menus.js';

// What a business sells: commodities with their options and priced attributes, and the discount activities
// it runs on them.

export const ACTIVITY_TYPES = ['discount', 'orderTypeDiscount'] as const;
export type SpecificationOption = {
  id: string;
  name: LocalizedText;
  values: Array<{ id: string; name: LocalizedText }>;
  /** Single-select when true. */
  singularity: boolean;
  required: boolean;
  maxSelected: number | null;
};
export type AddOnGroup = {
  id: string;
  name: LocalizedText;
  minBuyNumber: number;
  maxBuyNumber: number | null;
  values: Array<{
    id: string;
    name: LocalizedText;
    price: number;
    minBuyNumber: number;
    maxBuyNumber: number | null;
  }>;
};

export const commodities = pgTable(
  'commodities',
  {
    id: primaryId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => commodityCategories.id, { onDelete: 'cascade' }),
    /** Null means all-day. */
    timedMenuId: uuid('timed_menu_id').references(() => timedMenus.id, { onDelete: 'set null' }),
    name: localized('name').notNull(),
    searchName: text('search_name').generatedAlwaysAs(searchNameExpression),
    description: localized('description'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    thumbnail: text('thumbnail'),
    price: integer('price').notNull(),
    /** Pickup price when it differs from the dine-in and delivery price. */
    takeawayPrice: integer('takeaway_price'),
    /** Crossed-out prices shown beside a discounted price. */
    originPrice: integer('origin_price'),
    originTakeawayPrice: integer('origin_takeaway_price'),
    discountPercent: integer('discount_percent'),
    /** Null means unlimited. */
    stockNumber: integer('stock_number'),
    minBuyNumber: integer('min_buy_number').notNull().default(1),
    /** Null means no maximum. */
    maxBuyNumber: integer('max_buy_number'),
    specifications: jsonb('specifications').$type<SpecificationOption[]>().notNull().default([]),
    addOnGroups: jsonb('add_on_groups').$type<AddOnGroup[]>().notNull().default([]),
    /** Tax rate overrides in millionths per order type. */
    specifiedTax: jsonb('specified_tax').$type<Partial<Record<OrderType, number>>>(),
    deliveryNotSupported: boolean('delivery_not_supported').notNull().default(false),
    /** Can be redeemed with points. */
    supportsExchange: boolean('supports_exchange').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('commodities_business_category_idx').on(t.businessId, t.categoryId, t.sortOrder),
    index('commodities_category_idx').on(t.categoryId),
    index('commodities_timed_menu_idx').on(t.timedMenuId),
    index('commodities_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    checkLocalized('commodities_name_check', t.name),
    checkLocalized('commodities_description_check', t.description, true),
    nonNegative('commodities_price_check', t.price),
    nonNegative('commodities_takeaway_price_check', t.takeawayPrice),
    nonNegative('commodities_origin_price_check', t.originPrice),
    nonNegative('commodities_origin_takeaway_price_check', t.originTakeawayPrice),
    check('commodities_discount_percent_check', sql`${t.discountPercent} between 0 and 100`),
    nonNegative('commodities_stock_check', t.stockNumber),
    check('commodities_min_buy_check', sql`${t.minBuyNumber} >= 1`),
    check('commodities_max_buy_check', sql`${t.maxBuyNumber} >= ${t.minBuyNumber}`),
  ],
);

/** Priced choices with their own stock (size, flavour); rows so stock can be decremented conditionally. */
export const commodityAttributes = pgTable(
  'commodity_attributes',
  {
    id: primaryId(),
    commodityId: uuid('commodity_id')
      .notNull()
      .references(() => commodities.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('commodity_attributes_commodity_idx').on(t.commodityId, t.sortOrder),
    checkLocalized('commodity_attributes_name_check', t.name),
  ],
);

export const commodityAttributeValues = pgTable(
  'commodity_attribute_values',
  {
    id: primaryId(),
    attributeId: uuid('attribute_id').notNull(),
    name: localized('name').notNull(),
    /** Added to the item price. */
    price: money('price'),
    /** Null means unlimited. */
    stockNumber: integer('stock_number'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('commodity_attribute_values_attribute_idx').on(t.attributeId, t.sortOrder),
    // Named here because the generated name passes PostgreSQL's 63-character limit.
    foreignKey({
      name: 'commodity_attribute_values_attribute_fk',
      columns: [t.attributeId],
      foreignColumns: [commodityAttributes.id],
    }).onDelete('cascade'),
    checkLocalized('commodity_attribute_values_name_check', t.name),
    nonNegative('commodity_attribute_values_price_check', t.price),
    nonNegative('commodity_attribute_values_stock_check', t.stockNumber),
  ],
);

/** Item discounts and order-type discounts a business runs. */
export const activities = pgTable(
  'activities',
  {
    id: primaryId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    activityDescribe: localized('activity_describe'),
    activityType: text('activity_type', { enum: ACTIVITY_TYPES }).notNull(),
    discountPercent: integer('discount_percent').notNull(),
    /** Empty means every order type. */
    availableOrderTypes: text('available_order_types', { enum: ORDER_TYPES }).array().notNull().default([]),
    /** Null means every commodity. */
    availableCommodityIds: uuid('available_commodity_ids').array(),
    status: text('status', { enum: ACTIVE_STATUSES }).notNull().default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_business_idx').on(t.businessId, t.status),
    checkLocalized('activities_name_check', t.name),
    checkLocalized('activities_describe_check', t.activityDescribe, true),
    check('activities_type_check', oneOf(t.activityType, ACTIVITY_TYPES)),
    check('activities_status_check', oneOf(t.status, ACTIVE_STATUSES)),
    check('activities_discount_percent_check', sql`${t.discountPercent} between 0 and 100`),
    check('activities_order_types_check', allOf(t.availableOrderTypes, ORDER_TYPES, 'text')),
    check('activities_period_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
