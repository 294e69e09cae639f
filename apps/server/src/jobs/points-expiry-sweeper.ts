import type { FastifyBaseLogger } from 'fastify';
import type { PointsService } from '../modules/points/points.service.js';
import { createPeriodicJob, drainInBatches } from './periodic-job.js';

/** Cards one transaction expires before the loop asks again. */
export const POINTS_EXPIRY_BATCH_SIZE = 100;

/**
 * Expires the points of cards whose store gives points a validity and that have gained none for that long
 * (domain points-expiry): the whole balance goes with one `expired` statement line. Cards are locked with
 * FOR UPDATE SKIP LOCKED and checked again under the lock, so several server copies sweep side by side and
 * a balance never expires twice.
 */
export function createPointsExpirySweeper(deps: {
  points: Pick<PointsService, 'expireDue'>;
  log: FastifyBaseLogger;
  intervalMs: number;
  batchSize?: number;
}) {
  const { points, log } = deps;
  const batchSize = deps.batchSize ?? POINTS_EXPIRY_BATCH_SIZE;

  /** Expires every balance due now; resolves with how many cards. */
  async function runOnce(): Promise<number> {
    let total = 0;
    await drainInBatches(async () => {
      const { claimed, expired } = await points.expireDue(batchSize);
      total += expired;
      return claimed;
    }, batchSize);
    return total;
  }

  const job = createPeriodicJob({
    name: 'points expiry',
    intervalMs: deps.intervalMs,
    log,
    run: async () => {
      const expired = await runOnce();
      if (expired > 0) log.info({ expired }, 'points past their validity expired');
    },
  });

  return {
    runOnce,
    start: () => job.start(),
    stop: () => job.stop(),
  };
}

export type PointsExpirySweeper = ReturnType<typeof createPointsExpirySweeper>;
