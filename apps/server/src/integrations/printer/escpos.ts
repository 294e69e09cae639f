import { createRequire } from 'node:module';
import type Iconv from 'iconv-lite';

// Required at the first ticket rather than at start: about 5 MB of code pages a copy that prints nothing does
// not carry.
const require = createRequire(import.meta.url);
let iconvModule: typeof Iconv | undefined;
const loadIconv = (): typeof Iconv => {
  iconvModule ??= require('iconv-lite') as typeof Iconv;
  return iconvModule;
};

/**
 * ESC/POS bytes of a kitchen ticket for an 80 mm receipt printer. Text that fits Western code page 1252
 * prints in it (ESC t 16), so any receipt printer prints an English ticket with its accents; text with
 * anything else (Chinese names, labels of a Chinese ticket) prints in the printer's Chinese mode (FS &) as
 * GB18030, which the printers sold for Chinese kitchens take, and whose ASCII bytes are plain ASCII.
 */

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const LF = 0x0a;

/** ESC @: clears the printer's modes left by an earlier job. */
export const INITIALIZE = [ESC, 0x40];
/** FS &: Chinese (double-byte) character mode. */
export const CHINESE_MODE = [FS, 0x26];
/** FS . then ESC t 16: single-byte mode, code page WPC1252. */
export const WESTERN_MODE = [FS, 0x2e, ESC, 0x74, 16];
/** ESC E 1 with GS ! 0x11: bold, double width and height; the pair after the line turns them off. */
export const EMPHASIS_ON = [ESC, 0x45, 1, GS, 0x21, 0x11];
export const EMPHASIS_OFF = [GS, 0x21, 0x00, ESC, 0x45, 0];
/** ESC d 3: feeds three lines so the last line clears the tear bar. */
export const FEED = [ESC, 0x64, 3];
/** GS V 66 0: feeds to the cutter and cuts, leaving a hinge (partial cut). */
export const PARTIAL_CUT = [GS, 0x56, 66, 0];

export interface EscPosLine {
  text: string;
  emphasis: boolean;
}

/** Whether every character of the lines has a byte in code page 1252. */
function fitsWestern(lines: readonly EscPosLine[]): boolean {
  const text = lines.map((line) => line.text).join('');
  const iconv = loadIconv();
  return iconv.decode(iconv.encode(text, 'win1252'), 'win1252') === text;
}

/** The ticket as one print job: initialise, pick the characters, each line, feed and cut. */
export function escPosTicket(lines: readonly EscPosLine[]): Uint8Array {
  const iconv = loadIconv();
  const western = fitsWestern(lines);
  const encoding = western ? 'win1252' : 'gb18030';
  const parts: Array<Uint8Array | number[]> = [INITIALIZE, western ? WESTERN_MODE : CHINESE_MODE];
  for (const line of lines) {
    if (line.emphasis) parts.push(EMPHASIS_ON);
    parts.push(iconv.encode(line.text, encoding), [LF]);
    if (line.emphasis) parts.push(EMPHASIS_OFF);
  }
  parts.push(FEED, PARTIAL_CUT);
  return Buffer.concat(parts.map((part) => (part instanceof Uint8Array ? part : Uint8Array.from(part))));
}
