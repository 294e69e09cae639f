import type { OrderType } from '@nearbite/domain/order-type';
import type { TimeSlots } from '@nearbite/domain/ordering-time';
import type { PriceQuote } from '@nearbite/domain/pricing';
import type { TextKey } from '../../../shared/i18n/translation';
import type { CheckoutState } from './checkout-state';

/** The day offset of a chosen slot (null for ASAP or a slot no longer offered), for its "Tomorrow" word. */
export function timeDayOffset(slots: TimeSlots, time: number | 'asap'): number | null {
  if (time === 'asap') return null;
  return slots.days.find((day) => day.slots.includes(time))?.dayOffset ?? null;
}

/** Why the time chooser has nothing to offer: the key of its message. */
export function timeEmptyKey(
  orderType: OrderType,
  state: Pick<CheckoutState, 'toHost' | 'deliversToday' | 'slots' | 'pickupAddress'>,
): TextKey {
  if (orderType === 'delivery') {
    if (state.toHost) return 'checkout.time.noHostTimes';
    return !state.deliversToday && state.slots.days.length === 0
      ? 'checkout.time.notDeliveringToday'
      : 'checkout.time.noDeliveryTimes';
  }
  return state.pickupAddress ? 'checkout.time.noPickupTimes' : 'checkout.time.noPickupAddress';
}

/** The delivery fee is not in the total yet: no address, or one out of range. */
export function feePending(quote: Pick<PriceQuote, 'deliveryFeeState'>): boolean {
  return quote.deliveryFeeState === 'awaitingAddress' || quote.deliveryFeeState === 'outOfRange';
}

/** What the submit button says, and whether it can be pressed. */
export type SubmitLabel =
  | { key: 'checkout.submit.closed' }
  | { key: 'checkout.submit.toDeliver'; shortfall: number }
  | { key: 'checkout.submit.submitting' }
  | { key: 'checkout.submit.button' };

/**
 * A closed store (not open, not taking reservations) says so; a delivery under the store's minimum says
 * how much is missing; else the button says it is submitting or invites to submit.
 */
export function submitLabel({
  closed,
  orderType,
  deliveryShortfall,
  submitting,
}: {
  closed: boolean;
  orderType: OrderType;
  deliveryShortfall: number;
  submitting: boolean;
}): SubmitLabel {
  if (closed) return { key: 'checkout.submit.closed' };
  const shortfall = orderType === 'delivery' ? deliveryShortfall : 0;
  if (shortfall > 0) return { key: 'checkout.submit.toDeliver', shortfall };
  return { key: submitting ? 'checkout.submit.submitting' : 'checkout.submit.button' };
}

/** The diner counts a dine-in order offers, from `min` to `max`. */
export function dinerCounts(min: number, max: number): number[] {
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => index + min);
}
