import { orderViewRoutes } from '@nearbite/contract/order-views';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { languageOf } from '../../lib/request-language.js';
import { requireUser } from '../../plugins/session.js';
import type { OrderViewsService } from './order-views.service.js';

/** The diner's orders change by the minute and are theirs alone: no cache may keep them. */
const NO_STORE = 'no-store';

/** Order list, order detail, refund info, public receipt and call-waiter (the cancellation lives elsewhere). */
export async function orderViewsRoutesPlugin(
  app: FastifyInstance,
  options: { orderViews: OrderViewsService },
): Promise<void> {
  const { orderViews } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['order views'];

  api.get(
    orderViewRoutes.list.url,
    { schema: schemaOf(orderViewRoutes.list, tags, "The diner's orders in the statuses, newest first") },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', NO_STORE);
      const { orderStatus, pageNumber, pageCapacity } = request.query;
      return orderViews.list(
        user.id,
        { statuses: orderStatus, pageNumber, pageCapacity },
        languageOf(request.headers['accept-language']),
      );
    },
  );

  api.get(
    orderViewRoutes.detail.url,
    { schema: schemaOf(orderViewRoutes.detail, tags, "One of the diner's orders") },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', NO_STORE);
      return orderViews.detail(
        user.id,
        request.params.orderId,
        languageOf(request.headers['accept-language']),
      );
    },
  );

  api.post(
    orderViewRoutes.callService.url,
    { schema: schemaOf(orderViewRoutes.callService, tags, "Call the waiter to a dine-in order's table") },
    async (request) => {
      const user = await requireUser(request);
      await orderViews.callService(user.id, request.params.orderId);
      return { ok: true } as const;
    },
  );

  api.get(
    orderViewRoutes.refundInfo.url,
    { schema: schemaOf(orderViewRoutes.refundInfo, tags, "The refunds of one of the diner's orders") },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', NO_STORE);
      return orderViews.refundInfo(
        user.id,
        request.params.orderId,
        languageOf(request.headers['accept-language']),
      );
    },
  );

  api.get(
    orderViewRoutes.receipt.url,
    { schema: schemaOf(orderViewRoutes.receipt, tags, 'The public receipt of an order, by its code') },
    async (request, reply) => {
      // Whoever holds the link may read it, but shared caches must not keep a copy keyed by the code.
      reply.header('cache-control', 'private, no-store');
      reply.header('referrer-policy', 'no-referrer');
      return orderViews.receiptByCode(request.query.code, languageOf(request.headers['accept-language']));
    },
  );
}
