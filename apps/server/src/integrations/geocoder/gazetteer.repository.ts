import { count, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { distanceMeters, nearestFirst, withinMeters } from '../../db/geo.js';
import { businesses } from '../../db/schema/catalog.js';
import { places } from '../../db/schema/geo.js';
import { escapeLike } from './address-query.js';
import type { UsPlace } from './us-places.js';

/** Any fixed number works as long as nothing else uses it for another advisory lock. */
const GAZETTEER_LOCK_KEY = 7_302_113_003;
const ROWS_PER_INSERT = 1000;

/**
 * Match ranks shared by places and business addresses, so the two lists merge into one order:
 * the whole name typed, then names that start with the text, then names that contain it, then
 * names that are only similar (a typo).
 */
export const MATCH_RANK = { exact: 0, prefix: 1, contains: 2, similar: 3 } as const;

export interface RankedSuggestion {
  text: string;
  rank: number;
}

export interface LocatedAddress {
  address: string;
  latitude: number;
  longitude: number;
  meters: number;
}

export type PlaceMatch = {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
};

export interface PlaceSearch {
  name: string;
  /** Allowed state codes; null for any. */
  states: string[] | null;
  limit: number;
}

/** The ranks as SQL literals: as parameters PostgreSQL would type the CASE results as text. */
const rank = Object.fromEntries(
  Object.entries(MATCH_RANK).map(([key, value]) => [key, sql.raw(String(value))]),
) as Record<keyof typeof MATCH_RANK, SQL>;

const stateFilter = (states: string[] | null): SQL =>
  states
    ? sql`and ${places.state} in (${sql.join(
        states.map((state) => sql`${state}`),
        sql`, `,
      )})`
    : sql``;

/** The built-in gazetteer: US places in the places table and the catalog's own business addresses. */
export function createGazetteerRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** Serialises loading between server copies that start together; released with the transaction. */
    async lockLoading(tx: Db): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${GAZETTEER_LOCK_KEY})`);
    },

    async countPlaces(tx: Db = db): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(places);
      return row?.value ?? 0;
    },

    async insertPlaces(tx: Db, rows: UsPlace[]): Promise<void> {
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        await tx.insert(places).values(rows.slice(start, start + ROWS_PER_INSERT));
      }
    },

    /**
     * Place names for autocomplete, one per name and state. Exact and prefix matches rank by
     * population (typing "Portland" offers Oregon's before Maine's); weaker matches by similarity.
     * `%` and ILIKE both use the trigram index on places.name.
     */
    async suggestPlaces(search: PlaceSearch): Promise<RankedSuggestion[]> {
      const { name, states, limit } = search;
      const prefix = `${escapeLike(name)}%`;
      const contains = `%${escapeLike(name)}%`;
      const result = await db.execute<{ name: string; state: string; rank: number | string }>(sql`
        select ${places.name} as name, ${places.state} as state,
          min(case
            when lower(${places.name}) = lower(${name}) then ${rank.exact}
            when ${places.name} ilike ${prefix} then ${rank.prefix}
            when ${places.name} ilike ${contains} then ${rank.contains}
            else ${rank.similar} end) as rank,
          max(${places.population}) as population,
          max(similarity(${places.name}, ${name})) as score
        from ${places}
        where (${places.name} ilike ${contains} or ${places.name} % ${name}) ${stateFilter(states)}
        group by ${places.name}, ${places.state}
        order by rank,
          case when min(case when ${places.name} ilike ${prefix} then 0 else 1 end) = 0
            then max(${places.population}) else 0 end desc,
          score desc, population desc, name, state
        limit ${limit}`);
      return result.rows.map((row) => ({ text: `${row.name}, ${row.state}`, rank: Number(row.rank) }));
    },

    /** Business addresses that contain the text, those that start with it first. */
    async suggestBusinessAddresses(text: string, limit: number): Promise<RankedSuggestion[]> {
      const prefix = `${escapeLike(text)}%`;
      const contains = `%${escapeLike(text)}%`;
      const result = await db.execute<{ address: string; rank: number | string }>(sql`
        select ${businesses.fullAddress} as address,
          min(case when ${businesses.fullAddress} ilike ${prefix} then ${rank.prefix}
            else ${rank.contains} end) as rank
        from ${businesses}
        where ${businesses.fullAddress} ilike ${contains}
        group by ${businesses.fullAddress}
        order by rank, address
        limit ${limit}`);
      return result.rows.map((row) => ({ text: row.address, rank: Number(row.rank) }));
    },

    /** The best place for a town name: the exact name (largest first), else the closest spelling. */
    async bestPlace(
      name: string,
      states: string[] | null,
      minSimilarity: number,
    ): Promise<PlaceMatch | null> {
      const result = await db.execute<PlaceMatch>(sql`
        select ${places.name} as name, ${places.state} as state,
          ${places.latitude} as latitude, ${places.longitude} as longitude
        from ${places}
        where (lower(${places.name}) = lower(${name}) or similarity(${places.name}, ${name}) >= ${minSimilarity})
          and ${places.name} % ${name} ${stateFilter(states)}
        order by lower(${places.name}) = lower(${name}) desc, similarity(${places.name}, ${name}) desc,
          ${places.population} desc
        limit 1`);
      const row = result.rows[0];
      return row ? { ...row, latitude: Number(row.latitude), longitude: Number(row.longitude) } : null;
    },

    /**
     * A business address written the same way (case aside), else one spelt very nearly the same with
     * the same house number: "1234 market st san francisco" finds "1234 Market St, San Francisco, CA
     * 94103", but "500 Castro St" never becomes the store at 856.
     */
    async bestBusinessAddress(text: string, minSimilarity: number): Promise<LocatedAddress | null> {
      const houseNumber = /^(\d+[A-Za-z]?)\s/.exec(text)?.[1];
      const similar = houseNumber
        ? sql`or (${businesses.fullAddress} like ${`${escapeLike(houseNumber)} %`}
            and similarity(${businesses.fullAddress}, ${text}) >= ${minSimilarity})`
        : sql``;
      const result = await db.execute<Omit<LocatedAddress, 'meters'>>(sql`
        select ${businesses.fullAddress} as address, ${businesses.latitude} as latitude,
          ${businesses.longitude} as longitude
        from ${businesses}
        where lower(${businesses.fullAddress}) = lower(${text}) ${similar}
        order by lower(${businesses.fullAddress}) = lower(${text}) desc,
          similarity(${businesses.fullAddress}, ${text}) desc, ${businesses.id}
        limit 1`);
      const row = result.rows[0];
      return row
        ? {
            address: row.address,
            latitude: Number(row.latitude),
            longitude: Number(row.longitude),
            meters: 0,
          }
        : null;
    },

    /** The nearest business within the radius, through the GiST index on the business location. */
    async nearestBusinessAddress(
      latitude: number,
      longitude: number,
      meters: number,
    ): Promise<LocatedAddress | null> {
      const [row] = await db
        .select({
          address: businesses.fullAddress,
          latitude: businesses.latitude,
          longitude: businesses.longitude,
          meters: distanceMeters(businesses, latitude, longitude),
        })
        .from(businesses)
        .where(withinMeters(businesses, latitude, longitude, meters))
        .orderBy(nearestFirst(businesses, latitude, longitude))
        .limit(1);
      return row && row.meters <= meters ? row : null;
    },

    /** The nearest place within the radius (a KNN scan of the GiST index). */
    async nearestPlace(
      latitude: number,
      longitude: number,
      meters: number,
    ): Promise<(PlaceMatch & { meters: number }) | null> {
      const [row] = await db
        .select({
          name: places.name,
          state: places.state,
          latitude: places.latitude,
          longitude: places.longitude,
          meters: distanceMeters(places, latitude, longitude),
        })
        .from(places)
        .orderBy(nearestFirst(places, latitude, longitude))
        .limit(1);
      return row && row.meters <= meters ? row : null;
    },
  };
}

export type GazetteerRepository = ReturnType<typeof createGazetteerRepository>;
