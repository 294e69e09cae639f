/**
 * The menu's item list as CSV (docs/menu-format.md#csv): one row per item, in menu order, for a spreadsheet.
 * Prices are dollars with cents (`12.50`), an empty cell is "none" (no pickup price, unlimited stock, no
 * maximum), flags are `yes`/`no`. Options (specifications, attributes, add-ons) stay in the JSON file: an
 * imported row with an id keeps the item's options. RFC 4180 quoting; a leading byte-order mark is skipped.
 */

import type { MenuIssueCode } from './menu-rules.js';

export const MENU_CSV_COLUMNS = [
  'id',
  'category_en',
  'category_zh',
  'name_en',
  'name_zh',
  'description_en',
  'description_zh',
  'price',
  'takeaway_price',
  'origin_price',
  'origin_takeaway_price',
  'discount_percent',
  'stock',
  'min_buy',
  'max_buy',
  'timed_menu',
  'available',
  'delivery_not_supported',
  'supports_exchange',
  'thumbnail',
] as const;
export type MenuCsvColumn = (typeof MENU_CSV_COLUMNS)[number];

/** Columns a file must have; the others may be left out and take their defaults. */
const REQUIRED_COLUMNS: readonly MenuCsvColumn[] = [
  'category_en',
  'category_zh',
  'name_en',
  'name_zh',
  'price',
];

export interface MenuCsvRow {
  /** The file's line the row starts on (1 is the header). */
  line: number;
  id: string | null;
  categoryEn: string;
  categoryZh: string;
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  price: number;
  takeawayPrice: number | null;
  originPrice: number | null;
  originTakeawayPrice: number | null;
  discountPercent: number | null;
  stockNumber: number | null;
  minBuyNumber: number;
  maxBuyNumber: number | null;
  /** The timed menu's key (the JSON file's), or null for all day. */
  timedMenu: string | null;
  isAvailable: boolean;
  deliveryNotSupported: boolean;
  supportsExchange: boolean;
  thumbnail: string | null;
}

export interface MenuCsvIssue {
  line: number;
  column: MenuCsvColumn | null;
  code: MenuIssueCode;
}

/** Which row field each column fills, so a rule's problem on a field points back at its column. */
export const MENU_CSV_COLUMN_OF_FIELD: Record<string, MenuCsvColumn> = {
  id: 'id',
  category: 'category_en',
  name: 'name_en',
  description: 'description_en',
  price: 'price',
  takeawayPrice: 'takeaway_price',
  originPrice: 'origin_price',
  originTakeawayPrice: 'origin_takeaway_price',
  discountPercent: 'discount_percent',
  stockNumber: 'stock',
  minBuyNumber: 'min_buy',
  maxBuyNumber: 'max_buy',
  timedMenu: 'timed_menu',
  thumbnail: 'thumbnail',
};

/** Splits CSV text into records of cells, each with the line it starts on. */
export function splitCsv(source: string): Array<{ line: number; cells: string[] }> {
  const input = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const records: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ line: start, cells });
      cells = [];
      cell = '';
      line++;
      start = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: start, cells });
  }
  // Blank lines (a spreadsheet's trailing ones) are not rows.
  return records.filter((record) => record.cells.some((value) => value.trim() !== ''));
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Cents as dollars with two decimals; null as an empty cell. */
function dollarCell(cents: number | null): string {
  return cents === null ? '' : `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const flag = (value: boolean) => (value ? 'yes' : 'no');
const numberCell = (value: number | null) => (value === null ? '' : String(value));

/** The rows as CSV text with the header, CRLF line ends (what spreadsheets write). */
export function writeMenuCsv(rows: ReadonlyArray<Omit<MenuCsvRow, 'line'>>): string {
  const lines = [MENU_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const cells: Record<MenuCsvColumn, string> = {
      id: row.id ?? '',
      category_en: row.categoryEn,
      category_zh: row.categoryZh,
      name_en: row.nameEn,
      name_zh: row.nameZh,
      description_en: row.descriptionEn,
      description_zh: row.descriptionZh,
      price: dollarCell(row.price),
      takeaway_price: dollarCell(row.takeawayPrice),
      origin_price: dollarCell(row.originPrice),
      origin_takeaway_price: dollarCell(row.originTakeawayPrice),
      discount_percent: numberCell(row.discountPercent),
      stock: numberCell(row.stockNumber),
      min_buy: String(row.minBuyNumber),
      max_buy: numberCell(row.maxBuyNumber),
      timed_menu: row.timedMenu ?? '',
      available: flag(row.isAvailable),
      delivery_not_supported: flag(row.deliveryNotSupported),
      supports_exchange: flag(row.supportsExchange),
      thumbnail: row.thumbnail ?? '',
    };
    lines.push(MENU_CSV_COLUMNS.map((column) => quote(cells[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

type CellReader = <T>(column: MenuCsvColumn, parse: (value: string) => T | Problem, fallback: T) => T;
type Problem = { problem: MenuIssueCode };
const problem = (code: MenuIssueCode): Problem => ({ problem: code });
const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' && value !== null && 'problem' in value;

/** `12.50`, `12.5`, `12`, `$12.50` as cents; a minus sign is a negative price (A211), anything else A217. */
export function parseDollars(value: string): number | Problem {
  const match = /^(-)?\$?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim().replaceAll(',', ''));
  if (!match) return problem('A217');
  if (match[1]) return problem('A211');
  return Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
}

function parseWhole(value: string): number | Problem {
  const trimmed = value.trim();
  if (/^-\d+$/.test(trimmed)) return Number(trimmed);
  return /^\d+$/.test(trimmed) ? Number(trimmed) : problem('A217');
}

function parseFlag(value: string): boolean | Problem {
  const word = value.trim().toLowerCase();
  if (['yes', 'y', 'true', '1', '是'].includes(word)) return true;
  if (['no', 'n', 'false', '0', '否'].includes(word)) return false;
  return problem('A217');
}

const nullable =
  <T>(parse: (value: string) => T | Problem) =>
  (value: string): T | null | Problem =>
    value.trim() === '' ? null : parse(value);

/** The file's rows and its cell problems by line and column (every one of them); no rows if the header is bad. */
export function parseMenuCsv(source: string): { rows: MenuCsvRow[]; issues: MenuCsvIssue[] } {
  const records = splitCsv(source);
  const issues: MenuCsvIssue[] = [];
  const header = records.shift();
  if (!header) return { rows: [], issues: [{ line: 1, column: null, code: 'A217' }] };
  const names = header.cells.map((name) => name.trim().toLowerCase());
  names.forEach((name) => {
    if (!(MENU_CSV_COLUMNS as readonly string[]).includes(name))
      issues.push({ line: 1, column: null, code: 'A217' });
  });
  for (const column of REQUIRED_COLUMNS) {
    if (!names.includes(column)) issues.push({ line: 1, column, code: 'A217' });
  }
  if (issues.length > 0) return { rows: [], issues };
  // Rows come back even with bad cells (those read as their defaults), so the menu rules can still report
  // every other problem of the file in the same answer.
  return { rows: records.map((record) => parseRow(record, names, issues)), issues };
}

function parseRow(
  record: { line: number; cells: string[] },
  names: string[],
  issues: MenuCsvIssue[],
): MenuCsvRow {
  const { line } = record;
  if (record.cells.length > names.length) issues.push({ line, column: null, code: 'A217' });
  const cellOf = (column: MenuCsvColumn): string | undefined => {
    const index = names.indexOf(column);
    return index < 0 ? undefined : (record.cells[index] ?? '');
  };
  const read: CellReader = (column, parse, fallback) => {
    const value = cellOf(column);
    if (value === undefined) return fallback;
    const parsed = parse(value);
    if (!isProblem(parsed)) return parsed;
    issues.push({ line, column, code: parsed.problem });
    return fallback;
  };
  const plain = (column: MenuCsvColumn) => (cellOf(column) ?? '').trim();
  return {
    line,
    id: plain('id') || null,
    categoryEn: plain('category_en'),
    categoryZh: plain('category_zh'),
    nameEn: plain('name_en'),
    nameZh: plain('name_zh'),
    descriptionEn: plain('description_en'),
    descriptionZh: plain('description_zh'),
    price: read('price', parseDollars, 0),
    takeawayPrice: read('takeaway_price', nullable(parseDollars), null),
    originPrice: read('origin_price', nullable(parseDollars), null),
    originTakeawayPrice: read('origin_takeaway_price', nullable(parseDollars), null),
    discountPercent: read('discount_percent', nullable(parseWhole), null),
    stockNumber: read('stock', nullable(parseWhole), null),
    minBuyNumber: read('min_buy', (value) => (value.trim() === '' ? 1 : parseWhole(value)), 1),
    maxBuyNumber: read('max_buy', nullable(parseWhole), null),
    timedMenu: plain('timed_menu') || null,
    isAvailable: read('available', (value) => (value.trim() === '' ? true : parseFlag(value)), true),
    deliveryNotSupported: read('delivery_not_supported', nullable(parseFlag), null) ?? false,
    supportsExchange: read('supports_exchange', nullable(parseFlag), null) ?? false,
    thumbnail: plain('thumbnail') || null,
  };
}
