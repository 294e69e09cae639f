import type {
  AddPrinterBody,
  KitchenPrinterDto,
  KitchenTicketDto,
} from '@nearbite/contract/console-printers';
import { kitchenTicketLines } from '@nearbite/domain/kitchen-ticket';
import { type ConsoleAction, mayDo } from '@nearbite/domain/staff-roles';
import {
  PRINTER_DEFAULT_PORT,
  REPRINT_GUARD_SECONDS,
  TICKET_LINE_WIDTH,
  type TicketLanguage,
} from '@nearbite/domain/store-operations';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import { escPosTicket } from '../../integrations/printer/escpos.js';
import {
  createPrinterLocks,
  type NetworkPrinter,
  PrinterOfflineError,
} from '../../integrations/printer/network-printer.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleRepository } from '../console/console.repository.js';
import type { StoreActor } from '../console/console.service.js';
import type { KitchenPrintersRepository, PrinterRow, TicketOrderRow } from './kitchen-printers.repository.js';
import { ticketFactsOf } from './kitchen-ticket-facts.js';

const printerDto = (row: PrinterRow): KitchenPrinterDto => ({
  id: row.id,
  name: row.name,
  host: row.host,
  port: row.port,
  kind: row.kind,
  createdTime: row.createdAt.getTime(),
});

/**
 * Kitchen tickets and a store's network printers. A ticket goes to a printer at most once per
 * REPRINT_GUARD_SECONDS (A179, checked and recorded in `ticket_prints` under the printer's row lock), one
 * job at a time per printer on this copy (A180); a printer that cannot be reached is A177 and its record is
 * taken back, so trying again is not refused as a duplicate.
 */
export function createKitchenPrintersService(deps: {
  repository: KitchenPrintersRepository;
  /** The console's audit log, written inside this module's transactions. */
  recordAudit: ConsoleRepository['recordAudit'];
  printer: NetworkPrinter;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { repository, recordAudit, printer, clock, log } = deps;
  const locks = createPrinterLocks();
  const now = () => new Date(clock());

  function allow(actor: StoreActor, action: ConsoleAction): void {
    if (!mayDo(actor, action)) throw new AppError('CONSOLE_ROLE_FORBIDDEN');
  }

  /** The order of the store (A98 for another store's, exactly as for an unknown one). */
  async function storeOrder(businessId: string, orderId: string): Promise<TicketOrderRow> {
    const order = await repository.ticketOrder(orderId);
    if (!order || order.businessId !== businessId) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  async function ticketOf(order: TicketOrderRow, language?: TicketLanguage): Promise<KitchenTicketDto> {
    const chosen = language ?? order.ticketLanguage ?? 'en';
    const facts = ticketFactsOf(order, await repository.ticketLines(order.id), chosen);
    return {
      orderId: order.id,
      language: chosen,
      width: TICKET_LINE_WIDTH,
      lines: kitchenTicketLines(facts, chosen, TICKET_LINE_WIDTH),
    };
  }

  /** Sends the job to a receipt printer once: A180 busy here, A179 sent moments ago, A177 offline. */
  async function sendTicket(target: PrinterRow, orderId: string, bytes: Uint8Array): Promise<void> {
    await locks.hold(target, async () => {
      const at = now();
      const since = new Date(at.getTime() - REPRINT_GUARD_SECONDS * 1000);
      const claim = await repository.claimPrint(orderId, target.id, at, since);
      if (claim === null) throw new AppError('PRINTER_LABEL_RECENTLY_PRINTED');
      try {
        await printer.send(target, bytes);
      } catch (error) {
        await repository.releasePrint(claim);
        if (error instanceof PrinterOfflineError) {
          log.warn({ printerId: target.id, orderId, reason: error.reason }, 'kitchen printer offline');
        }
        throw error;
      }
    });
  }

  return {
    async list(actor: StoreActor): Promise<KitchenPrinterDto[]> {
      return (await repository.printersOf(actor.businessId)).map(printerDto);
    },

    async add(actor: StoreActor, body: AddPrinterBody): Promise<KitchenPrinterDto> {
      allow(actor, 'managePrinters');
      const at = now();
      return repository.transaction(async (tx) => {
        const row = await repository.insertPrinter(tx, {
          businessId: actor.businessId,
          name: body.name,
          host: body.host,
          port: body.port ?? PRINTER_DEFAULT_PORT,
          kind: body.kind ?? 'receipt',
          at,
        });
        await recordAudit(auditOf(actor, 'printer.add', row, at), tx);
        return printerDto(row);
      });
    },

    async remove(actor: StoreActor, printerId: string): Promise<void> {
      allow(actor, 'managePrinters');
      const at = now();
      await repository.transaction(async (tx) => {
        const row = await repository.deletePrinter(tx, actor.businessId, printerId);
        if (!row) throw new AppError('RECORD_NOT_FOUND');
        await recordAudit(auditOf(actor, 'printer.remove', row, at), tx);
      });
    },

    /** The order's ticket in `language`, else the store's ticket language, else English. */
    async ticket(actor: StoreActor, orderId: string, language?: TicketLanguage): Promise<KitchenTicketDto> {
      return ticketOf(await storeOrder(actor.businessId, orderId), language);
    },

    /** Prints the order's ticket on the named printer, or the store's first receipt printer. */
    async print(
      actor: StoreActor,
      orderId: string,
      printerId?: string,
    ): Promise<{ printerId: string; bytes: number }> {
      const order = await storeOrder(actor.businessId, orderId);
      const target = printerId
        ? await repository.printer(actor.businessId, printerId)
        : ((await repository.printersOf(actor.businessId, 'receipt'))[0] ?? null);
      if (!target) throw new AppError('RECORD_NOT_FOUND');
      if (target.kind !== 'receipt') throw new AppError('PRINTER_TYPE_INVALID');
      const bytes = escPosTicket((await ticketOf(order)).lines);
      await sendTicket(target, order.id, bytes);
      return { printerId: target.id, bytes: bytes.length };
    },

    /**
     * The outbox's automatic print of an accepted order (KITCHEN_TICKET_OUTBOX_KIND): its ticket on every
     * receipt printer of the store that has not had it yet, while the store prints automatically. Throws
     * when a printer did not take it, so the outbox tries again (with back-off, a bounded number of times)
     * for the printers still missing it.
     */
    async autoPrint(orderId: string): Promise<void> {
      const order = await repository.ticketOrder(orderId);
      if (order?.autoPrint !== true) return;
      const printed = await repository.printersWithTicket(orderId);
      const targets = (await repository.printersOf(order.businessId, 'receipt')).filter(
        (row) => !printed.has(row.id),
      );
      if (targets.length === 0) return;
      const bytes = escPosTicket((await ticketOf(order)).lines);
      const results = await Promise.allSettled(targets.map((target) => sendTicket(target, orderId, bytes)));
      // A ticket someone printed by hand a moment ago counts as printed.
      const failed = results.filter(
        (result) =>
          result.status === 'rejected' &&
          !(result.reason instanceof AppError && result.reason.key === 'PRINTER_LABEL_RECENTLY_PRINTED'),
      );
      if (failed.length > 0) {
        throw new Error(`kitchen ticket not printed on ${failed.length} of ${targets.length} printers`);
      }
    },
  };
}

function auditOf(actor: StoreActor, action: string, row: PrinterRow, at: Date) {
  return {
    businessId: actor.businessId,
    actorKind: 'user' as const,
    actorUserId: actor.user.id,
    action,
    target: row.id,
    details: { name: row.name, host: row.host, port: row.port, kind: row.kind },
    at,
  };
}

export type KitchenPrintersService = ReturnType<typeof createKitchenPrintersService>;
