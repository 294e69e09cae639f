import { devRoutes } from '@nearbite/contract/dev';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../errors/app-error.js';
import type { DeliveredMessagesRepository } from '../../integrations/delivered-messages.repository.js';
import { schemaOf } from '../../lib/contract-route.js';

/** Demo-mode helpers: the outbox of texts and e-mails the sandbox providers kept. */
export async function devRoutesPlugin(
  app: FastifyInstance,
  options: { config: AppConfig; messages: DeliveredMessagesRepository },
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
      // It shows every sign-in code: production serves it only with an explicit DEMO_MODE=true.
      const { demoMode, NODE_ENV, DEMO_MODE } = options.config;
      if (!demoMode || (NODE_ENV === 'production' && DEMO_MODE !== true)) {
        throw new AppError('DEV_OUTBOX_DISABLED');
      }
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
}
