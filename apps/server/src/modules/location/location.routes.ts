import { locationRoutes } from '@nearbite/contract/location';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import type { LocationService } from './location.service.js';

const languageOf = (request: FastifyRequest) => ({ acceptLanguage: request.headers['accept-language'] });

/** Reverse geocoding, address suggestions and geocoding by address; open to visitors. */
export async function locationRoutesPlugin(
  app: FastifyInstance,
  options: { location: LocationService },
): Promise<void> {
  const { location } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['location'];

  api.get(
    locationRoutes.reverse.url,
    { schema: schemaOf(locationRoutes.reverse, tags, 'The address shown for a point') },
    (request) => location.reverse(request.query.latitude, request.query.longitude, languageOf(request)),
  );

  api.get(
    locationRoutes.autocomplete.url,
    { schema: schemaOf(locationRoutes.autocomplete, tags, 'Address suggestions for partly typed text') },
    (request) => location.autocomplete(request.query.address, languageOf(request)),
  );

  api.get(
    locationRoutes.geocode.url,
    { schema: schemaOf(locationRoutes.geocode, tags, 'The point of an address') },
    (request) => location.geocode(request.query.address, languageOf(request)),
  );
}
