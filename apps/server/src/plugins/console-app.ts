import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { CONSOLE_PATH } from '@nearbite/domain/app-constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where the console lives: its assets under /console/assets, its screens anywhere under /console/. */
export const CONSOLE_BASE_PATH = CONSOLE_PATH;

/** Answers a page request under /console with the console's index.html, or null for any other request. */
export type ConsoleShell = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;

/** Whether the URL is the console's (`/console`, `/console/…`, `/console?…`). */
export function isConsolePath(url: string): boolean {
  return url === CONSOLE_BASE_PATH || /^\/console(?:[/?#]|$)/.test(url);
}

/**
 * Serves the built console (apps/console/dist): its hashed assets with a year's immutable cache, and for any
 * other GET under /console that wants HTML its index.html (SPA fallback, revalidated on each load). The diner
 * app's not-found handler calls the answered shell for console URLs, so the diner shell never answers them.
 */
export async function registerConsoleApp(
  app: FastifyInstance,
  consoleDistDir: string,
): Promise<ConsoleShell> {
  const indexFile = join(consoleDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: consoleDistDir,
      prefix: `${CONSOLE_BASE_PATH}/`,
      // The diner app's registration owns reply.sendFile.
      decorateReply: false,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        const immutable = path.startsWith(join(consoleDistDir, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : '';
  return (request, reply) => {
    if (!isConsolePath(request.url)) return null;
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (request.method === 'GET' && wantsHtml && hasBuild) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.status(404).type('text/plain').send('Not found');
  };
}
