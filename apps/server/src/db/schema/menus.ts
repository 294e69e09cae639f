import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './catalog.js';
import {
  checkLocalized,
  checkWeeklyHours,
  createdAt,
  localized,
  primaryId,
  type WeeklyHours,
} from './columns.js';

// How a business's menu is laid out: timed menus and the categories its commodities sit in.

/** A menu served only during its hours (breakfast, lunch); commodities without one are all-day. */
export const timedMenus = pgTable(
  'timed_menus',
  {
    id: primaryId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    openHours: jsonb('open_hours').$type<WeeklyHours>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('timed_menus_business_idx').on(t.businessId, t.sortOrder),
    checkLocalized('timed_menus_name_check', t.name),
    checkWeeklyHours('timed_menus_open_hours_check', t.openHours),
  ],
);

export const commodityCategories = pgTable(
  'commodity_categories',
  {
    id: primaryId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    /** Dine-in orders must contain an item of this category before the cart can be submitted. */
    requiredForDineIn: boolean('required_for_dine_in').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('commodity_categories_business_idx').on(t.businessId, t.sortOrder),
    // The required-for-dine-in call answers with one category.
    uniqueIndex('commodity_categories_required_idx').on(t.businessId).where(sql`${t.requiredForDineIn}`),
    checkLocalized('commodity_categories_name_check', t.name),
  ],
);
