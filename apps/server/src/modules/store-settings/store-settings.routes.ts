import { consoleBoardRoutes } from '@nearbite/contract/console-board';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import type { ConsoleService } from '../console/console.service.js';
import { requireStoreActor } from '../console/console-access.js';
import type { StoreSettingsService } from './store-settings.service.js';

/**
 * The board's settings and sold-out switch: any of the store's staff reads the settings and marks items
 * sold out; only owners and managers (and platform admins) change the settings.
 */
export async function storeSettingsRoutesPlugin(
  app: FastifyInstance,
  options: { storeSettings: StoreSettingsService; console: ConsoleService },
): Promise<void> {
  const { storeSettings, console: consoleService } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    consoleBoardRoutes.settings.url,
    { schema: schemaOf(consoleBoardRoutes.settings, tags, "The store's board settings") },
    async (request) => {
      const actor = await requireStoreActor(request, consoleService, request.params.businessId);
      return storeSettings.settingsOf(actor.businessId);
    },
  );

  api.put(
    consoleBoardRoutes.updateSettings.url,
    {
      schema: schemaOf(
        consoleBoardRoutes.updateSettings,
        tags,
        'Change the board settings: auto-accept, busy mode, pausing new orders, printing',
      ),
    },
    async (request) => {
      const actor = await requireStoreActor(
        request,
        consoleService,
        request.params.businessId,
        'manageBoardSettings',
      );
      return storeSettings.updateSettings(actor, request.body);
    },
  );

  api.put(
    consoleBoardRoutes.soldOut.url,
    { schema: schemaOf(consoleBoardRoutes.soldOut, tags, 'Mark an item sold out, or back on sale') },
    async (request) => {
      const actor = await requireStoreActor(request, consoleService, request.params.businessId);
      await storeSettings.setSoldOut(actor, request.params.commodityId, request.body.soldOut);
      return { ok: true as const };
    },
  );
}
