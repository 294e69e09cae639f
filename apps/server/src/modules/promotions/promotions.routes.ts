import { consolePromotionRoutes } from '@nearbite/contract/console-promotions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import type { ConsoleService } from '../console/console.service.js';
import { requireStoreActor } from '../console/console-access.js';
import type { PromotionsService } from './promotions.service.js';

/**
 * The Promotions tab: any of the store's staff lists activities and coupons; creating, changing and ending
 * them needs `managePromotions`. A coupon's claim link points at `publicOrigin` (PRODUCTION_URL), without
 * it at the origin the console was reached on.
 */
export async function promotionsRoutesPlugin(
  app: FastifyInstance,
  options: { promotions: PromotionsService; console: ConsoleService; publicOrigin: string | null },
): Promise<void> {
  const { promotions, console: consoleService, publicOrigin } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const routes = consolePromotionRoutes;
  const tags = ['console'];
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;
  const reader = (request: FastifyRequest, businessId: string) =>
    requireStoreActor(request, consoleService, businessId);
  const editor = (request: FastifyRequest, businessId: string) =>
    requireStoreActor(request, consoleService, businessId, 'managePromotions');

  api.get(
    routes.activities.url,
    { schema: schemaOf(routes.activities, tags, "The store's activities") },
    async (request) => {
      const actor = await reader(request, request.params.businessId);
      return promotions.activities(actor.businessId);
    },
  );

  api.post(
    routes.createActivity.url,
    { schema: schemaOf(routes.createActivity, tags, 'Start an activity (item or order-type discount)') },
    async (request) => {
      const actor = await editor(request, request.params.businessId);
      return promotions.createActivity(actor, request.body);
    },
  );

  api.put(
    routes.updateActivity.url,
    { schema: schemaOf(routes.updateActivity, tags, 'Change an activity') },
    async (request) => {
      const actor = await editor(request, request.params.businessId);
      return promotions.updateActivity(actor, request.params.activityId, request.body);
    },
  );

  api.post(
    routes.endActivity.url,
    { schema: schemaOf(routes.endActivity, tags, 'End an activity') },
    async (request) => {
      const actor = await editor(request, request.params.businessId);
      await promotions.endActivity(actor, request.params.activityId);
      return { ok: true as const };
    },
  );

  api.get(
    routes.coupons.url,
    { schema: schemaOf(routes.coupons, tags, "The store's coupons with their claim links and QR codes") },
    async (request) => {
      const actor = await reader(request, request.params.businessId);
      return promotions.coupons(actor.businessId, originOf(request));
    },
  );

  api.post(
    routes.createCoupon.url,
    { schema: schemaOf(routes.createCoupon, tags, 'Create a store coupon, claimable at once') },
    async (request) => {
      const actor = await editor(request, request.params.businessId);
      return promotions.createCoupon(actor, request.body, originOf(request));
    },
  );

  api.put(
    routes.updateCoupon.url,
    { schema: schemaOf(routes.updateCoupon, tags, 'Change a coupon') },
    async (request) => {
      const actor = await editor(request, request.params.businessId);
      return promotions.updateCoupon(actor, request.params.couponId, request.body, originOf(request));
    },
  );

  api.post(
    routes.endCoupon.url,
    { schema: schemaOf(routes.endCoupon, tags, 'Stop handing a coupon out') },
    async (request) => {
      const actor = await editor(request, request.params.businessId);
      await promotions.endCoupon(actor, request.params.couponId);
      return { ok: true as const };
    },
  );
}
