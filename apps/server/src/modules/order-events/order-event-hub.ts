import type { OrderEventSource } from '../../db/schema/events.js';

/** A committed order event as every server copy hears it. */
export interface OrderEvent {
  id: number;
  orderId: string | null;
  businessId: string;
  userId: string | null;
  source: OrderEventSource;
}

/** Whose events a stream carries: one diner's or one store's. */
export type OrderEventAudience = { userId: string } | { businessId: string };

export type OrderEventSink = (event: OrderEvent) => void;

/**
 * Hands each event to the open streams of its diner and its store, in this copy. Streams are kept by
 * audience, so an event costs a lookup, not a pass over every open stream.
 */
export class OrderEventHub {
  private readonly byUser = new Map<string, Set<OrderEventSink>>();
  private readonly byBusiness = new Map<string, Set<OrderEventSink>>();

  subscribe(audience: OrderEventAudience, sink: OrderEventSink): () => void {
    const [map, key] =
      'userId' in audience ? [this.byUser, audience.userId] : [this.byBusiness, audience.businessId];
    const sinks = map.get(key) ?? new Set<OrderEventSink>();
    sinks.add(sink);
    map.set(key, sinks);
    return () => {
      sinks.delete(sink);
      if (sinks.size === 0 && map.get(key) === sinks) map.delete(key);
    };
  }

  publish(event: OrderEvent): void {
    if (event.userId) this.deliver(this.byUser.get(event.userId), event);
    this.deliver(this.byBusiness.get(event.businessId), event);
  }

  /** How many streams are open in this copy. */
  get openStreams(): number {
    let count = 0;
    for (const sinks of this.byUser.values()) count += sinks.size;
    for (const sinks of this.byBusiness.values()) count += sinks.size;
    return count;
  }

  private deliver(sinks: Set<OrderEventSink> | undefined, event: OrderEvent): void {
    // A copy, so a sink that unsubscribes while being called does not skip its neighbour.
    for (const sink of [...(sinks ?? [])]) sink(event);
  }
}
