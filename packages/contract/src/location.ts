import { z } from 'zod';
import { text } from './common.js';

/** `[longitude, latitude]`, the specification's order. */
export const coordinatesSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
export const locationSchema = z.object({ coordinates: coordinatesSchema });

export const placeSchema = z
  .object({ latitude: z.number(), longitude: z.number(), address: z.string() })
  .meta({ id: 'Place' });

/** Geocoding: reverse (query), suggestions (autocomplete) and forward (geocode). */
export const locationRoutes = {
  reverse: {
    method: 'GET',
    url: '/services/location/query',
    querystring: z
      .object({
        longitude: z.coerce.number().min(-180).max(180),
        latitude: z.coerce.number().min(-90).max(90),
      })
      .strict(),
    response: placeSchema,
  },
  autocomplete: {
    method: 'GET',
    url: '/services/location/autocomplete',
    querystring: z.object({ address: text().trim().min(1).max(200) }).strict(),
    response: z.array(z.string()),
  },
  geocode: {
    method: 'GET',
    url: '/services/location/geocode',
    querystring: z.object({ address: text().trim().min(1).max(200) }).strict(),
    response: placeSchema,
  },
} as const;

export type PlaceDto = z.infer<typeof placeSchema>;
