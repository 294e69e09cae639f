import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * SQL pieces for nearby queries on tables with latitude and longitude columns (businesses, pickup
 * addresses, self-pickup points, places). They repeat the expression of the tables' GiST indexes,
 * ll_to_earth(latitude, longitude), so that PostgreSQL answers through the index:
 *
 *   .where(withinMeters(businesses, lat, lng, radius))
 *   .orderBy(nearestFirst(businesses, lat, lng))
 *   .limit(n)
 */

export const METERS_PER_MILE = 1609.344;

export interface Located {
  latitude: AnyColumn;
  longitude: AnyColumn;
}

/**
 * A request's number as the earth functions can take it. Their float8 arithmetic refuses to underflow
 * ("value out of range: underflow", a 500), which a subnormal input such as 5e-324 makes it do. Degrees
 * below 1e-9 (0.1 mm) and meters below 1e-3 are such dust and become 0; every other value is kept as is.
 */
const dustFree = (value: number, below: number): number => (Math.abs(value) < below ? 0 : value);

/** A request's degrees as the earth functions can take them, for statements that bind them as parameters. */
export const dustFreeDegrees = (degrees: number): number => dustFree(degrees, 1e-9);

const earthOf = (table: Located): SQL => sql`ll_to_earth(${table.latitude}, ${table.longitude})`;
const earthAt = (latitude: number, longitude: number): SQL =>
  sql`ll_to_earth(${dustFree(latitude, 1e-9)}::float8, ${dustFree(longitude, 1e-9)}::float8)`;

/**
 * Rows inside a cube around the point. The cube is slightly larger than the circle, so add a
 * distanceMeters comparison where the exact radius matters.
 */
export const withinMeters = (table: Located, latitude: number, longitude: number, meters: number): SQL =>
  sql`earth_box(${earthAt(latitude, longitude)}, ${dustFree(meters, 1e-3)}::float8) @> ${earthOf(table)}`;

/** Orders by distance through the GiST index (a KNN scan when combined with LIMIT). */
export const nearestFirst = (table: Located, latitude: number, longitude: number): SQL =>
  sql`${earthOf(table)} <-> ${earthAt(latitude, longitude)}`;

/** Great-circle distance in meters. */
export const distanceMeters = (table: Located, latitude: number, longitude: number): SQL<number> =>
  sql<number>`earth_distance(${earthOf(table)}, ${earthAt(latitude, longitude)})`.mapWith(Number);
