import { merchantRoutes } from '@nearbite/contract/merchant';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { languageOf } from '../../lib/request-language.js';
import { operatorGuard } from '../order-life/order-life.routes.js';
import type { OrderViewsService } from './order-views.service.js';

/**
 * Support's lookup of an order by the short number a diner reads out, for operators holding OPERATOR_TOKEN
 * (404 without one, like the rest of the merchant API). The order's id it answers is what the other merchant
 * calls take.
 */
export async function merchantOrderLookupRoutesPlugin(
  app: FastifyInstance,
  options: { orderViews: OrderViewsService; operatorToken: string | undefined },
): Promise<void> {
  const { orderViews } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', operatorGuard(options.operatorToken));

  api.get(
    merchantRoutes.findOrders.url,
    {
      schema: schemaOf(merchantRoutes.findOrders, ['merchant'], 'Find an order by its short order number'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return orderViews.findByOrderCode(
        request.query.orderCode,
        languageOf(request.headers['accept-language']),
      );
    },
  );
}
