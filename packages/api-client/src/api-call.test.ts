import { cardRoutes } from '@nearbite/contract/cards';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { type CallAnswer, callWith, routePath } from './api-call';
import { createApiClient } from './api-client';

function recordingClient(answer: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  const client = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    acceptLanguage: () => 'en',
  });
  return { client, calls };
}

describe('contract calls', () => {
  it('fills the path parameters, URL-encoded, and sends the method and body of the route', async () => {
    const { client, calls } = recordingClient({ ok: true });
    await callWith(client, cardRoutes.setDefault, { params: { id: 'a/b c' }, body: { isDefault: true } });
    expect(calls[0]?.url).toBe('/apis/v1/user/creditCards/a%2Fb%20c');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.body).toBe('{"isDefault":true}');
  });

  it('answers the route response, typed from its schema', async () => {
    const { client } = recordingClient({ cards: [] });
    const answer = await callWith(client, cardRoutes.list, {});
    expect(answer).toEqual({ cards: [] });
    expectTypeOf(answer).toEqualTypeOf<CallAnswer<typeof cardRoutes.list>>();
    expectTypeOf(answer.cards[0]?.cardNumber).toEqualTypeOf<string | undefined>();
  });

  it('refuses a path without one of its parameters', () => {
    expect(() => routePath('/user/creditCards/:id', {})).toThrow(/missing path parameter id/);
  });
});
