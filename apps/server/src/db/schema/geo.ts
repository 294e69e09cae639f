import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { checkCoordinates, earthPoint, latitude, longitude, primaryId } from './columns.js';

/**
 * The built-in gazetteer of US places behind the offline geocoder: address autocomplete searches names
 * by trigram similarity, reverse geocoding takes the nearest place through the GiST index.
 */
export const places = pgTable(
  'places',
  {
    id: primaryId(),
    name: text('name').notNull(),
    /** Two-letter USPS state code. */
    state: text('state').notNull(),
    latitude: latitude(),
    longitude: longitude(),
    population: integer('population').notNull().default(0),
  },
  (t) => [
    index('places_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('places_location_idx').using('gist', earthPoint),
    checkCoordinates('places', t.latitude, t.longitude),
    check('places_state_check', sql`${t.state} ~ '^[A-Z]{2}$'`),
    check('places_population_check', sql`${t.population} >= 0`),
  ],
);
