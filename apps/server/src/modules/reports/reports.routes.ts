import { consoleReportRoutes as routes } from '@nearbite/contract/console-reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import type { ConsoleService } from '../console/console.service.js';
import { requireStoreActor } from '../console/console-access.js';
import type { ReportsService } from './reports.service.js';

/** The store's reports: owners, managers and platform admins (readReports). */
export async function reportsRoutesPlugin(
  app: FastifyInstance,
  options: { reports: ReportsService; console: ConsoleService },
): Promise<void> {
  const { reports, console: consoleService } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    routes.report.url,
    { schema: schemaOf(routes.report, tags, "A period's sales, orders by type, hour and day, top items") },
    async (request) => {
      const actor = await requireStoreActor(
        request,
        consoleService,
        request.params.businessId,
        'readReports',
      );
      return reports.report(actor, request.query);
    },
  );

  api.get(
    routes.ordersCsv.url,
    { schema: schemaOf(routes.ordersCsv, tags, "A period's paid orders as CSV, one row per order") },
    async (request) => {
      const actor = await requireStoreActor(
        request,
        consoleService,
        request.params.businessId,
        'readReports',
      );
      return reports.ordersCsv(actor, request.query);
    },
  );
}
