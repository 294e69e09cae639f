import { consoleTimedMenuRoutes as routes } from '@nearbite/contract/console-timed-menus';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import type { ConsoleService } from '../console/console.service.js';
import { requireStoreActor } from '../console/console-access.js';
import type { TimedMenusService } from './timed-menus.service.js';

/** The Menu screen's timed menus: owners and managers (manageMenu) read and replace them. */
export async function timedMenusRoutesPlugin(
  app: FastifyInstance,
  options: { timedMenus: TimedMenusService; console: ConsoleService },
): Promise<void> {
  const { timedMenus, console: consoleService } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    routes.list.url,
    { schema: schemaOf(routes.list, tags, "The store's timed menus with their hours and items") },
    async (request) => {
      const actor = await requireStoreActor(request, consoleService, request.params.businessId, 'manageMenu');
      return timedMenus.list(actor.businessId);
    },
  );

  api.put(
    routes.replace.url,
    { schema: schemaOf(routes.replace, tags, "Replace the store's timed menus") },
    async (request) => {
      const actor = await requireStoreActor(request, consoleService, request.params.businessId, 'manageMenu');
      return timedMenus.replace(actor, request.body.timedMenus);
    },
  );
}
