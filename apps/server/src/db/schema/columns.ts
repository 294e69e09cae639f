import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { check, doublePrecision, integer, jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Column builders and CHECK helpers shared by the schema files.
 *
 * Enumerated values are stored as text guarded by CHECK constraints rather than PostgreSQL enum types:
 * adding a value to a CHECK is one ordinary transactional migration, adding one to an enum type is not.
 */

/** Merchant-entered text in both languages; an empty string means "fall back to the other language". */
export type LocalizedText = { en: string; zh: string };

/** Opening hours: seven lists (Sunday first) of [start, end] in milliseconds of the local day. */
export type WeeklyHours = Array<Array<[number, number]>>;

export const ORDER_TYPES = ['delivery', 'pickup', 'dineIn'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const DELIVERY_CARRIERS = ['platform', 'business', 'doordash'] as const;
export type DeliveryCarrier = (typeof DELIVERY_CARRIERS)[number];

export const ACTIVE_STATUSES = ['active', 'inactive'] as const;
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];

export const primaryId = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Integer cents; never null so that sums need no coalesce. */
export const money = (name: string) => integer(name).notNull().default(0);

export const localized = (name: string) => jsonb(name).$type<LocalizedText>();

export const latitude = () => doublePrecision('latitude').notNull();
export const longitude = () => doublePrecision('longitude').notNull();

/** The expression the GiST location indexes are built on; nearby queries must repeat it exactly. */
export const earthPoint = sql`ll_to_earth(latitude, longitude)`;

/** `column in ('a', 'b')`; the values are code constants, so inlining them is safe. */
export const oneOf = (column: AnyColumn, values: readonly (string | number)[]): SQL =>
  sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;

/** Every element of an array column is one of the values. */
export const allOf = (
  column: AnyColumn,
  values: readonly (string | number)[],
  type: 'text' | 'integer',
): SQL => sql`${column} <@ array[${sql.raw(values.map(literal).join(', '))}]::${sql.raw(type)}[]`;

const literal = (value: string | number): string =>
  typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

export const nonNegative = (name: string, column: AnyColumn) => check(name, sql`${column} >= 0`);

export const checkCoordinates = (table: string, lat: AnyColumn, lng: AnyColumn) =>
  check(`${table}_coordinates_check`, sql`${lat} between -90 and 90 and ${lng} between -180 and 180`);

/** Ten national digits; the country code is always 1 and is not stored. */
export const checkPhone = (name: string, column: AnyColumn) => check(name, sql`${column} ~ '^[0-9]{10}$'`);

/**
 * Both languages present as strings. A bare `->` on a non-object yields null and a null CHECK passes,
 * hence the coalesce.
 */
export const checkLocalized = (name: string, column: AnyColumn, nullable = false) => {
  const valid = sql`coalesce(jsonb_typeof(${column} -> 'en') = 'string' and jsonb_typeof(${column} -> 'zh') = 'string', false)`;
  return check(name, nullable ? sql`${column} is null or ${valid}` : valid);
};

/** Seven weekday entries, Sunday first. CASE because jsonb_array_length raises on a non-array. */
export const checkWeeklyHours = (name: string, column: AnyColumn) =>
  check(
    name,
    sql`case when jsonb_typeof(${column}) = 'array' then jsonb_array_length(${column}) = 7 else false end`,
  );

/** The text the trigram indexes search: both languages of a name, space separated. */
export const searchNameExpression = sql`(name ->> 'en') || ' ' || (name ->> 'zh')`;
