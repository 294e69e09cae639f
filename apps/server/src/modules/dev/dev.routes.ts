import { devRoutes } from '@nearbite/contract/dev';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../errors/app-error.js';
import type { DeliveredMessagesRepository } from '../../integrations/delivered-messages.repository.js';
import { schemaOf } from '../../lib/contract-route.js';
import { languageOf } from '../../lib/request-language.js';
import type { DemoStoresService } from './demo-stores.service.js';

/** The demo helpers show sign-in codes and who owns the demo stores: production serves them only with an explicit DEMO_MODE=true. */
function demoHelpersOpen(config: AppConfig): boolean {
  return config.demoMode && (config.NODE_ENV !== 'production' || config.DEMO_MODE === true);
}

/** Demo-mode helpers: the outbox of texts and e-mails the sandbox providers kept, and the demo stores' owners. */
export async function devRoutesPlugin(
  app: FastifyInstance,
  options: { config: AppConfig; messages: DeliveredMessagesRepository; demoStores: DemoStoresService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    devRoutes.outbox.url,
    {
      schema: schemaOf(
        devRoutes.outbox,
        ['dev'],
        'Texts and e-mails kept by the sandbox providers (demo mode)',
      ),
    },
    async (request) => {
      if (!demoHelpersOpen(options.config)) throw new AppError('DEV_OUTBOX_DISABLED');
      const rows = await options.messages.listNewestFirst({
        limit: request.query.limit,
        ...(request.query.recipient ? { recipient: request.query.recipient } : {}),
      });
      return {
        messages: rows.map((row) => ({
          id: row.id,
          channel: row.channel === 'email' ? ('email' as const) : ('sms' as const),
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          createdTime: row.createdAt.getTime(),
        })),
      };
    },
  );
  api.get(
    devRoutes.demoStores.url,
    {
      schema: schemaOf(
        devRoutes.demoStores,
        ['dev'],
        "The demo catalog's first stores and their owners' phones (demo mode)",
      ),
    },
    async (request) => {
      if (!demoHelpersOpen(options.config)) throw new AppError('DEV_OUTBOX_DISABLED');
      const language = languageOf(request.headers['accept-language']);
      return { stores: await options.demoStores.first(request.query.limit, language) };
    },
  );
}
