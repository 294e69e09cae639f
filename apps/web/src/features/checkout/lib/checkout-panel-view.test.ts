import { describe, expect, it } from 'vitest';
import { dinerCounts, feePending, submitLabel, timeDayOffset, timeEmptyKey } from './checkout-panel-view';

const slots = {
  asap: true,
  days: [
    { dayOffset: 0, date: '2026-11-27', weekday: 5, slots: [1000, 2000] },
    { dayOffset: 1, date: '2026-11-28', weekday: 6, slots: [3000] },
  ],
};

describe('checkout panel view', () => {
  it('finds the day of a chosen slot, none for ASAP or a slot gone', () => {
    expect(timeDayOffset(slots, 3000)).toBe(1);
    expect(timeDayOffset(slots, 2000)).toBe(0);
    expect(timeDayOffset(slots, 'asap')).toBeNull();
    expect(timeDayOffset(slots, 9999)).toBeNull();
  });

  it('says why there is no time: host, not delivering today, no delivery times, pickup', () => {
    const base = { toHost: false, deliversToday: true, slots, pickupAddress: null };
    expect(timeEmptyKey('delivery', { ...base, toHost: true })).toBe('checkout.time.noHostTimes');
    expect(
      timeEmptyKey('delivery', { ...base, deliversToday: false, slots: { asap: false, days: [] } }),
    ).toBe('checkout.time.notDeliveringToday');
    expect(timeEmptyKey('delivery', { ...base, deliversToday: false })).toBe('checkout.time.noDeliveryTimes');
    expect(timeEmptyKey('pickup', base)).toBe('checkout.time.noPickupAddress');
    const address = { id: 'p1' } as never;
    expect(timeEmptyKey('pickup', { ...base, pickupAddress: address })).toBe('checkout.time.noPickupTimes');
  });

  it('keeps the delivery fee pending without an address or out of range only', () => {
    expect(feePending({ deliveryFeeState: 'awaitingAddress' })).toBe(true);
    expect(feePending({ deliveryFeeState: 'outOfRange' })).toBe(true);
    expect(feePending({ deliveryFeeState: 'charged' } as never)).toBe(false);
  });

  it('words the submit button: closed first, then a delivery shortfall, then submitting', () => {
    const open = { closed: false, orderType: 'delivery' as const, deliveryShortfall: 0, submitting: false };
    expect(submitLabel({ ...open, closed: true, deliveryShortfall: 500 })).toEqual({
      key: 'checkout.submit.closed',
    });
    expect(submitLabel({ ...open, deliveryShortfall: 500 })).toEqual({
      key: 'checkout.submit.toDeliver',
      shortfall: 500,
    });
    expect(submitLabel({ ...open, orderType: 'pickup', deliveryShortfall: 500 })).toEqual({
      key: 'checkout.submit.button',
    });
    expect(submitLabel({ ...open, submitting: true })).toEqual({ key: 'checkout.submit.submitting' });
  });

  it('offers every diner count from the least to the most', () => {
    expect(dinerCounts(1, 4)).toEqual([1, 2, 3, 4]);
    expect(dinerCounts(3, 2)).toEqual([]);
  });
});
