import { API_BASE_PATH, REQUEST_TIMEOUT_MS } from '@nearbite/domain/app-constants';
import { codeFromResponse } from '@nearbite/domain/client-errors';

/**
 * An error a screen shows as a toast: the translated text of `error<code>` and the code. Not the
 * domain's CodedError (a catalogue key the server answers with): this one holds the client's code.
 */
export class ClientError extends Error {
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'ClientError';
  }
}

/** A failed API call. `status` is null when no answer arrived (network failure or time-out). */
export class ApiError extends ClientError {
  constructor(
    code: string,
    readonly status: number | null,
    readonly body: unknown,
    message?: string,
  ) {
    super(code, message);
    this.name = 'ApiError';
  }

  /** The server's message for errors the client has no code for (O1000), if it sent one. */
  get serverMessage(): string | null {
    const message = (this.body as { message?: unknown } | null | undefined)?.message;
    return typeof message === 'string' && message.length > 0 ? message : null;
  }
}

/** A code the client itself raises, for example S1 for an invalid phone number. */
export function clientError(code: string): ClientError {
  return new ClientError(code);
}

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  query?: Query;
  /** Cancels the call (for example TanStack Query's signal); a cancelled call rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface ApiClientConfig {
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The Accept-Language value, read at each call. */
  acceptLanguage: () => string;
  /** Called on every 401 answer, before the call rejects. */
  onUnauthorized?: () => void;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

function buildUrl(baseUrl: string, path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.length === 0) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** One client for every call: JSON in and out, cookies, a time-out and coded errors. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const baseUrl = config.baseUrl ?? API_BASE_PATH;
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    const { signal } = options;
    signal?.throwIfAborted();
    const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const onCancel = () => controller.abort();
    signal?.addEventListener('abort', onCancel, { once: true });

    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': config.acceptLanguage(),
    };
    const init: RequestInit = { method, headers, credentials: 'include', signal: controller.signal };
    if (method !== 'GET') {
      // The server refuses state changes without a JSON body, so even "no payload" is `{}`.
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body ?? {});
    }

    let status: number;
    let text: string;
    try {
      const response = await doFetch(buildUrl(baseUrl, path, options.query), init);
      status = response.status;
      text = await response.text();
    } catch (cause) {
      if (signal?.aborted) throw signal.reason;
      throw new ApiError(codeFromResponse(null, undefined), null, undefined, describeFailure(cause));
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCancel);
    }

    const parsed = parseJson(text);
    const payload = parsed.ok ? parsed.value : undefined;
    if (status >= 200 && status < 300) {
      if (!parsed.ok) throw new ApiError('O1000', status, undefined, 'The answer is not JSON.');
      return payload as T;
    }
    if (status === 401) config.onUnauthorized?.();
    const error = new ApiError(codeFromResponse(status, payload), status, payload);
    if (error.serverMessage) error.message = error.serverMessage;
    throw error;
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, body, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, body, options),
    delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('DELETE', path, body, options),
  };
}

function describeFailure(cause: unknown): string {
  if (cause instanceof DOMException && cause.name === 'AbortError') return 'The request timed out.';
  return cause instanceof Error ? cause.message : 'The request failed.';
}

/** The record a link names is not there: 404, or a malformed id in the link (400 A1), which names none. */
export function namesNoRecord(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || (error.status === 400 && error.code === 'A1'));
}
