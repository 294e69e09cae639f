import { errorEnvelopeSchema } from '@nearbite/contract/common';
import type { ZodType } from 'zod';

export interface ContractRoute {
  method: string;
  url: string;
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
  response: ZodType;
}

/** The Fastify schema of a contract route: validation, serialization and OpenAPI from one source. */
export function schemaOf<R extends ContractRoute>(route: R, tags: string[], summary?: string) {
  const { method: _method, url: _url, response, ...inputs } = route;
  return {
    tags,
    ...(summary ? { summary } : {}),
    ...inputs,
    response: { 200: response as R['response'], '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
  };
}
