import { describe, expect, it } from 'vitest';
import {
  BOARD_PRESENCE_WINDOW_MS,
  BUSY_EXTRA_MINUTES_MAX,
  DEFAULT_AUTO_ACCEPT_MINUTES,
  isPaused,
  PAUSE_MINUTES_MAX,
  PAUSE_REASONS,
  preparationSeconds,
} from './store-operations.js';

describe('board settings numbers', () => {
  it('pins the defaults and limits of busy mode, pausing and board presence', () => {
    expect(DEFAULT_AUTO_ACCEPT_MINUTES).toBe(20);
    expect(BUSY_EXTRA_MINUTES_MAX).toBe(120);
    expect(PAUSE_MINUTES_MAX).toBe(24 * 60);
    expect(PAUSE_REASONS).toEqual(['tooBusy', 'kitchenIssue', 'closingEarly', 'other']);
    // Three missed heartbeats (20 s each) before the simulator takes a store back.
    expect(BOARD_PRESENCE_WINDOW_MS).toBe(60_000);
  });
});

describe('isPaused', () => {
  it('holds until the pause ends, not at its end', () => {
    expect(isPaused(1000, 999)).toBe(true);
    expect(isPaused(1000, 1000)).toBe(false);
    expect(isPaused(null, 0)).toBe(false);
  });
});

describe('preparationSeconds', () => {
  it("adds busy mode's minutes to the store's own preparation time", () => {
    expect(preparationSeconds(1200, 0)).toBe(1200);
    expect(preparationSeconds(1200, 15)).toBe(2100);
  });
});
