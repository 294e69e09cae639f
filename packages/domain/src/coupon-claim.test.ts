import { describe, expect, it } from 'vitest';
import {
  type ClaimFacts,
  COUPON_CODE_LENGTH,
  claimRefusal,
  expiresToday,
  normalizeCouponCode,
} from './coupon-claim.js';

const NOW = Date.parse('2025-06-11T19:00:00Z'); // 12:00 in San Francisco
const LA = 'America/Los_Angeles';

const facts = (overrides: Partial<ClaimFacts> = {}): ClaimFacts => ({
  active: true,
  claimable: true,
  rule: { kind: 'duration', durationSeconds: 86_400 },
  stockLeft: null,
  held: 0,
  perUserLimit: 1,
  ...overrides,
});

describe('redeem codes', () => {
  it('are 4 letters or digits, matched without regard to case or surrounding spaces', () => {
    expect(COUPON_CODE_LENGTH).toBe(4);
    expect(normalizeCouponCode(' demo ')).toBe('DEMO');
    expect(normalizeCouponCode('B1TE')).toBe('B1TE');
    for (const bad of ['', 'DEM', 'DEMOS', 'DE-O', 'DÉMO']) expect(normalizeCouponCode(bad), bad).toBeNull();
  });
});

describe('claimRefusal', () => {
  it('lets a diner receive an offered coupon with stock left', () => {
    expect(claimRefusal(facts(), NOW)).toBeNull();
    expect(claimRefusal(facts({ stockLeft: 1 }), NOW)).toBeNull();
  });

  it('refuses a switched-off coupon and one not offered for free', () => {
    expect(claimRefusal(facts({ active: false }), NOW)).toBe('COUPON_NOT_ONLINE');
    expect(claimRefusal(facts({ claimable: false }), NOW)).toBe('COUPON_NOT_ONLINE');
  });

  it('refuses a coupon past its fixed time or interval, and accepts one not started yet', () => {
    expect(claimRefusal(facts({ rule: { kind: 'fixedTime', expiredTime: NOW } }), NOW)).toBe(
      'COUPON_EXPIRED',
    );
    expect(
      claimRefusal(facts({ rule: { kind: 'interval', startTime: NOW - 10, endTime: NOW - 1 } }), NOW),
    ).toBe('COUPON_EXPIRED');
    expect(
      claimRefusal(facts({ rule: { kind: 'interval', startTime: NOW + 10, endTime: NOW + 100 } }), NOW),
    ).toBeNull();
  });

  it("refuses a diner who holds the coupon's per-user limit, then an empty stock", () => {
    expect(claimRefusal(facts({ held: 1 }), NOW)).toBe('COUPON_ALREADY_CLAIMED');
    expect(claimRefusal(facts({ held: 2, perUserLimit: 2 }), NOW)).toBe('COUPON_CLAIM_LIMIT_REACHED');
    expect(claimRefusal(facts({ held: 1, perUserLimit: 2 }), NOW)).toBeNull();
    expect(claimRefusal(facts({ stockLeft: 0 }), NOW)).toBe('COUPON_NONE_AVAILABLE');
    expect(claimRefusal(facts({ stockLeft: 0, held: 1 }), NOW)).toBe('COUPON_ALREADY_CLAIMED');
  });
});

describe('expiresToday', () => {
  it("is true for an end later on the store's calendar day, including its midnight", () => {
    expect(expiresToday(Date.parse('2025-06-11T23:59:00-07:00'), NOW, LA)).toBe(true);
    expect(expiresToday(Date.parse('2025-06-12T00:00:00-07:00'), NOW, LA)).toBe(true);
  });

  it('is false for an end tomorrow, one already past, and no end', () => {
    expect(expiresToday(Date.parse('2025-06-12T00:00:01-07:00'), NOW, LA)).toBe(false);
    expect(expiresToday(NOW, NOW, LA)).toBe(false);
    expect(expiresToday(null, NOW, LA)).toBe(false);
  });

  it('follows the time zone: at 20:00 in San Francisco it is 23:00 in New York', () => {
    const evening = Date.parse('2025-06-11T20:00:00-07:00');
    const tenPm = Date.parse('2025-06-11T22:00:00-07:00');
    expect(expiresToday(tenPm, evening, LA)).toBe(true);
    expect(expiresToday(tenPm, evening, 'America/New_York')).toBe(false);
  });
});
