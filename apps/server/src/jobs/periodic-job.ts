import type { FastifyBaseLogger } from 'fastify';

/** The longest a failing job waits before it tries again. */
export const MAX_JOB_BACKOFF_MS = 60_000;

/** Batches one run of a draining job takes at most; the rest waits for the next run. */
export const MAX_BATCHES_PER_RUN = 200;

/**
 * Lets timers, I/O and signals run. On the embedded database every query runs synchronously inside
 * this thread and resolves on the microtask queue, so a loop of awaited queries never yields by itself:
 * without this, a job with a backlog starves every request (even /healthz) and SIGTERM until it ends.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs `batch` until it reports fewer than `batchSize` items (nothing due is left but what other copies
 * hold), yielding to the event loop between batches and stopping after MAX_BATCHES_PER_RUN. Answers the
 * sum of what the batches reported.
 */
export async function drainInBatches(
  batch: () => Promise<number>,
  batchSize: number,
  maxBatches = MAX_BATCHES_PER_RUN,
): Promise<number> {
  let total = 0;
  for (let round = 0; round < maxBatches; round += 1) {
    const done = await batch();
    total += done;
    if (done < batchSize) break;
    await yieldToEventLoop();
  }
  return total;
}

/** How long a job waits before its next run: its interval, doubled for each failure in a row, capped. */
export function nextJobDelay(intervalMs: number, failuresInARow: number, maxBackoffMs = MAX_JOB_BACKOFF_MS) {
  if (failuresInARow === 0) return intervalMs;
  return Math.max(intervalMs, Math.min(maxBackoffMs, intervalMs * 2 ** failuresInARow));
}

/**
 * Runs `run` now and then every `intervalMs`, one run at a time. A failing run (the database is away) is
 * logged and retried later and later, so an outage is not hammered, and the job resumes its pace after
 * the first run that succeeds. `stop` waits for the run in progress.
 */
export function createPeriodicJob(options: {
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  run: () => Promise<void>;
  maxBackoffMs?: number;
}) {
  const { name, log } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let failures = 0;

  const tick = () => {
    running = options
      .run()
      .then(() => {
        if (failures > 0) log.info({ job: name, failures }, 'job recovered');
        failures = 0;
      })
      .catch((error: unknown) => {
        failures += 1;
        log.warn({ err: error, job: name, failures }, 'job failed; retrying later');
      })
      .finally(() => {
        if (timer) timer = setTimeout(tick, nextJobDelay(options.intervalMs, failures, options.maxBackoffMs));
      });
  };

  return {
    start() {
      if (timer) return;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
