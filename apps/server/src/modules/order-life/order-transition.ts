import type { MerchantOrderStateDto } from '@nearbite/contract/merchant';
import {
  type DeliveryStatus,
  nextOrderState,
  type OrderEvent,
  type OrderLifeState,
  type OrderLifeStep,
} from '@nearbite/domain/order-life';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { LockedOrder, OrderLifeQueries } from './order-life.repository.js';
import { creditEarnedPoints, settleEnding } from './order-money.js';

/**
 * One change of an order inside its locked transaction: the order row is locked first, the domain table
 * (order-life.ts) says whether the event is allowed, then the state, its handle time and everything that
 * goes with it (released reservations, refunds, the delivery run, earned points) are written.
 */

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

/** Writes what goes with a change of an order (its audit entry) inside the change's transaction. */
export type ChangeHook = (tx: Db, state: MerchantOrderStateDto & { refundId?: string }) => Promise<void>;

/** What each accepted event does to the delivery run, if anything. */
const DELIVERY_STATUS_AFTER: Partial<Record<OrderEvent, DeliveryStatus>> = {
  riderAtBusiness: 'atBusiness',
  startDelivering: 'delivering',
  arriveAtPickupPoint: 'delivered',
  complete: 'delivered',
};

/** The order's state as the domain's transition table reads it. */
export const lifeStateOf = (order: LockedOrder): Required<OrderLifeState> => ({
  orderType: order.orderType,
  orderStatus: order.orderStatus,
  commoditiesStatus: order.commoditiesStatus,
  hasRider: order.hasRider,
  toPickupPoint: order.selfPickupPointId !== null,
  fullRefunded: order.fullRefunded,
});

/** The order's state as the merchant API answers it. */
export const stateDto = (order: LockedOrder): MerchantOrderStateDto => ({
  id: order.id,
  orderStatus: order.orderStatus,
  commoditiesStatus: order.commoditiesStatus,
  fullRefunded: order.fullRefunded,
  refundedPrice: order.refundedPrice,
});

/** The coded refusal of an event the table does not accept from the order's state. */
export function refusal(order: LockedOrder, event: OrderEvent): AppError {
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

/** The order under its row lock; ORDER_NOT_FOUND when there is none. */
export async function lockOrFail(repo: OrderLifeQueries, orderId: string): Promise<LockedOrder> {
  const order = await repo.lockOrder(orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
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
export async function applyLocked(
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
