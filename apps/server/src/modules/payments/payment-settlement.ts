import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { CardProcessor, ChargeResult } from '../../integrations/card-processor/card-processor.js';
import type { Clock } from '../../lib/clock.js';
import type { RefundFailures } from '../refunds/refund-failures.js';
import type { PaidOrders } from './paid-orders.js';
import type { PaymentRow, PaymentsRepository } from './payments.repository.js';

/**
 * Settling payments with the processor's verdict, once, whoever brings it (the pay call, the client's
 * confirmation, the webhook, the reconciler); refunding a charge no open order took; and the processor's
 * late refund failures.
 */

/** The processor's verdict on a payment, from a charge, a state query or a webhook. */
export type Verdict = Pick<
  ChargeResult,
  'status' | 'processorPaymentId' | 'failureCode' | 'failureMessage'
> & {
  canceled?: boolean;
};

/** The settlement steps on the payments repository and the processor. */
export function createPaymentSettlement(deps: {
  repository: PaymentsRepository;
  processor: CardProcessor;
  clock: Clock;
  log: FastifyBaseLogger;
  refundFailures: Pick<RefundFailures, 'report'>;
  /** Where an order paid in full is reported, in the payment's transaction (auto-accept). */
  paidOrders?: Pick<PaidOrders, 'report'> | undefined;
  /** How long a pending payment may wait before it counts as abandoned (STALE_PENDING_MS). */
  pendingGraceMs: number;
}) {
  const { repository, processor, clock, log, pendingGraceMs } = deps;
  const now = () => new Date(clock());

  /** Refunds a payment the order could not take; the diner must never pay for a closed order. */
  async function refundClosed(payment: PaymentRow): Promise<void> {
    if (!payment.processorPaymentId) return;
    try {
      const refund = await processor.refund({
        processorPaymentId: payment.processorPaymentId,
        amount: payment.amount,
        idempotencyKey: `refund_payment_${payment.id}`,
      });
      await repository.insertAutomaticRefund(payment, refund, now());
    } catch (error) {
      log.error(
        { err: error, paymentId: payment.id },
        'payments: refunding a payment to a closed order failed',
      );
    }
  }

  /** Tells the order's life the order is paid; its failure never undoes the payment. */
  async function reportPaid(tx: Db, orderId: string): Promise<void> {
    const failure = await deps.paidOrders?.report(tx, orderId);
    if (failure)
      log.error({ err: failure, orderId }, 'payments: acting on a paid order failed; it stays paid');
  }

  /**
   * Applies the processor's verdict to a payment once, in the given transaction: succeeded marks the
   * payment and the order paid (reported to paidOrders once it is paid in full), failed marks the payment
   * failed, requiresAction changes nothing. The pay call, the client's confirmation, the webhook and the
   * reconciler all come through here.
   */
  async function applyVerdict(tx: Db, payment: PaymentRow, verdict: Verdict) {
    const processorPaymentId = verdict.processorPaymentId ?? payment.processorPaymentId;
    // The order's row first, as a starting payment takes it: the other way round, a start waiting on
    // this payment's in-flight index entry and this waiting on the order deadlock.
    if (verdict.status !== 'requiresAction') await repository.lockOrder(tx, payment.orderId);
    if (verdict.status === 'succeeded' && processorPaymentId) {
      const applied = await repository.markSucceeded(tx, payment.id, processorPaymentId, now());
      if (applied.kind === 'applied' && applied.paid) await reportPaid(tx, payment.orderId);
      return applied;
    }
    if (verdict.status === 'failed') {
      await repository.markFailed(
        tx,
        payment.id,
        {
          processorPaymentId,
          code: verdict.failureCode ?? 'CARD_PAYMENT_DECLINED',
          message: verdict.failureMessage,
          ...(verdict.canceled ? { canceled: true } : {}),
        },
        now(),
      );
    }
    return { kind: 'unchanged' } as const;
  }

  /** applyVerdict in its own transaction, refunding a charge that no open order took. */
  async function settle(payment: PaymentRow, verdict: Verdict): Promise<void> {
    const applied = await repository.transaction((tx) => applyVerdict(tx, payment, verdict));
    if (applied.kind === 'orderClosed') await refundClosed(applied.payment);
  }

  /**
   * What the processor knows of a payment in flight, asked by its id or, when the charge's answer was
   * lost, by its idempotency key. A payment still waiting for the client is cancelled at the processor
   * when `cancelWaiting` (unless it succeeded meanwhile). Null while that cannot be told yet: nothing found,
   * but the processor's lookup may still be behind.
   */
  async function verdictOf(payment: PaymentRow, cancelWaiting: boolean): Promise<Verdict | null> {
    const state = payment.processorPaymentId
      ? await processor.retrievePayment(payment.processorPaymentId)
      : await processor.findPayment({ idempotencyKey: payment.idempotencyKey, paymentId: payment.id });
    if (!state) {
      if (clock() - payment.createdAt.getTime() < processor.lookupLagMs) return null;
      // The charge never reached the processor: no money moved.
      return {
        status: 'failed',
        processorPaymentId: null,
        failureCode: 'CARD_PROCESSOR_TIMEOUT',
        failureMessage: null,
      };
    }
    if (state.status === 'requiresAction' && cancelWaiting && state.processorPaymentId) {
      return { ...(await processor.cancelPayment(state.processorPaymentId)), canceled: true };
    }
    return state;
  }

  /**
   * Another payment of the order is in flight. A young pending one is being charged right now: "in
   * progress" (B3). An abandoned authentication is cancelled at the processor, unless it succeeded
   * meanwhile; a stale pending one is settled with what the processor knows.
   */
  async function resolveInFlight(orderId: string): Promise<void> {
    const payment = await repository.inFlight(orderId);
    if (!payment) return;
    const stale = clock() - payment.updatedAt.getTime() > pendingGraceMs;
    if (payment.status === 'pending' && !stale) throw new AppError('PAYMENT_IN_PROGRESS');
    const verdict = await verdictOf(payment, true);
    if (!verdict || verdict.status === 'requiresAction') throw new AppError('PAYMENT_IN_PROGRESS');
    await settle(payment, verdict);
    if (verdict.status === 'succeeded') throw new AppError('ORDER_ALREADY_PAID');
  }

  /**
   * A refund the processor failed, possibly after accepting it, in the webhook's transaction. A refund of
   * an order is taken out of its figures by the order's life (once: an already failed one changes
   * nothing); one of a payment the order never took only changes its status. An unknown refund changes
   * nothing.
   */
  async function applyRefundFailure(tx: Db, processorRefundId: string): Promise<void> {
    const refund = await repository.refundByProcessorId(tx, processorRefundId);
    if (!refund) return;
    const changed = refund.closedOrder
      ? await repository.markClosedOrderRefundFailed(tx, refund.id, now())
      : await deps.refundFailures.report(tx, refund.id);
    if (changed) {
      // The money did not go back: the operator must settle it with the diner.
      log.error(
        { refundId: refund.id, orderId: refund.orderId, processorRefundId },
        'payments: the card processor failed a refund',
      );
    }
  }

  return { refundClosed, applyVerdict, settle, verdictOf, resolveInFlight, applyRefundFailure };
}
