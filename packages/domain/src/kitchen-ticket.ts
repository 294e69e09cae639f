/**
 * The kitchen ticket: what the kitchen reads off 80 mm paper when an order comes in. One layout serves the
 * console's print view and the network printer (apps/server's ESC/POS encoder turns the same lines into
 * bytes). Emphasised lines print in double-size characters, so they are laid out for half the width.
 */

import type { OrderType } from './order-type.js';
import { TICKET_LINE_WIDTH, type TicketLanguage } from './store-operations.js';
import { localTimeAt } from './store-status.js';
import { centerColumns, spreadColumns, wrapColumns } from './ticket-text.js';
import { isoDateOf, localDayAt } from './zoned-time.js';

/** One printed line; `emphasis` prints it bold in double-size characters. */
export interface TicketLine {
  text: string;
  emphasis: boolean;
}

/** One item of the order as the kitchen makes it. */
export interface TicketItem {
  quantity: number;
  name: string;
  /** Chosen specification values, attribute and add-ons (an add-on bought twice has quantity 2). */
  options: ReadonlyArray<{ name: string; quantity: number }>;
  note: string | null;
}

/** The facts of an order a ticket prints, names already in the ticket's language. */
export interface TicketFacts {
  storeName: string;
  orderCode: string;
  orderType: OrderType;
  tableName: string | null;
  peopleNumber: number | null;
  /** When the diner wants the order (epoch ms); null for as soon as possible. */
  scheduledTime: number | null;
  placedTime: number;
  /** The store's IANA time zone: times print on the store's wall clock. */
  timeZone: string;
  items: readonly TicketItem[];
  buyerNote: string | null;
  contactName: string | null;
  /** The contact's 10 digits; the ticket shows the last four only. */
  contactPhone: string | null;
}

interface TicketLabels {
  orderTypes: Record<OrderType, string>;
  table: string;
  guests: string;
  due: string;
  asap: string;
  placed: string;
  note: string;
  contact: string;
  items: string;
  /** What follows a label: ": " in English, a full-width colon in Chinese. */
  colon: string;
  dateTime(month: number, day: number, hour: number, minute: number): string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

const LABELS: Record<TicketLanguage, TicketLabels> = {
  en: {
    orderTypes: { pickup: 'PICKUP', delivery: 'DELIVERY', dineIn: 'DINE-IN' },
    table: 'Table',
    guests: 'Guests',
    due: 'Due',
    asap: 'ASAP',
    placed: 'Placed',
    note: 'Note',
    contact: 'Contact',
    items: 'Items',
    colon: ': ',
    dateTime: (month, day, hour, minute) =>
      `${MONTHS[month - 1]} ${day} ${hour % 12 || 12}:${twoDigits(minute)} ${hour < 12 ? 'AM' : 'PM'}`,
  },
  zh: {
    orderTypes: { pickup: '自取', delivery: '外送', dineIn: '堂食' },
    table: '桌号',
    guests: '人数',
    due: '时间',
    asap: '尽快',
    placed: '下单',
    note: '备注',
    contact: '联系人',
    items: '件数',
    colon: '：',
    dateTime: (month, day, hour, minute) => `${month}月${day}日 ${twoDigits(hour)}:${twoDigits(minute)}`,
  },
};

/** Indent of an item's options and note under its name. */
const DETAIL_INDENT = '    ';

/** The phone as the kitchen may see it: `***-***-0123` (enough to match a diner at the counter). */
export function maskedPhone(phone: string): string {
  return `***-***-${phone.replace(/[^0-9]/g, '').slice(-4)}`;
}

/** An instant as the store's wall clock reads it, in the ticket's language. */
export function ticketTime(epoch: number, timeZone: string, language: TicketLanguage): string {
  const [, month = '1', day = '1'] = isoDateOf(localDayAt(timeZone, epoch)).split('-');
  const minutes = Math.floor(localTimeAt(timeZone, epoch).msOfDay / 60_000);
  return LABELS[language].dateTime(Number(month), Number(day), Math.floor(minutes / 60), minutes % 60);
}

/** "Egg x2, Hot, Large": the options of an item in one phrase. */
function optionsText(options: TicketItem['options']): string {
  return options
    .map((option) => (option.quantity > 1 ? `${option.name} x${option.quantity}` : option.name))
    .join(', ');
}

function itemLines(item: TicketItem, labels: TicketLabels, width: number): TicketLine[] {
  const quantity = `${item.quantity} x `;
  const lines = wrapColumns(item.name, Math.floor(width / 2), {
    first: quantity,
    rest: ' '.repeat(quantity.length),
  }).map((text) => ({ text, emphasis: true }));
  const details = [optionsText(item.options), item.note ? `${labels.note}${labels.colon}${item.note}` : ''];
  for (const detail of details.filter((text) => text.trim() !== '')) {
    for (const text of wrapColumns(detail, width, { first: DETAIL_INDENT, rest: DETAIL_INDENT })) {
      lines.push({ text, emphasis: false });
    }
  }
  return lines;
}

/** Lines of `text` wrapped to the width (half of it when emphasised), all with the same emphasis. */
function wrapped(text: string, width: number, emphasis: boolean, rest = ''): TicketLine[] {
  return wrapColumns(text, emphasis ? Math.floor(width / 2) : width, { rest }).map((line) => ({
    text: line,
    emphasis,
  }));
}

function headerLines(facts: TicketFacts, language: TicketLanguage, width: number): TicketLine[] {
  const labels = LABELS[language];
  const half = Math.floor(width / 2);
  const type = labels.orderTypes[facts.orderType];
  const code = `#${facts.orderCode}`;
  const lines: TicketLine[] = wrapColumns(facts.storeName, half).map((text) => ({
    text: centerColumns(text, half),
    emphasis: true,
  }));
  const typeAndCode = spreadColumns(type, code, half);
  if (typeAndCode === null) lines.push(...wrapped(type, width, true), ...wrapped(code, width, true));
  else lines.push({ text: typeAndCode, emphasis: true });
  if (facts.tableName !== null) {
    lines.push(...wrapped(`${labels.table} ${facts.tableName}`, width, true));
  }
  if (facts.peopleNumber !== null) {
    lines.push({ text: `${labels.guests}${labels.colon}${facts.peopleNumber}`, emphasis: false });
  }
  // A scheduled order prints its time large: cooking it as it arrives is the mistake a kitchen makes.
  const due =
    facts.scheduledTime === null ? labels.asap : ticketTime(facts.scheduledTime, facts.timeZone, language);
  const placed = ticketTime(facts.placedTime, facts.timeZone, language);
  lines.push(...wrapped(`${labels.due}${labels.colon}${due}`, width, facts.scheduledTime !== null));
  lines.push({ text: `${labels.placed}${labels.colon}${placed}`, emphasis: false });
  return lines;
}

function footerLines(facts: TicketFacts, labels: TicketLabels, width: number): TicketLine[] {
  const count = facts.items.reduce((sum, item) => sum + item.quantity, 0);
  const lines: TicketLine[] = [{ text: `${labels.items}${labels.colon}${count}`, emphasis: false }];
  if (facts.buyerNote?.trim()) {
    lines.push(...wrapped(`${labels.note}${labels.colon}${facts.buyerNote}`, width, false, '  '));
  }
  const contact = [facts.contactName?.trim(), facts.contactPhone ? maskedPhone(facts.contactPhone) : '']
    .filter(Boolean)
    .join(' ');
  if (contact) lines.push(...wrapped(`${labels.contact}${labels.colon}${contact}`, width, false, '  '));
  return lines;
}

/**
 * The kitchen ticket of an order in `language`: store, order type and code, table and guests, when it is
 * due and when it was placed, then each item (quantity and name large, options and note under it), the
 * item count, the diner's note and the contact. Every line fits `width` columns (emphasised ones half).
 */
export function kitchenTicketLines(
  facts: TicketFacts,
  language: TicketLanguage,
  width: number = TICKET_LINE_WIDTH,
): TicketLine[] {
  const labels = LABELS[language];
  const rule: TicketLine = { text: '-'.repeat(width), emphasis: false };
  return [
    ...headerLines(facts, language, width),
    rule,
    ...facts.items.flatMap((item) => itemLines(item, labels, width)),
    rule,
    ...footerLines(facts, labels, width),
  ];
}
