import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsService } from '../modules/payments/payments.service.js';
import { createPeriodicJob, drainInBatches } from './periodic-job.js';

/**
 * Settles payments left in flight by a request that died (kill -9, a lost answer, the database going away
 * between the charge and its record) with what the card processor knows, so no charge is left without its
 * order and no order waits forever on an unknown charge. Every verdict applies once, so several server
 * copies may reconcile side by side.
 */
export function createPaymentReconciler(deps: {
  payments: Pick<PaymentsService, 'reconcile'>;
  log: FastifyBaseLogger;
  intervalMs: number;
}) {
  const { payments, log } = deps;

  /** Settles every payment due now; resolves with how many were settled and how many must wait. */
  async function runOnce(): Promise<{ settled: number; waiting: number }> {
    let waiting = 0;
    // Until a pass settles nothing new: the rest waits for the processor or for another copy.
    const settled = await drainInBatches(async () => {
      const pass = await payments.reconcile();
      waiting += pass.waiting;
      return pass.settled;
    }, 1);
    return { settled, waiting };
  }

  const job = createPeriodicJob({
    name: 'payment reconciler',
    intervalMs: deps.intervalMs,
    log,
    run: async () => {
      const { settled, waiting } = await runOnce();
      if (settled > 0 || waiting > 0) log.info({ settled, waiting }, 'payments in flight reconciled');
    },
  });

  return { runOnce, start: () => job.start(), stop: () => job.stop() };
}

export type PaymentReconciler = ReturnType<typeof createPaymentReconciler>;
