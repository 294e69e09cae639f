import http from 'node:http';
import { type ErrorFamilyNumber, errorFamilies } from '@nearbite/domain/error-families';

/** What a request got: an HTTP status and body, or status 0 with the network error (reset, refused, timeout). */
export interface HttpAnswer {
  status: number;
  /** The parsed JSON body, or null. */
  body: unknown;
  text: string;
  setCookie: string[];
  error: string | null;
  ms: number;
}

export interface RequestOptions {
  port: number;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** A JSON body, or a form-encoded string with `form: true`. */
  body?: unknown;
  form?: boolean;
  cookie?: string;
  headers?: Record<string, string>;
  /** Source address of the connection (127.x.y.z): the client address the server sees. */
  localAddress?: string;
  timeoutMs?: number;
}

/**
 * One HTTP request on a fresh connection (no keep-alive, so a killed copy cannot leave a dead socket
 * in a pool). JSON bodies go with `content-type: application/json` and the same-origin `Origin` the web
 * app sends. Never throws: a network failure answers status 0.
 */
export function request(options: RequestOptions): Promise<HttpAnswer> {
  const started = Date.now();
  const host = `127.0.0.1:${options.port}`;
  const payload =
    options.body === undefined
      ? undefined
      : options.form
        ? String(options.body)
        : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(payload !== undefined
      ? {
          'content-type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
        }
      : {}),
    ...(options.method !== 'GET' ? { origin: `http://${host}` } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  };
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<HttpAnswer, 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, ms: Date.now() - started });
    };
    const failed = (error: string) => finish({ status: 0, body: null, text: '', setCookie: [], error });
    const req = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        method: options.method,
        path: options.path,
        headers,
        agent: false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => failed(error.message));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = null;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            body = null;
          }
          finish({
            status: response.statusCode ?? 0,
            body,
            text,
            setCookie: response.headers['set-cookie'] ?? [],
            error: null,
          });
        });
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => {
      req.destroy(new Error(`timeout after ${options.timeoutMs ?? 30_000} ms`));
    });
    req.on('error', (error: NodeJS.ErrnoException) => failed(error.code ?? error.message));
    req.end(payload);
  });
}

/** The error envelope's code, e.g. "C3", when the body is `{ errType, innerErrorType, message }`; else null. */
export function errorCodeOf(answer: HttpAnswer): string | null {
  const body = answer.body as { errType?: unknown; innerErrorType?: unknown; message?: unknown } | null;
  if (
    body &&
    typeof body.errType === 'number' &&
    typeof body.innerErrorType === 'number' &&
    typeof body.message === 'string'
  ) {
    const family = errorFamilies[body.errType as ErrorFamilyNumber];
    return family ? `${family}${body.innerErrorType}` : null;
  }
  return null;
}

/** A short label of an answer for tallies: "200", "409 C3", "500 A8", "503 no envelope", "ECONNRESET". */
export function answerLabel(answer: HttpAnswer): string {
  if (answer.status === 0) return answer.error ?? 'no answer';
  if (answer.status < 400) return String(answer.status);
  return `${answer.status} ${errorCodeOf(answer) ?? 'no envelope'}`;
}
