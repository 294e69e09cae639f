import type { PrinterKind, TicketLanguage } from '@nearbite/domain/store-operations';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses } from '../../db/schema/catalog.js';
import type { LocalizedText } from '../../db/schema/columns.js';
import { orderLines } from '../../db/schema/order-lines.js';
import { orders } from '../../db/schema/orders.js';
import { kitchenPrinters, storeOrderSettings, ticketPrints } from '../../db/schema/store-operations.js';

export type PrinterRow = typeof kitchenPrinters.$inferSelect;
export type TicketLineRow = Pick<
  typeof orderLines.$inferSelect,
  'name' | 'boughtNumber' | 'refundedNumber' | 'specifications' | 'attributes' | 'addOns' | 'specialNote'
>;

/** What a kitchen ticket prints of an order and its store. */
export interface TicketOrderRow {
  id: string;
  businessId: string;
  orderCode: string;
  orderType: (typeof orders.$inferSelect)['orderType'];
  tableName: string | null;
  peopleNumber: number | null;
  scheduledTime: Date | null;
  createdAt: Date;
  buyerNote: string | null;
  contactName: string | null;
  contactPhone: string | null;
  storeName: LocalizedText;
  timeZone: string;
  /** The store's settings; null while it has none (the defaults). */
  ticketLanguage: TicketLanguage | null;
  autoPrint: boolean | null;
}

/** A store's kitchen printers and the tickets sent to them. */
export function createKitchenPrintersRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The store's printers, oldest first (the first receipt printer is the default one). */
    async printersOf(businessId: string, kind?: PrinterKind): Promise<PrinterRow[]> {
      return db
        .select()
        .from(kitchenPrinters)
        .where(
          and(eq(kitchenPrinters.businessId, businessId), kind ? eq(kitchenPrinters.kind, kind) : undefined),
        )
        .orderBy(asc(kitchenPrinters.createdAt), asc(kitchenPrinters.id));
    },

    async printer(businessId: string, printerId: string): Promise<PrinterRow | null> {
      const [row] = await db
        .select()
        .from(kitchenPrinters)
        .where(and(eq(kitchenPrinters.id, printerId), eq(kitchenPrinters.businessId, businessId)));
      return row ?? null;
    },

    async insertPrinter(
      tx: Db,
      values: { businessId: string; name: string; host: string; port: number; kind: PrinterKind; at: Date },
    ): Promise<PrinterRow> {
      const [row] = await tx
        .insert(kitchenPrinters)
        .values({
          businessId: values.businessId,
          name: values.name,
          host: values.host,
          port: values.port,
          kind: values.kind,
          createdAt: values.at,
        })
        .returning();
      if (!row) throw new Error('printer insert returned no row');
      return row;
    },

    /** Deletes the store's printer (its print records go with it); null when it has none by that id. */
    async deletePrinter(tx: Db, businessId: string, printerId: string): Promise<PrinterRow | null> {
      const [row] = await tx
        .delete(kitchenPrinters)
        .where(and(eq(kitchenPrinters.id, printerId), eq(kitchenPrinters.businessId, businessId)))
        .returning();
      return row ?? null;
    },

    /** The order with its store's name, time zone and ticket settings; null for an unknown order. */
    async ticketOrder(orderId: string): Promise<TicketOrderRow | null> {
      const [row] = await db
        .select({
          id: orders.id,
          businessId: orders.businessId,
          orderCode: orders.orderCode,
          orderType: orders.orderType,
          tableName: orders.tableName,
          peopleNumber: orders.peopleNumber,
          scheduledTime: orders.scheduledTime,
          createdAt: orders.createdAt,
          buyerNote: orders.buyerNote,
          contactName: orders.contactName,
          contactPhone: orders.contactPhone,
          storeName: businesses.name,
          timeZone: businesses.timeZone,
          ticketLanguage: storeOrderSettings.ticketLanguage,
          autoPrint: storeOrderSettings.autoPrint,
        })
        .from(orders)
        .innerJoin(businesses, eq(businesses.id, orders.businessId))
        .leftJoin(storeOrderSettings, eq(storeOrderSettings.businessId, orders.businessId))
        .where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** The order's lines in the order they were submitted. */
    async ticketLines(orderId: string): Promise<TicketLineRow[]> {
      return db
        .select({
          name: orderLines.name,
          boughtNumber: orderLines.boughtNumber,
          refundedNumber: orderLines.refundedNumber,
          specifications: orderLines.specifications,
          attributes: orderLines.attributes,
          addOns: orderLines.addOns,
          specialNote: orderLines.specialNote,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.lineIndex));
    },

    /**
     * Records a ticket about to go to a printer, unless the same order went to it after `since` (answers
     * null then). The printer's row is locked meanwhile, so two server copies cannot both pass the check.
     */
    async claimPrint(orderId: string, printerId: string, at: Date, since: Date): Promise<string | null> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: kitchenPrinters.id })
          .from(kitchenPrinters)
          .where(eq(kitchenPrinters.id, printerId))
          .for('update');
        const [recent] = await tx
          .select({ id: ticketPrints.id })
          .from(ticketPrints)
          .where(
            and(
              eq(ticketPrints.orderId, orderId),
              eq(ticketPrints.printerId, printerId),
              gt(ticketPrints.createdAt, since),
            ),
          )
          .limit(1);
        if (recent) return null;
        const [row] = await tx
          .insert(ticketPrints)
          .values({ orderId, printerId, createdAt: at })
          .returning({ id: ticketPrints.id });
        return row?.id ?? null;
      });
    },

    /** Takes back a claim whose ticket never reached the printer. */
    async releasePrint(printId: string): Promise<void> {
      await db.delete(ticketPrints).where(eq(ticketPrints.id, printId));
    },

    /** The printers the order's ticket was ever sent to. */
    async printersWithTicket(orderId: string): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ printerId: ticketPrints.printerId })
        .from(ticketPrints)
        .where(eq(ticketPrints.orderId, orderId));
      return new Set(rows.map((row) => row.printerId));
    },
  };
}

export type KitchenPrintersRepository = ReturnType<typeof createKitchenPrintersRepository>;
