import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client.js';
import { createPeriodicJob, drainInBatches, MAX_JOB_BACKOFF_MS, nextJobDelay } from './periodic-job.js';

describe('nextJobDelay', () => {
  it('keeps the interval while runs succeed, doubles it per failure in a row, and caps it', () => {
    expect(nextJobDelay(1000, 0)).toBe(1000);
    expect(nextJobDelay(1000, 1)).toBe(2000);
    expect(nextJobDelay(1000, 3)).toBe(8000);
    expect(nextJobDelay(1000, 10)).toBe(MAX_JOB_BACKOFF_MS);
    // An interval longer than the cap is never shortened by a failure.
    expect(nextJobDelay(3_600_000, 2)).toBe(3_600_000);
  });
});

describe('createPeriodicJob', () => {
  it('goes on after failures and resumes its pace once a run succeeds', async () => {
    // Fake timers: the waits are the job's own, not the machine's load.
    vi.useFakeTimers();
    try {
      const outcomes = [false, false, true, true, true];
      const runs: number[] = [];
      const startedAt = Date.now();
      const job = createPeriodicJob({
        name: 'probe',
        intervalMs: 10,
        maxBackoffMs: 40,
        log: { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger,
        run: async () => {
          runs.push(Date.now() - startedAt);
          if (!outcomes[runs.length - 1]) throw new Error('database unreachable');
        },
      });
      job.start();
      await vi.advanceTimersByTimeAsync(80);
      await job.stop();
      await vi.advanceTimersByTimeAsync(100);
      // First run at once; after the first failure it waits 20 ms, after the second 40 ms (the cap), then
      // 10 ms again once runs succeed; nothing runs after stop().
      expect(runs).toEqual([0, 20, 60, 70, 80]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('drainInBatches on the embedded database', () => {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets a timer (a request, SIGTERM) run between batches of queries, and stops at its bound', async () => {
    let rounds = 0;
    let timerFiredAtRound: number | null = null;
    setTimeout(() => {
      timerFiredAtRound = rounds;
    }, 0);
    // Every batch is "full", as with a large backlog: only the bound ends the run.
    const total = await drainInBatches(
      async () => {
        rounds += 1;
        for (let query = 0; query < 20; query += 1) await database.db.execute(sql`select 1`);
        return 10;
      },
      10,
      30,
    );
    expect(rounds).toBe(30);
    expect(total).toBe(300);
    // Awaited embedded queries never yield by themselves (the timer would fire after round 30);
    // drainInBatches yields after every batch, so it fires within the first rounds.
    expect(timerFiredAtRound).not.toBeNull();
    expect(timerFiredAtRound).toBeLessThanOrEqual(3);
  });

  it('stops at the first short batch', async () => {
    const sizes = [5, 5, 2, 5];
    let calls = 0;
    const total = await drainInBatches(async () => sizes[calls++] ?? 0, 5);
    expect({ calls, total }).toEqual({ calls: 3, total: 12 });
  });
});
