import { merchantRoutes } from '@nearbite/contract/merchant';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { languageOf } from '../../lib/request-language.js';
import type { MerchantAccess } from '../console/merchant-access.js';
import type { OrderViewsService } from './order-views.service.js';

/**
 * Support's lookup of an order by the short number a diner reads out, like the rest of the merchant API (a
 * store's key finds its own store's orders only; another store's answers as no order). The order's id it answers is what the other merchant
 * calls take.
 */
export async function merchantOrderLookupRoutesPlugin(
  app: FastifyInstance,
  options: { orderViews: OrderViewsService; access: MerchantAccess },
): Promise<void> {
  const { orderViews, access } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', access.guard);

  api.get(
    merchantRoutes.findOrders.url,
    {
      schema: schemaOf(merchantRoutes.findOrders, ['merchant'], 'Find an order by its short order number'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await orderViews.findByOrderCode(
        request.query.orderCode,
        languageOf(request.headers['accept-language']),
      );
      return { orders: found.orders.filter((order) => access.seesStore(request, order.business.id)) };
    },
  );
}
