import { API_BASE_PATH } from '@nearbite/domain/app-constants';
import { vi } from 'vitest';
import type { z } from 'zod';
import type { ContractRouteShape } from './api-call';

/** One request the component under test made. */
export interface FakeRequest {
  method: string;
  /** The path below the API base, without the query. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer of the fake server: a contract route and what it answers (checked against its schema). */
export interface FakeAnswer {
  route: ContractRouteShape;
  status: number;
  body: unknown;
}

/**
 * The route's answer, parsed by the contract's response schema right away: a fixture that no longer
 * matches the contract fails the test that uses it instead of feeding the screen something the server
 * never sends.
 */
export function answer<R extends ContractRouteShape>(route: R, body: z.input<R['response']>): FakeAnswer {
  const parsed = route.response.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `The fixture for ${route.method} ${route.url} breaks the contract: ${parsed.error.message}`,
    );
  }
  return { route, status: 200, body: parsed.data };
}

/** A refusal of the route with a coded error body, as the server sends it. */
export function refusal(route: ContractRouteShape, status: number, code: string): FakeAnswer {
  return { route, status, body: { code, message: code } };
}

function pathPattern(url: string): RegExp {
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

export interface FakeApi {
  /** Every request made, answered or not. */
  readonly requests: FakeRequest[];
  /** Requests no answer matched (they were answered 404). */
  readonly unanswered: FakeRequest[];
  /** Answers the route from now on (a later answer for the same route wins). */
  answer(next: FakeAnswer): void;
}

/**
 * Replaces `fetch` with a server that knows only the given contract routes, so the component's own
 * `call()`s and TanStack Query hooks run unchanged. The setup file restores the real `fetch` after each test.
 */
export function fakeApi(answers: readonly FakeAnswer[] = []): FakeApi {
  const table = [...answers];
  const requests: FakeRequest[] = [];
  const unanswered: FakeRequest[] = [];
  const fake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(API_BASE_PATH)
      ? url.pathname.slice(API_BASE_PATH.length)
      : url.pathname;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: FakeRequest = { method, path, query: url.searchParams, body };
    requests.push(request);
    const match = [...table]
      .reverse()
      .find((entry) => entry.route.method === method && pathPattern(entry.route.url).test(path));
    if (!match) unanswered.push(request);
    const status = match?.status ?? 404;
    const text = JSON.stringify(match ? match.body : { code: 'NOT_FOUND', message: `${method} ${path}` });
    return { status, ok: status < 300, text: async () => text } as Response;
  });
  vi.stubGlobal('fetch', fake);
  return { requests, unanswered, answer: (next) => table.push(next) };
}
