import type { FastifyRequest } from 'fastify';

/**
 * What the logger writes for requests and errors. Logs leave the service (log shippers, support tickets),
 * so they carry nothing a reader could use: no query strings (public receipt codes, searched words, phone
 * numbers of the dev outbox), no route parameters that are bearer secrets (coupon redeem codes), no SQL
 * parameters, no database error details that quote row values (session token hashes, phones, e-mails),
 * and no headers or bodies (cookies, tokens, verification codes, card numbers). These serializers apply
 * at every level, to every child logger.
 */

/** Route parameters whose values are bearer secrets. */
const SECRET_PARAMS = new Set(['code', 'token']);

/** Error fields that name what failed without quoting data. Everything else an error carries is dropped. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'key',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'errno',
  'syscall',
] as const;

const MAX_CAUSE_DEPTH = 4;

/** The path a request is logged under: no query string, and secret route parameters left as `:name`. */
export function loggedPath(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  const pattern = request.routeOptions?.url;
  if (!pattern || ![...SECRET_PARAMS].some((name) => pattern.includes(`:${name}`))) return path;
  const params = (request.params ?? {}) as Record<string, string>;
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (whole, name: string) =>
    SECRET_PARAMS.has(name) ? whole : encodeURIComponent(params[name] ?? ''),
  );
}

/** Replaces Fastify's `req` serializer: method, path (see loggedPath), host and client address only. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: loggedPath(request),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * An error's message without data: drizzle writes the query's parameters into its message
 * ("Failed query: …\nparams: …"), and PostgreSQL's data errors (SQLSTATE class 22, e.g. "invalid input
 * syntax for type uuid: \"…\"") quote the offending value.
 */
function safeMessage(error: Error & { code?: unknown }): string {
  let message = String(error.message ?? '');
  const params = message.search(/\n\s*params:/);
  if (params >= 0) message = message.slice(0, params);
  if (typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code)) {
    message = message.replace(/"(?:[^"\\]|\\.)*"/g, '"[redacted]"');
  }
  return message;
}

/** The stack's frames under the safe message (a stack starts with the message it was made with). */
function safeStack(error: Error, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join('\n');
}

/** Replaces pino's `err` serializer: type, safe message and stack, an allow-list of fields, causes. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) {
    // Only errors are logged under `err`; anything else is reduced to its kind rather than printed.
    return typeof error === 'string' ? { type: 'string' } : { type: typeof error };
  }
  const message = safeMessage(error);
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: safeStack(error, message),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  if (error instanceof AggregateError && depth < MAX_CAUSE_DEPTH) {
    serialized.errors = error.errors.slice(0, 10).map((inner) => serializeError(inner, depth + 1));
  }
  return serialized;
}

/** The logger's serializers (Fastify merges them over its own). */
export const logSerializers = {
  req: serializeRequest,
  err: (error: Error) => serializeError(error) as { type: string; message: string; stack: string },
};
