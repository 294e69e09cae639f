import type { PaymentOutcomeDto, payOrderBodySchema } from '@nearbite/contract/payments';
import { type ServerErrorKey, serverErrors } from '@nearbite/domain/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import type {
  CardProcessor,
  ChargeResult,
  ProcessorEvent,
} from '../../integrations/card-processor/card-processor.js';
import type { Clock } from '../../lib/clock.js';
import { isUuid } from '../../lib/uuid.js';
import type { RefundFailures } from '../refunds/refund-failures.js';
import type { PaidOrders } from './paid-orders.js';
import { createPaymentSettlement, type Verdict } from './payment-settlement.js';
import type { NewPayment, PayableOrderRow, PaymentRow, PaymentsRepository } from './payments.repository.js';

export type PayOrderBody = z.output<typeof payOrderBodySchema>;

const UNPAID = new Set(['received', 'partiallyPaid']);
/**
 * A pending payment untouched for this long lost its request (the server stopped mid-call, or the
 * database went away before the answer was stored): the reconciler and the next pay call settle it with
 * what the processor knows. Longer than the slowest charge call (Stripe: 20 s a try, 2 retries).
 */
export const STALE_PENDING_MS = 120_000;
/** Payments one reconciliation pass settles at most. */
export const RECONCILE_BATCH_SIZE = 50;

/** The payment screen a bank's authentication page sends the diner back to (Stripe adds payment_intent). */
export const paymentReturnUrl = (origin: string, orderId: string) =>
  `${origin}/payment?orderId=${encodeURIComponent(orderId)}&authenticated=1`;

const errorKeyOf = (code: string | null, fallback: ServerErrorKey): ServerErrorKey =>
  code && Object.hasOwn(serverErrors, code) ? (code as ServerErrorKey) : fallback;

/** Whether a processor error may hide a charge that went through (the call's answer was lost). */
const ambiguous = (error: unknown) =>
  !(error instanceof AppError) ||
  error.key === 'CARD_PROCESSOR_UNAVAILABLE' ||
  error.key === 'CARD_PROCESSOR_TIMEOUT';

/** Paying orders with saved cards and wallets through the card processor, and its webhook. */
export function createPaymentsService(deps: {
  repository: PaymentsRepository;
  processor: CardProcessor;
  clock: Clock;
  log: FastifyBaseLogger;
  /**
   * Where a refund of an order that the processor had taken and then failed is reported, inside the
   * webhook's transaction (the order's life handles it); answers whether anything changed.
   */
  refundFailures: Pick<RefundFailures, 'report'>;
  /** Where an order a payment paid in full is reported, in the payment's transaction (auto-accept). */
  paidOrders?: Pick<PaidOrders, 'report'>;
  /** Overrides STALE_PENDING_MS; for tests. */
  pendingGraceMs?: number;
}) {
  const { repository, processor, clock, log } = deps;
  const pendingGraceMs = deps.pendingGraceMs ?? STALE_PENDING_MS;
  const platform = processor.platform;
  const now = () => new Date(clock());
  const { refundClosed, applyVerdict, settle, verdictOf, resolveInFlight, applyRefundFailure } =
    createPaymentSettlement({ ...deps, pendingGraceMs });

  /** The diner's order, still waiting for money and before its deadline, with what it still owes. */
  async function payableOrder(userId: string, orderId: string): Promise<PayableOrderRow & { owed: number }> {
    const order = await repository.order(orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (order.userId !== userId) throw new AppError('ORDER_FORBIDDEN');
    const pastDeadline = order.paymentDeadline !== null && clock() > order.paymentDeadline.getTime();
    if (order.orderStatus === 'cancelled') {
      throw new AppError(pastDeadline ? 'ORDER_PAYMENT_EXPIRED' : 'ORDER_STATUS_INVALID');
    }
    const owed = order.totalPrice - order.paidPrice;
    if (!UNPAID.has(order.orderStatus) || owed <= 0) throw new AppError('ORDER_ALREADY_PAID');
    if (pastDeadline) throw new AppError('ORDER_PAYMENT_EXPIRED');
    return { ...order, owed };
  }

  /** The payment method a pay request charges, and what the payment row keeps of it. */
  async function methodOf(userId: string, body: PayOrderBody) {
    if (body.paymentType === 'Card') {
      const id = body.paymentProfileId;
      const card = id && (await repository.savedCard(id));
      if (!card || card.userId !== userId || card.platform !== platform) throw new AppError('CARD_NOT_FOUND');
      return {
        paymentMethodId: card.processorPaymentMethodId,
        customerId: await repository.customerId(userId, platform),
        row: {
          savedCardId: card.id,
          cardBrand: card.brand,
          cardLast4: card.last4,
          cardExpMonth: card.expMonth,
          cardExpYear: card.expYear,
        },
      };
    }
    if (body.paymentType === 'ApplePay' || body.paymentType === 'GooglePay') {
      const paymentMethodId = body.paymentOpaqueData?.paymentMethodId;
      if (!paymentMethodId) {
        throw new AppError(
          body.paymentType === 'ApplePay' ? 'APPLE_PAY_TOKEN_INVALID' : 'CARD_TOKEN_INVALID',
        );
      }
      return { paymentMethodId, customerId: null, row: {} };
    }
    throw new AppError('PAYMENT_METHOD_UNSUPPORTED');
  }

  /**
   * Starts a payment row for what the order owes, under the order's lock (so nothing starts after the
   * order is paid, on any copy), first clearing an abandoned one; B3 while another is being charged.
   */
  async function start(userId: string, payment: NewPayment): Promise<PaymentRow> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const outcome = await repository.startPending(payment, now());
      if (outcome.kind === 'started') return outcome.payment;
      if (outcome.kind === 'orderChanged') {
        // The precise reason (paid, cancelled, expired), or a changed amount.
        await payableOrder(userId, payment.orderId);
        throw new AppError('PAYMENT_PROVIDER_AMOUNT_MISMATCH');
      }
      if (attempt === 0) await resolveInFlight(payment.orderId);
    }
    throw new AppError('PAYMENT_IN_PROGRESS');
  }

  return {
    /**
     * Pays what an order still owes with a saved card or a wallet's payment method. Charges at most once
     * per order: a second pay call while one is in flight answers C3, and the processor call carries the
     * payment's idempotency key. A decline answers its code and leaves the order unpaid for another try.
     * `origin` (the web app's scheme and host) builds where a bank's authentication page returns to.
     */
    async pay(
      userId: string,
      orderId: string,
      body: PayOrderBody,
      origin?: string,
    ): Promise<PaymentOutcomeDto> {
      const order = await payableOrder(userId, orderId);
      if (body.amountUSD !== order.owed) throw new AppError('PAYMENT_PROVIDER_AMOUNT_MISMATCH');
      if (body.paymentPlatform !== platform) throw new AppError('PAYMENT_METHOD_UNSUPPORTED');
      const method = await methodOf(userId, body);
      const returnUrl = origin ? paymentReturnUrl(origin, order.id) : undefined;
      const payment = await start(userId, {
        orderId: order.id,
        userId,
        paymentType: body.paymentType,
        platform,
        amount: order.owed,
        ...method.row,
      });
      let result: ChargeResult;
      try {
        result = await processor.charge({
          amount: payment.amount,
          customerId: method.customerId,
          paymentMethodId: method.paymentMethodId,
          idempotencyKey: payment.idempotencyKey,
          metadata: { orderId: order.id, paymentId: payment.id },
          ...(returnUrl ? { returnUrl } : {}),
        });
      } catch (error) {
        // A lost answer keeps the payment pending, so no second charge can start before it is settled.
        if (!ambiguous(error)) {
          const code = error instanceof AppError ? error.key : 'CARD_PAYMENT_FAILED';
          await settle(payment, {
            status: 'failed',
            processorPaymentId: null,
            failureCode: code,
            failureMessage: null,
          });
        }
        throw error;
      }
      if (result.status === 'requiresAction' && result.processorPaymentId && result.clientSecret) {
        await repository.markRequiresAction(payment.id, result.processorPaymentId, now());
        return {
          paymentId: payment.id,
          status: 'requiresAction',
          clientSecret: result.clientSecret,
          redirectUrl: result.redirectUrl,
          transactionId: result.processorPaymentId,
        };
      }
      const verdict: Verdict =
        result.status === 'succeeded' && result.processorPaymentId
          ? result
          : { ...result, status: 'failed', failureCode: result.failureCode ?? 'CARD_PAYMENT_FAILED' };
      await settle(payment, verdict);
      if (verdict.status === 'failed')
        throw new AppError(errorKeyOf(verdict.failureCode, 'CARD_PAYMENT_DECLINED'));
      return {
        paymentId: payment.id,
        status: 'succeeded',
        clientSecret: null,
        redirectUrl: null,
        transactionId: result.processorPaymentId ?? '',
      };
    },

    /**
     * A PaymentIntent the client confirms itself (wallets, Stripe Elements) for what the order owes.
     * Idempotent: while one waits for the client, its client secret is answered again.
     */
    async clientIntent(userId: string, orderId: string): Promise<{ client_secret: string }> {
      const order = await payableOrder(userId, orderId);
      const waiting = await repository.inFlight(order.id);
      if (
        waiting?.status === 'requiresAction' &&
        waiting.processorPaymentId &&
        waiting.amount === order.owed
      ) {
        const state = await processor.retrievePayment(waiting.processorPaymentId);
        if (state.status === 'requiresAction' && state.clientSecret)
          return { client_secret: state.clientSecret };
      }
      const payment = await start(userId, {
        orderId: order.id,
        userId,
        paymentType: 'Card',
        platform,
        amount: order.owed,
      });
      try {
        const intent = await processor.createClientIntent({
          amount: payment.amount,
          idempotencyKey: payment.idempotencyKey,
          metadata: { orderId: order.id, paymentId: payment.id },
        });
        await repository.markRequiresAction(payment.id, intent.processorPaymentId, now());
        return { client_secret: intent.clientSecret };
      } catch (error) {
        // No money moves when creating an intent, so a failed creation may end the payment.
        const code = error instanceof AppError ? error.key : 'CARD_PAYMENT_FAILED';
        await settle(payment, {
          status: 'failed',
          processorPaymentId: null,
          failureCode: code,
          failureMessage: null,
        });
        throw error;
      }
    },

    /**
     * After the client authenticated or confirmed a payment: asks the processor for its real state (the
     * client's word is never taken) and applies it once, as the webhook would.
     */
    async confirmFromClient(
      userId: string,
      orderId: string,
      body: { orderId: string; paymentPlatform: string; transactionId: string },
    ): Promise<{ ok: true; status: 'succeeded' | 'failed' }> {
      if (body.orderId !== orderId) throw new AppError('REQUEST_INVALID', 'The body names another order.');
      const order = await repository.order(orderId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      if (order.userId !== userId) throw new AppError('ORDER_FORBIDDEN');
      if (body.paymentPlatform !== platform) throw new AppError('PAYMENT_METHOD_UNSUPPORTED');
      const payment = await repository.byProcessorId(platform, body.transactionId);
      if (!payment || payment.orderId !== orderId) throw new AppError('PAYMENT_RECORD_NOT_FOUND');
      if (payment.status === 'succeeded') return { ok: true, status: 'succeeded' };
      const state = await processor.retrievePayment(body.transactionId);
      if (state.amount !== payment.amount) throw new AppError('PAYMENT_PROVIDER_AMOUNT_MISMATCH');
      if (state.status === 'requiresAction') throw new AppError('CARD_AUTHENTICATION_REQUIRED');
      await settle(payment, state);
      return { ok: true, status: state.status };
    },

    /**
     * The processor's webhook: verifies the signature over the raw body (a bad one throws and changes
     * nothing), then records the event and applies its effect in one transaction, so a repeated delivery
     * applies once.
     */
    async receiveWebhook(rawBody: string, signature: string | undefined): Promise<void> {
      const event: ProcessorEvent = processor.verifyWebhook(rawBody, signature);
      const applied = await repository.transaction(async (tx) => {
        if (!(await repository.recordEvent(tx, platform, event.id, event.rawType, now()))) return null;
        if (event.type === 'refund.succeeded' && event.processorRefundId) {
          await repository.markRefundSucceeded(tx, event.processorRefundId, now());
          return null;
        }
        if (event.type === 'refund.failed' && event.processorRefundId) {
          await applyRefundFailure(tx, event.processorRefundId);
          return null;
        }
        if (
          (event.type !== 'payment.succeeded' && event.type !== 'payment.failed') ||
          !event.processorPaymentId
        ) {
          return null;
        }
        const payment =
          (await repository.byProcessorId(platform, event.processorPaymentId, tx)) ??
          (event.paymentId && isUuid(event.paymentId) ? await repository.byId(event.paymentId, tx) : null);
        if (!payment) return null;
        return applyVerdict(tx, payment, {
          status: event.type === 'payment.succeeded' ? 'succeeded' : 'failed',
          processorPaymentId: event.processorPaymentId,
          failureCode: event.failureCode,
          failureMessage: null,
        });
      });
      if (applied?.kind === 'orderClosed') await refundClosed(applied.payment);
    },

    /**
     * Settles payments nobody is waiting for any more (see repository.unsettled) with what the processor
     * knows: a charge that went through completes its order, or is refunded when the order can no longer
     * take it; one that never reached the processor fails. Safe on several copies at once: every verdict
     * applies once. Answers how many were settled and how many must wait for the processor.
     */
    async reconcile(limit = RECONCILE_BATCH_SIZE): Promise<{ settled: number; waiting: number }> {
      const stale = await repository.unsettled(new Date(clock() - pendingGraceMs), now(), limit);
      let settled = 0;
      let waiting = 0;
      for (const payment of stale) {
        try {
          const verdict = await verdictOf(payment, true);
          if (!verdict || verdict.status === 'requiresAction') {
            waiting += 1;
            continue;
          }
          await settle(payment, verdict);
          settled += 1;
        } catch (error) {
          // One payment the processor cannot answer for now must not hold back the others.
          log.warn({ err: error, paymentId: payment.id }, 'payments: reconciling a payment failed');
          waiting += 1;
        }
      }
      return { settled, waiting };
    },

    /**
     * Refunds part or all of what an order paid, through the processor, on its latest succeeded payment.
     * `refundId` (the refunds row's id) is the idempotency key, so a retried refund is made once.
     */
    async refundPayment(
      orderId: string,
      amount: number,
      refundId: string,
    ): Promise<{ paymentId: string; processorRefundId: string; status: 'succeeded' | 'pending' | 'failed' }> {
      const [payment] = (await repository.succeeded(orderId)).filter(
        (row) => row.processorPaymentId && row.amount >= amount,
      );
      if (!payment?.processorPaymentId) throw new AppError('PAYMENT_RECORD_NOT_FOUND');
      const refund = await processor.refund({
        processorPaymentId: payment.processorPaymentId,
        amount,
        idempotencyKey: refundId,
      });
      return { paymentId: payment.id, ...refund };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
