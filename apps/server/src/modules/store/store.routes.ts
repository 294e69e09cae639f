import { storeRoutes } from '@nearbite/contract/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.js';
import { schemaOf } from '../../lib/contract-route.js';
import { sendJsonText } from '../../lib/json-text.js';
import { languageOf } from '../../lib/request-language.js';
import { requireUser } from '../../plugins/session.js';
import type { StoreService } from './store.service.js';

const languageOfRequest = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

/** The two GETs that write: no cache between the diner and us may answer them instead of the server. */
const NO_STORE = 'no-store';

/**
 * The specification makes these two calls GETs although they write (a waiter call, an issued identifier).
 * A cross-site link or image would carry the Lax session cookie, so cross-site requests are refused (A5)
 * before anything is written, as the CSRF rules refuse cross-site state changes.
 */
function refuseCrossSite(request: FastifyRequest): void {
  if (request.isCrossSite()) throw new AppError('ORIGIN_FORBIDDEN');
}

export async function storeRoutesPlugin(
  app: FastifyInstance,
  options: { store: StoreService },
): Promise<void> {
  const { store } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['store'];

  api.get(
    storeRoutes.detail.url,
    { schema: schemaOf(storeRoutes.detail, tags, 'Everything the store page and checkout know of a store') },
    async (request, reply) => {
      const { longitude, latitude } = request.query;
      const point = longitude !== undefined && latitude !== undefined ? { longitude, latitude } : null;
      return sendJsonText(
        reply,
        await store.detail(request.params.businessId, point, languageOfRequest(request)),
      );
    },
  );

  api.get(
    storeRoutes.timedMenuDetail.url,
    { schema: schemaOf(storeRoutes.timedMenuDetail, tags, "The store's timed menus and its whole menu") },
    async (request, reply) => {
      const { businessId } = request.params;
      const json = await store.menu(businessId, request.query.timedMenuId, languageOfRequest(request));
      return sendJsonText(reply, json);
    },
  );

  api.get(
    storeRoutes.commodity.url,
    { schema: schemaOf(storeRoutes.commodity, tags, 'An item with its choices, for the item dialog') },
    async (request, reply) =>
      sendJsonText(reply, await store.commodity(request.params.id, languageOfRequest(request))),
  );

  api.get(
    storeRoutes.searchCommodities.url,
    { schema: schemaOf(storeRoutes.searchCommodities, tags, "The store's items matching keywords") },
    async (request) => ({
      commodities: await store.search(
        request.params.businessId,
        request.query.keywords,
        languageOfRequest(request),
      ),
    }),
  );

  api.get(
    storeRoutes.requiredForDineIn.url,
    { schema: schemaOf(storeRoutes.requiredForDineIn, tags, 'The category a dine-in order must include') },
    async (request) => store.requiredForDineIn(request.params.businessId, languageOfRequest(request)),
  );

  api.get(
    storeRoutes.callService.url,
    { schema: schemaOf(storeRoutes.callService, tags, 'Call the waiter to a table') },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      refuseCrossSite(request);
      const user = await requireUser(request);
      await store.callService(request.params.businessId, request.params.tableName, user.id);
      return { ok: true } as const;
    },
  );

  api.get(
    storeRoutes.uniqueIdentifier.url,
    { schema: schemaOf(storeRoutes.uniqueIdentifier, tags, 'An identifier for one order submission') },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      refuseCrossSite(request);
      const user = await requireUser(request);
      return { value: await store.uniqueIdentifier(user.id) };
    },
  );
}
