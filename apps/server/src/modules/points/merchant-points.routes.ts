import { merchantRoutes } from '@nearbite/contract/merchant';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import type { MerchantAccess } from '../console/merchant-access.js';
import type { PointsService } from './points.service.js';

/**
 * The merchant API's points: rewards, deductions, share and comment points from the store's own systems,
 * for the store's API key or the platform-wide OPERATOR_TOKEN, like the rest of the merchant API; recorded in
 * the store's audit log.
 */
export async function merchantPointsRoutesPlugin(
  app: FastifyInstance,
  options: { points: PointsService; access: MerchantAccess },
): Promise<void> {
  const { points, access } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', access.guard);

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
      access.storeInScope(request, businessId);
      const result = await points.merchantChange(businessId, userId, request.body);
      await access.record(request, {
        businessId,
        action: 'points.change',
        target: userId,
        details: request.body,
      });
      return result;
    },
  );
}
