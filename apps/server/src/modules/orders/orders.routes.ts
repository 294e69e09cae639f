import { orderRoutes } from '@nearbite/contract/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { requireUser } from '../../plugins/session.js';
import type { OrdersService } from './orders.service.js';

export async function ordersRoutesPlugin(
  app: FastifyInstance,
  options: { orders: OrdersService },
): Promise<void> {
  const { orders } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  api.post(
    orderRoutes.submit.url,
    { schema: schemaOf(orderRoutes.submit, tags, 'Submit an order (idempotent on frontendIdentifier)') },
    async (request) => {
      const user = await requireUser(request);
      return orders.submit(user.id, request.params.businessId, request.body);
    },
  );
}
