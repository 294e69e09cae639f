import type { selfPickupPointBusinesses, selfPickupPoints } from '../db/schema/account.js';
import type {
  businessCategories,
  businessCategoryLinks,
  businesses,
  businessPickupAddresses,
  deliveryConfigs,
  diningTables,
} from '../db/schema/catalog.js';
import type {
  activities,
  commodities,
  commodityAttributes,
  commodityAttributeValues,
} from '../db/schema/commodities.js';
import type { commodityCategories, timedMenus } from '../db/schema/menus.js';
import type { areas } from '../db/schema/platform.js';
import type { pointsCouponRules, pointsProgrammes } from '../db/schema/points.js';
import type { coupons, newUserPackageCoupons, newUserPackages } from '../db/schema/promotions.js';

/**
 * The generator's output: plain rows shaped like the tables they go into (types only; nothing here
 * talks to the database).
 */

export type AreaRow = typeof areas.$inferInsert;
export type BusinessCategoryRow = typeof businessCategories.$inferInsert;
export type BusinessRow = typeof businesses.$inferInsert;
export type BusinessCategoryLinkRow = typeof businessCategoryLinks.$inferInsert;
export type DeliveryConfigRow = typeof deliveryConfigs.$inferInsert;
export type DiningTableRow = typeof diningTables.$inferInsert;
export type PickupAddressRow = typeof businessPickupAddresses.$inferInsert;
export type TimedMenuRow = typeof timedMenus.$inferInsert;
export type CommodityCategoryRow = typeof commodityCategories.$inferInsert;
export type CommodityRow = typeof commodities.$inferInsert;
export type AttributeRow = typeof commodityAttributes.$inferInsert;
export type AttributeValueRow = typeof commodityAttributeValues.$inferInsert;
export type ActivityRow = typeof activities.$inferInsert;
export type CouponRow = typeof coupons.$inferInsert;
export type NewUserPackageRow = typeof newUserPackages.$inferInsert;
export type NewUserPackageCouponRow = typeof newUserPackageCoupons.$inferInsert;
export type HostRow = typeof selfPickupPoints.$inferInsert;
export type HostLinkRow = typeof selfPickupPointBusinesses.$inferInsert;
export type PointsProgrammeRow = typeof pointsProgrammes.$inferInsert;
export type PointsCouponRuleRow = typeof pointsCouponRules.$inferInsert;

/** Everything that belongs to one business, in the order the tables must be written. */
export interface BusinessRows {
  businesses: BusinessRow[];
  businessCategoryLinks: BusinessCategoryLinkRow[];
  deliveryConfigs: DeliveryConfigRow[];
  diningTables: DiningTableRow[];
  pickupAddresses: PickupAddressRow[];
  timedMenus: TimedMenuRow[];
  commodityCategories: CommodityCategoryRow[];
  commodities: CommodityRow[];
  attributes: AttributeRow[];
  attributeValues: AttributeValueRow[];
  activities: ActivityRow[];
  coupons: CouponRow[];
  pointsProgrammes: PointsProgrammeRow[];
  pointsCouponRules: PointsCouponRuleRow[];
  hostLinks: HostLinkRow[];
}

/** What is written once, before the businesses. */
export interface PlatformRows {
  areas: AreaRow[];
  businessCategories: BusinessCategoryRow[];
  hosts: HostRow[];
  coupons: CouponRow[];
  newUserPackages: NewUserPackageRow[];
  newUserPackageCoupons: NewUserPackageCouponRow[];
}

export const BUSINESS_TABLES = [
  'businesses',
  'businessCategoryLinks',
  'deliveryConfigs',
  'diningTables',
  'pickupAddresses',
  'timedMenus',
  'commodityCategories',
  'commodities',
  'attributes',
  'attributeValues',
  'activities',
  'coupons',
  'pointsProgrammes',
  'pointsCouponRules',
  'hostLinks',
] as const satisfies ReadonlyArray<keyof BusinessRows>;

export function emptyBusinessRows(): BusinessRows {
  return {
    businesses: [],
    businessCategoryLinks: [],
    deliveryConfigs: [],
    diningTables: [],
    pickupAddresses: [],
    timedMenus: [],
    commodityCategories: [],
    commodities: [],
    attributes: [],
    attributeValues: [],
    activities: [],
    coupons: [],
    pointsProgrammes: [],
    pointsCouponRules: [],
    hostLinks: [],
  };
}

/** Appends one business's rows to a batch of several. */
export function appendBusinessRows(target: BusinessRows, source: BusinessRows): void {
  for (const table of BUSINESS_TABLES) {
    (target[table] as unknown[]).push(...source[table]);
  }
}

export function countBusinessRows(rows: BusinessRows): number {
  return BUSINESS_TABLES.reduce((sum, table) => sum + rows[table].length, 0);
}
