import { describe, expect, it } from 'vitest';
import type { CsvOrderRow } from './reports.repository.js';
import { REPORT_CSV_COLUMNS, writeOrdersCsv } from './reports-csv.js';

const row: CsvOrderRow = {
  orderCode: '4827',
  // 23:30 on 11 June in San Francisco.
  createdAt: Date.parse('2025-06-12T06:30:00Z'),
  orderType: 'pickup',
  orderStatus: 'completed',
  food: 2590,
  discounts: 100,
  tax: 227,
  fees: 5,
  tips: 300,
  total: 3022,
  refunded: 1022,
  items: 3,
};

describe('the orders CSV', () => {
  it('writes one row per order on the store clock, money in dollars, net = total − refunded', () => {
    const csv = writeOrdersCsv([row], 'America/Los_Angeles');
    expect(csv.split('\r\n')).toEqual([
      REPORT_CSV_COLUMNS.join(','),
      '4827,2025-06-11 23:30,pickup,completed,25.90,1.00,2.27,0.05,3.00,30.22,10.22,20.00,3',
      '',
    ]);
  });

  it('quotes commas and quotes and defuses spreadsheet formulas', () => {
    const csv = writeOrdersCsv([{ ...row, orderCode: '=HYPERLINK("x"),1' }], 'America/Los_Angeles');
    expect(csv.split('\r\n')[1]?.startsWith(`"'=HYPERLINK(""x""),1",`)).toBe(true);
  });

  it('writes only the header for a period without orders', () => {
    expect(writeOrdersCsv([], 'Asia/Shanghai')).toBe(`${REPORT_CSV_COLUMNS.join(',')}\r\n`);
  });
});
