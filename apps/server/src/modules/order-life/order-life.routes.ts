import { createHash, timingSafeEqual } from 'node:crypto';
import { merchantRoutes } from '@nearbite/contract/merchant';
import { orderViewRoutes } from '@nearbite/contract/order-views';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.js';
import { schemaOf } from '../../lib/contract-route.js';
import { requireUser } from '../../plugins/session.js';
import type { OrderLifeService } from './order-life.service.js';
import type { OrderRefundsService } from './order-refunds.service.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Checks `Authorization: Bearer <token>` in constant time (both sides hashed to one length first). Without
 * a configured token the merchant API does not exist (404); a missing or wrong token is 401.
 */
export function operatorGuard(token: string | undefined) {
  const expected = token === undefined ? null : digest(token);
  return async (request: FastifyRequest): Promise<void> => {
    if (!expected) throw new AppError('ROUTE_NOT_FOUND');
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) throw new AppError('UNAUTHENTICATED');
  };
}

/** The diner's cancellation of their own order. */
export async function orderCancellationRoutesPlugin(
  app: FastifyInstance,
  options: { orderLife: OrderLifeService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    orderViewRoutes.cancel.url,
    {
      schema: schemaOf(orderViewRoutes.cancel, ['orders'], 'Cancel an unpaid or not yet confirmed order'),
    },
    async (request) => {
      const user = await requireUser(request);
      await options.orderLife.cancelByDiner(user.id, request.params.orderId, request.body.reason);
      return { ok: true as const };
    },
  );
}

/** The merchant API: order events, rider locations and refunds, for operators holding OPERATOR_TOKEN. */
export async function merchantRoutesPlugin(
  app: FastifyInstance,
  options: {
    orderLife: OrderLifeService;
    orderRefunds: OrderRefundsService;
    operatorToken: string | undefined;
  },
): Promise<void> {
  const { orderLife, orderRefunds } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', operatorGuard(options.operatorToken));
  const tags = ['merchant'];

  api.post(
    merchantRoutes.event.url,
    { schema: schemaOf(merchantRoutes.event, tags, 'Move an order along its life') },
    async (request) => {
      const body = request.body;
      const rider = body.event === 'assignRider' ? body.rider : undefined;
      return orderLife.applyEvent(request.params.orderId, body.event, { rider, reason: body.reason });
    },
  );

  api.post(
    merchantRoutes.riderLocation.url,
    { schema: schemaOf(merchantRoutes.riderLocation, tags, "Update the rider's location") },
    async (request) => {
      const { latitude, longitude } = request.body;
      return orderLife.moveRider(request.params.orderId, latitude, longitude);
    },
  );

  api.post(
    merchantRoutes.refund.url,
    { schema: schemaOf(merchantRoutes.refund, tags, 'Refund an order in full, by commodities or an amount') },
    async (request) => {
      return orderRefunds.refund(request.params.orderId, request.body);
    },
  );
}
