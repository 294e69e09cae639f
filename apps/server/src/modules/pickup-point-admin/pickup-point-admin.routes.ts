import { consolePickupPointRoutes as routes } from '@nearbite/contract/console-pickup-points';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { requireConsoleUser } from '../console/console-access.js';
import type { PickupPointAdminService } from './pickup-point-admin.service.js';

/** Self-pickup points (hosts) in the platform console (admins only; the service checks). */
export async function pickupPointAdminRoutesPlugin(
  app: FastifyInstance,
  options: { pickupPointAdmin: PickupPointAdminService },
): Promise<void> {
  const service = options.pickupPointAdmin;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    routes.pickupPoints.url,
    { schema: schemaOf(routes.pickupPoints, tags, 'Self-pickup points (hosts) with their stores') },
    async (request) => ({ pickupPoints: await service.pickupPoints(await requireConsoleUser(request)) }),
  );
  api.post(
    routes.createPickupPoint.url,
    { schema: schemaOf(routes.createPickupPoint, tags, 'Add a self-pickup point') },
    async (request) => service.createPickupPoint(await requireConsoleUser(request), request.body),
  );
  api.put(
    routes.updatePickupPoint.url,
    {
      schema: schemaOf(
        routes.updatePickupPoint,
        tags,
        "Replace a self-pickup point's settings, status and stores",
      ),
    },
    async (request) =>
      service.updatePickupPoint(
        await requireConsoleUser(request),
        request.params.pickupPointId,
        request.body,
      ),
  );
}
