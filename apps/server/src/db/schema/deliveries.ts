import { DELIVERY_STATUSES } from '@nearbite/domain/order-life';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { businesses } from './catalog.js';
import { createdAt, DELIVERY_CARRIERS, nonNegative, oneOf, primaryId, updatedAt } from './columns.js';
import { orders } from './orders.js';

// Serving a placed order: the delivery run that carries it and the call-waiter requests of dine-in tables.

/** The run that carries a delivery order, by the platform's fleet, the business or DoorDash. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier', { enum: DELIVERY_CARRIERS }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('waitingRider'),
    /** The provider's delivery id (DoorDash Drive external_delivery_id). */
    externalId: text('external_id'),
    trackingUrl: text('tracking_url'),
    /** What the carrier charges, which may differ from what the diner paid. */
    feePrice: integer('fee_price'),
    riderName: text('rider_name'),
    riderPhoneNumber: text('rider_phone_number'),
    riderLatitude: doublePrecision('rider_latitude'),
    riderLongitude: doublePrecision('rider_longitude'),
    riderLocatedAt: timestamp('rider_located_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('deliveries_external_idx')
      .on(t.carrier, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('deliveries_active_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} not in ('delivered', 'cancelled', 'failed')`),
    check('deliveries_carrier_check', oneOf(t.carrier, DELIVERY_CARRIERS)),
    check('deliveries_status_check', oneOf(t.status, DELIVERY_STATUSES)),
    nonNegative('deliveries_fee_price_check', t.feePrice),
    check(
      'deliveries_rider_location_check',
      sql`${t.riderLatitude} between -90 and 90 and ${t.riderLongitude} between -180 and 180`,
    ),
  ],
);

/** Call-waiter requests from dine-in tables. */
export const serviceCalls = pgTable(
  'service_calls',
  {
    id: primaryId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    tableName: text('table_name').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Who acknowledged the call on the board. */
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('service_calls_business_idx').on(t.businessId, t.createdAt.desc()),
    index('service_calls_order_idx').on(t.orderId),
  ],
);
