import { consolePickupAddressRoutes as routes } from '@nearbite/contract/console-pickup-addresses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import type { ConsoleService } from '../console/console.service.js';
import { requireStoreActor } from '../console/console-access.js';
import type { PickupAddressesService } from './pickup-addresses.service.js';

/** The Money tab's pickup addresses: any of the store's staff reads them, owners replace them. */
export async function pickupAddressesRoutesPlugin(
  app: FastifyInstance,
  options: { pickupAddresses: PickupAddressesService; console: ConsoleService },
): Promise<void> {
  const { pickupAddresses, console: consoleService } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    routes.list.url,
    { schema: schemaOf(routes.list, tags, "The store's pickup addresses, with its own address and hours") },
    async (request) => {
      const actor = await requireStoreActor(request, consoleService, request.params.businessId);
      return pickupAddresses.list(actor.businessId);
    },
  );

  api.put(
    routes.replace.url,
    { schema: schemaOf(routes.replace, tags, "Replace the store's pickup addresses (owners only)") },
    async (request) => {
      const actor = await requireStoreActor(
        request,
        consoleService,
        request.params.businessId,
        'manageMoneySettings',
      );
      return pickupAddresses.replace(actor, request.body.pickupAddresses);
    },
  );
}
