import { type SQL, sql } from 'drizzle-orm';

/** A timestamp as epoch milliseconds (a JSON number inside json_build_object; null stays null). */
export const epochMs = (column: SQL): SQL => sql`(extract(epoch from ${column}) * 1000)::bigint`;
