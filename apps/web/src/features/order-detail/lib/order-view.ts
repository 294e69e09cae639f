import type { OrderDetailDto } from '@nearbite/contract/order-views';
import {
  canCallWaiter,
  canCancel,
  canOrderAgain,
  canPay,
  canViewRefund,
  isOrderStillChanging,
  isTableSessionFresh,
  mapCentreOf,
  type OrderDisplayInput,
  type OrderDisplayState,
  type OrderStatusLabelKey,
  orderDisplayState,
  orderStatusLabelKey,
  shouldPollOrder,
} from '@nearbite/domain/order-display';
import { UNPAID_ORDER_STATUSES } from '@nearbite/domain/order-life';
import { orderAgainUrl } from '../../../shared/lib/order-again-link';
import { paths } from '../../../shared/lib/paths';

/** The fields of the detail its display state and label depend on. */
export function displayInputOf(order: OrderDetailDto): OrderDisplayInput {
  return {
    orderType: order.orderType,
    orderStatus: order.orderStatus,
    commoditiesStatus: order.commoditiesStatus,
    hasRider: order.deliveryInfo?.rider != null,
    fullRefunded: order.fullRefunded,
  };
}

export function detailStateOf(order: OrderDetailDto): OrderDisplayState {
  return orderDisplayState(displayInputOf(order));
}

export function detailLabelOf(order: OrderDetailDto): OrderStatusLabelKey {
  return orderStatusLabelKey(displayInputOf(order));
}

/** Whether the detail shows the map sheet (a delivery order on its way). */
export function isLiveDelivery(order: OrderDetailDto): boolean {
  return shouldPollOrder(order.orderType, detailStateOf(order));
}

/** Whether the detail reads the order again every 10 s: until it is completed, cancelled or refunded. */
export function isStillChanging(order: OrderDetailDto): boolean {
  return isOrderStillChanging(detailStateOf(order));
}

/** What the detail's action bar offers at a moment. */
export interface DetailActions {
  cancel: boolean;
  pay: boolean;
  /** The store page that refills the cart from this order (with the table while its session is fresh), or null. */
  orderAgain: string | null;
  /** A fresh dine-in table session: the store page for the same table, or null. */
  orderMore: string | null;
  callWaiter: boolean;
  viewRefund: boolean;
  emailReceipt: boolean;
}

function storePage(order: OrderDetailDto, withTable: boolean): string {
  const business = `businessId=${encodeURIComponent(order.business.id)}`;
  const table = order.dineinInfo?.tableName;
  return withTable && table
    ? `${paths.postDetail}?${business}&tableName=${encodeURIComponent(table)}`
    : `${paths.postDetail}?${business}`;
}

/**
 * The detail's actions: cancel in 1, and in 0 with time left to pay; pay with time left, order again in 6 and 7, order more at a
 * dine-in table whose session is fresh (2 hours) and not over, call waiter for dine-in, view refund, and
 * the e-mailed receipt once something was paid.
 */
export function detailActionsOf(order: OrderDetailDto, payLeftSeconds: number, now: number): DetailActions {
  const state = detailStateOf(order);
  const freshTable = order.orderType === 'dineIn' && isTableSessionFresh(order.createdTime, now);
  return {
    // An unpaid order out of time is being cancelled by the deadline sweeper: nothing left to cancel.
    cancel: canCancel(state, 'detail') && !(state === 0 && payLeftSeconds <= 0),
    pay: canPay(state, payLeftSeconds),
    orderAgain: canOrderAgain(state, 'detail')
      ? orderAgainUrl(order.business.id, order.id, freshTable ? (order.dineinInfo?.tableName ?? null) : null)
      : null,
    orderMore: freshTable && ![0, 6, 7, 13].includes(state) ? storePage(order, true) : null,
    callWaiter: canCallWaiter(order.orderType, state),
    viewRefund: canViewRefund(state, order.hasPartRefund),
    emailReceipt: order.payments.some((payment) => payment.status === 'succeeded'),
  };
}

/** What the payment section says when the order has no payment to list. */
export type NoPaymentNote = 'notPaidYet' | 'nothingToPay' | 'notPaid';

/**
 * Without payments: an order that still awaits payment is "not paid yet"; one that totalled $0.00 (points or a
 * coupon covered it, and the server marked it paid) had "nothing to pay"; one that ended unpaid was "not paid".
 * Takes the fields the detail and the public receipt share.
 */
export function noPaymentNoteOf(order: Pick<OrderDetailDto, 'orderStatus' | 'totalPrice'>): NoPaymentNote {
  if (UNPAID_ORDER_STATUSES.includes(order.orderStatus)) return 'notPaidYet';
  if (order.totalPrice === 0) return 'nothingToPay';
  return order.orderStatus === 'cancelled' ? 'notPaid' : 'notPaidYet';
}

/** A point on the order map. */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** The order map: where it first centres, and its markers (store, destination, rider when located). */
export interface OrderMapView {
  centre: MapPoint;
  store: MapPoint;
  destination: MapPoint | null;
  /** True when the destination is a pickup point (a host), not the diner's address. */
  destinationIsPickupPoint: boolean;
  rider: MapPoint | null;
}

const pointOf = ([longitude, latitude]: readonly [number, number]): MapPoint => ({ latitude, longitude });

/** The map of a delivery order; centred on the host in state 14, else the rider, else the store. */
export function orderMapOf(order: OrderDetailDto): OrderMapView {
  const delivery = order.deliveryInfo;
  const store = pointOf(order.business.coordinates);
  const pickupPoint = delivery?.selfPickupPoint
    ? pointOf(delivery.selfPickupPoint.location.coordinates)
    : null;
  const address = delivery?.address ? pointOf(delivery.address.location.coordinates) : null;
  const riderLocation = delivery?.rider?.location;
  const rider = riderLocation ? pointOf(riderLocation.coordinates) : null;
  return {
    centre: mapCentreOf(detailStateOf(order), { pickupPoint, rider, business: store }),
    store,
    destination: pickupPoint ?? address,
    destinationIsPickupPoint: pickupPoint !== null,
    rider,
  };
}
