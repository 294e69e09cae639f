/** Counts of answer labels ("200", "409 C3", "ECONNRESET"), printed most frequent first. */
export class Tally {
  private readonly counts = new Map<string, number>();

  add(label: string): void {
    this.counts.set(label, (this.counts.get(label) ?? 0) + 1);
  }

  get total(): number {
    let sum = 0;
    for (const count of this.counts.values()) sum += count;
    return sum;
  }

  /** How many labels satisfy `test`. */
  count(test: (label: string) => boolean): number {
    let sum = 0;
    for (const [label, count] of this.counts) if (test(label)) sum += count;
    return sum;
  }

  toString(): string {
    if (this.counts.size === 0) return '—';
    return [...this.counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([label, count]) => `${label}×${count}`)
      .join(', ');
  }
}

/** The figures of one scenario, as the summary table prints them. */
export interface ScenarioRow {
  scenario: string;
  orders: number;
  pays: number;
  charges: number;
  refunds: number;
  killed: number;
  restarts: number;
  result: string;
  notes: string[];
}

/** The run's summary: one row per scenario, then the totals and the invariant violations. */
export function formatReport(
  rows: ScenarioRow[],
  totals: Omit<ScenarioRow, 'scenario' | 'result' | 'notes'> & { violations: number | null },
  header: string[],
): string {
  const columns = ['scenario', 'orders', 'pays', 'charges', 'refunds', 'copies killed', 'restarts', 'result'];
  const table = [
    columns,
    ...rows.map((row) => [
      row.scenario,
      String(row.orders),
      String(row.pays),
      String(row.charges),
      String(row.refunds),
      String(row.killed),
      String(row.restarts),
      row.result,
    ]),
    [
      'total',
      String(totals.orders),
      String(totals.pays),
      String(totals.charges),
      String(totals.refunds),
      String(totals.killed),
      String(totals.restarts),
      totals.violations === null ? 'invariants not checked' : `invariant violations: ${totals.violations}`,
    ],
  ];
  const widths = columns.map((_, index) => Math.max(...table.map((line) => (line[index] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => (index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 0)))
      .join('  ');
  const rule = '-'.repeat(widths.reduce((sum, width) => sum + width + 2, -2));
  const out = ['', '=== resilience suite ===', ...header, rule, line(columns), rule];
  for (const cells of table.slice(1, -1)) out.push(line(cells));
  out.push(rule, line(table[table.length - 1] ?? []), rule);
  for (const row of rows) for (const note of row.notes) out.push(`  ${row.scenario}: ${note}`);
  out.push(
    `RESILIENCE: orders ${totals.orders}, pays ${totals.pays}, charges ${totals.charges}, refunds ${totals.refunds}, ` +
      `copies killed ${totals.killed}, restarts ${totals.restarts}, invariant violations ${totals.violations ?? 'not checked'}`,
  );
  return out.join('\n');
}
