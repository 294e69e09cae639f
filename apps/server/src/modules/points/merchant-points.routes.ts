import { merchantRoutes } from '@nearbite/contract/merchant';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { operatorGuard } from '../order-life/order-life.routes.js';
import type { PointsService } from './points.service.js';

/**
 * The merchant API's points: rewards, deductions, share and comment points from the store's own systems,
 * for operators holding OPERATOR_TOKEN (404 without one, like the rest of the merchant API).
 */
export async function merchantPointsRoutesPlugin(
  app: FastifyInstance,
  options: { points: PointsService; operatorToken: string | undefined },
): Promise<void> {
  const { points } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', operatorGuard(options.operatorToken));

  api.post(
    merchantRoutes.points.url,
    {
      schema: schemaOf(
        merchantRoutes.points,
        ['merchant'],
        "Reward or deduct a diner's points, or grant share or comment points (idempotent on reference)",
      ),
    },
    async (request) => {
      const { businessId, userId } = request.params;
      return points.merchantChange(businessId, userId, request.body);
    },
  );
}
