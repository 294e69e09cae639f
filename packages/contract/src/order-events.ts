import { z } from 'zod';
import { uuidSchema } from './common.js';
import { consoleStoreParams } from './console-staff.js';

/** What changed: the order itself, its delivery, its refunds, or a waiter call from its table. */
export const orderEventSourceSchema = z.enum(['orders', 'deliveries', 'refunds', 'service_calls']);

/**
 * One event of an order stream (Server-Sent Events, `event: order`): the data line's JSON. The SSE `id` is the
 * event's number; a reconnecting browser sends it back as `Last-Event-ID` and gets what it missed.
 */
export const orderEventSchema = z
  .object({
    /** The changed order; null for a waiter call from the store page, which names no order. */
    orderId: uuidSchema.nullable(),
    source: orderEventSourceSchema,
  })
  .meta({ id: 'OrderEvent' });

export const orderEventRoutes = {
  /** The signed-in diner's order events, as a text/event-stream that stays open. */
  dinerStream: {
    method: 'GET',
    url: '/user/orders/events',
    response: orderEventSchema,
  },
  /** A store's order events and waiter calls for its staff's order board, as a text/event-stream. */
  boardStream: {
    method: 'GET',
    url: '/console/stores/:businessId/orders/events',
    params: consoleStoreParams,
    response: orderEventSchema,
  },
} as const;

export type OrderEventDto = z.infer<typeof orderEventSchema>;
