import { consoleMoneySettingsRoutes } from '@nearbite/contract/console-money-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import type { ConsoleService } from '../console/console.service.js';
import { requireStoreActor } from '../console/console-access.js';
import type { MoneySettingsService } from './money-settings.service.js';

/**
 * The Money tab: any of the store's staff reads the settings and tries the preview; only owners (and
 * platform admins) save them.
 */
export async function moneySettingsRoutesPlugin(
  app: FastifyInstance,
  options: { moneySettings: MoneySettingsService; console: ConsoleService },
): Promise<void> {
  const { moneySettings, console: consoleService } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const routes = consoleMoneySettingsRoutes;
  const tags = ['console'];
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    routes.settings.url,
    { schema: schemaOf(routes.settings, tags, "The store's tax, service fees, tips and delivery fees") },
    async (request) => {
      const actor = await requireStoreActor(request, consoleService, request.params.businessId);
      return moneySettings.settingsOf(actor.businessId);
    },
  );

  api.put(
    routes.update.url,
    { schema: schemaOf(routes.update, tags, 'Save the money settings (owners only)') },
    async (request) => {
      const actor = await requireStoreActor(
        request,
        consoleService,
        request.params.businessId,
        'manageMoneySettings',
      );
      return moneySettings.update(actor, request.body);
    },
  );

  api.post(
    routes.preview.url,
    { schema: schemaOf(routes.preview, tags, 'Price a sample order under unsaved money settings') },
    async (request) => {
      const actor = await requireStoreActor(request, consoleService, request.params.businessId);
      return moneySettings.preview(actor.businessId, request.body);
    },
  );
}
