/**
 * The generator's word lists are written as pipe-separated text tables: one row a line, which reads
 * better and diffs better than hundreds of object literals.
 */
export function parseTable(text: string): string[][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'))
    .map((line) => line.split('|').map((cell) => cell.trim()));
}

/** The cell, or a loud failure: a short row in a table is a typo in the source. */
export function cell(row: readonly string[], index: number): string {
  const value = row[index];
  if (value === undefined) throw new Error(`table row has no column ${index}: ${row.join(' | ')}`);
  return value;
}
