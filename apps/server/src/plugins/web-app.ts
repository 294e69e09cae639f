import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { STORE_PAGE_PATH } from '@nearbite/domain/app-constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from '../errors/error-handler.js';
import type { ConsoleShell } from './console-app.js';
import { withStoreBanner } from './store-page-shell.js';

export interface WebAppOptions {
  /** The store page's first banner photo for a store id, or null; store pages are sent with it drawn. */
  storeBanner?: (businessId: string) => Promise<string | null>;
  /** Answers requests under /console (registerConsoleApp), which are never the diner app's. */
  consoleShell?: ConsoleShell;
}

/** The first banner of the store a store-page request names, or null for any other page. */
async function requestedStoreBanner(request: FastifyRequest, options: WebAppOptions): Promise<string | null> {
  const url = new URL(request.url, 'http://localhost');
  const businessId = url.searchParams.get('businessId');
  if (url.pathname !== STORE_PAGE_PATH || !businessId || !options.storeBanner) return null;
  // A store page without its banner is still a store page: a failed lookup sends the plain shell.
  return options.storeBanner(businessId).catch(() => null);
}

/**
 * Serves the built web app; any unknown non-API GET that wants HTML gets index.html (SPA fallback), except
 * under /console, which the console's shell answers.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  options: WebAppOptions = {},
): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
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
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : '';
  app.setNotFoundHandler(async (request, reply) => {
    if (/^\/apis(?:[/?]|$)/.test(request.url)) return sendError(reply, 'ROUTE_NOT_FOUND');
    const consoleAnswer = options.consoleShell?.(request, reply);
    if (consoleAnswer) return consoleAnswer;
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (request.method === 'GET' && wantsHtml && hasBuild) {
      reply.header('cache-control', 'no-cache');
      const banner = await requestedStoreBanner(request, options);
      if (banner) return reply.type('text/html; charset=utf-8').send(withStoreBanner(indexHtml, banner));
      return reply.sendFile('index.html');
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
