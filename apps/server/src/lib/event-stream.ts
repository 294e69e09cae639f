import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

export interface EventStream {
  send(id: number, event: string, data: unknown): void;
  end(): void;
  /** Called once when the stream ends, by either side. */
  onEnd(listener: () => void): void;
  /** Called at every heartbeat while the stream is open. */
  onHeartbeat(listener: () => void): void;
}

/** The `Last-Event-ID` a reconnecting EventSource sends, or null (absent or not an event number). */
export function lastEventIdOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * Turns the reply into a Server-Sent Events stream. The reply is taken over from Fastify (no serializer,
 * no compression, which would hold events back), so the headers its hooks set (security, CORS) are sent
 * here.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  response.write(`retry: ${RETRY_MS}\n\n`);
  const endListeners: Array<() => void> = [];
  const heartbeatListeners: Array<() => void> = [];
  let ended = false;
  const heartbeat = setInterval(() => {
    response.write(': keep-alive\n\n');
    for (const listener of heartbeatListeners) listener();
  }, HEARTBEAT_MS);
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    for (const listener of endListeners) listener();
  };
  request.raw.on('close', finish);
  response.on('close', finish);
  return {
    send(id, event, data) {
      if (!ended) response.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      finish();
      response.end();
    },
    onEnd(listener) {
      if (ended) listener();
      else endListeners.push(listener);
    },
    onHeartbeat(listener) {
      heartbeatListeners.push(listener);
    },
  };
}
