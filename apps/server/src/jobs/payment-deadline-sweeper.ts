import type { FastifyBaseLogger } from 'fastify';
import type { OrderLifeService } from '../modules/order-life/order-life.service.js';
import { createPeriodicJob, drainInBatches } from './periodic-job.js';

/** Orders one call cancels before the loop asks again (each in its own transaction). */
export const PAYMENT_SWEEP_BATCH_SIZE = 50;

/**
 * Cancels unpaid orders past their payment deadline and gives back their stock, coupon and points. Each
 * order is claimed in its own transaction with FOR UPDATE SKIP LOCKED, so several server copies sweep
 * side by side without touching the same order.
 */
export function createPaymentDeadlineSweeper(deps: {
  orderLife: Pick<OrderLifeService, 'expireOverdue'>;
  log: FastifyBaseLogger;
  intervalMs: number;
  batchSize?: number;
}) {
  const { orderLife, log } = deps;
  const batchSize = deps.batchSize ?? PAYMENT_SWEEP_BATCH_SIZE;

  /** Cancels every order overdue now; resolves with how many. */
  function runOnce(): Promise<number> {
    return drainInBatches(() => orderLife.expireOverdue(batchSize), batchSize);
  }

  const job = createPeriodicJob({
    name: 'payment deadline',
    intervalMs: deps.intervalMs,
    log,
    run: async () => {
      const expired = await runOnce();
      if (expired > 0) log.info({ expired }, 'unpaid orders past their deadline cancelled');
    },
  });

  return {
    runOnce,
    start: () => job.start(),
    stop: () => job.stop(),
  };
}

export type PaymentDeadlineSweeper = ReturnType<typeof createPaymentDeadlineSweeper>;
