import {
  consoleStoreOpeningRoutes,
  consolePlatformRoutes as routes,
} from '@nearbite/contract/console-platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import type { ConsoleService } from '../console/console.service.js';
import { requireConsoleUser, requireStoreActor } from '../console/console-access.js';
import type { PlatformAdminService } from './platform-admin.service.js';

/** The platform console (admins only; the service checks) and a store's opening to diners. */
export async function platformAdminRoutesPlugin(
  app: FastifyInstance,
  options: { platformAdmin: PlatformAdminService; console: ConsoleService },
): Promise<void> {
  const service = options.platformAdmin;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(routes.areas.url, { schema: schemaOf(routes.areas, tags, 'Operating areas') }, async (request) => ({
    areas: await service.areas(await requireConsoleUser(request)),
  }));
  api.post(
    routes.createArea.url,
    { schema: schemaOf(routes.createArea, tags, 'Add an area') },
    async (request) => service.createArea(await requireConsoleUser(request), request.body),
  );
  api.put(
    routes.updateArea.url,
    { schema: schemaOf(routes.updateArea, tags, "Change an area's settings") },
    async (request) =>
      service.updateArea(await requireConsoleUser(request), request.params.areaId, request.body),
  );

  api.get(
    routes.stores.url,
    { schema: schemaOf(routes.stores, tags, 'Every store, searchable') },
    async (request) => service.stores(await requireConsoleUser(request), request.query),
  );
  api.post(
    routes.createStore.url,
    { schema: schemaOf(routes.createStore, tags, 'Create a store and invite its owner') },
    async (request) => service.createStore(await requireConsoleUser(request), request.body),
  );

  api.get(
    routes.categories.url,
    { schema: schemaOf(routes.categories, tags, 'Business categories') },
    async (request) => ({
      categories: await service.categories(await requireConsoleUser(request)),
    }),
  );
  api.post(
    routes.createCategory.url,
    { schema: schemaOf(routes.createCategory, tags, 'Add a business category') },
    async (request) => service.createCategory(await requireConsoleUser(request), request.body),
  );
  api.put(
    routes.updateCategory.url,
    { schema: schemaOf(routes.updateCategory, tags, 'Rename or move a business category') },
    async (request) =>
      service.updateCategory(await requireConsoleUser(request), request.params.categoryId, request.body),
  );
  api.delete(
    routes.removeCategory.url,
    { schema: schemaOf(routes.removeCategory, tags, 'Remove an unused business category') },
    async (request) => {
      await service.removeCategory(await requireConsoleUser(request), request.params.categoryId);
      return { ok: true as const };
    },
  );

  api.get(
    routes.admins.url,
    { schema: schemaOf(routes.admins, tags, 'Platform admins') },
    async (request) => ({
      admins: await service.admins(await requireConsoleUser(request)),
    }),
  );
  api.post(
    routes.grantAdmin.url,
    { schema: schemaOf(routes.grantAdmin, tags, 'Make a phone a platform admin') },
    async (request) => service.grantAdmin(await requireConsoleUser(request), request.body.phoneNumber),
  );
  api.delete(
    routes.revokeAdmin.url,
    { schema: schemaOf(routes.revokeAdmin, tags, "Take a phone's platform admin rights away") },
    async (request) => {
      await service.revokeAdmin(await requireConsoleUser(request), request.params.phoneNumber);
      return { ok: true as const };
    },
  );

  const opening = consoleStoreOpeningRoutes;
  api.get(
    opening.opening.url,
    { schema: schemaOf(opening.opening, tags, 'Whether the store is open to diners, and what it lacks') },
    async (request) => {
      const actor = await requireStoreActor(request, options.console, request.params.businessId);
      return service.opening(actor);
    },
  );
  api.put(
    opening.setOpening.url,
    { schema: schemaOf(opening.setOpening, tags, 'Open the store to diners, or take it offline') },
    async (request) => {
      const actor = await requireStoreActor(
        request,
        options.console,
        request.params.businessId,
        'manageStoreProfile',
      );
      return service.setOpening(actor, request.body.status);
    },
  );
}
