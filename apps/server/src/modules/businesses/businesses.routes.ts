import { businessRoutes } from '@nearbite/contract/businesses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { sendJsonText } from '../../lib/json-text.js';
import { languageOf } from '../../lib/request-language.js';
import { requireUser } from '../../plugins/session.js';
import type { BusinessesService } from './businesses.service.js';

const languageOfRequest = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

/**
 * A search records history only when the request is not cross-site: the call is a GET (the
 * specification's), so this keeps other sites from writing into a diner's history.
 */
const mayRecordHistory = (request: FastifyRequest): boolean => !request.isCrossSite();

export async function businessesRoutesPlugin(
  app: FastifyInstance,
  options: { businesses: BusinessesService },
): Promise<void> {
  const { businesses } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['businesses'];

  api.get(
    businessRoutes.categories.url,
    { schema: schemaOf(businessRoutes.categories, tags, 'Business categories of the home filter') },
    async (request) => businesses.categories(languageOfRequest(request)),
  );

  api.get(
    businessRoutes.nearby.url,
    { schema: schemaOf(businessRoutes.nearby, tags, 'Stores near a point, nearest first, by page') },
    async (request, reply) => {
      const { range, ...query } = request.query;
      const json = await businesses.nearby({ ...query, rangeMiles: range }, languageOfRequest(request));
      return sendJsonText(reply, json);
    },
  );

  api.get(
    businessRoutes.promoted.url,
    { schema: schemaOf(businessRoutes.promoted, tags, 'Promoted stores of the recommendation carousel') },
    async (request, reply) => {
      const { longitude, latitude, range } = request.query;
      const area = { longitude, latitude, rangeMiles: range };
      return sendJsonText(reply, await businesses.promoted(area, languageOfRequest(request)));
    },
  );

  api.get(
    businessRoutes.search.url,
    { schema: schemaOf(businessRoutes.search, tags, 'Stores and dishes matching keywords') },
    async (request, reply) => {
      const user = mayRecordHistory(request) ? await request.currentUser() : null;
      const json = await businesses.search(
        request.query,
        languageOfRequest(request),
        user ? { userId: user.id } : null,
      );
      return sendJsonText(reply, json);
    },
  );

  api.get(
    businessRoutes.mapModel.url,
    { schema: schemaOf(businessRoutes.mapModel, tags, 'Stores for map mode') },
    async (request, reply) => {
      const { longitude, latitude, range } = request.query;
      const area = { longitude, latitude, rangeMiles: range };
      return sendJsonText(reply, await businesses.mapModel(area, languageOfRequest(request)));
    },
  );

  api.get(
    businessRoutes.byWebsite.url,
    { schema: schemaOf(businessRoutes.byWebsite, tags, 'The store served on a website address') },
    async (request) => ({ id: await businesses.businessIdByWebsite(request.query.website) }),
  );

  api.get(
    businessRoutes.searchHistories.url,
    { schema: schemaOf(businessRoutes.searchHistories, tags, "The signed-in diner's recent searches") },
    async (request) => {
      const user = await requireUser(request);
      const keywords = await businesses.searchHistories(user.id);
      return keywords.map((entry) => ({ keywords: entry }));
    },
  );

  api.delete(
    businessRoutes.deleteSearchHistories.url,
    { schema: schemaOf(businessRoutes.deleteSearchHistories, tags, "Clear the signed-in diner's searches") },
    async (request) => {
      const user = await requireUser(request);
      await businesses.clearSearchHistories(user.id);
      return { ok: true } as const;
    },
  );
}
