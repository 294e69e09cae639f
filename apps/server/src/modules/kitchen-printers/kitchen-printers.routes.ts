import { consolePrinterRoutes } from '@nearbite/contract/console-printers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import type { ConsoleService } from '../console/console.service.js';
import { requireStoreActor } from '../console/console-access.js';
import type { KitchenPrintersService } from './kitchen-printers.service.js';

/** Kitchen tickets and printers in the console: any staff member prints; owners and managers set printers up. */
export async function kitchenPrintersRoutesPlugin(
  app: FastifyInstance,
  options: { kitchenPrinters: KitchenPrintersService; console: ConsoleService },
): Promise<void> {
  const service = options.kitchenPrinters;
  const access = options.console;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    consolePrinterRoutes.list.url,
    { schema: schemaOf(consolePrinterRoutes.list, tags, "A store's kitchen printers") },
    async (request) => {
      const actor = await requireStoreActor(request, access, request.params.businessId);
      return { printers: await service.list(actor) };
    },
  );

  api.post(
    consolePrinterRoutes.add.url,
    { schema: schemaOf(consolePrinterRoutes.add, tags, 'Add a network printer (owners and managers)') },
    async (request) => {
      const actor = await requireStoreActor(request, access, request.params.businessId, 'managePrinters');
      return service.add(actor, request.body);
    },
  );

  api.delete(
    consolePrinterRoutes.remove.url,
    { schema: schemaOf(consolePrinterRoutes.remove, tags, 'Remove a printer (owners and managers)') },
    async (request) => {
      const actor = await requireStoreActor(request, access, request.params.businessId, 'managePrinters');
      await service.remove(actor, request.params.printerId);
      return { ok: true as const };
    },
  );

  api.get(
    consolePrinterRoutes.ticket.url,
    { schema: schemaOf(consolePrinterRoutes.ticket, tags, "An order's kitchen ticket, laid out") },
    async (request) => {
      const actor = await requireStoreActor(request, access, request.params.businessId);
      return service.ticket(actor, request.params.orderId, request.query.language);
    },
  );

  api.post(
    consolePrinterRoutes.print.url,
    { schema: schemaOf(consolePrinterRoutes.print, tags, "Print an order's kitchen ticket") },
    async (request) => {
      const actor = await requireStoreActor(request, access, request.params.businessId);
      return service.print(actor, request.params.orderId, request.body.printerId);
    },
  );
}
