import { errorEnvelope, type ServerErrorKey, serverErrors } from '@nearbite/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable } from '../db/database-errors.js';
import { AppError } from './app-error.js';

const fastifyCodeToKey: Record<string, ServerErrorKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'CONTENT_TYPE_UNSUPPORTED',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'REQUEST_INVALID',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'REQUEST_INVALID',
  FST_ERR_CTP_INVALID_JSON_BODY: 'REQUEST_INVALID',
  FST_ERR_VALIDATION: 'REQUEST_INVALID',
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
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
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
