import { describe, expect, it } from 'vitest';
import {
  BANNER_AUTOPLAY_MS,
  CART_INACTIVITY_CHECK_MS,
  CART_INACTIVITY_MS,
  DEFAULT_HOST_MAX_MILES,
  DINER_COUNT_MAX,
  DINER_COUNT_MIN,
  defaultHost,
  ITEM_NOTE_MAX_LENGTH,
  isValidDinerCount,
  MORE_TOGGLE_THRESHOLD,
  ORDER_NOTE_MAX_LENGTH,
  REDEEM_COUPON_PREVIEW_COUNT,
  TOOLTIP_HIDE_MS,
} from './ordering-limits.js';

describe('ordering limits', () => {
  it('are the specification numbers', () => {
    expect(ORDER_NOTE_MAX_LENGTH).toBe(140);
    expect(ITEM_NOTE_MAX_LENGTH).toBe(50);
    expect([DINER_COUNT_MIN, DINER_COUNT_MAX]).toEqual([1, 20]);
    expect(CART_INACTIVITY_MS).toBe(600_000);
    expect(CART_INACTIVITY_CHECK_MS).toBe(1000);
    expect(BANNER_AUTOPLAY_MS).toBe(3000);
    expect(TOOLTIP_HIDE_MS).toBe(4000);
    expect(DEFAULT_HOST_MAX_MILES).toBe(1);
    expect(REDEEM_COUPON_PREVIEW_COUNT).toBe(2);
    expect(MORE_TOGGLE_THRESHOLD).toBe(3);
  });

  it('accepts diner counts from 1 to 20', () => {
    expect(isValidDinerCount(1)).toBe(true);
    expect(isValidDinerCount(20)).toBe(true);
    expect(isValidDinerCount(0)).toBe(false);
    expect(isValidDinerCount(21)).toBe(false);
    expect(isValidDinerCount(2.5)).toBe(false);
    expect(isValidDinerCount(null)).toBe(false);
  });

  it('takes the first host as the default only within 1 mile', () => {
    expect(
      defaultHost([
        { id: 'a', distance: 1 },
        { id: 'b', distance: 0.2 },
      ]),
    ).toEqual({ id: 'a', distance: 1 });
    expect(defaultHost([{ id: 'a', distance: 1.01 }])).toBeNull();
    expect(defaultHost([])).toBeNull();
  });
});
