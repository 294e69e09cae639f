import { pickupPointRoutes } from '@nearbite/contract/pickup-points';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { languageOf } from '../../lib/request-language.js';
import type { PickupPointsService } from './pickup-points.service.js';

export async function pickupPointsRoutesPlugin(
  app: FastifyInstance,
  options: { pickupPoints: PickupPointsService },
): Promise<void> {
  const { pickupPoints } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pickup points'];

  api.get(
    pickupPointRoutes.userVersion.url,
    {
      schema: schemaOf(
        pickupPointRoutes.userVersion,
        tags,
        'Self-pickup points serving a store, nearest first',
      ),
    },
    async (request) => ({
      selfPickupPoints: await pickupPoints.hostsFor(
        request.query,
        languageOf(request.headers['accept-language']),
      ),
    }),
  );

  api.get(
    pickupPointRoutes.config.url,
    { schema: schemaOf(pickupPointRoutes.config, tags, "The platform's self-pickup settings") },
    () => pickupPoints.config(),
  );
}
