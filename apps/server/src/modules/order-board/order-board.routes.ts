import { consoleBoardRoutes } from '@nearbite/contract/console-board';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { languageOf } from '../../lib/request-language.js';
import type { ConsoleService } from '../console/console.service.js';
import { requireStoreActor } from '../console/console-access.js';
import type { OrderBoardService } from './order-board.service.js';

/**
 * The store's live order board: orders, actions, refunds and waiter calls, for the store's staff (any role)
 * and platform admins; A7 signed out, A194 anyone else. Answers in the request's language.
 */
export async function orderBoardRoutesPlugin(
  app: FastifyInstance,
  options: { orderBoard: OrderBoardService; console: ConsoleService },
): Promise<void> {
  const { orderBoard, console: consoleService } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const routes = consoleBoardRoutes;
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    routes.orders.url,
    { schema: schemaOf(routes.orders, tags, "The store's board: open orders and today's finished ones") },
    async (request) => {
      const actor = await requireStoreActor(request, consoleService, request.params.businessId);
      return orderBoard.board(actor, languageOf(request.headers['accept-language']));
    },
  );

  api.get(
    routes.order.url,
    { schema: schemaOf(routes.order, tags, 'One order of the board') },
    async (request) => {
      const { businessId, orderId } = request.params;
      const actor = await requireStoreActor(request, consoleService, businessId);
      return orderBoard.order(actor, orderId, languageOf(request.headers['accept-language']));
    },
  );

  api.post(
    routes.action.url,
    { schema: schemaOf(routes.action, tags, 'Accept, delay, ready, complete or cancel an order') },
    async (request) => {
      const { businessId, orderId } = request.params;
      const actor = await requireStoreActor(request, consoleService, businessId);
      return orderBoard.act(actor, orderId, request.body, languageOf(request.headers['accept-language']));
    },
  );

  api.post(
    routes.refund.url,
    { schema: schemaOf(routes.refund, tags, 'Refund an order in full, by items or an amount') },
    async (request) => {
      const { businessId, orderId } = request.params;
      const actor = await requireStoreActor(request, consoleService, businessId);
      return orderBoard.refund(actor, orderId, request.body, languageOf(request.headers['accept-language']));
    },
  );

  api.get(
    routes.waiterCalls.url,
    { schema: schemaOf(routes.waiterCalls, tags, "The store's waiter calls nobody acknowledged yet") },
    async (request) => {
      const actor = await requireStoreActor(request, consoleService, request.params.businessId);
      return { calls: await orderBoard.waiterCalls(actor) };
    },
  );

  api.post(
    routes.acknowledgeWaiterCall.url,
    { schema: schemaOf(routes.acknowledgeWaiterCall, tags, 'Acknowledge a waiter call') },
    async (request) => {
      const { businessId, callId } = request.params;
      const actor = await requireStoreActor(request, consoleService, businessId);
      await orderBoard.acknowledge(actor, callId);
      return { ok: true as const };
    },
  );
}
