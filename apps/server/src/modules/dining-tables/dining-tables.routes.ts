import { consoleTableRoutes } from '@nearbite/contract/console-tables';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import type { ConsoleService } from '../console/console.service.js';
import { requireStoreActor } from '../console/console-access.js';
import type { DiningTablesService } from './dining-tables.service.js';

/**
 * The Tables tab: any of the store's staff lists the tables and prints the QR sheet; changing them needs
 * `manageStoreProfile`. `publicOrigin` (PRODUCTION_URL) is where the cards' QR codes point; without it, the
 * origin the console was reached on.
 */
export async function diningTablesRoutesPlugin(
  app: FastifyInstance,
  options: { diningTables: DiningTablesService; console: ConsoleService; publicOrigin: string | null },
): Promise<void> {
  const { diningTables, console: consoleService, publicOrigin } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const routes = consoleTableRoutes;
  const tags = ['console'];
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const editor = (request: Parameters<typeof requireStoreActor>[0], businessId: string) =>
    requireStoreActor(request, consoleService, businessId, 'manageStoreProfile');

  api.get(
    routes.list.url,
    { schema: schemaOf(routes.list, tags, "The store's dine-in tables") },
    async (request) => {
      const actor = await requireStoreActor(request, consoleService, request.params.businessId);
      return diningTables.list(actor.businessId);
    },
  );

  api.post(routes.add.url, { schema: schemaOf(routes.add, tags, 'Add a table') }, async (request) => {
    const actor = await editor(request, request.params.businessId);
    return diningTables.add(actor, request.body.name);
  });

  api.put(routes.rename.url, { schema: schemaOf(routes.rename, tags, 'Rename a table') }, async (request) => {
    const actor = await editor(request, request.params.businessId);
    return diningTables.rename(actor, request.params.tableId, request.body.name);
  });

  api.delete(
    routes.remove.url,
    { schema: schemaOf(routes.remove, tags, 'Remove a table') },
    async (request) => {
      const actor = await editor(request, request.params.businessId);
      await diningTables.remove(actor, request.params.tableId);
      return { ok: true as const };
    },
  );

  api.put(
    routes.requiredCategory.url,
    { schema: schemaOf(routes.requiredCategory, tags, 'Choose the category dine-in orders must include') },
    async (request) => {
      const actor = await editor(request, request.params.businessId);
      await diningTables.setRequiredCategory(actor, request.body.categoryId);
      return { ok: true as const };
    },
  );

  api.get(
    routes.qrSheet.url,
    { schema: schemaOf(routes.qrSheet, tags, 'The printable sheet of table cards with their QR codes') },
    async (request) => {
      const actor = await requireStoreActor(request, consoleService, request.params.businessId);
      const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
      return diningTables.qrSheet(actor.businessId, request.query.paper ?? 'letter', origin);
    },
  );
}
