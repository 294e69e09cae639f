import type { FastifyBaseLogger } from 'fastify';
import type { OrderLifeService } from '../modules/order-life/order-life.service.js';

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
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  /** Cancels every order overdue now; resolves with how many. */
  async function runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = await orderLife.expireOverdue(batchSize);
      total += expired;
      if (expired < batchSize) return total;
    }
  }

  return {
    runOnce,
    start() {
      const tick = () => {
        running = runOnce()
          .then((expired) => {
            if (expired > 0) log.info({ expired }, 'unpaid orders past their deadline cancelled');
          })
          .catch((error: unknown) => log.error({ err: error }, 'payment deadline sweep failed'))
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

export type PaymentDeadlineSweeper = ReturnType<typeof createPaymentDeadlineSweeper>;
