import { orderRoutes } from '@nearbite/contract/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { languageOf } from '../../lib/request-language.js';
import { requireUser } from '../../plugins/session.js';
import type { OrdersService } from './orders.service.js';

/** Answers about the diner's own coupons and points must not be kept by caches. */
const NO_STORE = 'no-store';

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

  api.get(
    orderRoutes.userCoupons.url,
    { schema: schemaOf(orderRoutes.userCoupons, tags, "The diner's coupons usable now at a store") },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', NO_STORE);
      const language = languageOf(request.headers['accept-language']);
      return { coupons: await orders.userCoupons(user.id, request.query.businessId, language) };
    },
  );

  api.get(
    orderRoutes.pointsCard.url,
    { schema: schemaOf(orderRoutes.pointsCard, tags, "The diner's points at a store") },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', NO_STORE);
      return orders.pointsCard(user.id, request.params.businessId);
    },
  );
}
