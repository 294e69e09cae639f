import type { z } from 'zod';
import type { ApiClient, HttpMethod, Query } from './api-client';

/** A route of the contract's tables (`packages/contract`): its method, path and schemas. */
export interface ContractRouteShape {
  method: HttpMethod;
  url: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

type Part<Key extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [K in Key]?: z.input<S> }
    : { [K in Key]: z.input<S> }
  : { [K in Key]?: never };

/** What a call of the route sends: its path parameters, query and body, typed from the contract. */
export type CallInput<R extends ContractRouteShape> = Part<'params', R['params']> &
  Part<'query', R['querystring']> &
  Part<'body', R['body']> & { signal?: AbortSignal };

/** The route's answer, typed from its response schema. */
export type CallAnswer<R extends ContractRouteShape> = z.output<R['response']>;

/** The route's path with its `:name` parameters filled in, each URL-encoded. */
export function routePath(url: string, params: Record<string, unknown> | undefined): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} of ${url}`);
    return encodeURIComponent(String(value));
  });
}

/** Calls a contract route through `client`: the path, the method and both ends' types come from the contract. */
export function callWith<R extends ContractRouteShape>(
  client: ApiClient,
  route: R,
  input: CallInput<R>,
): Promise<CallAnswer<R>> {
  const { params, query, body, signal } = input as {
    params?: Record<string, unknown>;
    query?: Query;
    body?: unknown;
    signal?: AbortSignal;
  };
  const options = { ...(query ? { query } : {}), ...(signal ? { signal } : {}) };
  return client.request<CallAnswer<R>>(route.method, routePath(route.url, params), body, options);
}

/** A call's arguments after the route: its input, which may be left out when every part of it is optional. */
export type CallArgs<R extends ContractRouteShape> =
  object extends CallInput<R> ? [CallInput<R>?] : [CallInput<R>];

/** `call(route, input)` bound to one client: what each app exports as its way to call the API. */
export function bindCall(client: ApiClient) {
  return <R extends ContractRouteShape>(route: R, ...input: CallArgs<R>): Promise<CallAnswer<R>> =>
    callWith(client, route, (input[0] ?? {}) as CallInput<R>);
}
