import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './columns.js';

/** The tables whose row changes are order events; a trigger on each writes the event (migration 0008). */
export const ORDER_EVENT_SOURCES = ['orders', 'deliveries', 'refunds', 'service_calls'] as const;
export type OrderEventSource = (typeof ORDER_EVENT_SOURCES)[number];

/**
 * One row per committed change of an order, its delivery, its refunds or a waiter call, written by a
 * trigger in the changing transaction and announced on the `nearbite_order_events` channel at commit. The
 * ids let a reconnecting stream resume; rows older than a day are deleted.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id'),
    businessId: uuid('business_id').notNull(),
    userId: uuid('user_id'),
    source: text('source', { enum: ORDER_EVENT_SOURCES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_user_idx').on(t.userId, t.id),
    index('order_events_business_idx').on(t.businessId, t.id),
    index('order_events_created_idx').on(t.createdAt),
    check('order_events_source_check', oneOf(t.source, ORDER_EVENT_SOURCES)),
  ],
);
