import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, namesNoRecord } from './api-client';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records its calls and answers with `status` and `body` (a string is sent as is). */
function fakeFetch(status: number, body?: unknown) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text === '' ? null : text, { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function client(fetch: typeof globalThis.fetch, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({ fetch, acceptLanguage: () => 'zh-CN', ...extra });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client requests', () => {
  it('GETs under /apis/v1 with cookies, the language and the query, without a body', async () => {
    const { fetch, calls } = fakeFetch(200, { id: 'u1' });
    const answer = await client(fetch).get('/businesses', {
      query: { longitude: -122.4, latitude: 37.7, orderStatus: ['paid', 'confirmed'], skip: undefined },
    });
    expect(answer).toEqual({ id: 'u1' });
    const [call] = calls;
    expect(call?.url).toBe(
      '/apis/v1/businesses?longitude=-122.4&latitude=37.7&orderStatus=paid&orderStatus=confirmed',
    );
    expect(call?.init.method).toBe('GET');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.body).toBeUndefined();
    const headers = call?.init.headers as Record<string, string>;
    expect(headers['accept-language']).toBe('zh-CN');
    expect(headers['content-type']).toBeUndefined();
  });

  it('always sends a JSON body and content type on POST, PUT and DELETE', async () => {
    const { fetch, calls } = fakeFetch(200, { ok: true });
    const api = client(fetch);
    await api.post('/logout');
    await api.put('/user/email', { email: 'a@b.co', verificationCode: '123456' });
    await api.delete('/user/searchHistories');
    expect(calls.map((call) => [call.init.method, call.init.body])).toEqual([
      ['POST', '{}'],
      ['PUT', '{"email":"a@b.co","verificationCode":"123456"}'],
      ['DELETE', '{}'],
    ]);
    for (const call of calls) {
      expect((call.init.headers as Record<string, string>)['content-type']).toBe('application/json');
    }
  });

  it('answers undefined for an empty 2xx body', async () => {
    const { fetch } = fakeFetch(204);
    await expect(client(fetch).post('/orders/o1/callService')).resolves.toBeUndefined();
  });
});

describe('api client errors', () => {
  it('maps a failed fetch to N1000 with no status', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const error = await failure(client(fetch).get('/user'));
    expect(error.code).toBe('N1000');
    expect(error.status).toBeNull();
  });

  it('gives up after the time-out with N1000', async () => {
    const fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as unknown as typeof globalThis.fetch;
    const error = await failure(client(fetch, { timeoutMs: 20 }).get('/user'));
    expect(error.code).toBe('N1000');
    expect(error.message).toMatch(/timed out/);
  });

  it('rejects with the caller’s abort reason, not a coded error, when the caller cancels', async () => {
    const fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as unknown as typeof globalThis.fetch;
    const controller = new AbortController();
    const pending = client(fetch).get('/user', { signal: controller.signal });
    const reason = new Error('unmounted');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('maps 401 to L1000 and clears the stored login', async () => {
    const { fetch } = fakeFetch(401, { errType: 1, innerErrorType: 7, message: 'Sign in to continue.' });
    const onUnauthorized = vi.fn();
    const error = await failure(client(fetch, { onUnauthorized }).get('/user'));
    expect(error.code).toBe('L1000');
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('maps 500 to S1000 whatever the body', async () => {
    const { fetch } = fakeFetch(500, { errType: 1, innerErrorType: 8, message: 'x' });
    expect((await failure(client(fetch).get('/user'))).code).toBe('S1000');
  });

  it('reads errType and innerErrorType of other statuses: letter plus number', async () => {
    const validation = fakeFetch(429, { errType: 1, innerErrorType: 11, message: 'Wait a minute.' });
    expect((await failure(client(validation.fetch).post('/phoneVerification', {}))).code).toBe('A11');
    const login = fakeFetch(400, { errType: 6, innerErrorType: 2, message: 'Wrong code.' });
    expect((await failure(client(login.fetch).post('/login', {}))).code).toBe('F2');
  });

  it('makes anything else an Other error carrying the server message', async () => {
    const { fetch } = fakeFetch(404, { message: 'No such thing.' });
    const error = await failure(client(fetch).get('/nothing'));
    expect(error.code).toBe('O1000');
    expect(error.serverMessage).toBe('No such thing.');
    const html = fakeFetch(502, '<html>Bad gateway</html>');
    const gatewayError = await failure(client(html.fetch).get('/user'));
    expect(gatewayError.code).toBe('O1000');
    expect(gatewayError.serverMessage).toBeNull();
  });

  it('treats a 2xx answer that is not JSON as an Other error', async () => {
    const { fetch } = fakeFetch(200, '<!doctype html><html></html>');
    expect((await failure(client(fetch).get('/user'))).code).toBe('O1000');
  });
});

describe('namesNoRecord', () => {
  it('is true for a 404 and for a malformed id in the link (400 A1), false for other refusals', () => {
    expect(namesNoRecord(new ApiError('A20', 404, null))).toBe(true);
    expect(namesNoRecord(new ApiError('A1', 400, null))).toBe(true);
    expect(namesNoRecord(new ApiError('A2', 400, null))).toBe(false);
    expect(namesNoRecord(new ApiError('A19', 403, null))).toBe(false);
    expect(namesNoRecord(new Error('A1'))).toBe(false);
  });
});
