import type { PauseReason } from '@nearbite/domain/store-operations';
import { and, asc, eq, getTableColumns, gt, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  businessCategories,
  businessCategoryLinks,
  businesses,
  businessPickupAddresses,
  deliveryConfigs,
  diningTables,
} from '../../db/schema/catalog.js';
import type { LocalizedText } from '../../db/schema/columns.js';
import {
  activities,
  commodities,
  commodityAttributes,
  commodityAttributeValues,
} from '../../db/schema/commodities.js';
import { commodityCategories, timedMenus } from '../../db/schema/menus.js';
import { uniqueIdentifiers } from '../../db/schema/orders.js';
import { type PointsExchangeTier, pointsProgrammes } from '../../db/schema/points.js';
import { storeOrderSettings } from '../../db/schema/store-operations.js';
import { recordServiceCall, type ServiceCall } from './service-calls.repository.js';

export type BusinessRow = typeof businesses.$inferSelect;
export type DeliveryConfigRow = typeof deliveryConfigs.$inferSelect;
export type PickupAddressRow = typeof businessPickupAddresses.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type TimedMenuRow = typeof timedMenus.$inferSelect;
export type CommodityCategoryRow = typeof commodityCategories.$inferSelect;
export type CommodityRow = typeof commodities.$inferSelect;

/** A commodity as menu rows read it: the row without the option lists, plus what the row needs to know. */
export type CommoditySummaryRow = Omit<CommodityRow, 'specifications' | 'addOnGroups'> & {
  hasOptions: boolean;
};

export interface BusinessDetailRows {
  business: BusinessRow;
  categories: Array<{ id: string; name: LocalizedText }>;
  activities: ActivityRow[];
  deliveryConfigs: DeliveryConfigRow[];
  pickupAddresses: PickupAddressRow[];
  tableNames: string[];
  /** The points programme's item tiers; null without a programme row. */
  exchangeTiers: PointsExchangeTier[] | null;
  /** The board's settings diners feel: busy mode's extra minutes and a pause of new orders. */
  board: { busyExtraMinutes: number; pausedUntil: Date | null; pauseReason: PauseReason | null };
}

export interface AttributeRows {
  id: string;
  name: LocalizedText;
  values: Array<{ id: string; name: LocalizedText; price: number; stockNumber: number | null }>;
}

export interface CommodityDetailRows {
  commodity: CommodityRow;
  business: Pick<BusinessRow, 'id' | 'status' | 'timeZone'>;
  timedMenu: TimedMenuRow | null;
  attributes: AttributeRows[];
}

/** Which commodities a menu holds: all, the all-day ones, or the all-day ones and one timed menu's. */
export type MenuFilter = { kind: 'all' } | { kind: 'allDay' } | { kind: 'timedMenu'; timedMenuId: string };

/** `%keywords%` for ILIKE, with the pattern characters of the keywords taken literally. */
const containsPattern = (keywords: string): string => `%${keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const hasOptions = sql<boolean>`(jsonb_array_length(${commodities.specifications}) > 0
  or jsonb_array_length(${commodities.addOnGroups}) > 0
  or exists (select 1 from commodity_attributes a where a.commodity_id = ${commodities.id}))`;

const {
  specifications: _specifications,
  addOnGroups: _addOnGroups,
  ...summaryColumns
} = getTableColumns(commodities);

/** Menu order: the category's position, then the item's. */
const menuOrder = [asc(commodityCategories.sortOrder), asc(commodities.sortOrder), asc(commodities.id)];

function menuFilterSql(filter: MenuFilter): SQL | undefined {
  if (filter.kind === 'allDay') return isNull(commodities.timedMenuId);
  if (filter.kind === 'timedMenu') {
    return or(isNull(commodities.timedMenuId), eq(commodities.timedMenuId, filter.timedMenuId));
  }
  return undefined;
}

/** A store's page version and status, and the stock of what keeps one: read on every store page request. */
export interface PageState {
  version: number;
  status: BusinessRow['status'];
  /** [id, stock] of the items and option values asked for that keep a stock (none: unlimited). */
  stocks: Array<[string, number]>;
}

/** An item's store and the store's page state, with the item's and its option values' stock. */
export interface ItemState extends PageState {
  businessId: string;
}

// Written out with table names: drizzle leaves them off the columns of a one-table select, and inside these
// subqueries a bare "id" would name the subquery's own table.

/** [id, stock] of the store's items that keep a stock. */
const itemStocks = sql<
  Array<[string, number]>
>`coalesce((select json_agg(json_build_array(c.id, c.stock_number))
  from commodities c where c.business_id = "businesses"."id" and c.stock_number is not null), '[]'::json)`;

/** [id, stock] of the item and of its option values that keep a stock. */
const itemAndValueStocks = sql<
  Array<[string, number]>
>`coalesce((select json_agg(json_build_array(s.id, s.stock))
  from (select "commodities"."id" as id, "commodities"."stock_number" as stock
    union all select v.id, v.stock_number from commodity_attributes a
      join commodity_attribute_values v on v.attribute_id = a.id where a.commodity_id = "commodities"."id") s
  where s.stock is not null), '[]'::json)`;

/**
 * The statements every store page request runs, prepared once per connection (named): one short index
 * lookup each. Stock is read here rather than kept with the page, since orders change it all the time.
 */
function pageStateStatements(db: Db) {
  const byBusiness = eq(businesses.id, sql.placeholder('id'));
  const state = { version: businesses.pageVersion, status: businesses.status };
  return {
    detail: db.select(state).from(businesses).where(byBusiness).prepare('store_page_state'),
    menu: db
      .select({ ...state, stocks: itemStocks })
      .from(businesses)
      .where(byBusiness)
      .prepare('store_menu_state'),
    item: db
      .select({ ...state, businessId: businesses.id, stocks: itemAndValueStocks })
      .from(commodities)
      .innerJoin(businesses, eq(businesses.id, commodities.businessId))
      .where(eq(commodities.id, sql.placeholder('id')))
      .prepare('store_item_state'),
  };
}

/** Reads of the store page (info, menu, items, search) and its two writes (waiter calls, identifiers). */
export function createStoreRepository(db: Db) {
  const states = pageStateStatements(db);

  function commoditySummaries(where: SQL | undefined, limit?: number): Promise<CommoditySummaryRow[]> {
    const query = db
      .select({ ...summaryColumns, hasOptions })
      .from(commodities)
      .innerJoin(commodityCategories, eq(commodityCategories.id, commodities.categoryId))
      .where(where)
      .orderBy(...menuOrder);
    return limit === undefined ? query : query.limit(limit);
  }

  return {
    /** The store's page version and status (null for an unknown store). */
    async pageState(businessId: string): Promise<PageState | null> {
      const [row] = await states.detail.execute({ id: businessId });
      return row ? { ...row, stocks: [] } : null;
    },

    /** The store's page version and status, with the stock of its items that keep one. */
    async menuState(businessId: string): Promise<PageState | null> {
      const [row] = await states.menu.execute({ id: businessId });
      return row ?? null;
    },

    /** The item's store, page version and status, with the item's and its option values' stock. */
    async itemState(commodityId: string): Promise<ItemState | null> {
      const [row] = await states.item.execute({ id: commodityId });
      return row ?? null;
    },

    async business(businessId: string): Promise<BusinessRow | null> {
      const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
      return row ?? null;
    },

    /**
     * The rest of the store page's info for a business already read; its active activities not ended at
     * `now` (those that start later too: the page shows each while it runs).
     */
    async businessDetail(business: BusinessRow, now: Date): Promise<BusinessDetailRows> {
      const id = business.id;
      const [categories, running, configs, pickupAddresses, tables, programme, board] = await Promise.all([
        db
          .select({ id: businessCategories.id, name: businessCategories.name })
          .from(businessCategoryLinks)
          .innerJoin(businessCategories, eq(businessCategories.id, businessCategoryLinks.categoryId))
          .where(eq(businessCategoryLinks.businessId, id))
          .orderBy(asc(businessCategories.sortOrder), asc(businessCategories.id)),
        db
          .select()
          .from(activities)
          .where(
            and(
              eq(activities.businessId, id),
              eq(activities.status, 'active'),
              or(isNull(activities.endsAt), gt(activities.endsAt, now)),
            ),
          )
          .orderBy(asc(activities.sortOrder), asc(activities.id)),
        db.select().from(deliveryConfigs).where(eq(deliveryConfigs.businessId, id)),
        db
          .select()
          .from(businessPickupAddresses)
          .where(eq(businessPickupAddresses.businessId, id))
          .orderBy(asc(businessPickupAddresses.sortOrder), asc(businessPickupAddresses.id)),
        db
          .select({ name: diningTables.name })
          .from(diningTables)
          .where(eq(diningTables.businessId, id))
          .orderBy(asc(diningTables.sortOrder), asc(diningTables.name)),
        db
          .select({ tiers: pointsProgrammes.commodityExchangeTiers })
          .from(pointsProgrammes)
          .where(eq(pointsProgrammes.businessId, id))
          .limit(1),
        db
          .select({
            busyExtraMinutes: storeOrderSettings.busyExtraMinutes,
            pausedUntil: storeOrderSettings.pausedUntil,
            pauseReason: storeOrderSettings.pauseReason,
          })
          .from(storeOrderSettings)
          .where(eq(storeOrderSettings.businessId, id)),
      ]);
      return {
        business,
        categories,
        activities: running,
        deliveryConfigs: configs,
        pickupAddresses,
        tableNames: tables.map((table) => table.name),
        exchangeTiers: programme[0]?.tiers ?? null,
        board: board[0] ?? { busyExtraMinutes: 0, pausedUntil: null, pauseReason: null },
      };
    },

    async timedMenus(businessId: string): Promise<TimedMenuRow[]> {
      return db
        .select()
        .from(timedMenus)
        .where(eq(timedMenus.businessId, businessId))
        .orderBy(asc(timedMenus.sortOrder), asc(timedMenus.id));
    },

    async categories(businessId: string): Promise<CommodityCategoryRow[]> {
      return db
        .select()
        .from(commodityCategories)
        .where(eq(commodityCategories.businessId, businessId))
        .orderBy(asc(commodityCategories.sortOrder), asc(commodityCategories.id));
    },

    /** The store's commodities the filter keeps, in menu order. */
    async menuCommodities(businessId: string, filter: MenuFilter): Promise<CommoditySummaryRow[]> {
      return commoditySummaries(and(eq(commodities.businessId, businessId), menuFilterSql(filter)));
    },

    /** The store's commodities whose English or Chinese name contains the keywords, in menu order. */
    async searchCommodities(
      businessId: string,
      keywords: string,
      limit: number,
    ): Promise<CommoditySummaryRow[]> {
      const where = and(
        eq(commodities.businessId, businessId),
        ilike(commodities.searchName, containsPattern(keywords)),
      );
      return commoditySummaries(where, limit);
    },

    /** The store's required-for-dine-in category (at most one, by a unique index) and its commodities. */
    async requiredCategory(
      businessId: string,
    ): Promise<{ category: CommodityCategoryRow; commodities: CommoditySummaryRow[] } | null> {
      const [category] = await db
        .select()
        .from(commodityCategories)
        .where(
          and(
            eq(commodityCategories.businessId, businessId),
            eq(commodityCategories.requiredForDineIn, true),
          ),
        )
        .limit(1);
      if (!category) return null;
      return { category, commodities: await commoditySummaries(eq(commodities.categoryId, category.id)) };
    },

    async commodity(id: string): Promise<CommodityDetailRows | null> {
      const [found] = await db
        .select({
          commodity: commodities,
          business: { id: businesses.id, status: businesses.status, timeZone: businesses.timeZone },
        })
        .from(commodities)
        .innerJoin(businesses, eq(businesses.id, commodities.businessId))
        .where(eq(commodities.id, id))
        .limit(1);
      if (!found) return null;
      const { commodity, business } = found;
      const [menus, attributeRows] = await Promise.all([
        commodity.timedMenuId
          ? db.select().from(timedMenus).where(eq(timedMenus.id, commodity.timedMenuId)).limit(1)
          : Promise.resolve([]),
        db
          .select({ attribute: commodityAttributes, value: commodityAttributeValues })
          .from(commodityAttributes)
          .innerJoin(
            commodityAttributeValues,
            eq(commodityAttributeValues.attributeId, commodityAttributes.id),
          )
          .where(eq(commodityAttributes.commodityId, id))
          .orderBy(
            asc(commodityAttributes.sortOrder),
            asc(commodityAttributes.id),
            asc(commodityAttributeValues.sortOrder),
            asc(commodityAttributeValues.id),
          ),
      ]);
      return { commodity, business, timedMenu: menus[0] ?? null, attributes: groupAttributes(attributeRows) };
    },

    async tableExists(businessId: string, tableName: string): Promise<boolean> {
      const [row] = await db
        .select({ id: diningTables.id })
        .from(diningTables)
        .where(and(eq(diningTables.businessId, businessId), eq(diningTables.name, tableName)))
        .limit(1);
      return Boolean(row);
    },

    /** Records a waiter call from the store page in a transaction of its own (see recordServiceCall). */
    async recordServiceCall(call: ServiceCall, now: Date, windowMs: number): Promise<boolean> {
      return db.transaction((tx) => recordServiceCall(tx, call, now, windowMs));
    },

    async issueUniqueIdentifier(userId: string, now: Date): Promise<string> {
      const [row] = await db
        .insert(uniqueIdentifiers)
        .values({ userId, issuedAt: now })
        .returning({ value: uniqueIdentifiers.value });
      if (!row) throw new Error('insert returned no identifier');
      return row.value;
    },
  };
}

/** Joined attribute and value rows, in order, as one entry per attribute. */
function groupAttributes(
  rows: Array<{
    attribute: typeof commodityAttributes.$inferSelect;
    value: typeof commodityAttributeValues.$inferSelect;
  }>,
): AttributeRows[] {
  const grouped = new Map<string, AttributeRows>();
  for (const { attribute, value } of rows) {
    let entry = grouped.get(attribute.id);
    if (!entry) {
      entry = { id: attribute.id, name: attribute.name, values: [] };
      grouped.set(attribute.id, entry);
    }
    entry.values.push({ id: value.id, name: value.name, price: value.price, stockNumber: value.stockNumber });
  }
  return [...grouped.values()];
}

export type StoreRepository = ReturnType<typeof createStoreRepository>;
