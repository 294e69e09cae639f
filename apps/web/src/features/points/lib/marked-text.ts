/** A run of the explanation: plain, or marked for highlighting. */
export interface TextRun {
  text: string;
  marked: boolean;
}

const MARKS = /\*\*(.+?)\*\*|【(.+?)】/g;

/**
 * Splits a store's explanation into runs; text between double asterisks (**double points**) or inside
 * 【】 brackets is marked for highlighting, with the marks removed.
 */
export function markedRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKS)) {
    const index = match.index ?? 0;
    if (index > last) runs.push({ text: text.slice(last, index), marked: false });
    runs.push({ text: match[1] ?? match[2] ?? '', marked: true });
    last = index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), marked: false });
  return runs;
}
