import { consolePointsRoutes } from '@nearbite/contract/console-points';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import type { ConsoleService } from '../console/console.service.js';
import { requireStoreActor } from '../console/console-access.js';
import type { PointsSettingsService } from './points-settings.service.js';

/** The points rules on the Promotions tab: any of the store's staff reads them; owners and managers save. */
export async function pointsSettingsRoutesPlugin(
  app: FastifyInstance,
  options: { pointsSettings: PointsSettingsService; console: ConsoleService },
): Promise<void> {
  const { pointsSettings, console: consoleService } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const routes = consolePointsRoutes;
  const tags = ['console'];
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    routes.rules.url,
    { schema: schemaOf(routes.rules, tags, "The store's points rules") },
    async (request) => {
      const actor = await requireStoreActor(request, consoleService, request.params.businessId);
      return pointsSettings.rulesOf(actor.businessId);
    },
  );

  api.put(
    routes.updateRules.url,
    { schema: schemaOf(routes.updateRules, tags, 'Save the points rules (owners and managers)') },
    async (request) => {
      const actor = await requireStoreActor(
        request,
        consoleService,
        request.params.businessId,
        'managePromotions',
      );
      return pointsSettings.update(actor, request.body);
    },
  );
}
