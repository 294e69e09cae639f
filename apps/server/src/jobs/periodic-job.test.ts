import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPeriodicJob, MAX_JOB_BACKOFF_MS, nextJobDelay } from './periodic-job.js';

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
