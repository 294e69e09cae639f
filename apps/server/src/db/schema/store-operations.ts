import {
  BUSY_EXTRA_MINUTES_MAX,
  DEFAULT_AUTO_ACCEPT_MINUTES,
  PAUSE_REASONS,
  PREP_MINUTES_MAX,
  PREP_MINUTES_MIN,
  PRINTER_DEFAULT_PORT,
  PRINTER_KINDS,
  TICKET_LANGUAGES,
} from '@nearbite/domain/store-operations';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './catalog.js';
import { createdAt, oneOf, primaryId, updatedAt } from './columns.js';
import { orders } from './orders.js';

/**
 * How a store runs its order board: auto-accept, busy mode, a pause of new orders (diners see "closed now"
 * with the reason), ticket printing, and when a board was last connected (the demo simulator leaves stores
 * with an open board to their staff). A store without a row has the defaults.
 */
export const storeOrderSettings = pgTable(
  'store_order_settings',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    autoAccept: boolean('auto_accept').notNull().default(false),
    autoAcceptMinutes: smallint('auto_accept_minutes').notNull().default(DEFAULT_AUTO_ACCEPT_MINUTES),
    busyExtraMinutes: smallint('busy_extra_minutes').notNull().default(0),
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    pauseReason: text('pause_reason', { enum: PAUSE_REASONS }),
    autoPrint: boolean('auto_print').notNull().default(false),
    ticketLanguage: text('ticket_language', { enum: TICKET_LANGUAGES }).notNull().default('en'),
    boardSeenAt: timestamp('board_seen_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('store_order_settings_pause_reason_check', oneOf(t.pauseReason, PAUSE_REASONS)),
    check('store_order_settings_ticket_language_check', oneOf(t.ticketLanguage, TICKET_LANGUAGES)),
    check(
      'store_order_settings_minutes_check',
      sql`${t.autoAcceptMinutes} between ${sql.raw(String(PREP_MINUTES_MIN))} and ${sql.raw(String(PREP_MINUTES_MAX))} and ${t.busyExtraMinutes} between 0 and ${sql.raw(String(BUSY_EXTRA_MINUTES_MAX))}`,
    ),
  ],
);

/** A store's network kitchen printer (ESC/POS over raw TCP). */
export const kitchenPrinters = pgTable(
  'kitchen_printers',
  {
    id: primaryId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull().default(PRINTER_DEFAULT_PORT),
    kind: text('kind', { enum: PRINTER_KINDS }).notNull().default('receipt'),
    createdAt: createdAt(),
  },
  (t) => [
    index('kitchen_printers_business_idx').on(t.businessId),
    check('kitchen_printers_kind_check', oneOf(t.kind, PRINTER_KINDS)),
    check('kitchen_printers_port_check', sql`${t.port} between 1 and 65535`),
  ],
);

/** Each ticket sent to a printer: a second one within seconds is refused as a duplicate (A179). */
export const ticketPrints = pgTable(
  'ticket_prints',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    printerId: uuid('printer_id')
      .notNull()
      .references(() => kitchenPrinters.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_prints_order_printer_idx').on(t.orderId, t.printerId, t.createdAt)],
);
