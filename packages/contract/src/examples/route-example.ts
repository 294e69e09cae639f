import type { z } from 'zod';

/** A route of a contract table: what route-tables.ts lists. */
export interface ContractRouteShape {
  method: string;
  url: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/**
 * One example call of a route: the request as a client sends it (path parameters, query and body in their
 * input form, query values as the strings of a URL) and the success answer as the server sends it. It has a
 * key for exactly the parts the route has, so a route that gains a body does not type-check without one.
 */
export type RouteExample<R extends ContractRouteShape> = (R extends { params: z.ZodType }
  ? { params: z.input<R['params']> }
  : unknown) &
  (R extends { querystring: z.ZodType } ? { query: z.input<R['querystring']> } : unknown) &
  (R extends { body: z.ZodType } ? { body: z.input<R['body']> } : unknown) & {
    response: z.output<R['response']>;
  };

/** An example for every route of a table, by the route's name. */
export type TableExamples<T> = {
  [Name in keyof T]: T[Name] extends ContractRouteShape ? RouteExample<T[Name]> : never;
};
