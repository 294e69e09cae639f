import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../errors/error-handler.js';

/** Serves the built web app; any unknown non-API GET that wants HTML gets index.html (SPA fallback). */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        const immutable = path.includes(`${join(webDistDir, 'assets')}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/apis/')) return sendError(reply, 'ROUTE_NOT_FOUND');
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (request.method === 'GET' && wantsHtml && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
