import type { FastifyReply } from 'fastify';

/** An answer already written as JSON (from fragments kept in memory): the route sends it as it is. */
export type JsonText = string & { readonly writtenAsJson: true };

/**
 * Sends an answer the service wrote as JSON: Fastify passes a string with a JSON content type through
 * without serializing it again. Tests hold these answers to the contract's schemas.
 */
export const sendJsonText = (reply: FastifyReply, json: JsonText) =>
  reply.type('application/json; charset=utf-8').send(json);
