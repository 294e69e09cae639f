import type { MerchantOrderStateDto, MerchantRefundBody } from '@nearbite/contract/merchant';
import type { CancellationReason } from '@nearbite/contract/order-status';
import { canCancel, orderDisplayState } from '@nearbite/domain/order-display';
import {
  type DeliveryStatus,
  nextOrderState,
  type OrderEvent,
  type OrderLifeState,
  type OrderLifeStep,
} from '@nearbite/domain/order-life';
import { pointsEarnedFor } from '@nearbite/domain/points-earning';
import { commoditiesRefundAmount, type RefundPick } from '@nearbite/domain/refund-amount';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isUuid } from '../../lib/uuid.js';
import type { RefundFailures } from '../refunds/refund-failures.js';
import type {
  DeliveryRoute,
  LockedOrder,
  OrderLifeQueries,
  OrderLifeRepository,
} from './order-life.repository.js';

/** Why the deadline sweeper cancelled an order (stored as its cancellation reason). */
export const PAYMENT_TIMEOUT_REASON = 'paymentTimeout';

/** A rider as the merchant API or the simulator names one. */
export interface RiderInput {
  userName: string;
  phoneNumber: string;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

export interface EventInput {
  rider?: RiderInput | undefined;
  reason?: string | undefined;
}

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

/** What the demo simulator does to one order it claimed. */
export type SimulatedAction =
  | {
      kind: 'event';
      event: OrderEvent;
      rider?: RiderInput;
      riderAt?: { latitude: number; longitude: number };
    }
  | { kind: 'moveRider'; latitude: number; longitude: number }
  | { kind: 'wait' };

/** What the simulator's planner is told about an order it claimed. */
export interface SimulatedOrder {
  state: OrderLifeState;
  /** When the order last changed (its last step), epoch ms. */
  lastStepAt: number;
  /** The delivery or pickup time the diner chose, epoch ms; null for as soon as possible. */
  scheduledAt: number | null;
  route: DeliveryRoute | null;
}

/** What each accepted event does to the delivery run, if anything. */
const DELIVERY_STATUS_AFTER: Partial<Record<OrderEvent, DeliveryStatus>> = {
  riderAtBusiness: 'atBusiness',
  startDelivering: 'delivering',
  arriveAtPickupPoint: 'delivered',
  complete: 'delivered',
};

const lifeStateOf = (order: LockedOrder): Required<OrderLifeState> => ({
  orderType: order.orderType,
  orderStatus: order.orderStatus,
  commoditiesStatus: order.commoditiesStatus,
  hasRider: order.hasRider,
  toPickupPoint: order.selfPickupPointId !== null,
  fullRefunded: order.fullRefunded,
});

const stateDto = (order: LockedOrder): MerchantOrderStateDto => ({
  id: order.id,
  orderStatus: order.orderStatus,
  commoditiesStatus: order.commoditiesStatus,
  fullRefunded: order.fullRefunded,
  refundedPrice: order.refundedPrice,
});

/** The coded refusal of an event the table does not accept from the order's state. */
function refusal(order: LockedOrder, event: OrderEvent): AppError {
  if (event === 'cancel') {
    return new AppError(
      order.orderStatus === 'cancelled' ? 'ORDER_ALREADY_CANCELLED' : 'ORDER_CANNOT_CANCEL',
    );
  }
  if ((event === 'fullRefund' || event === 'partialRefund') && order.fullRefunded) {
    return new AppError('ORDER_ALREADY_REFUNDED');
  }
  return new AppError('ORDER_STATUS_INVALID');
}

/** A refund of a custom amount, at most what is left to refund. */
function customRefund(price: number, left: number) {
  if (price > left) {
    throw new AppError('ORDER_REFUND_COUNT_INVALID', 'The amount is more than is left to refund.');
  }
  return { price, lines: [] };
}

/** Food the diner paid for (after item, order-type and food-coupon discounts), less refunds. */
function foodPaid(order: LockedOrder, foodCoupon: number): number {
  return (
    order.commoditiesPrice - order.discountPrice - order.orderDiscountPrice - foodCoupon - order.refundedPrice
  );
}

/**
 * The order's life after submission: merchant events, the diner's cancellation, refunds, the payment
 * deadline and the demo simulator. Every change is one transaction that locks the order row first, asks
 * the domain table (order-life.ts) whether the event is allowed, and writes the state, the handle time and
 * everything that goes with it (released reservations, refunds, the delivery run, earned points).
 */
export function createOrderLifeService(deps: {
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

  async function lockOrFail(repo: OrderLifeQueries, orderId: string): Promise<LockedOrder> {
    const order = await repo.lockOrder(orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  /** Refunds everything still paid: every unit not yet refunded, fees, tip and tax. */
  async function refundEverything(repo: OrderLifeQueries, order: LockedOrder, reason: string, at: Date) {
    const amount = order.paidPrice - order.refundedPrice;
    const lines = await repo.refundableLines(order.id);
    const left = lines
      .filter((line) => line.boughtNumber > line.refundedNumber)
      .map((line) => ({ orderLineId: line.id, count: line.boughtNumber - line.refundedNumber }));
    return recordRefund(repo, order, {
      refundType: left.length > 0 ? 'commodities' : 'customAmount',
      price: amount,
      reason,
      lines: left,
      at,
    });
  }

  /**
   * Writes a refund; one to a card payment waits in the outbox for the processor (`pending`), any other is
   * settled at once. Either way the order's refunded figures count it from now on; a refusal by the
   * processor takes it out again (settle).
   */
  async function recordRefund(
    repo: OrderLifeQueries,
    order: LockedOrder,
    refund: {
      refundType: 'commodities' | 'customAmount';
      price: number;
      reason: string;
      lines: Array<{ orderLineId: string; count: number }>;
      at: Date;
    },
  ): Promise<{ id: string; pending: boolean }> {
    const payment = await repo.succeededPayment(order.id);
    const toProcessor = payment?.processorPaymentId != null;
    const id = await repo.recordRefund(
      {
        orderId: order.id,
        paymentId: payment?.id ?? null,
        refundType: refund.refundType,
        price: refund.price,
        reason: refund.reason,
        status: toProcessor ? 'pending' : 'succeeded',
        lines: refund.lines,
      },
      refund.at,
    );
    return { id, pending: toProcessor };
  }

  async function creditEarnedPoints(repo: OrderLifeQueries, order: LockedOrder, at: Date): Promise<void> {
    const programme = await repo.runningProgramme(order.businessId, at);
    if (!programme) return;
    const foodCoupon = await repo.foodCouponDiscount(order.id);
    const points = pointsEarnedFor({
      foodPaidCents: foodPaid(order, foodCoupon),
      pointsPerDollar: programme.pointsPerDollar,
      isDouble: programme.isDouble,
    });
    if (points > 0) await repo.creditPoints(order, points, at);
  }

  /**
   * The money and reservations an event moves. Ending an order (cancel, expire, a full refund of an open
   * one) gives back what it reserved; a full refund of a completed one takes back its points; either
   * refunds everything still paid. The points of a completed order move only with money that came back:
   * at once for a refund settled at once, else when the processor accepts the refund (settle).
   */
  async function settleEnding(
    repo: OrderLifeQueries,
    order: LockedOrder,
    step: OrderLifeStep,
    event: OrderEvent,
    reason: string | undefined,
    at: Date,
  ): Promise<{ refundId: string | null; pending: boolean; refundedPrice: number; fullRefunded: boolean }> {
    const refundable = order.paidPrice - order.refundedPrice;
    if (event === 'fullRefund' && refundable <= 0) throw new AppError('ORDER_ALREADY_REFUNDED');
    const cancelling = step.orderStatus === 'cancelled';
    if (cancelling) await repo.releaseReservations(order, at);
    if ((!cancelling && event !== 'fullRefund') || refundable <= 0) {
      return {
        refundId: null,
        pending: false,
        refundedPrice: order.refundedPrice,
        fullRefunded: step.fullRefunded,
      };
    }
    const refund = await refundEverything(repo, order, reason ?? event, at);
    if (event === 'fullRefund' && step.orderStatus === 'completed' && !refund.pending) {
      await repo.rollBackCompletedOrderPoints(order, at);
    }
    return {
      refundId: refund.id,
      pending: refund.pending,
      refundedPrice: order.paidPrice,
      fullRefunded: true,
    };
  }

  /** The delivery run after an event: a (new) rider, its status, or cancelled with the order. */
  async function updateDeliveryRun(
    repo: OrderLifeQueries,
    order: LockedOrder,
    step: OrderLifeStep,
    event: OrderEvent,
    rider: RiderInput | undefined,
    at: Date,
  ): Promise<void> {
    if (order.orderType !== 'delivery') return;
    if (event === 'assignRider' && rider) {
      await repo.assignRider(
        order.id,
        {
          carrier: order.deliveryCarrier ?? 'platform',
          userName: rider.userName,
          phoneNumber: rider.phoneNumber,
          latitude: rider.latitude ?? null,
          longitude: rider.longitude ?? null,
        },
        at,
      );
    }
    const status = step.orderStatus === 'cancelled' ? 'cancelled' : DELIVERY_STATUS_AFTER[event];
    if (status) await repo.setDeliveryStatus(order.id, status, at);
  }

  /**
   * Applies an event to a locked order inside the caller's transaction and answers the order after it:
   * the table's verdict, then money and reservations, earned points on completion, the state with its
   * handle time, and the delivery run.
   */
  async function applyLocked(
    repo: OrderLifeQueries,
    order: LockedOrder,
    event: OrderEvent,
    input: EventInput,
    at: Date,
  ): Promise<{ order: LockedOrder; refundId: string | null; pending: boolean }> {
    const step = nextOrderState(lifeStateOf(order), event);
    if (!step) throw refusal(order, event);
    if (event === 'assignRider' && !input.rider) {
      throw new AppError('REQUEST_INVALID', 'assignRider needs a rider.');
    }
    const { reason } = input;
    const money = await settleEnding(repo, order, step, event, reason, at);
    if (event === 'complete') await creditEarnedPoints(repo, order, at);
    const cancelling = step.orderStatus === 'cancelled';
    await repo.writeState(
      order.id,
      {
        orderStatus: step.orderStatus,
        commoditiesStatus: step.commoditiesStatus,
        fullRefunded: money.fullRefunded,
        ...(cancelling && reason ? { cancellationReason: reason } : {}),
        ...(money.fullRefunded && !order.fullRefunded && reason ? { fullRefundReason: reason } : {}),
      },
      at,
    );
    if (step.handleTimeKey) await repo.addHandleTime(order.id, step.handleTimeKey, at);
    await updateDeliveryRun(repo, order, step, event, input.rider, at);
    const after: LockedOrder = {
      ...order,
      orderStatus: step.orderStatus,
      commoditiesStatus: step.commoditiesStatus,
      fullRefunded: money.fullRefunded,
      hasRider: step.hasRider,
      refundedPrice: money.refundedPrice,
      updatedAt: at,
    };
    return { order: after, refundId: money.refundId, pending: money.pending };
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

  const now = () => new Date(clock());

  /** Records a merchant refund in one transaction; `pending` when it waits for the card processor. */
  async function recordMerchantRefund(
    orderId: string,
    input: RefundInput,
  ): Promise<{ state: MerchantOrderStateDto & { refundId: string }; refundId: string; pending: boolean }> {
    const at = now();
    return repository.transaction(async (repo) => {
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
    /** A merchant event (confirm, ready, assignRider, …, cancel) on an order. */
    async applyEvent(orderId: string, event: OrderEvent, input: EventInput): Promise<MerchantOrderStateDto> {
      const at = now();
      return repository.transaction(async (repo) => {
        const order = await lockOrFail(repo, orderId);
        return stateDto((await applyLocked(repo, order, event, input, at)).order);
      });
    },

    /**
     * The diner cancels their own order while it is unpaid or paid but not yet confirmed (display
     * states 0 and 1); a paid one is refunded in full.
     */
    async cancelByDiner(userId: string, orderId: string, reason: CancellationReason): Promise<void> {
      const at = now();
      await repository.transaction(async (repo) => {
        const order = await lockOrFail(repo, orderId);
        if (order.userId !== userId) throw new AppError('ORDER_FORBIDDEN');
        if (order.orderStatus === 'cancelled') throw new AppError('ORDER_ALREADY_CANCELLED');
        const display = orderDisplayState(lifeStateOf(order));
        if (!canCancel(display, 'detail')) throw new AppError('ORDER_CANNOT_CANCEL');
        await applyLocked(repo, order, 'cancel', { reason }, at);
      });
    },

    /** Where the rider is now; only while the order is on its way and has a rider. */
    async moveRider(orderId: string, latitude: number, longitude: number): Promise<MerchantOrderStateDto> {
      const at = now();
      return repository.transaction(async (repo) => {
        const order = await lockOrFail(repo, orderId);
        if (order.orderType !== 'delivery' || order.orderStatus !== 'confirmed') {
          throw new AppError('ORDER_STATUS_INVALID');
        }
        if (!order.hasRider) throw new AppError('ORDER_DRIVER_NOT_ASSIGNED');
        await repo.moveRider(order.id, latitude, longitude, at);
        return stateDto(order);
      });
    },

    /**
     * A merchant refund: everything still paid, some commodities, or a custom amount. A refund to a card
     * waits for the processor's answer, so a refusal answers D8 (CARD_REFUND_REFUSED) with the refund
     * marked failed and left out of the order's figures; a full refund's cancellation of an unfinished
     * order stands. When the processor cannot be asked now, the refund stays pending for the outbox relay
     * and the answer counts it.
     */
    async refund(orderId: string, input: RefundInput): Promise<MerchantOrderStateDto & { refundId: string }> {
      const recorded = await recordMerchantRefund(orderId, input);
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

    /**
     * Cancels up to `limit` unpaid orders past their payment deadline and gives back what they reserved;
     * answers how many. One transaction per order: it takes the order's stock rows in their id order, as
     * submission does, which a transaction spanning several orders could not, so the two never deadlock.
     * Rows another server copy holds are skipped, and so are orders with a payment in flight: nothing is
     * cancelled while its charge is unknown.
     */
    async expireOverdue(limit: number): Promise<number> {
      const at = now();
      let expired = 0;
      while (expired < limit) {
        const found = await repository.transaction(async (repo) => {
          const [id] = await repo.claimExpiredUnpaid(at, 1);
          if (!id) return false;
          const order = await lockOrFail(repo, id);
          // A pay that started after the claim's snapshot; the next claim no longer finds the order.
          if (await repo.hasPaymentInFlight(id)) return true;
          await applyLocked(repo, order, 'expire', { reason: PAYMENT_TIMEOUT_REASON }, at);
          return true;
        });
        if (!found) break;
        expired += 1;
      }
      return expired;
    },

    /**
     * One tick of the demo simulator: claims up to `limit` paid, unfinished orders due a step (rows
     * another copy holds are skipped) and does what `plan` says for each. Answers how many it changed.
     * A confirmed order scheduled more than `lookAheadMs` ahead is not claimed, so orders waiting for their
     * time never fill the batch and hold back the others.
     */
    async simulate(
      options: { stepMs: number; limit: number; lookAheadMs: number },
      plan: (order: SimulatedOrder, now: number) => SimulatedAction,
    ): Promise<number> {
      const at = now();
      return repository.transaction(async (repo) => {
        const ids = await repo.claimSimulated(
          new Date(at.getTime() - options.stepMs),
          new Date(at.getTime() + options.lookAheadMs),
          options.limit,
        );
        let changed = 0;
        for (const id of ids) {
          const order = await lockOrFail(repo, id);
          const route = order.orderType === 'delivery' ? await repo.deliveryRoute(order.id) : null;
          const action = plan(
            {
              state: lifeStateOf(order),
              lastStepAt: order.updatedAt.getTime(),
              scheduledAt: order.scheduledTime?.getTime() ?? null,
              route,
            },
            at.getTime(),
          );
          if (action.kind === 'wait') continue;
          changed += 1;
          if (action.kind === 'moveRider') {
            await repo.moveRider(order.id, action.latitude, action.longitude, at);
            continue;
          }
          await applyLocked(repo, order, action.event, { rider: action.rider }, at);
          if (action.riderAt) {
            await repo.moveRider(order.id, action.riderAt.latitude, action.riderAt.longitude, at);
          }
        }
        return changed;
      });
    },
  };
  deps.refundFailures?.handle((tx, refundId) => service.refundFailedAtProcessor(refundId, tx));
  return service;
}

export type OrderLifeService = ReturnType<typeof createOrderLifeService>;
