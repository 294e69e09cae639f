import { consoleApiKeyRoutes } from '@nearbite/contract/console-api-keys';
import { consoleAuditRoutes } from '@nearbite/contract/console-audit';
import { consoleStaffRoutes } from '@nearbite/contract/console-staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { languageOf } from '../../lib/request-language.js';
import type { ConsoleService } from './console.service.js';
import { requireConsoleUser, requireStoreActor } from './console-access.js';

/** The console's people, keys and audit log; every store call is authorised by role and store. */
export async function consoleRoutesPlugin(
  app: FastifyInstance,
  options: { console: ConsoleService },
): Promise<void> {
  const service = options.console;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    consoleStaffRoutes.me.url,
    { schema: schemaOf(consoleStaffRoutes.me, tags, 'The signed-in user, their stores and roles') },
    async (request) => {
      const user = await requireConsoleUser(request);
      return service.me(user, languageOf(request.headers['accept-language']));
    },
  );

  api.get(
    consoleStaffRoutes.list.url,
    { schema: schemaOf(consoleStaffRoutes.list, tags, "A store's staff") },
    async (request) => {
      const actor = await requireStoreActor(request, service, request.params.businessId);
      return { staff: await service.listStaff(actor) };
    },
  );

  api.post(
    consoleStaffRoutes.invite.url,
    { schema: schemaOf(consoleStaffRoutes.invite, tags, 'Invite a phone to the staff as manager or staff') },
    async (request) => {
      const actor = await requireStoreActor(request, service, request.params.businessId);
      return service.invite(actor, request.body);
    },
  );

  api.delete(
    consoleStaffRoutes.revoke.url,
    { schema: schemaOf(consoleStaffRoutes.revoke, tags, "Revoke a staff member's role") },
    async (request) => {
      const actor = await requireStoreActor(request, service, request.params.businessId);
      await service.revoke(actor, request.params.staffId);
      return { ok: true as const };
    },
  );

  api.get(
    consoleApiKeyRoutes.list.url,
    { schema: schemaOf(consoleApiKeyRoutes.list, tags, "A store's API keys") },
    async (request) => {
      const actor = await requireStoreActor(request, service, request.params.businessId);
      return { apiKeys: await service.listKeys(actor) };
    },
  );

  api.post(
    consoleApiKeyRoutes.create.url,
    { schema: schemaOf(consoleApiKeyRoutes.create, tags, 'Create an API key (its token is shown once)') },
    async (request) => {
      const actor = await requireStoreActor(request, service, request.params.businessId);
      return service.createKey(actor, request.body.name);
    },
  );

  api.delete(
    consoleApiKeyRoutes.revoke.url,
    { schema: schemaOf(consoleApiKeyRoutes.revoke, tags, 'Revoke an API key') },
    async (request) => {
      const actor = await requireStoreActor(request, service, request.params.businessId);
      await service.revokeKey(actor, request.params.keyId);
      return { ok: true as const };
    },
  );

  api.get(
    consoleAuditRoutes.list.url,
    { schema: schemaOf(consoleAuditRoutes.list, tags, "A store's audit log, newest first") },
    async (request) => {
      const actor = await requireStoreActor(request, service, request.params.businessId);
      return service.auditPage(actor, request.query.pageNumber, request.query.pageCapacity);
    },
  );
}
