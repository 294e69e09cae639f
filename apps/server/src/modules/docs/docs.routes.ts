import type { FastifyInstance } from 'fastify';

/** The OpenAPI document generated from the contract schemas. */
export async function docsRoutesPlugin(app: FastifyInstance): Promise<void> {
  app.get('/apis/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
