import { describe, expect, it } from 'vitest';
import { readPrintJob } from '../../test/escpos-reader.js';
import { CHINESE_MODE, EMPHASIS_ON, escPosTicket, INITIALIZE, PARTIAL_CUT, WESTERN_MODE } from './escpos.js';

const bytesOf = (...commands: number[][]) => Buffer.from(commands.flat());

describe('ESC/POS ticket', () => {
  it('initialises, prints each line with its emphasis, feeds and cuts', () => {
    const bytes = escPosTicket([
      { text: 'PICKUP #7KQ2MX', emphasis: true },
      { text: '    Hot, Large', emphasis: false },
    ]);
    expect(Buffer.from(bytes.subarray(0, 7))).toEqual(bytesOf(INITIALIZE, WESTERN_MODE));
    expect(Buffer.from(bytes.subarray(7, 13))).toEqual(bytesOf(EMPHASIS_ON));
    expect(Buffer.from(bytes.subarray(-4))).toEqual(bytesOf(PARTIAL_CUT));
    expect(readPrintJob(bytes)).toEqual({
      initialised: true,
      cut: true,
      chinese: false,
      lines: [
        { text: 'PICKUP #7KQ2MX', emphasis: true },
        { text: '    Hot, Large', emphasis: false },
      ],
    });
  });

  it('prints accented English on the Western code page, one byte a letter', () => {
    const bytes = escPosTicket([{ text: '1 x Crème brûlée', emphasis: false }]);
    expect(bytes.includes(0xe8)).toBe(true);
    expect(readPrintJob(bytes).lines).toEqual([{ text: '1 x Crème brûlée', emphasis: false }]);
  });

  it('prints Chinese as GB18030 in the Chinese mode', () => {
    const bytes = escPosTicket([
      { text: '堂食 #7KQ2MX', emphasis: true },
      { text: '    备注：不要花生', emphasis: false },
    ]);
    expect(Buffer.from(bytes.subarray(0, 4))).toEqual(bytesOf(INITIALIZE, CHINESE_MODE));
    // 堂 is CC C3 in GB2312, which GB18030 keeps.
    expect(Buffer.from(bytes).indexOf(Buffer.from([0xcc, 0xc3]))).toBeGreaterThan(0);
    const job = readPrintJob(bytes);
    expect(job.chinese).toBe(true);
    expect(job.lines.map((line) => line.text)).toEqual(['堂食 #7KQ2MX', '    备注：不要花生']);
    expect(new TextDecoder('gb18030').decode(bytes).includes('不要花生')).toBe(true);
  });
});
