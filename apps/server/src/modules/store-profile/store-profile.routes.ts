import { consoleStoreProfileRoutes as routes } from '@nearbite/contract/console-store-profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import type { ConsoleService } from '../console/console.service.js';
import { requireConsoleUser, requireStoreActor } from '../console/console-access.js';
import type { StoreProfileService } from './store-profile.service.js';

/**
 * The store's profile and hours in the console: any of its staff reads them; owners and managers (and
 * platform admins) change them (manageStoreProfile).
 */
export async function storeProfileRoutesPlugin(
  app: FastifyInstance,
  options: { storeProfile: StoreProfileService; console: ConsoleService },
): Promise<void> {
  const { storeProfile, console: consoleService } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    routes.get.url,
    { schema: schemaOf(routes.get, tags, "The store's profile, weekly hours and special days") },
    async (request) => {
      const actor = await requireStoreActor(request, consoleService, request.params.businessId);
      return storeProfile.profileOf(actor.businessId);
    },
  );

  api.put(
    routes.update.url,
    { schema: schemaOf(routes.update, tags, "Change some of the store's profile fields") },
    async (request) => {
      const { businessId } = request.params;
      const actor = await requireStoreActor(request, consoleService, businessId, 'manageStoreProfile');
      return storeProfile.update(actor, request.body);
    },
  );

  api.put(
    routes.putHours.url,
    { schema: schemaOf(routes.putHours, tags, "Replace the store's weekly opening hours") },
    async (request) => {
      const { businessId } = request.params;
      const actor = await requireStoreActor(request, consoleService, businessId, 'manageStoreProfile');
      return storeProfile.putHours(actor, request.body.openHours);
    },
  );

  api.put(
    routes.putSpecialDays.url,
    {
      schema: schemaOf(
        routes.putSpecialDays,
        tags,
        "Replace the store's special days (holidays, other hours)",
      ),
    },
    async (request) => {
      const { businessId } = request.params;
      const actor = await requireStoreActor(request, consoleService, businessId, 'manageStoreProfile');
      return storeProfile.putSpecialDays(actor, request.body.specialDays);
    },
  );

  api.get(
    routes.categories.url,
    { schema: schemaOf(routes.categories, tags, 'The categories a store may be listed under') },
    async (request) => {
      await requireConsoleUser(request);
      return storeProfile.categories();
    },
  );
}
