import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { removeFutureWalSegments } from './pglite-wal.js';

const onPglite = (process.env.NEARBITE_TEST_DATABASE ?? 'pglite') === 'pglite';
const walSegments = (dataDir: string) =>
  readdirSync(join(dataDir, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name));

/** About 20 MB of write-ahead log: more than one 16 MB segment. */
async function writeRows(dataDir: string, table: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    if (database.engine !== 'pglite') throw new Error('expected the embedded engine');
    await database.client.exec(`create table ${table} (id int, pad text)`);
    await database.client.exec(
      `insert into ${table} select g, repeat('x', 200) from generate_series(1, 60000) g`,
    );
    const counted = await database.client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    return counted.rows[0]?.n ?? 0;
  } finally {
    await database.close();
  }
}

describe.runIf(onPglite)('removing the future write-ahead log segments of a shut-down data folder', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'nearbite-wal-')), 'pglite');
  });

  afterAll(async () => {
    await rm(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('leaves one segment, and the folder still starts, writes across segments and keeps every row', async () => {
    expect(await writeRows(dataDir, 'first')).toBe(60_000);
    const before = walSegments(dataDir);
    expect(before.length).toBeGreaterThan(1);

    expect(removeFutureWalSegments(dataDir)).toBe(before.length - 1);
    expect(walSegments(dataDir)).toEqual(before.slice(0, 1));

    expect(await writeRows(dataDir, 'second')).toBe(60_000);
    const database = await openDatabase({ dataDir });
    try {
      if (database.engine !== 'pglite') throw new Error('expected the embedded engine');
      const counted = await database.client.query<{ n: number }>(
        'select (select count(*) from first) + (select count(*) from second) as n',
      );
      expect(Number(counted.rows[0]?.n)).toBe(120_000);
    } finally {
      await database.close();
    }
  }, 120_000);
});
