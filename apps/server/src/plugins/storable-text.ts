import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@nearbite/contract/common';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../errors/error-handler.js';

/**
 * Where a text PostgreSQL cannot store sits in a parsed request part (a dotted path, '' for the
 * part itself), or null. Keys count too. Iterative, so a deeply nested JSON body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return path;
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      // Arrays too: their entries are keyed '0', '1', …
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * Refuses, with A1, any request whose query, path parameters or body hold a NUL or a lone surrogate, on every
 * route, schema or not. The contract's text() refuses the same per field; this hook is the net for a route
 * or field that forgets it, because such text would otherwise reach PostgreSQL and answer 500.
 */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const parts = { querystring: request.query, params: request.params, body: request.body } as const;
    for (const [part, value] of Object.entries(parts)) {
      const path = findUnstorableText(value);
      if (path !== null) {
        return sendError(reply, 'REQUEST_INVALID', `Invalid ${path || part}: ${UNSTORABLE_TEXT_MESSAGE}`);
      }
    }
  });
}
