import { pointsRoutes } from '@nearbite/contract/points';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { languageOf } from '../../lib/request-language.js';
import { requireUser } from '../../plugins/session.js';
import type { PointsService } from './points.service.js';

/** Answers about the diner's own points must not be kept by caches. */
const NO_STORE = 'no-store';

export async function pointsRoutesPlugin(
  app: FastifyInstance,
  options: { points: PointsService },
): Promise<void> {
  const { points } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['points'];
  const routes = pointsRoutes;

  api.get(
    routes.cards.url,
    { schema: schemaOf(routes.cards, tags, "The diner's points cards at stores where they have had points") },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', NO_STORE);
      return { cards: await points.cards(user.id, languageOf(request.headers['accept-language'])) };
    },
  );

  api.get(
    routes.card.url,
    { schema: schemaOf(routes.card, tags, "The diner's points at a store") },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', NO_STORE);
      return points.card(user.id, request.params.businessId);
    },
  );

  api.post(
    routes.createCard.url,
    { schema: schemaOf(routes.createCard, tags, "Create the diner's card at a store (idempotent)") },
    async (request) => {
      const user = await requireUser(request);
      return points.createCard(user.id, request.params.businessId);
    },
  );

  api.get(
    routes.couponRules.url,
    { schema: schemaOf(routes.couponRules, tags, 'Coupons the store sells for points') },
    async (request) => {
      const language = languageOf(request.headers['accept-language']);
      const coupons = await points.couponRules(
        request.params.businessId,
        request.query.skipUnstocked,
        language,
      );
      return { coupons };
    },
  );

  api.post(
    routes.exchangeCoupon.url,
    { schema: schemaOf(routes.exchangeCoupon, tags, 'Exchange points for a coupon') },
    async (request) => {
      const user = await requireUser(request);
      const { businessId, couponId } = request.params;
      return points.exchangeCoupon(
        user.id,
        businessId,
        couponId,
        languageOf(request.headers['accept-language']),
      );
    },
  );

  api.get(
    routes.content.url,
    { schema: schemaOf(routes.content, tags, "How the store's points programme works") },
    (request) => points.content(request.params.businessId, languageOf(request.headers['accept-language'])),
  );

  api.get(
    routes.exchanges.url,
    { schema: schemaOf(routes.exchanges, tags, "The diner's redemption records at a store") },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', NO_STORE);
      const language = languageOf(request.headers['accept-language']);
      return points.exchanges(user.id, request.params.businessId, request.query, language);
    },
  );

  api.get(
    routes.exchange.url,
    { schema: schemaOf(routes.exchange, tags, "One of the diner's redemption records at a store") },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', NO_STORE);
      const { businessId, exchangeId } = request.params;
      return points.exchange(user.id, businessId, exchangeId, languageOf(request.headers['accept-language']));
    },
  );

  api.get(
    routes.statements.url,
    { schema: schemaOf(routes.statements, tags, "The diner's points statement at a store") },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', NO_STORE);
      return points.statements(user.id, request.params.businessId, request.query);
    },
  );
}
