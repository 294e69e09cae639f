import type { FastifyBaseLogger } from 'fastify';
import type { PointsService } from '../modules/points/points.service.js';

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
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  /** Expires every balance due now; resolves with how many cards. */
  async function runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const { claimed, expired } = await points.expireDue(batchSize);
      total += expired;
      // A short batch means nothing due is left but what other copies hold.
      if (claimed < batchSize) return total;
    }
  }

  return {
    runOnce,
    start() {
      const tick = () => {
        running = runOnce()
          .then((expired) => {
            if (expired > 0) log.info({ expired }, 'points past their validity expired');
          })
          .catch((error: unknown) => log.error({ err: error }, 'points expiry sweep failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, deps.intervalMs);
          });
      };
      timer = setTimeout(tick, 0);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

export type PointsExpirySweeper = ReturnType<typeof createPointsExpirySweeper>;
