import { merchantRoutes } from '@nearbite/contract/merchant';
import { orderViewRoutes } from '@nearbite/contract/order-views';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { requireUser } from '../../plugins/session.js';
import type { MerchantAccess } from '../console/merchant-access.js';
import type { OrderLifeService } from './order-life.service.js';
import type { OrderRefundsService } from './order-refunds.service.js';

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

/**
 * The merchant API: order events, rider locations and refunds, for a store's API key (its own orders only)
 * or the platform-wide OPERATOR_TOKEN. Events and refunds are written to the store's audit log in the
 * transaction of the change.
 */
export async function merchantRoutesPlugin(
  app: FastifyInstance,
  options: { orderLife: OrderLifeService; orderRefunds: OrderRefundsService; access: MerchantAccess },
): Promise<void> {
  const { orderLife, orderRefunds, access } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', access.guard);
  const tags = ['merchant'];

  api.post(
    merchantRoutes.event.url,
    { schema: schemaOf(merchantRoutes.event, tags, 'Move an order along its life') },
    async (request) => {
      const { orderId } = request.params;
      const businessId = await access.orderInScope(request, orderId);
      const body = request.body;
      const rider = body.event === 'assignRider' ? body.rider : undefined;
      const details = { event: body.event, ...(body.reason === undefined ? {} : { reason: body.reason }) };
      return orderLife.applyEvent(orderId, body.event, { rider, reason: body.reason }, (tx) =>
        access.recordIn(request, tx, { businessId, action: 'order.event', target: orderId, details }),
      );
    },
  );

  api.post(
    merchantRoutes.riderLocation.url,
    { schema: schemaOf(merchantRoutes.riderLocation, tags, "Update the rider's location") },
    async (request) => {
      const { latitude, longitude } = request.body;
      await access.orderInScope(request, request.params.orderId);
      return orderLife.moveRider(request.params.orderId, latitude, longitude);
    },
  );

  api.post(
    merchantRoutes.refund.url,
    { schema: schemaOf(merchantRoutes.refund, tags, 'Refund an order in full, by commodities or an amount') },
    async (request) => {
      const { orderId } = request.params;
      const businessId = await access.orderInScope(request, orderId);
      return orderRefunds.refund(orderId, request.body, (tx, state) => {
        const details = { ...request.body, refundId: state.refundId, refundedPrice: state.refundedPrice };
        return access.recordIn(request, tx, { businessId, action: 'order.refund', target: orderId, details });
      });
    },
  );
}
