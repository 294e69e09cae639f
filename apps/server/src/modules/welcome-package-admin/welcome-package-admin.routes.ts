import { consoleWelcomePackageRoutes as routes } from '@nearbite/contract/console-welcome-package';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { requireConsoleUser } from '../console/console-access.js';
import type { WelcomePackageAdminService } from './welcome-package-admin.service.js';

/** The welcome gift in the platform console (admins only; the service checks). */
export async function welcomePackageAdminRoutesPlugin(
  app: FastifyInstance,
  options: { welcomePackageAdmin: WelcomePackageAdminService },
): Promise<void> {
  const service = options.welcomePackageAdmin;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    routes.welcomePackage.url,
    { schema: schemaOf(routes.welcomePackage, tags, 'The welcome gift: its status and coupons in order') },
    async (request) => service.welcomePackage(await requireConsoleUser(request)),
  );
  api.put(
    routes.saveWelcomePackage.url,
    {
      schema: schemaOf(
        routes.saveWelcomePackage,
        tags,
        'Replace the welcome gift: status and coupons (new ones created, removed ones ended)',
      ),
    },
    async (request) => service.saveWelcomePackage(await requireConsoleUser(request), request.body),
  );
}
