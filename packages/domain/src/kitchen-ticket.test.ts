import { describe, expect, it } from 'vitest';
import { kitchenTicketLines, maskedPhone, type TicketFacts, ticketTime } from './kitchen-ticket.js';
import {
  PRINTER_DEFAULT_PORT,
  PRINTER_RETRY_SECONDS,
  PRINTER_TIMEOUT_MS,
  REPRINT_GUARD_SECONDS,
  TICKET_LINE_WIDTH,
} from './store-operations.js';
import { columnsOf } from './ticket-text.js';

const LA = 'America/Los_Angeles';
/** Wednesday 11 June 2025, 12:03 in San Francisco. */
const PLACED = Date.parse('2025-06-11T19:03:00Z');

const pickup: TicketFacts = {
  storeName: 'Golden Dragon',
  orderCode: '7KQ2MX',
  orderType: 'pickup',
  tableName: null,
  peopleNumber: null,
  scheduledTime: null,
  placedTime: PLACED,
  timeZone: LA,
  items: [
    {
      quantity: 2,
      name: 'Beef noodle soup',
      options: [
        { name: 'Hot', quantity: 1 },
        { name: 'Large', quantity: 1 },
        { name: 'Egg', quantity: 2 },
      ],
      note: 'no onions',
    },
    { quantity: 1, name: 'Pork dumplings', options: [], note: null },
  ],
  buyerNote: 'Ring the bell',
  contactName: 'Ann',
  contactPhone: '4155550123',
};

const texts = (facts: TicketFacts, language: 'en' | 'zh') =>
  kitchenTicketLines(facts, language).map((line) => `${line.emphasis ? '*' : ' '}${line.text}`);

describe('kitchen ticket numbers', () => {
  it('pins the paper width and the printer timings', () => {
    expect(TICKET_LINE_WIDTH).toBe(48);
    expect(PRINTER_DEFAULT_PORT).toBe(9100);
    expect(PRINTER_TIMEOUT_MS).toBe(3000);
    expect(REPRINT_GUARD_SECONDS).toBe(10);
    expect(PRINTER_RETRY_SECONDS).toBe(10);
  });
});

describe('kitchen ticket', () => {
  it('lays out a pickup order in English: code large, items large, options and notes under them', () => {
    expect(texts(pickup, 'en')).toEqual([
      '*     Golden Dragon',
      '*PICKUP           #7KQ2MX',
      ' Due: ASAP',
      ' Placed: Jun 11 12:03 PM',
      ` ${'-'.repeat(48)}`,
      '*2 x Beef noodle soup',
      ' \u0020   Hot, Large, Egg x2',
      ' \u0020   Note: no onions',
      '*1 x Pork dumplings',
      ` ${'-'.repeat(48)}`,
      ' Items: 3',
      ' Note: Ring the bell',
      ' Contact: Ann ***-***-0123',
    ]);
  });

  it('prints the labels in Chinese, with the table and guests of a dine-in order', () => {
    const dineIn: TicketFacts = {
      ...pickup,
      storeName: '金龙酒家',
      orderType: 'dineIn',
      tableName: 'A1',
      peopleNumber: 4,
      items: [{ quantity: 1, name: '宫保鸡丁', options: [{ name: '微辣', quantity: 1 }], note: '不要花生' }],
      buyerNote: null,
      contactName: null,
    };
    expect(texts(dineIn, 'zh')).toEqual([
      '*        金龙酒家',
      '*堂食             #7KQ2MX',
      '*桌号 A1',
      ' 人数：4',
      ' 时间：尽快',
      ' 下单：6月11日 12:03',
      ` ${'-'.repeat(48)}`,
      '*1 x 宫保鸡丁',
      '     微辣',
      '     备注：不要花生',
      ` ${'-'.repeat(48)}`,
      ' 件数：1',
      ' 联系人：***-***-0123',
    ]);
  });

  it("prints a scheduled order's time large, on the store's clock", () => {
    const later = {
      ...pickup,
      orderType: 'delivery' as const,
      scheduledTime: Date.parse('2025-06-12T03:30:00Z'),
    };
    expect(kitchenTicketLines(later, 'en')).toContainEqual({ text: 'Due: Jun 11 8:30 PM', emphasis: true });
    expect(kitchenTicketLines(later, 'zh')).toContainEqual({ text: '时间：6月11日 20:30', emphasis: true });
    expect(kitchenTicketLines(later, 'en')[1]).toEqual({ text: 'DELIVERY         #7KQ2MX', emphasis: true });
  });

  it('wraps long names at half the width (double size) and notes at the full width', () => {
    const long: TicketFacts = {
      ...pickup,
      items: [
        {
          quantity: 12,
          name: 'Slow braised beef brisket noodle soup with pickled greens',
          options: [],
          note: '请把汤和面分开装，汤要很烫，面要软一点，再多给两双筷子和一些纸巾谢谢',
        },
      ],
      buyerNote: 'Please call when you arrive at the back door on Maple Street, the front is closed',
    };
    const lines = kitchenTicketLines(long, 'zh');
    for (const line of lines) {
      expect(columnsOf(line.text), line.text).toBeLessThanOrEqual(line.emphasis ? 24 : TICKET_LINE_WIDTH);
    }
    const item = lines.filter((line) => line.emphasis).slice(-3);
    expect(item.map((line) => line.text)).toEqual([
      '12 x Slow braised beef',
      '     brisket noodle soup',
      '     with pickled greens',
    ]);
    const note = lines
      .filter((line) => line.text.startsWith('    ') && !line.emphasis)
      .map((line) => line.text);
    expect(note).toEqual([
      '    备注：请把汤和面分开装，汤要很烫，面要软一',
      '    点，再多给两双筷子和一些纸巾谢谢',
    ]);
  });

  it('keeps printer commands out of diner text', () => {
    const sneaky = { ...pickup, buyerNote: 'hi\x1bp\x00\x19\x1dV\x00 there' };
    const lines = kitchenTicketLines(sneaky, 'en').map((line) => line.text);
    expect(lines).toContain('Note: hi p V there');
    expect(
      lines
        .join('')
        .split('')
        .some((char) => char.charCodeAt(0) < 0x20),
    ).toBe(false);
  });

  it('masks the phone to its last four digits and reads times on the wall clock', () => {
    expect(maskedPhone('4155550123')).toBe('***-***-0123');
    expect(ticketTime(Date.parse('2025-01-01T07:59:00Z'), LA, 'en')).toBe('Dec 31 11:59 PM');
    expect(ticketTime(Date.parse('2025-01-01T08:05:00Z'), LA, 'en')).toBe('Jan 1 12:05 AM');
    expect(ticketTime(Date.parse('2025-01-01T08:05:00Z'), LA, 'zh')).toBe('1月1日 00:05');
  });
});
