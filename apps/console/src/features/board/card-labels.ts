import type { BoardColumn, BoardOrderDto } from '@nearbite/contract/console-board';
import { CANCELLATION_REASONS, type CancellationReason } from '@nearbite/domain/order-display';
import type { boardTexts } from './texts';

type BoardTexts = (typeof boardTexts)['en'];

/** The column's title. */
export function columnTitle(column: BoardColumn, t: BoardTexts): string {
  return {
    incoming: t.columnIncoming,
    scheduled: t.columnScheduled,
    preparing: t.columnPreparing,
    ready: t.columnReady,
    outForDelivery: t.columnOutForDelivery,
    done: t.columnDone,
  }[column];
}

export function orderTypeLabel(order: BoardOrderDto, t: BoardTexts): string {
  return { delivery: t.typeDelivery, pickup: t.typePickup, dineIn: t.typeDineIn }[order.orderType];
}

/** "Complete" says what handing over is for the order's type: picked up, served, delivered. */
export function completeLabel(order: BoardOrderDto, t: BoardTexts): string {
  return { delivery: t.completeDelivery, pickup: t.completePickup, dineIn: t.completeDineIn }[
    order.orderType
  ];
}

/** Before it is accepted, cancelling an order is refusing it. */
export function isRefusal(order: BoardOrderDto): boolean {
  return order.actions.includes('accept');
}

export function reasonLabel(reason: CancellationReason, t: BoardTexts): string {
  return {
    noLongerWanted: t.reasonNoLongerWanted,
    merchantDidNotReceiveInTime: t.reasonMerchantDidNotReceiveInTime,
    badBusinessAttitude: t.reasonBadBusinessAttitude,
    repeatOrders: t.reasonRepeatOrders,
    other: t.reasonOther,
  }[reason];
}

/** A cancellation reason as the server keeps it: a known reason translated, anything else as written. */
export function storedReasonLabel(reason: string, t: BoardTexts): string {
  return (CANCELLATION_REASONS as readonly string[]).includes(reason)
    ? reasonLabel(reason as CancellationReason, t)
    : reason;
}

/** Orders waiting to be accepted (the ones the shift's sound is for). */
export function waitingOrders(orders: readonly BoardOrderDto[]): number {
  return orders.filter((order) => order.actions.includes('accept')).length;
}
