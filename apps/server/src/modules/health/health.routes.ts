import type { FastifyInstance } from 'fastify';

export interface Readiness {
  isDraining(): boolean;
  pingDatabase(): Promise<void>;
}

/** Liveness and readiness probes for load balancers and orchestrators. */
export async function healthRoutesPlugin(
  app: FastifyInstance,
  options: { readiness: Readiness },
): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'alive' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (options.readiness.isDraining()) return reply.status(503).send({ status: 'draining' });
    try {
      await options.readiness.pingDatabase();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });
}
