import { describe, expect, it } from 'vitest';
import {
  MENU_CSV_COLUMNS,
  type MenuCsvRow,
  parseDollars,
  parseMenuCsv,
  splitCsv,
  writeMenuCsv,
} from './menu-csv.js';

const row: Omit<MenuCsvRow, 'line'> = {
  id: null,
  categoryEn: 'Noodles, hand-pulled',
  categoryZh: '拉面',
  nameEn: 'Beef "house" noodles',
  nameZh: '招牌牛肉面',
  descriptionEn: 'Slow-braised\nbeef shank',
  descriptionZh: '',
  price: 1450,
  takeawayPrice: 1395,
  originPrice: null,
  originTakeawayPrice: null,
  discountPercent: 85,
  stockNumber: null,
  minBuyNumber: 1,
  maxBuyNumber: 5,
  timedMenu: 'lunch',
  isAvailable: false,
  deliveryNotSupported: true,
  supportsExchange: false,
  thumbnail: null,
};

describe('menu CSV', () => {
  it('writes rows a spreadsheet reads back to the same values', () => {
    const text = writeMenuCsv([row, { ...row, nameEn: 'Tea', price: 5, takeawayPrice: null }]);
    expect(text.split('\r\n')[0]).toBe(MENU_CSV_COLUMNS.join(','));
    const parsed = parseMenuCsv(text);
    expect(parsed.issues).toEqual([]);
    expect(parsed.rows).toEqual([
      { ...row, line: 2 },
      { ...row, nameEn: 'Tea', price: 5, takeawayPrice: null, line: 4 },
    ]);
  });

  it('reads dollars as cents', () => {
    expect([parseDollars('12.50'), parseDollars('12.5'), parseDollars('$3'), parseDollars('0.05')]).toEqual([
      1250, 1250, 300, 5,
    ]);
    expect(parseDollars('-1.00')).toEqual({ problem: 'A211' });
    expect(parseDollars('twelve')).toEqual({ problem: 'A217' });
  });

  it('answers every bad cell with its line and column', () => {
    const text = [
      'category_en,category_zh,name_en,name_zh,price,stock,available',
      'Noodles,面,Beef noodles,牛肉面,abc,3,yes',
      '',
      'Noodles,面,Tea,茶,-2,x,maybe',
    ].join('\n');
    const parsed = parseMenuCsv(text);
    // The rows still come back, bad cells as their defaults, so the rules can report the rest.
    expect(parsed.rows.map((row) => [row.line, row.price, row.stockNumber])).toEqual([
      [2, 0, 3],
      [4, 0, null],
    ]);
    expect(parsed.issues).toEqual([
      { line: 2, column: 'price', code: 'A217' },
      { line: 4, column: 'price', code: 'A211' },
      { line: 4, column: 'stock', code: 'A217' },
      { line: 4, column: 'available', code: 'A217' },
    ]);
  });

  it('refuses a header without the required columns or with unknown ones', () => {
    expect(parseMenuCsv('name_en,name_zh,colour\nTea,茶,red').issues).toEqual([
      { line: 1, column: null, code: 'A217' },
      { line: 1, column: 'category_en', code: 'A217' },
      { line: 1, column: 'category_zh', code: 'A217' },
      { line: 1, column: 'price', code: 'A217' },
    ]);
  });

  it('keeps quoted commas, quotes and line breaks inside a cell, and skips a byte-order mark', () => {
    expect(splitCsv('\uFEFFa,"b,""c""\nd"\r\n1,2\r\n')).toEqual([
      { line: 1, cells: ['a', 'b,"c"\nd'] },
      { line: 3, cells: ['1', '2'] },
    ]);
  });
});
