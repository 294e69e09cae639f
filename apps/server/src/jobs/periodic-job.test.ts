import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const outcomes = [false, false, true, true, true];
    const runs: number[] = [];
    const job = createPeriodicJob({
      name: 'probe',
      intervalMs: 10,
      maxBackoffMs: 40,
      log: { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger,
      run: async () => {
        runs.push(Date.now());
        if (!outcomes[runs.length - 1]) throw new Error('database unreachable');
      },
    });
    job.start();
    await expect.poll(() => runs.length, { timeout: 2000 }).toBeGreaterThanOrEqual(5);
    await job.stop();
    const count = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    // Stopped: no run after stop().
    expect(runs.length).toBe(count);
    const gaps = runs.slice(1).map((at, index) => at - (runs[index] ?? at));
    // After the first failure it waited about 20 ms, after the second about 40 ms, then 10 ms again.
    expect(gaps[0]).toBeGreaterThanOrEqual(18);
    expect(gaps[1]).toBeGreaterThanOrEqual(38);
    expect(gaps[3]).toBeLessThan(38);
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
