import { EARTH_RADIUS_MILES } from '@nearbite/domain/geo-distance';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  lte,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { epochMs } from '../../db/epoch-ms.js';
import { distanceMeters, dustFreeDegrees, nearestFirst, withinMeters } from '../../db/geo.js';
import { searchHistories } from '../../db/schema/account.js';
import { businessCategories, businessCategoryLinks, businesses } from '../../db/schema/catalog.js';
import type { LocalizedText, OrderType } from '../../db/schema/columns.js';
import type { ACTIVITY_TYPES } from '../../db/schema/commodities.js';
import { storeOrderSettings } from '../../db/schema/store-operations.js';

/**
 * earthdistance measures on a sphere of earth() = 6,378,168 m, the product in haversine miles on one of
 * 3,958.8 miles. Both are great circles, so a range converts by the ratio of the radii; the SQL circle
 * then matches the distance the card shows (the service still cuts with that distance, so float noise at
 * the edge cannot disagree with the card).
 */
const EARTHDISTANCE_RADIUS_METERS = 6_378_168;
const earthMeters = (miles: number): number => (miles * EARTHDISTANCE_RADIUS_METERS) / EARTH_RADIUS_MILES;

/** The columns a store card needs. */
const summaryColumns = {
  id: businesses.id,
  name: businesses.name,
  logo: businesses.logo,
  images: businesses.images,
  announcement: businesses.announcement,
  website: businesses.website,
  fullAddress: businesses.fullAddress,
  postalCode: businesses.postalCode,
  latitude: businesses.latitude,
  longitude: businesses.longitude,
  timeZone: businesses.timeZone,
  openHours: businesses.openHours,
  specialHours: businesses.specialHours,
  diningTypes: businesses.diningTypes,
  deliveryCarrier: businesses.deliveryCarrier,
  prepareFoodTimeSeconds: businesses.prepareFoodTimeSeconds,
  orderInAdvance: businesses.orderInAdvance,
  expectedOpeningTime: businesses.expectedOpeningTime,
  pointsStatus: businesses.pointsStatus,
};

/** A point and a radius in miles. */
export interface Area {
  latitude: number;
  longitude: number;
  rangeMiles: number;
}

export interface NearbyFilter extends Area {
  /** Keep stores linked to one of these categories; null keeps all. */
  categoryIds: string[] | null;
  limit: number;
  offset: number;
}

const listed = eq(businesses.status, 'online');

/**
 * Listed stores within the area: the earth_box condition the GiST index can answer, then the exact
 * circle (the box's corners reach beyond it).
 */
function listedWithin(area: Area): SQL {
  const meters = earthMeters(area.rangeMiles);
  return and(
    listed,
    withinMeters(businesses, area.latitude, area.longitude, meters),
    lte(distanceMeters(businesses, area.latitude, area.longitude), meters),
  ) as SQL;
}

function inCategories(db: Db, categoryIds: string[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(businessCategoryLinks)
      .where(
        and(
          eq(businessCategoryLinks.businessId, businesses.id),
          inArray(businessCategoryLinks.categoryId, categoryIds),
        ),
      ),
  );
}

export type CardCategory = { id: string; name: LocalizedText };
/** An active activity of the store with its period: whether it runs is judged at each request's instant. */
export type CardActivity = {
  id: string;
  name: LocalizedText;
  activityType: (typeof ACTIVITY_TYPES)[number];
  discountPercent: number;
  availableOrderTypes: OrderType[];
  availableCommodityIds: string[] | null;
  /** Epoch milliseconds; null: no start. */
  startsAt: number | null;
  /** Epoch milliseconds; null: no end. */
  endsAt: number | null;
};

/** The store's categories as JSON, in the catalog's order. */
const categoriesOf = sql<CardCategory[]>`coalesce((
    select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.sort_order, c.id)
    from business_category_links l join business_categories c on c.id = l.category_id
    where l.business_id = ${businesses.id}), '[]'::json)`;

/** The store's active activities, with their periods, as JSON. */
const activitiesOf = sql<CardActivity[]>`coalesce((
    select json_agg(json_build_object(
        'id', a.id, 'name', a.name, 'activityType', a.activity_type,
        'discountPercent', a.discount_percent, 'availableOrderTypes', a.available_order_types,
        'availableCommodityIds', a.available_commodity_ids, 'startsAt', ${epochMs(sql`a.starts_at`)}, 'endsAt', ${epochMs(sql`a.ends_at`)})
      order by a.sort_order, a.id)
    from activities a
    where a.business_id = ${businesses.id} and a.status = 'active'), '[]'::json)`;

interface PageQuery {
  point: { latitude: number; longitude: number };
  where: SQL;
  /** Nearest first, or by promotion rank and then nearest first. */
  order: 'distance' | 'rank';
  limit: number;
  offset: number;
}

/**
 * A list's page as ids and card versions, in the list's order: the index does the work (LIMIT and OFFSET
 * included) and nothing else is read, so a page costs PostgreSQL a short index walk. The cards themselves
 * come from the copy's memory while their versions match (store-cards.ts).
 */
function pageSelect(db: Db, query: PageQuery) {
  const knn = nearestFirst(businesses, query.point.latitude, query.point.longitude);
  return db
    .select({ id: businesses.id, version: businesses.cardVersion })
    .from(businesses)
    .where(query.where)
    .orderBy(...(query.order === 'rank' ? [asc(businesses.promotedRank), knn] : [knn]))
    .limit(query.limit)
    .offset(query.offset);
}

/** A store on a list's page: its id and the version of its card. */
export type CardRef = { id: string; version: number };

/**
 * The store list's statement. The page is picked by `WHERE status = 'online' ORDER BY
 * ll_to_earth(latitude, longitude) <-> point LIMIT n OFFSET m`: PostgreSQL walks
 * businesses_listed_location_idx (listed stores only, with their ids and card versions in the index, so no row
 * is fetched) nearest first (KNN) and stops after m + n rows, however many stores lie within the range. The range is
 * deliberately not in that WHERE: PostgreSQL estimates an earth_box condition at a fixed 0.1 % of the
 * table, and with it the planner flips (already at a few thousand rows) to a bitmap scan of the whole
 * box plus a sort, which reads every store of a city for each page. Stores within the range are a prefix
 * of the nearest-first order, so the caller cuts the rows beyond the range off the end and the page stays
 * exact. Exported so a test can EXPLAIN this very statement.
 */
export function nearbySelect(db: Db) {
  const point = sql`ll_to_earth(${sql.placeholder('latitude')}::float8, ${sql.placeholder('longitude')}::float8)`;
  return db
    .select({ id: businesses.id, version: businesses.cardVersion })
    .from(businesses)
    .where(listed)
    .orderBy(sql`ll_to_earth(${businesses.latitude}, ${businesses.longitude}) <-> ${point}`)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** The values nearbySelect's placeholders take for a filter. */
export const nearbyValues = (filter: Omit<NearbyFilter, 'categoryIds' | 'rangeMiles'>) => ({
  latitude: dustFreeDegrees(filter.latitude),
  longitude: dustFreeDegrees(filter.longitude),
  limit: filter.limit,
  offset: filter.offset,
});

/**
 * The category-filtered list keeps the range's earth_box in its WHERE: a pure nearest-first walk would
 * read the whole index for a rare category. Rows beyond the circle still come last.
 */
function nearbyInCategoriesSelect(db: Db, filter: NearbyFilter & { categoryIds: string[] }) {
  const box = withinMeters(businesses, filter.latitude, filter.longitude, earthMeters(filter.rangeMiles));
  const where = and(listed, box, inCategories(db, filter.categoryIds)) as SQL;
  const { limit, offset } = filter;
  return pageSelect(db, { point: filter, where, order: 'distance', limit, offset });
}

const cardColumns = {
  ...summaryColumns,
  version: businesses.cardVersion,
  categories: categoriesOf,
  activities: activitiesOf,
  busyExtraMinutes: storeOrderSettings.busyExtraMinutes,
  pausedUntil: storeOrderSettings.pausedUntil,
  pauseReason: storeOrderSettings.pauseReason,
};

/** The cards of the given stores, each as read at its current version. */
function cardsSelect(db: Db, ids: readonly string[]) {
  return db
    .select(cardColumns)
    .from(businesses)
    .leftJoin(storeOrderSettings, eq(storeOrderSettings.businessId, businesses.id))
    .where(sql`${businesses.id} = any(${uuidArray(ids)})`);
}

/** Everything a store's card shows, as read at one version. */
export type StoreCardRow = Awaited<ReturnType<typeof cardsSelect>>[number];

export type CommodityPreviewRow = {
  businessId: string;
  id: string;
  name: LocalizedText;
  thumbnail: string | null;
  price: number;
};

/** A uuid[] literal: one bound parameter however many ids a page holds. */
const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** pg_trgm can only use its index for a pattern with a run of three letters or digits. */
const hasTrigram = (keywords: string): boolean => /[\p{L}\p{N}]{3}/u.test(keywords);

/** How many of the nearest stores search tests row by row before it turns to the trigram index. */
export const SEARCH_WALK_STORES = 1000;

/** Whether the area's box holds at most `most` listed stores (read from the listed stores' index alone). */
async function listedInBoxAtMost(db: Db, area: Area, most: number): Promise<boolean> {
  const box = withinMeters(businesses, area.latitude, area.longitude, earthMeters(area.rangeMiles));
  const inBox = db
    .select({ one: sql`1` })
    .from(businesses)
    .where(and(listed, box))
    .limit(most + 1)
    .as('in_box');
  const [row] = await db.select({ stores: count() }).from(inBox);
  return (row?.stores ?? 0) <= most;
}

/** `%keywords%` for ILIKE, with the pattern characters of the keywords taken literally. */
const containsPattern = (keywords: string): string => `%${keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Discovery reads: stores near a point, search, the carousel, map mode; and the diner's search history. */
export function createBusinessesRepository(db: Db, options = { searchWalkStores: SEARCH_WALK_STORES }) {
  // The home list's statement is planned once per connection: planning cost PostgreSQL more than the walk.
  const nearbyPage = nearbySelect(db).prepare('nearby_page');
  return {
    async categories(): Promise<Array<{ id: string; name: LocalizedText }>> {
      return db
        .select({ id: businessCategories.id, name: businessCategories.name })
        .from(businessCategories)
        .orderBy(asc(businessCategories.sortOrder), asc(businessCategories.id));
    },

    /**
     * Online stores nearest first, `limit` rows from `offset`. The last rows may lie beyond the range
     * (never before a row within it): the caller drops them.
     */
    async nearby(filter: NearbyFilter): Promise<CardRef[]> {
      const { categoryIds } = filter;
      return categoryIds
        ? nearbyInCategoriesSelect(db, { ...filter, categoryIds })
        : nearbyPage.execute(nearbyValues(filter));
    },

    /**
     * Promoted stores within the area, by rank and then distance. The platform promotes a few hundred
     * stores at most: they are read through the promoted index and measured one by one, never through
     * the location index (with the range's box in the WHERE, PostgreSQL intersects both indexes and reads
     * every store of the city). Planned per request, not prepared: the generic plan PostgreSQL settles on for
     * a prepared one sorts every promoted store (3.8 ms) where the planned one stops after the first ranks
     * (0.57 ms plus 0.47 ms of planning).
     */
    async promoted(area: Area, limit: number): Promise<CardRef[]> {
      const meters = earthMeters(area.rangeMiles);
      const within = lte(distanceMeters(businesses, area.latitude, area.longitude), meters);
      const where = and(listed, isNotNull(businesses.promotedRank), within) as SQL;
      return pageSelect(db, { point: area, where, order: 'rank', limit, offset: 0 });
    },

    /**
     * Stores within the area whose name or one of whose available dishes contains the keywords, nearest
     * first. Each store's row carries those names (search_text, kept by a trigger of migration 0015). The
     * nearest stores are tested one row each, which ends at the page's last match for common keywords; when
     * the nearest `searchWalkStores` hold too few, the matches are found through the trigram index instead.
     */
    async search(area: Area, keywords: string, limit: number): Promise<CardRef[]> {
      const matches = (column: AnyColumn | SQL.Aliased) =>
        sql`${column} like lower(${containsPattern(keywords)})`;
      const meters = earthMeters(area.rangeMiles);
      const nearest = db
        .select({
          id: businesses.id,
          version: businesses.cardVersion,
          searchText: businesses.searchText,
          meters: distanceMeters(businesses, area.latitude, area.longitude).as('meters'),
        })
        .from(businesses)
        .where(and(listed, withinMeters(businesses, area.latitude, area.longitude, meters)))
        .orderBy(nearestFirst(businesses, area.latitude, area.longitude))
        .limit(options.searchWalkStores)
        .as('nearest');
      // The subquery's order is kept (a subquery scan does not reorder), and the LIMIT stops the walk early.
      const walked = await db
        .select({ id: nearest.id, version: nearest.version })
        .from(nearest)
        .where(and(lte(nearest.meters, meters), matches(nearest.searchText)))
        .limit(limit);
      if (walked.length === limit || (await listedInBoxAtMost(db, area, options.searchWalkStores)))
        return walked;
      // Without the box the planner takes the trigram index (keywords of 3+ letters) over a box of thousands.
      const where = hasTrigram(keywords)
        ? and(
            listed,
            lte(distanceMeters(businesses, area.latitude, area.longitude), meters),
            matches(businesses.searchText),
          )
        : and(listedWithin(area), matches(businesses.searchText));
      return pageSelect(db, { point: area, where: where as SQL, order: 'distance', limit, offset: 0 });
    },

    /** The current cards of the given stores (any order; stores no longer there are left out). */
    async cards(ids: readonly string[]): Promise<StoreCardRow[]> {
      return ids.length === 0 ? [] : cardsSelect(db, ids);
    },

    /**
     * Up to `perBusiness` available dishes of each store that contain the keywords, in menu order. The
     * match is written as lower() LIKE so that PostgreSQL reads the page's stores' dishes and tests them, not
     * the trigram index's every matching dish in the country (5 ms for "noodle" at 100,000 stores).
     */
    async matchingCommodities(
      businessIds: string[],
      keywords: string,
      perBusiness: number,
    ): Promise<CommodityPreviewRow[]> {
      if (businessIds.length === 0) return [];
      const result = await db.execute<CommodityPreviewRow>(sql`
        select "businessId", id, name, thumbnail, price from (
          select c.business_id::text as "businessId", c.id::text as id, c.name, c.thumbnail, c.price,
            row_number() over (partition by c.business_id order by cc.sort_order, c.sort_order, c.id) as position
          from commodities c join commodity_categories cc on cc.id = c.category_id
          where c.business_id = any(${uuidArray(businessIds)}) and c.is_available
            and lower(c.search_name) like lower(${containsPattern(keywords)})
        ) ranked
        where position <= ${perBusiness}
        order by "businessId", position`);
      return result.rows;
    },

    async businessIdByWebsite(host: string): Promise<string | null> {
      const [row] = await db
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.website, host))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * Puts the keywords at the top of the user's history (one row per distinct keywords) and drops all
     * but the newest `keep`.
     */
    async recordSearch(userId: string, keywords: string, at: Date, keep: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(searchHistories)
          .values({ userId, keywords, searchedAt: at })
          .onConflictDoUpdate({
            target: [searchHistories.userId, searchHistories.keywords],
            set: { searchedAt: at },
          });
        const newest = tx
          .select({ id: searchHistories.id })
          .from(searchHistories)
          .where(eq(searchHistories.userId, userId))
          .orderBy(desc(searchHistories.searchedAt), desc(searchHistories.id))
          .limit(keep);
        await tx
          .delete(searchHistories)
          .where(and(eq(searchHistories.userId, userId), notInArray(searchHistories.id, newest)));
      });
    },

    async searchHistories(userId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ keywords: searchHistories.keywords })
        .from(searchHistories)
        .where(eq(searchHistories.userId, userId))
        .orderBy(desc(searchHistories.searchedAt), desc(searchHistories.id))
        .limit(limit);
      return rows.map((row) => row.keywords);
    },

    async clearSearchHistories(userId: string): Promise<void> {
      await db.delete(searchHistories).where(eq(searchHistories.userId, userId));
    },
  };
}

export type BusinessesRepository = ReturnType<typeof createBusinessesRepository>;
