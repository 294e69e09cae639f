import { localDateTimeText } from '@nearbite/domain/report-periods';
import type { CsvOrderRow } from './reports.repository.js';

/**
 * The period's orders as CSV (one row per paid order, oldest first). Columns, documented in
 * docs/decisions/reports.md: money in dollars with two decimals; `placed_at` on the store's wall clock.
 */
export const REPORT_CSV_COLUMNS = [
  'order_code',
  'placed_at',
  'order_type',
  'status',
  'food',
  'discounts',
  'tax',
  'fees',
  'tips',
  'total',
  'refunded',
  'net',
  'items',
] as const;

const dollars = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** A cell quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function writeOrdersCsv(rows: readonly CsvOrderRow[], timeZone: string): string {
  const lines = [REPORT_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const cells = [
      row.orderCode,
      localDateTimeText(timeZone, row.createdAt),
      row.orderType,
      row.orderStatus,
      dollars(row.food),
      dollars(row.discounts),
      dollars(row.tax),
      dollars(row.fees),
      dollars(row.tips),
      dollars(row.total),
      dollars(row.refunded),
      dollars(row.total - row.refunded),
      String(row.items),
    ];
    lines.push(cells.map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
