import type { TicketFacts, TicketItem } from '@nearbite/domain/kitchen-ticket';
import type { TicketLanguage } from '@nearbite/domain/store-operations';
import { localize } from '../../lib/request-language.js';
import type { TicketLineRow, TicketOrderRow } from './kitchen-printers.repository.js';

/** A line as the kitchen makes it: what is left after refunds, its options named in the ticket's language. */
function itemOf(line: TicketLineRow, language: TicketLanguage): TicketItem {
  const name = (text: { en: string; zh: string }) => localize(text, language);
  return {
    quantity: line.boughtNumber - line.refundedNumber,
    name: name(line.name),
    options: [
      ...line.specifications.flatMap((specification) =>
        specification.values.map((value) => ({ name: name(value.name), quantity: 1 })),
      ),
      ...line.attributes.map((attribute) => ({ name: name(attribute.value.name), quantity: 1 })),
      ...line.addOns.flatMap((group) =>
        group.values.map((value) => ({ name: name(value.name), quantity: value.boughtNumber })),
      ),
    ],
    note: line.specialNote,
  };
}

/** The facts a kitchen ticket prints, from the order's rows; refunded lines are left off. */
export function ticketFactsOf(
  order: TicketOrderRow,
  lines: readonly TicketLineRow[],
  language: TicketLanguage,
): TicketFacts {
  return {
    storeName: localize(order.storeName, language),
    orderCode: order.orderCode,
    orderType: order.orderType,
    tableName: order.tableName,
    peopleNumber: order.peopleNumber,
    scheduledTime: order.scheduledTime?.getTime() ?? null,
    placedTime: order.createdAt.getTime(),
    timeZone: order.timeZone,
    items: lines.map((line) => itemOf(line, language)).filter((item) => item.quantity > 0),
    buyerNote: order.buyerNote,
    contactName: order.contactName,
    contactPhone: order.contactPhone,
  };
}
