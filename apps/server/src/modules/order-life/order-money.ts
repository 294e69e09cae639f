import type { OrderEvent, OrderLifeStep } from '@nearbite/domain/order-life';
import { pointsEarnedFor } from '@nearbite/domain/points-earning';
import { AppError } from '../../errors/app-error.js';
import type { LockedOrder, OrderLifeQueries } from './order-life.repository.js';

/**
 * The money, reservations and points a change of an order moves, inside its locked transaction: refunds
 * written for the processor or settled at once, reservations given back, points earned or taken back.
 */

/** Food the diner paid for (after item, order-type and food-coupon discounts), less refunds. */
function foodPaid(order: LockedOrder, foodCoupon: number): number {
  return (
    order.commoditiesPrice - order.discountPrice - order.orderDiscountPrice - foodCoupon - order.refundedPrice
  );
}

/**
 * Writes a refund; one to a card payment waits in the outbox for the processor (`pending`), any other is
 * settled at once. Either way the order's refunded figures count it from now on; a refusal by the
 * processor takes it out again (settle).
 */
export async function recordRefund(
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

/** Credits the points a completed order earns at its store's running programme, if any. */
export async function creditEarnedPoints(
  repo: OrderLifeQueries,
  order: LockedOrder,
  at: Date,
): Promise<void> {
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
export async function settleEnding(
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
