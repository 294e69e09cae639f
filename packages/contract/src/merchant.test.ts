import { describe, expect, it } from 'vitest';
import { merchantEventBodySchema, merchantRefundBodySchema, merchantRoutes } from './merchant.js';

const line = '6f1c2d4e-0000-4000-8000-000000000001';

describe('the merchant refund body', () => {
  it('takes each kind with exactly its own fields', () => {
    expect(merchantRefundBodySchema.parse({ refundType: 'full', reason: 'Burnt' })).toEqual({
      refundType: 'full',
      reason: 'Burnt',
    });
    expect(
      merchantRefundBodySchema.parse({
        refundType: 'commodities',
        commodities: [{ id: line, refundedNumber: 2 }],
        reason: 'Missing',
      }),
    ).toMatchObject({ refundType: 'commodities', commodities: [{ id: line, refundedNumber: 2 }] });
    expect(
      merchantRefundBodySchema.parse({ refundType: 'customAmount', price: 350, reason: 'Cold' }),
    ).toMatchObject({ refundType: 'customAmount', price: 350 });
  });

  it('refuses a kind without its fields or with another kind’s', () => {
    const refused = [
      { refundType: 'commodities', reason: 'Missing' },
      { refundType: 'commodities', commodities: [], reason: 'Missing' },
      { refundType: 'customAmount', reason: 'Cold' },
      { refundType: 'full', price: 350, reason: 'Burnt' },
      { refundType: 'customAmount', price: 350, commodities: [{ id: line, refundedNumber: 1 }], reason: 'x' },
      { refundType: 'partial', price: 350, reason: 'Cold' },
      { refundType: 'commodities', commodities: [{ id: 'line-1', refundedNumber: 1 }], reason: 'Missing' },
    ];
    for (const body of refused)
      expect(merchantRefundBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});

describe('the merchant event body', () => {
  const rider = { userName: 'Sam', phoneNumber: '5551234567' };

  it('needs a rider to assign one and takes none with any other event', () => {
    expect(merchantEventBodySchema.safeParse({ event: 'assignRider', rider }).success).toBe(true);
    expect(merchantEventBodySchema.safeParse({ event: 'assignRider' }).success).toBe(false);
    expect(merchantEventBodySchema.safeParse({ event: 'confirm' }).success).toBe(true);
    expect(merchantEventBodySchema.safeParse({ event: 'cancel', reason: 'Closed early' }).success).toBe(true);
    expect(merchantEventBodySchema.safeParse({ event: 'confirm', rider }).success).toBe(false);
    expect(merchantEventBodySchema.safeParse({ event: 'teleport' }).success).toBe(false);
  });
});

describe('merchant path ids', () => {
  it('are uuids: anything else is refused before the server reads it', () => {
    expect(merchantRoutes.refund.params.safeParse({ orderId: line }).success).toBe(true);
    expect(merchantRoutes.refund.params.safeParse({ orderId: 'not-an-order' }).success).toBe(false);
    expect(merchantRoutes.points.params.safeParse({ businessId: line, userId: 'u-1' }).success).toBe(false);
  });
});
