import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.js';
import type { OutboxEvent, OutboxRepository } from '../modules/outbox/outbox.repository.js';
import { createPeriodicJob, drainInBatches } from './periodic-job.js';

export type OutboxHandler = (payload: unknown) => Promise<void>;

/** After this many failed attempts an event is given up and kept with its last error. */
export const OUTBOX_MAX_ATTEMPTS = 8;
const BATCH_SIZE = 20;
/** A claimed event is retried by any copy after this long if its claimer vanished. */
const LEASE_MS = 60_000;

/** Delay before the next try after `attempts` tries: 2, 4, 8 … seconds, at most about an hour. */
export function retryDelayMs(attempts: number): number {
  return 2 ** Math.min(attempts, 12) * 1000;
}

/** Relays outbox events to their handlers (SMS, e-mail, provider calls) until stopped. */
export function createOutboxRelay(deps: {
  repository: OutboxRepository;
  handlers: Record<string, OutboxHandler>;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  const { repository, handlers, clock, log } = deps;

  async function handle(event: OutboxEvent): Promise<void> {
    const handler = handlers[event.kind];
    try {
      if (!handler) throw new Error(`no handler for ${event.kind}`);
      await handler(JSON.parse(event.payload));
      await repository.markProcessed(event.id, new Date(clock()));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = !handler || event.attempts >= OUTBOX_MAX_ATTEMPTS;
      log.warn(
        { eventId: event.id, kind: event.kind, attempts: event.attempts, giveUp },
        'outbox event failed',
      );
      const retryAt = giveUp ? null : new Date(clock() + retryDelayMs(event.attempts));
      await repository.markFailed(event.id, message, retryAt, new Date(clock()));
    }
  }

  /** Handles every due event now; resolves with how many were taken. */
  function runOnce(): Promise<number> {
    return drainInBatches(async () => {
      const now = clock();
      const events = await repository.claimDue(new Date(now), new Date(now + LEASE_MS), BATCH_SIZE);
      for (const event of events) await handle(event);
      return events.length;
    }, BATCH_SIZE);
  }

  const job = createPeriodicJob({
    name: 'outbox relay',
    intervalMs: deps.intervalMs ?? 1000,
    log,
    run: async () => {
      await runOnce();
    },
  });

  return {
    runOnce,
    start: () => job.start(),
    stop: () => job.stop(),
  };
}

export type OutboxRelay = ReturnType<typeof createOutboxRelay>;
