import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { CodedError } from '@nearbite/domain/coded-error';
import { errorEnvelope, type ServerErrorKey, serverErrors } from '@nearbite/domain/errors';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable } from '../db/database-errors.js';

const fastifyCodeToKey: Record<string, ServerErrorKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'CONTENT_TYPE_UNSUPPORTED',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'REQUEST_INVALID',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'REQUEST_INVALID',
  FST_ERR_CTP_INVALID_JSON_BODY: 'REQUEST_INVALID',
  FST_ERR_VALIDATION: 'REQUEST_INVALID',
  // Router refusals, handed over by the frameworkErrors option: bad percent-encoding, a path part over maxParamLength.
  FST_ERR_BAD_URL: 'REQUEST_INVALID',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
};

/** Sends the coded envelope for a known error key. */
export function sendError(reply: FastifyReply, key: ServerErrorKey, message?: string): FastifyReply {
  return reply.status(serverErrors[key].status).send(errorEnvelope(key, message));
}

function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const path =
      first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
    return `Invalid ${path}: ${first?.message ?? 'not valid'}`;
  }
  return error.message;
}

/** One place maps every thrown error to `{ errType, innerErrorType, message }`; a 5xx hides internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  // Requests that arrive once close() has begun (on kept-alive connections) get A23, so clients retry elsewhere.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) return sendError(reply, 'SERVICE_UNAVAILABLE');
  });
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof CodedError) {
      const status = serverErrors[error.key].status;
      if (status >= 500) request.log.error({ err: error }, 'service error');
      return sendError(reply, error.key, error.message === error.key ? undefined : error.message);
    }
    if (error.validation || hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 'REQUEST_INVALID', validationMessage(error));
    }
    const mapped = error.code ? fastifyCodeToKey[error.code] : undefined;
    if (mapped) return sendError(reply, mapped);
    if (error.statusCode === 429) return sendError(reply, 'TOO_MANY_REQUESTS');
    const outage = databaseUnavailable(error);
    if (outage) {
      // An outage is the database's state, not our bug: 503 so clients retry. The reason is a code or
      // the driver's short message; the error itself carries the SQL and its parameters, so it is not logged.
      request.log.warn({ database: outage.reason }, 'database unavailable');
      return sendError(reply, 'SERVICE_UNAVAILABLE');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, 'REQUEST_INVALID');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL');
  });
}

/** Fastify's router refusals (a malformed URL, an over-long path part) in the envelope. */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const key = fastifyCodeToKey[error.code];
  if (!key) request.log.error({ err: error }, 'framework error');
  void sendError(reply, key ?? 'INTERNAL');
}

/** A request line this long is what overflowed Node's header-size cap, not the headers after it. */
const LONG_REQUEST_LINE = 8 * 1024;

interface ClientError extends Error {
  code?: string;
  /** The bytes being parsed when the parser gave up (typed loosely by Fastify, a Buffer at run time). */
  rawPacket?: unknown;
}

/** Which refusal a parser error of Node's HTTP server stands for. */
function clientErrorKey(error: ClientError): ServerErrorKey {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  if (error.code !== 'HPE_HEADER_OVERFLOW') return 'REQUEST_INVALID';
  // The cap covers the request line and the headers together; the packet tells which one ran over.
  if (!Buffer.isBuffer(error.rawPacket)) return 'HEADERS_TOO_LARGE';
  const lineEnd = error.rawPacket.indexOf('\r\n');
  return lineEnd === -1 || lineEnd >= LONG_REQUEST_LINE ? 'URI_TOO_LONG' : 'HEADERS_TOO_LARGE';
}

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (URL or headers over the size cap,
 * a malformed request, a request too slow to arrive) with the envelope, as Node's own handler does with
 * its plain answer: only when the socket can still take an answer that no response has started on.
 */
function clientErrorHandler(error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const key = clientErrorKey(error);
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !current?.headersSent) {
    const { status } = serverErrors[key];
    const body = JSON.stringify(errorEnvelope(key));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Fastify options that make its own refusals answer the envelope; draining is refused by registerErrorHandler. */
export const envelopeFrameworkOptions = {
  frameworkErrors,
  clientErrorHandler,
  // Fastify's own 503 while closing has a plain body; the onRequest hook below answers A23 instead.
  return503OnClosing: false,
} satisfies Partial<FastifyServerOptions>;
