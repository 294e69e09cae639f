import { describe, expect, it } from 'vitest';
import { type OrderEvent, OrderEventHub } from './order-event-hub.js';

const event = (id: number, userId: string | null, businessId: string): OrderEvent => ({
  id,
  orderId: `order-${id}`,
  businessId,
  userId,
  source: 'orders',
});

describe('OrderEventHub', () => {
  it("hands an event to its diner's and its store's streams only", () => {
    const hub = new OrderEventHub();
    const got: Record<string, number[]> = { diner: [], otherDiner: [], store: [], otherStore: [] };
    hub.subscribe({ userId: 'u1' }, (e) => got.diner?.push(e.id));
    hub.subscribe({ userId: 'u2' }, (e) => got.otherDiner?.push(e.id));
    hub.subscribe({ businessId: 'b1' }, (e) => got.store?.push(e.id));
    hub.subscribe({ businessId: 'b2' }, (e) => got.otherStore?.push(e.id));
    hub.publish(event(1, 'u1', 'b1'));
    hub.publish(event(2, null, 'b2'));
    expect(got).toEqual({ diner: [1], otherDiner: [], store: [1], otherStore: [2] });
    expect(hub.openStreams).toBe(4);
  });

  it('stops handing events to an unsubscribed stream, also when it leaves while being called', () => {
    const hub = new OrderEventHub();
    const got: string[] = [];
    const leave = hub.subscribe({ businessId: 'b1' }, () => {
      got.push('first');
      leave();
    });
    hub.subscribe({ businessId: 'b1' }, () => got.push('second'));
    hub.publish(event(1, null, 'b1'));
    hub.publish(event(2, null, 'b1'));
    expect(got).toEqual(['first', 'second', 'second']);
    expect(hub.openStreams).toBe(1);
  });
});
