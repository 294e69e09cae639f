import { orderRoutes } from '@nearbite/contract/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.js';
import { schemaOf } from '../../lib/contract-route.js';
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
      // The session is resolved by the order's own read (see orders.service), not by requireUser.
      const sessionToken = request.sessionToken();
      if (!sessionToken) throw new AppError('UNAUTHENTICATED');
      return orders.submit({ sessionToken }, request.params.businessId, request.body);
    },
  );
}
