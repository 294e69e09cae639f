import type { MerchantOrderStateDto, MerchantRefundBody } from '@nearbite/contract/merchant';
import { nextOrderState } from '@nearbite/domain/order-life';
import { commoditiesRefundAmount, type RefundPick } from '@nearbite/domain/refund-amount';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isUuid } from '../../lib/uuid.js';
import type { RefundFailures } from '../refunds/refund-failures.js';
import type { LockedOrder, OrderLifeQueries, OrderLifeRepository } from './order-life.repository.js';
import { recordRefund } from './order-money.js';
import {
  applyLocked,
  type ChangeHook,
  lifeStateOf,
  lockOrFail,
  refusal,
  stateDto,
} from './order-transition.js';

/** A merchant's refund: the contract's union, so each kind carries exactly its own fields. */
export type RefundInput = MerchantRefundBody;

/** What the processor answered for a refund. */
export interface RefundOutcome {
  processorRefundId: string;
  status: 'succeeded' | 'pending' | 'failed';
}

type RefundStatus = RefundOutcome['status'];

/**
 * Processor errors that say nothing about the refund (it may even have gone through): the refund stays
 * pending and is asked for again with the same idempotency key. Any other coded error is a refusal.
 */
const TRANSIENT_PROCESSOR_ERRORS = new Set<string>([
  'CARD_PROCESSOR_UNAVAILABLE',
  'CARD_PROCESSOR_TIMEOUT',
  'CARD_PROCESSOR_RATE_LIMITED',
]);

const isRefusal = (error: unknown): boolean =>
  error instanceof AppError && !TRANSIENT_PROCESSOR_ERRORS.has(error.key);

/** A refund of a custom amount, at most what is left to refund. */
function customRefund(price: number, left: number) {
  if (price > left) {
    throw new AppError('ORDER_REFUND_COUNT_INVALID', 'The amount is more than is left to refund.');
  }
  return { price, lines: [] };
}

/** A refund of some units of some lines: their paid share (refund-amount.ts), at most what is left. */
async function commoditiesRefund(
  repo: OrderLifeQueries,
  order: LockedOrder,
  commodities: Array<{ id: string; refundedNumber: number }>,
  left: number,
): Promise<{ price: number; lines: Array<{ orderLineId: string; count: number }> }> {
  const picks: RefundPick[] = commodities.map((line) => ({ id: line.id, count: line.refundedNumber }));
  const orderLines = await repo.refundableLines(order.id);
  const amount = commoditiesRefundAmount(
    {
      orderDiscountPrice: order.orderDiscountPrice,
      foodCouponDiscount: await repo.foodCouponDiscount(order.id),
      excisePrice: order.excisePrice,
    },
    orderLines.map((line) => ({ ...line, redeemed: line.requiredPoints !== null })),
    picks,
  );
  // Nothing to give back (only items redeemed with points) is refused like a wrong count.
  if (amount === null || amount <= 0) throw new AppError('ORDER_REFUND_COUNT_INVALID');
  return {
    price: Math.min(amount, left),
    lines: picks.map((pick) => ({ orderLineId: pick.id, count: pick.count })),
  };
}

/** Records a merchant refund on the order under its lock, inside the caller's transaction. */
async function recordLocked(repo: OrderLifeQueries, orderId: string, input: RefundInput, at: Date) {
  const order = await lockOrFail(repo, orderId);
  if (input.refundType === 'full') {
    const after = await applyLocked(repo, order, 'fullRefund', { reason: input.reason }, at);
    if (!after.refundId) throw new AppError('ORDER_ALREADY_REFUNDED');
    const state = { ...stateDto(after.order), refundId: after.refundId };
    return { state, refundId: after.refundId, pending: after.pending };
  }
  if (!nextOrderState(lifeStateOf(order), 'partialRefund')) throw refusal(order, 'partialRefund');
  const left = order.paidPrice - order.refundedPrice;
  if (left <= 0) throw new AppError('ORDER_ALREADY_REFUNDED');
  const { price, lines } =
    input.refundType === 'customAmount'
      ? customRefund(input.price, left)
      : await commoditiesRefund(repo, order, input.commodities, left);
  const refund = await recordRefund(repo, order, {
    refundType: input.refundType,
    price,
    reason: input.reason,
    lines,
    at,
  });
  const state = {
    ...stateDto({ ...order, refundedPrice: order.refundedPrice + price }),
    refundId: refund.id,
  };
  return { state, refundId: refund.id, pending: refund.pending };
}

/**
 * An order's refunds: the merchant's (in full, by commodities or a custom amount), carried out by the card
 * processor once per refund, and the processor's late failures of refunds it had taken. Each change is one
 * transaction under the order's row lock, like every other step of the order's life.
 */
export function createOrderRefundsService(deps: {
  repository: OrderLifeRepository;
  clock: Clock;
  /**
   * Refunds `amount` of the order's card payment through the processor, keyed by the refund's id (the
   * payments service's refundPayment); card refunds wait in the outbox until one is given.
   */
  refundPayment?: (orderId: string, amount: number, refundId: string) => Promise<RefundOutcome>;
  /** Where payments report refunds the processor failed after taking them; the order's life handles them. */
  refundFailures?: Pick<RefundFailures, 'handle'>;
}) {
  const { repository, clock } = deps;
  const now = () => new Date(clock());

  /** Records a merchant refund in one transaction; `pending` when it waits for the card processor. */
  async function recordMerchantRefund(
    orderId: string,
    input: RefundInput,
    within: ChangeHook | undefined,
  ): Promise<{ state: MerchantOrderStateDto & { refundId: string }; refundId: string; pending: boolean }> {
    const at = now();
    return repository.transaction(async (repo, tx) => {
      const recorded = await recordLocked(repo, orderId, input, at);
      await within?.(tx, recorded.state);
      return recorded;
    });
  }

  /**
   * Sends a pending refund to the card processor, keyed by the refund's id so a retry never refunds twice,
   * and applies the answer once, under the order's lock: a refusal marks the refund failed and takes it
   * out of the order's refunded figures (the refunded price, the lines' refunded units, the full-refund
   * flag); an acceptance moves the points of a completed order refunded in full (the points it spent come
   * back, those it earned go) once no refund of it waits for the processor. Answers the refund's status;
   * a transient processor error throws.
   */
  async function settle(refundId: string): Promise<RefundStatus | null> {
    const refund = await repository.pendingRefund(refundId);
    if (!refund) return null;
    if (refund.status !== 'pending' || refund.processorRefundId !== null) return refund.status;
    if (!deps.refundPayment) throw new Error('no card processor is configured to carry out refunds');
    let outcome: Pick<RefundOutcome, 'status'> & { processorRefundId: string | null };
    try {
      outcome = await deps.refundPayment(refund.orderId, refund.price, refund.id);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      outcome = { status: 'failed', processorRefundId: null };
    }
    const at = now();
    return repository.transaction(async (repo) => {
      const order = await lockOrFail(repo, refund.orderId);
      // Another caller (the relay, or the merchant's request) applied an answer first.
      if (!(await repo.settleRefund(refund.id, outcome, at))) {
        return (await repo.pendingRefund(refund.id))?.status ?? null;
      }
      if (outcome.status === 'failed') {
        await repo.releaseRefund(refund, at);
      } else if (
        order.orderStatus === 'completed' &&
        order.fullRefunded &&
        !(await repo.hasUnsettledRefund(order.id))
      ) {
        await repo.rollBackCompletedOrderPoints(order, at);
      }
      return outcome.status;
    });
  }

  const service = {
    /**
     * A merchant refund: everything still paid, some commodities, or a custom amount. A refund to a card
     * waits for the processor's answer, so a refusal answers D8 (CARD_REFUND_REFUSED) with the refund
     * marked failed and left out of the order's figures; a full refund's cancellation of an unfinished
     * order stands. When the processor cannot be asked now, the refund stays pending for the outbox relay
     * and the answer counts it. `within` writes what goes with the refund (its audit entry) in the
     * refund's transaction.
     */
    async refund(
      orderId: string,
      input: RefundInput,
      within?: ChangeHook,
    ): Promise<MerchantOrderStateDto & { refundId: string }> {
      const recorded = await recordMerchantRefund(orderId, input, within);
      if (recorded.pending) {
        let status: RefundStatus | null = null;
        try {
          status = await settle(recorded.refundId);
        } catch {
          // Unreachable or busy processor: the outbox relay retries with the same idempotency key.
        }
        if (status === 'failed') throw new AppError('CARD_REFUND_REFUSED');
      }
      return recorded.state;
    },

    /**
     * Sends a recorded refund to the card processor (the outbox relay calls this and retries a failure);
     * the refund's id is the idempotency key, so a retry never refunds twice. A refusal by the processor
     * (a coded error, or a failed refund) marks the refund failed and takes it out of the order's refunded
     * figures, for the merchant to handle.
     */
    async settleRefund(refundId: string): Promise<void> {
      await settle(refundId);
    },

    /**
     * The processor failed a refund it had taken (Stripe may fail an accepted refund days later, e.g. to
     * a closed card, and says so in its webhook). Runs in the caller's transaction (the webhook's, which
     * records the event with it) and does what a refusal at request time does, under the order's lock:
     * the refund is marked failed and taken out of the order's refunded figures. Points that moved when
     * the processor accepted it stay where they are; the merchant adjusts them through the points API. A
     * refund the processor has not taken, or that already failed, changes nothing. Answers whether it
     * changed anything.
     */
    async refundFailedAtProcessor(refundId: string, tx: Db): Promise<boolean> {
      const repo = repository.joining(tx);
      const refund = isUuid(refundId) ? await repo.pendingRefund(refundId) : null;
      if (!refund) return false;
      const at = now();
      await lockOrFail(repo, refund.orderId);
      if (!(await repo.failTakenRefund(refund.id, at))) return false;
      await repo.releaseRefund(refund, at);
      return true;
    },
  };
  deps.refundFailures?.handle((tx, refundId) => service.refundFailedAtProcessor(refundId, tx));
  return service;
}

export type OrderRefundsService = ReturnType<typeof createOrderRefundsService>;
