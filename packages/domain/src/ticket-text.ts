/**
 * Laying text out in the fixed columns of a receipt printer. A printer prints a character outside ASCII in
 * its double-byte (Chinese) mode, where every such character — Han, full-width punctuation, but also an
 * accented letter — is two columns wide; counting each as two keeps a line from spilling onto the next on
 * any printer (on a Western code page an accented line merely ends a little early).
 */

/** Characters a line may break between without a space: Han, kana, Hangul and CJK punctuation. */
const BREAK_ANYWHERE =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u3000-\\u303f\\uff00-\\uffef';
const BREAKABLE = new RegExp(`^[${BREAK_ANYWHERE}]$`, 'u');
const TOKENS = new RegExp(`\\s+|[${BREAK_ANYWHERE}]|[^\\s${BREAK_ANYWHERE}]+`, 'gu');
/** Punctuation that may not start a line: the character before it moves down with it. */
const NO_LINE_START = /^[，。、；：！？）》」』,.;:!?)]$/u;
/** Control and format characters: a diner's text must never reach the printer as a command (ESC, GS …). */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** Columns the text takes on the printer: 1 for ASCII, 2 for any other character. */
export function columnsOf(text: string): number {
  let columns = 0;
  for (const char of text) columns += (char.codePointAt(0) ?? 0) < 0x80 ? 1 : 2;
  return columns;
}

/** The text with control characters and line breaks turned into spaces, runs of spaces as one, trimmed. */
export function printableText(text: string): string {
  return text.replace(UNPRINTABLE, ' ').replace(/\s+/gu, ' ').trim();
}

/**
 * The text wrapped into lines of at most `width` columns: at spaces between words, anywhere between CJK
 * characters, and inside a word only when the word is longer than a line. `first` starts the first line and
 * `rest` every later one (a hanging indent); both count in the width.
 */
export function wrapColumns(
  text: string,
  width: number,
  prefix: { first?: string; rest?: string } = {},
): string[] {
  const rest = prefix.rest ?? '';
  const lines: string[] = [];
  let line = prefix.first ?? '';
  let used = columnsOf(line);
  let empty = true;
  let space = false;
  /** The line's last token when it is a CJK character put without a space (it may move down). */
  let lastCjk = null as string | null;
  const breakLine = () => {
    lines.push(line.trimEnd());
    line = rest;
    used = columnsOf(rest);
    empty = true;
    space = false;
    lastCjk = null;
  };
  const put = (token: string, columns: number) => {
    const gap = space && !empty;
    line += gap ? ` ${token}` : token;
    used += columns + (gap ? 1 : 0);
    lastCjk = !gap && BREAKABLE.test(token) ? token : null;
    empty = false;
    space = false;
  };
  for (const token of printableText(text).match(TOKENS) ?? []) {
    if (token.trim() === '') {
      space = true;
      continue;
    }
    const columns = columnsOf(token);
    const gap = space && !empty ? 1 : 0;
    if (used + gap + columns <= width) {
      put(token, columns);
    } else if (!empty && columnsOf(rest) + columns <= width) {
      const carried = gap === 0 && NO_LINE_START.test(token) ? lastCjk : null;
      if (carried !== null && line.length - carried.length > (prefix.first ?? '').length) {
        line = line.slice(0, -carried.length);
        breakLine();
        put(carried, columnsOf(carried));
      } else {
        breakLine();
      }
      put(token, columns);
    } else {
      // A word longer than any line: it gets lines of its own, cut where the width ends.
      if (!empty) breakLine();
      for (const char of token) {
        const charColumns = columnsOf(char);
        if (!empty && used + charColumns > width) breakLine();
        put(char, charColumns);
      }
    }
  }
  if (!empty || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}

/** `left` and `right` on one line of `width` columns, the space between them filled; null when they do not fit. */
export function spreadColumns(left: string, right: string, width: number): string | null {
  const gap = width - columnsOf(left) - columnsOf(right);
  return gap >= 1 ? `${left}${' '.repeat(gap)}${right}` : null;
}

/** The text centred in `width` columns (left-padded only; a printer needs no trailing spaces). */
export function centerColumns(text: string, width: number): string {
  const gap = width - columnsOf(text);
  return gap > 1 ? `${' '.repeat(Math.floor(gap / 2))}${text}` : text;
}
