import type { Database } from '../../db/client.js';
import { databaseUnavailable } from '../../db/database-errors.js';
import { type ChannelListener, listenToChannel } from '../../db/notifications.js';
import { ORDER_EVENT_SOURCES } from '../../db/schema/events.js';
import {
  type OrderEvent,
  type OrderEventAudience,
  OrderEventHub,
  type OrderEventSink,
} from './order-event-hub.js';
import type { OrderEventsRepository } from './order-events.repository.js';

/** The channel the order-event trigger notifies (migration 0008). */
export const ORDER_EVENTS_CHANNEL = 'nearbite_order_events';
/** How far back a resume also looks, for events that committed after a higher id was delivered. */
const LOOKBACK_MS = 30_000;
/** The most events one resume replays; a stream that missed more refetches everything anyway. */
const REPLAY_LIMIT = 200;
/** How long events are kept for resuming streams. */
export const ORDER_EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;

interface Logger {
  warn(object: object, message: string): void;
}

function parseEvent(payload: string): OrderEvent | null {
  try {
    const event = JSON.parse(payload) as OrderEvent;
    const known = (ORDER_EVENT_SOURCES as readonly string[]).includes(event.source);
    return Number.isSafeInteger(event.id) && typeof event.businessId === 'string' && known ? event : null;
  } catch {
    return null;
  }
}

/**
 * Order events for streams: this copy listens to the channel every copy's commits notify, hands each event
 * to the hub, and catches up from the table after its listening connection comes back.
 */
export function createOrderEventsService(options: {
  database: Database;
  repository: OrderEventsRepository;
  log: Logger;
}) {
  const { database, repository, log } = options;
  const hub = new OrderEventHub();
  let lastId = 0;
  let listener: ChannelListener | null = null;
  const openStreams = new Set<() => void>();

  const publish = (event: OrderEvent): void => {
    lastId = Math.max(lastId, event.id);
    hub.publish(event);
  };

  const catchUp = async (): Promise<void> => {
    try {
      for (const event of await repository.allSince(lastId, LOOKBACK_MS, 10 * REPLAY_LIMIT)) publish(event);
    } catch (error) {
      const outage = databaseUnavailable(error);
      log.warn(outage ? { database: outage.reason } : { err: error }, 'order events: catching up failed');
    }
  };

  let stopped = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;

  const tryListening = async (): Promise<boolean> => {
    try {
      lastId = await repository.latestId();
      const opened = await listenToChannel(database, ORDER_EVENTS_CHANNEL, {
        onPayload: (payload) => {
          const event = parseEvent(payload);
          if (event) publish(event);
        },
        onReconnect: () => void catchUp(),
        onError: (error) => log.warn({ err: error }, 'order events: listening connection failed'),
      });
      if (stopped) await opened.close();
      else listener = opened;
      failures = 0;
      return true;
    } catch (error) {
      failures += 1;
      // A query's error carries its SQL: an outage is logged by its reason only, as requests log it.
      const outage = databaseUnavailable(error);
      log.warn(
        outage ? { database: outage.reason, failures } : { err: error, failures },
        'order events: cannot listen yet; trying again',
      );
      return false;
    }
  };

  const scheduleRetry = (): void => {
    if (stopped) return;
    retryTimer = setTimeout(
      async () => {
        retryTimer = null;
        if (!stopped && !(await tryListening())) scheduleRetry();
      },
      Math.min(10_000, 250 * 2 ** failures),
    );
  };

  return {
    /**
     * Starts listening; events committed from then on reach this copy's streams. A database that cannot be
     * reached does not stop the server from starting (it answers 503 meanwhile): listening is tried again,
     * later and later, until it works.
     */
    async start(): Promise<void> {
      stopped = false;
      if (!(await tryListening())) scheduleRetry();
    },

    async stop(): Promise<void> {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      await listener?.close();
      listener = null;
    },

    /**
     * Sends the audience's events to `sink` from now on; with the id of the last event it saw, first what it
     * missed (possibly one it already had). `end` closes the stream when the server shuts down. Answers the
     * unsubscribe.
     */
    async subscribe(
      audience: OrderEventAudience,
      lastEventId: number | null,
      sink: OrderEventSink,
      end: () => void,
    ): Promise<() => void> {
      const unsubscribe = hub.subscribe(audience, sink);
      openStreams.add(end);
      if (lastEventId !== null) {
        for (const event of await repository.missedBy(audience, lastEventId, LOOKBACK_MS, REPLAY_LIMIT)) {
          sink(event);
        }
      }
      return () => {
        openStreams.delete(end);
        unsubscribe();
      };
    },

    /** Ends every open stream: a server closing would otherwise wait for each browser to leave. */
    endStreams(): void {
      for (const end of [...openStreams]) end();
    },

    /** How many streams this copy holds open. */
    openStreams: () => hub.openStreams,

    /** Deletes events past their retention. */
    deleteExpired: (now: Date) => repository.deleteBefore(new Date(now.getTime() - ORDER_EVENT_RETENTION_MS)),
  };
}

export type OrderEventsService = ReturnType<typeof createOrderEventsService>;
