import { BOARD_ACTIONS, BOARD_COLUMNS } from '@nearbite/domain/board-column';
import { ORDER_TYPES } from '@nearbite/domain/order-type';
import {
  BUSY_EXTRA_MINUTES_MAX,
  DELAY_MINUTES_MAX,
  DELAY_MINUTES_MIN,
  PAUSE_MINUTES_MAX,
  PAUSE_REASONS,
  PREP_MINUTES_MAX,
  PREP_MINUTES_MIN,
  TICKET_LANGUAGES,
} from '@nearbite/domain/store-operations';
import { z } from 'zod';
import { epochMsSchema, okSchema, uuidSchema } from './common.js';
import { consoleStoreParams } from './console-staff.js';
import { merchantReasonSchema, merchantRefundBodySchema } from './merchant.js';
import { cancellationReasonSchema, commoditiesStatusSchema, orderStatusSchema } from './order-status.js';

/**
 * The live order board of a store's console (issue 15): its orders by column, the actions staff take on
 * them (each one an event of the order life's transition table, so what the table refuses is refused with
 * its code), waiter calls, and the store's board settings (auto-accept, busy mode, pausing new orders).
 * Every route is the store's staff's (any role) or a platform admin's: A7 signed out, A194 anyone else.
 */

// The board's columns and actions are the domain's lists (board-column.ts), which places and labels cards.
export { BOARD_COLUMNS };
/** Where a card sits on the board. `done` holds today's completed and cancelled orders (store time). */
export const boardColumnSchema = z.enum(BOARD_COLUMNS);

const boardOrderParams = z.object({ businessId: uuidSchema, orderId: uuidSchema }).strict();

export const boardOrderLineSchema = z
  .object({
    /** The order line's id (refund by items names it). */
    id: z.string(),
    name: z.string(),
    quantity: z.number().int(),
    /** Chosen specification, options and add-ons, each as the diner saw it. */
    options: z.array(z.string()),
    note: z.string().nullable(),
    /** The line's price in cents after its own discounts. */
    price: z.number().int(),
    refundedNumber: z.number().int(),
    /** The commodity behind the line, for "sold out" from the card; null when it was deleted since. */
    commodityId: z.string().nullable(),
  })
  .meta({ id: 'BoardOrderLine' });

export const boardOrderSchema = z
  .object({
    id: z.string(),
    /** The short code staff call out (order-code.ts). */
    orderCode: z.string(),
    column: boardColumnSchema,
    orderType: z.enum(ORDER_TYPES),
    orderStatus: orderStatusSchema,
    commoditiesStatus: commoditiesStatusSchema.nullable(),
    /** When it was placed, and when it was paid (it reaches the board then). */
    createdTime: epochMsSchema,
    paidTime: epochMsSchema.nullable(),
    /** The time the diner asked for; null for as soon as possible. */
    scheduledTime: epochMsSchema.nullable(),
    /** When the food should be ready, once accepted (with delays). */
    expectedFoodReadyTime: epochMsSchema.nullable(),
    delayMinutes: z.number().int(),
    tableName: z.string().nullable(),
    peopleNumber: z.number().int().nullable(),
    buyerNote: z.string().nullable(),
    contactName: z.string().nullable(),
    /** The diner's phone with all but the last four digits masked: `(•••) •••-0123`. */
    maskedPhone: z.string().nullable(),
    lines: z.array(boardOrderLineSchema),
    totalPrice: z.number().int(),
    paidPrice: z.number().int(),
    refundedPrice: z.number().int(),
    fullRefunded: z.boolean(),
    cancellationReason: z.string().nullable(),
    hasRider: z.boolean(),
    /** Whether the delivery goes to a self-pickup point (the host) rather than the diner's door. */
    toPickupPoint: z.boolean(),
    /** The board actions the transition table allows now (the buttons the card shows). */
    actions: z.array(z.enum(BOARD_ACTIONS)),
  })
  .meta({ id: 'BoardOrder' });

export const waiterCallSchema = z
  .object({
    id: z.string(),
    tableName: z.string(),
    orderId: z.string().nullable(),
    createdTime: epochMsSchema,
  })
  .meta({ id: 'WaiterCall' });

export const boardSettingsSchema = z
  .object({
    autoAccept: z.boolean(),
    autoAcceptMinutes: z.number().int().min(PREP_MINUTES_MIN).max(PREP_MINUTES_MAX),
    busyExtraMinutes: z.number().int().min(0).max(BUSY_EXTRA_MINUTES_MAX),
    /** New orders are paused until then (diners see "closed now" with the reason); null: taking orders. */
    pausedUntil: epochMsSchema.nullable(),
    pauseReason: z.enum(PAUSE_REASONS).nullable(),
    autoPrint: z.boolean(),
    ticketLanguage: z.enum(TICKET_LANGUAGES),
  })
  .meta({ id: 'BoardSettings' });

/** A board action: one per variant, each with exactly its own fields (a wrong field is A1). */
export const boardActionBodySchema = z.discriminatedUnion('action', [
  z
    .object({
      action: z.literal('accept'),
      prepMinutes: z.number().int().min(PREP_MINUTES_MIN).max(PREP_MINUTES_MAX),
    })
    .strict(),
  z
    .object({
      action: z.literal('delay'),
      minutes: z.number().int().min(DELAY_MINUTES_MIN).max(DELAY_MINUTES_MAX),
    })
    .strict(),
  z.object({ action: z.literal('ready') }).strict(),
  /** Handed over: picked up at the counter, served at the table, or completed. */
  z.object({ action: z.literal('complete') }).strict(),
  /** Refuse (before accepting) or cancel: the paid amount is refunded in full through the card processor. */
  z
    .object({
      action: z.literal('cancel'),
      reason: cancellationReasonSchema,
      note: merchantReasonSchema.optional(),
    })
    .strict(),
]);

/** The board settings a call changes; fields left out stay. `pauseMinutes` 0 resumes taking orders. */
export const boardSettingsBodySchema = z
  .object({
    autoAccept: z.boolean(),
    autoAcceptMinutes: z.number().int().min(PREP_MINUTES_MIN).max(PREP_MINUTES_MAX),
    busyExtraMinutes: z.number().int().min(0).max(BUSY_EXTRA_MINUTES_MAX),
    pauseMinutes: z.number().int().min(0).max(PAUSE_MINUTES_MAX),
    pauseReason: z.enum(PAUSE_REASONS),
    autoPrint: z.boolean(),
    ticketLanguage: z.enum(TICKET_LANGUAGES),
  })
  .partial()
  .strict();

export const consoleBoardRoutes = {
  /** The board: open orders, scheduled ones, and today's finished ones, newest first within a column. */
  orders: {
    method: 'GET',
    url: '/console/stores/:businessId/orders',
    params: consoleStoreParams,
    response: z.object({ orders: z.array(boardOrderSchema), serverTime: epochMsSchema }),
  },
  order: {
    method: 'GET',
    url: '/console/stores/:businessId/orders/:orderId',
    params: boardOrderParams,
    response: boardOrderSchema,
  },
  action: {
    method: 'POST',
    url: '/console/stores/:businessId/orders/:orderId/actions',
    params: boardOrderParams,
    body: boardActionBodySchema,
    response: boardOrderSchema,
  },
  /** Refund chosen items or an amount (or everything) through the card processor. */
  refund: {
    method: 'POST',
    url: '/console/stores/:businessId/orders/:orderId/refunds',
    params: boardOrderParams,
    body: merchantRefundBodySchema,
    response: boardOrderSchema,
  },
  waiterCalls: {
    method: 'GET',
    url: '/console/stores/:businessId/waiter-calls',
    params: consoleStoreParams,
    response: z.object({ calls: z.array(waiterCallSchema) }),
  },
  acknowledgeWaiterCall: {
    method: 'POST',
    url: '/console/stores/:businessId/waiter-calls/:callId/acknowledge',
    params: z.object({ businessId: uuidSchema, callId: uuidSchema }).strict(),
    body: z.object({}).strict(),
    response: okSchema,
  },
  settings: {
    method: 'GET',
    url: '/console/stores/:businessId/board-settings',
    params: consoleStoreParams,
    response: boardSettingsSchema,
  },
  /** Managers and owners (A195 for staff). */
  updateSettings: {
    method: 'PUT',
    url: '/console/stores/:businessId/board-settings',
    params: consoleStoreParams,
    body: boardSettingsBodySchema,
    response: boardSettingsSchema,
  },
  /** Mark an item sold out (stock 0) or back on sale, from an order card. */
  soldOut: {
    method: 'PUT',
    url: '/console/stores/:businessId/commodities/:commodityId/sold-out',
    params: z.object({ businessId: uuidSchema, commodityId: uuidSchema }).strict(),
    body: z.object({ soldOut: z.boolean() }).strict(),
    response: okSchema,
  },
} as const;

export type BoardOrderDto = z.infer<typeof boardOrderSchema>;
export type BoardColumn = z.infer<typeof boardColumnSchema>;
export type BoardAction = z.infer<typeof boardActionBodySchema>['action'] | 'refund';
export type BoardSettingsDto = z.infer<typeof boardSettingsSchema>;
export type WaiterCallDto = z.infer<typeof waiterCallSchema>;
