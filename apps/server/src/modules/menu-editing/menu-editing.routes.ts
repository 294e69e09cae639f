import { consoleMenuRoutes } from '@nearbite/contract/console-menu';
import { MENU_FILE_MAX_BYTES } from '@nearbite/domain/menu-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import type { ConsoleService } from '../console/console.service.js';
import { requireStoreActor } from '../console/console-access.js';
import type { MenuEditingService } from './menu-editing.service.js';

/** The menu in the console: owners and managers (action manageMenu) read, export, import and reorder it. */
export async function menuEditingRoutesPlugin(
  app: FastifyInstance,
  options: { menuEditing: MenuEditingService; console: ConsoleService },
): Promise<void> {
  const service = options.menuEditing;
  const access = options.console;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const actorOf = (request: { params: { businessId: string } } & Parameters<typeof requireStoreActor>[0]) =>
    requireStoreActor(request, access, request.params.businessId, 'manageMenu');

  api.get(
    consoleMenuRoutes.menu.url,
    { schema: schemaOf(consoleMenuRoutes.menu, tags, "The store's menu as a menu file (export)") },
    async (request) => service.menu(await actorOf(request)),
  );

  api.get(
    consoleMenuRoutes.exportCsv.url,
    { schema: schemaOf(consoleMenuRoutes.exportCsv, tags, "The store's item list as CSV") },
    async (request) => ({ csv: await service.exportCsv(await actorOf(request)) }),
  );

  api.post(
    consoleMenuRoutes.import.url,
    {
      bodyLimit: MENU_FILE_MAX_BYTES,
      schema: schemaOf(consoleMenuRoutes.import, tags, 'Import a menu file, all or nothing (or a dry run)'),
    },
    async (request) => service.import(await actorOf(request), request.body),
  );

  api.put(
    consoleMenuRoutes.reorder.url,
    { schema: schemaOf(consoleMenuRoutes.reorder, tags, 'Reorder categories and items') },
    async (request) => service.reorder(await actorOf(request), request.body),
  );

  api.post(
    consoleMenuRoutes.createItem.url,
    { schema: schemaOf(consoleMenuRoutes.createItem, tags, 'Add an item') },
    async (request) => service.saveItem(await actorOf(request), null, request.body),
  );

  api.put(
    consoleMenuRoutes.updateItem.url,
    { schema: schemaOf(consoleMenuRoutes.updateItem, tags, 'Change an item') },
    async (request) => service.saveItem(await actorOf(request), request.params.commodityId, request.body),
  );

  api.post(
    consoleMenuRoutes.duplicate.url,
    { schema: schemaOf(consoleMenuRoutes.duplicate, tags, 'Copy an item right after it') },
    async (request) => service.duplicate(await actorOf(request), request.params.commodityId),
  );
}
