import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centerColumns, columnsOf, printableText, spreadColumns, wrapColumns } from './ticket-text.js';

describe('printer columns', () => {
  it('counts ASCII as one column and Chinese (and any other non-ASCII) as two', () => {
    expect(columnsOf('Beef noodles')).toBe(12);
    expect(columnsOf('宫保鸡丁')).toBe(8);
    expect(columnsOf('备注：A1')).toBe(8);
    expect(columnsOf('Crème')).toBe(6);
  });

  it('turns control characters into spaces so a note cannot send printer commands', () => {
    expect(printableText('no\x1bp\x00 onions\r\n\x1dV please')).toBe('no p onions V please');
    expect(printableText('  two   spaces\t ')).toBe('two spaces');
  });
});

describe('wrapping to the paper', () => {
  it('breaks English at spaces and keeps words whole', () => {
    expect(wrapColumns('Extra spicy please and no peanuts at all', 16)).toEqual([
      'Extra spicy',
      'please and no',
      'peanuts at all',
    ]);
  });

  it('breaks Chinese between any two characters, two columns each', () => {
    expect(wrapColumns('不要香菜多放辣椒谢谢', 8)).toEqual(['不要香菜', '多放辣椒', '谢谢']);
    expect(wrapColumns('加 egg 不要葱', 9)).toEqual(['加 egg 不', '要葱']);
  });

  it('moves the character before a comma down with it, so no line starts with punctuation', () => {
    expect(wrapColumns('汤要很烫，面要软', 8)).toEqual(['汤要很', '烫，面要', '软']);
  });

  it('cuts a word longer than a line, and indents every line after the first', () => {
    expect(wrapColumns('ABCDEFGHIJ', 4)).toEqual(['ABCD', 'EFGH', 'IJ']);
    expect(wrapColumns('Kung Pao chicken with rice', 13, { first: '2 x ', rest: '    ' })).toEqual([
      '2 x Kung Pao',
      '    chicken',
      '    with rice',
    ]);
  });

  it('never makes a line wider than the width, whatever the text', () => {
    const text = fc.array(fc.constantFrom('a', 'bb ', 'Word ', '宫', '保 ', '：', ' ', 'Superlongwordhere'), {
      maxLength: 40,
    });
    fc.assert(
      fc.property(text, fc.integer({ min: 6, max: 48 }), (parts, width) => {
        const lines = wrapColumns(parts.join(''), width, { rest: '  ' });
        expect(lines.every((line) => columnsOf(line) <= width)).toBe(true);
        expect(lines.join('').replace(/\s/g, '')).toBe(parts.join('').replace(/\s/g, ''));
      }),
    );
  });

  it('spreads two texts to the edges, or answers null when they do not fit', () => {
    expect(spreadColumns('PICKUP', '#7KQ2MX', 20)).toBe('PICKUP       #7KQ2MX');
    expect(spreadColumns('外送', '#7KQ2MX', 12)).toBe('外送 #7KQ2MX');
    expect(spreadColumns('DELIVERY', '#7KQ2MX', 15)).toBeNull();
  });

  it('centres a title', () => {
    expect(centerColumns('Golden Dragon', 24)).toBe('     Golden Dragon');
    expect(centerColumns('金龙', 24)).toBe(`${' '.repeat(10)}金龙`);
  });
});
