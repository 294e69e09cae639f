import type { RefundInfoDto } from '@nearbite/contract/order-receipts';
import { describe, expect, it } from 'vitest';
import { customRefundTotal, refundReasonsOf, storePhoneOf } from './refund-view';

function refund(overrides: Partial<RefundInfoDto> = {}): RefundInfoDto {
  return {
    id: 'r1',
    orderId: 'o1',
    status: 'succeeded',
    fullRefunded: false,
    fullRefundReason: null,
    refundedPrices: [
      { refundType: 'commodities', price: 1100, reason: 'Out of stock', createdTime: 1 },
      { refundType: 'customAmount', price: 250, reason: 'Out of stock', createdTime: 2 },
      { refundType: 'customAmount', price: 100, reason: 'Late', createdTime: 3 },
    ],
    refundedPrice: 1450,
    commodities: [],
    refundedTime: { createTime: 1, updatedTime: 3 },
    business: { id: 'b1', name: 'Sugar Cloud', phoneNumber: '+14155550100', timeZone: 'America/Los_Angeles' },
    handleTimes: [],
    ...overrides,
  };
}

describe('refund view', () => {
  it('gives the full refund reason, else each refund reason once', () => {
    expect(refundReasonsOf(refund())).toEqual(['Out of stock', 'Late']);
    expect(refundReasonsOf(refund({ fullRefunded: true, fullRefundReason: 'noLongerWanted' }))).toEqual([
      'noLongerWanted',
    ]);
    expect(refundReasonsOf(refund({ refundedPrices: [] }))).toEqual([]);
  });

  it('adds up the custom amounts and links the store phone', () => {
    expect(customRefundTotal(refund())).toBe(350);
    expect(storePhoneOf(refund())).toEqual({ text: '415-555-0100', href: 'tel:+14155550100' });
    expect(
      storePhoneOf(
        refund({ business: { id: 'b1', name: 'x', phoneNumber: null, timeZone: 'America/Los_Angeles' } }),
      ),
    ).toBeNull();
  });
});
