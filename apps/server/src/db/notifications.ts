import pg from 'pg';
import type { Database } from './client.js';

export interface ChannelListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Each notification's payload, in commit order. */
  onPayload: (payload: string) => void;
  /** After a lost connection is back: notifications sent meanwhile are gone, so the caller catches up. */
  onReconnect?: () => void;
  onError?: (error: Error) => void;
  /** First wait before reconnecting; doubles up to 10 s. */
  retryMs?: number;
}

/**
 * Listens to a PostgreSQL notification channel. On a server it holds one connection of its own, outside the
 * pool (a pooled one would go back to the pool and stop listening), and reconnects after a database restart.
 */
export async function listenToChannel(
  database: Database,
  channel: string,
  options: ListenOptions,
): Promise<ChannelListener> {
  if (database.engine === 'pglite') {
    const unlisten = await database.client.listen(channel, options.onPayload);
    return { close: () => unlisten() };
  }
  return listenOnServer(database.pool.options, channel, options);
}

async function listenOnServer(
  connection: pg.PoolConfig,
  channel: string,
  options: ListenOptions,
): Promise<ChannelListener> {
  const firstRetryMs = options.retryMs ?? 250;
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...connection, application_name: 'nearbite-listener' });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) options.onPayload(message.payload);
    });
    next.on('error', (error) => options.onError?.(error));
    next.on('end', () => {
      if (client === next) client = null;
      if (!closed) scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    retryMs = firstRetryMs;
  };

  const scheduleReconnect = (): void => {
    if (retryTimer || closed) return;
    retryTimer = setTimeout(async () => {
      retryTimer = null;
      try {
        await connect();
        options.onReconnect?.();
      } catch (error) {
        options.onError?.(error as Error);
        retryMs = Math.min(retryMs * 2, 10_000);
        scheduleReconnect();
      }
    }, retryMs);
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    },
  };
}
