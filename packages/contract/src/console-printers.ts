import { PRINTER_KINDS, TICKET_LANGUAGES } from '@nearbite/domain/store-operations';
import { z } from 'zod';
import { epochMsSchema, okSchema, text, uuidSchema } from './common.js';
import { consoleStoreParams } from './console-staff.js';

/**
 * Kitchen tickets and a store's network printers (ESC/POS over raw TCP, port 9100). The print view renders
 * the ticket as the API answers it; a network printer gets the same lines as ESC/POS bytes. Printer errors
 * are the specification's: offline A177, wrong type A178, printed moments ago A179, busy (retry in 10 s) A180.
 * Any staff role may print; owners and managers add and remove printers.
 */

export const printerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    host: z.string(),
    port: z.number().int(),
    kind: z.enum(PRINTER_KINDS),
    createdTime: epochMsSchema,
  })
  .meta({ id: 'KitchenPrinter' });

/** A host name or IPv4/IPv6 address, no scheme or path. */
const printerHostSchema = text()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.:-]+$/, 'must be a host name or an IP address');

export const addPrinterBodySchema = z
  .object({
    name: text().min(1).max(60),
    host: printerHostSchema,
    port: z.number().int().min(1).max(65535).optional(),
    kind: z.enum(PRINTER_KINDS).optional(),
  })
  .strict();

/**
 * One printed line: `text` already laid out for the paper width; `emphasis` prints it bold in double-size
 * characters, so an emphasised line is laid out for half the width.
 */
export const ticketLineSchema = z.object({ text: z.string(), emphasis: z.boolean() });

export const kitchenTicketSchema = z
  .object({
    orderId: z.string(),
    language: z.enum(TICKET_LANGUAGES),
    /** Characters per line the lines were laid out for (80 mm paper). */
    width: z.number().int(),
    lines: z.array(ticketLineSchema),
  })
  .meta({ id: 'KitchenTicket' });

const printerParams = z.object({ businessId: uuidSchema, printerId: uuidSchema }).strict();
const ticketParams = z.object({ businessId: uuidSchema, orderId: uuidSchema }).strict();

export const consolePrinterRoutes = {
  list: {
    method: 'GET',
    url: '/console/stores/:businessId/printers',
    params: consoleStoreParams,
    response: z.object({ printers: z.array(printerSchema) }),
  },
  add: {
    method: 'POST',
    url: '/console/stores/:businessId/printers',
    params: consoleStoreParams,
    body: addPrinterBodySchema,
    response: printerSchema,
  },
  remove: {
    method: 'DELETE',
    url: '/console/stores/:businessId/printers/:printerId',
    params: printerParams,
    response: okSchema,
  },
  /** The order's kitchen ticket in the store's ticket language (or `language`), for the print view. */
  ticket: {
    method: 'GET',
    url: '/console/stores/:businessId/orders/:orderId/ticket',
    params: ticketParams,
    querystring: z.object({ language: z.enum(TICKET_LANGUAGES).optional() }).strict(),
    response: kitchenTicketSchema,
  },
  /** Sends the order's ticket to a network printer (the first receipt printer when none is named). */
  print: {
    method: 'POST',
    url: '/console/stores/:businessId/orders/:orderId/print',
    params: ticketParams,
    body: z.object({ printerId: uuidSchema.optional() }).strict(),
    response: z.object({ printerId: z.string(), bytes: z.number().int() }),
  },
} as const;

export type KitchenPrinterDto = z.infer<typeof printerSchema>;
export type AddPrinterBody = z.infer<typeof addPrinterBodySchema>;
export type KitchenTicketDto = z.infer<typeof kitchenTicketSchema>;
