import { describe, expect, it } from 'vitest';
import {
  acceptedReadyAt,
  BOARD_ORDER_LIMIT,
  type BoardOrderState,
  boardActions,
  boardColumn,
  boardDayStart,
  maskedPhone,
  SCHEDULED_LEAD_MINUTES,
  WAITER_CALL_WINDOW_MS,
} from './board-column.js';
import { expectedReadyAt } from './store-operations.js';

const NOW = Date.parse('2025-06-11T19:00:00Z');
const MINUTE = 60_000;
/** The store prepares food in 20 minutes. */
const PREP_SECONDS = 1200;

const order = (overrides: Partial<BoardOrderState> = {}): BoardOrderState => ({
  orderType: 'pickup',
  orderStatus: 'paid',
  commoditiesStatus: null,
  scheduledTime: null,
  paidPrice: 2890,
  refundedPrice: 0,
  ...overrides,
});

const columnOf = (overrides: Partial<BoardOrderState>) => boardColumn(order(overrides), NOW, PREP_SECONDS);

describe('board numbers', () => {
  it('pins the pre-order lead, the order limit and the waiter-call window', () => {
    expect(SCHEDULED_LEAD_MINUTES).toBe(30);
    expect(BOARD_ORDER_LIMIT).toBe(200);
    expect(WAITER_CALL_WINDOW_MS).toBe(12 * 60 * MINUTE);
  });

  it('puts an accepted order’s food ready after its preparation plus the store’s busy minutes', () => {
    expect(expectedReadyAt(NOW, 20, 0)).toBe(NOW + 20 * MINUTE);
    expect(expectedReadyAt(NOW, 20, 10)).toBe(NOW + 30 * MINUTE);
    expect(acceptedReadyAt(NOW, 20, 10, null)).toBe(NOW + 30 * MINUTE);
  });

  it('never puts a pre-order’s food ready before the time the diner chose', () => {
    expect(acceptedReadyAt(NOW, 20, 0, NOW + 180 * MINUTE)).toBe(NOW + 180 * MINUTE);
    expect(acceptedReadyAt(NOW, 20, 0, NOW + 5 * MINUTE)).toBe(NOW + 20 * MINUTE);
  });
});

describe('boardColumn', () => {
  it('leaves unpaid orders off the board', () => {
    expect(columnOf({ orderStatus: 'received' })).toBeNull();
    expect(columnOf({ orderStatus: 'partiallyPaid' })).toBeNull();
  });

  it('puts a paid order in incoming, and one chosen further ahead than preparation + 30 min in scheduled', () => {
    expect(columnOf({})).toBe('incoming');
    const edge = NOW + PREP_SECONDS * 1000 + SCHEDULED_LEAD_MINUTES * MINUTE;
    expect(columnOf({ scheduledTime: edge })).toBe('incoming');
    expect(columnOf({ scheduledTime: edge + 1 })).toBe('scheduled');
    expect(columnOf({ scheduledTime: NOW - MINUTE })).toBe('incoming');
  });

  it('follows the food once accepted', () => {
    expect(columnOf({ orderStatus: 'confirmed', commoditiesStatus: 'preparing' })).toBe('preparing');
    expect(columnOf({ orderStatus: 'confirmed', commoditiesStatus: null })).toBe('preparing');
    // An accepted pre-order is being prepared: staff accepted it.
    expect(
      columnOf({
        orderStatus: 'confirmed',
        commoditiesStatus: 'preparing',
        scheduledTime: NOW + 600 * MINUTE,
      }),
    ).toBe('preparing');
    expect(columnOf({ orderStatus: 'confirmed', commoditiesStatus: 'ready' })).toBe('ready');
    expect(columnOf({ orderStatus: 'confirmed', commoditiesStatus: 'atBusiness' })).toBe('ready');
    expect(columnOf({ orderStatus: 'confirmed', commoditiesStatus: 'delivering' })).toBe('outForDelivery');
    expect(columnOf({ orderStatus: 'waitingSelfPickup', commoditiesStatus: 'delivered' })).toBe(
      'outForDelivery',
    );
  });

  it('puts completed and cancelled orders in done', () => {
    expect(columnOf({ orderStatus: 'completed', commoditiesStatus: 'delivered' })).toBe('done');
    expect(columnOf({ orderStatus: 'cancelled' })).toBe('done');
  });
});

describe('boardActions', () => {
  it('offers accept, cancel and refund on a paid order', () => {
    expect(boardActions(order())).toEqual(['accept', 'cancel', 'refund']);
  });

  it('offers delay, ready, cancel and refund while the food is being prepared', () => {
    expect(boardActions(order({ orderStatus: 'confirmed', commoditiesStatus: 'preparing' }))).toEqual([
      'delay',
      'ready',
      'cancel',
      'refund',
    ]);
  });

  it('offers complete once ready for pickup and dine-in, but not for a delivery waiting for its rider', () => {
    const ready = { orderStatus: 'confirmed', commoditiesStatus: 'ready' } as const;
    expect(boardActions(order(ready))).toEqual(['complete', 'cancel', 'refund']);
    expect(boardActions(order({ ...ready, orderType: 'dineIn' }))).toEqual(['complete', 'cancel', 'refund']);
    expect(boardActions(order({ ...ready, orderType: 'delivery' }))).toEqual(['cancel', 'refund']);
  });

  it('offers only a refund of a completed order while money is left, nothing once all is back', () => {
    const completed = order({ orderStatus: 'completed', commoditiesStatus: 'delivered' });
    expect(boardActions(completed)).toEqual(['refund']);
    expect(boardActions({ ...completed, refundedPrice: 2890 })).toEqual([]);
    expect(boardActions({ ...completed, fullRefunded: true, refundedPrice: 2890 })).toEqual([]);
    expect(
      boardActions(order({ orderStatus: 'cancelled', refundedPrice: 2890, fullRefunded: true })),
    ).toEqual([]);
  });

  it('offers no refund of an order nothing was paid for', () => {
    expect(boardActions(order({ paidPrice: 0 }))).toEqual(['accept', 'cancel']);
  });
});

describe('boardDayStart', () => {
  it('is the store’s local midnight', () => {
    // Noon on 11 June in Los Angeles (UTC−7): the day began at 07:00 UTC.
    expect(boardDayStart('America/Los_Angeles', NOW)).toBe(Date.parse('2025-06-11T07:00:00Z'));
    expect(boardDayStart('Asia/Shanghai', NOW)).toBe(Date.parse('2025-06-11T16:00:00Z'));
  });
});

describe('maskedPhone', () => {
  it('keeps the last four digits', () => {
    expect(maskedPhone('4155550123')).toBe('(•••) •••-0123');
    expect(maskedPhone('+1 415-555-0199')).toBe('(•••) •••-0199');
    expect(maskedPhone(null)).toBeNull();
    expect(maskedPhone('')).toBeNull();
  });
});
