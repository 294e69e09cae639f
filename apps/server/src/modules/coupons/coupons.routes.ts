import { couponWalletRoutes } from '@nearbite/contract/coupon-wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { languageOf } from '../../lib/request-language.js';
import { requireUser } from '../../plugins/session.js';
import type { CouponsService } from './coupons.service.js';

/** Answers that depend on who is signed in must not be kept by caches. */
const NO_STORE = 'no-store';

export async function couponsRoutesPlugin(
  app: FastifyInstance,
  options: { coupons: CouponsService },
): Promise<void> {
  const { coupons } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['coupons'];
  const routes = couponWalletRoutes;

  api.get(
    routes.coupon.url,
    { schema: schemaOf(routes.coupon, tags, 'A coupon for the claim page') },
    async (request, reply) => {
      const user = await request.currentUser();
      reply.header('cache-control', NO_STORE);
      const language = languageOf(request.headers['accept-language']);
      return coupons.coupon(request.params.couponId, user?.id ?? null, language);
    },
  );

  api.post(
    routes.claim.url,
    { schema: schemaOf(routes.claim, tags, 'Claim a coupon from the claim page') },
    async (request) => {
      const user = await requireUser(request);
      const language = languageOf(request.headers['accept-language']);
      return { coupon: await coupons.claim(user.id, request.body.couponId, language) };
    },
  );

  api.post(
    routes.redeemCode.url,
    { schema: schemaOf(routes.redeemCode, tags, 'Receive the coupons behind a redeem code') },
    async (request) => {
      const user = await requireUser(request);
      const language = languageOf(request.headers['accept-language']);
      return { coupons: await coupons.redeemCode(user.id, request.body.code, language) };
    },
  );

  api.get(
    routes.codeCoupons.url,
    { schema: schemaOf(routes.codeCoupons, tags, 'The coupons behind a redeem code') },
    async (request, reply) => {
      const user = await request.currentUser();
      reply.header('cache-control', NO_STORE);
      const language = languageOf(request.headers['accept-language']);
      return { coupons: await coupons.codeCoupons(request.params.code, user?.id ?? null, language) };
    },
  );

  api.get(
    routes.userCoupons.url,
    {
      schema: schemaOf(
        routes.userCoupons,
        tags,
        "The diner's coupons usable now (and, for the wallet, those not started yet), at a store or everywhere",
      ),
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', NO_STORE);
      const language = languageOf(request.headers['accept-language']);
      return { coupons: await coupons.userCoupons(user.id, request.query, language) };
    },
  );
}
