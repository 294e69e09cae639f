import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isOrderCode } from '@nearbite/domain/order-code';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.js';

/**
 * 0006 turns the old order_code (the receipt page's secret) into receipt_code and gives every order a short
 * order number. Upgrading a database that already holds orders keeps their receipt links working and numbers
 * them distinctly.
 */

let database: TestDatabase;
let before: string;

/** The migrations folder as it was before order numbers: the journal's first six entries. */
function foldersBeforeOrderCodes(): string {
  const folder = mkdtempSync(join(tmpdir(), 'nearbite-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith('_order_codes'));
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  before = foldersBeforeOrderCodes();
  await runMigrations(database, before);
});

afterAll(async () => {
  await database?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

describe('upgrading to order numbers', () => {
  it('keeps receipt codes and numbers the orders already placed distinctly', async () => {
    const { db } = database;
    const [business] = (
      await db.execute<{ id: string }>(sql`insert into businesses (name, full_address, latitude, longitude,
        time_zone, open_hours, dining_types)
        values ('{"en":"Old","zh":"旧"}', '1 Old St', 37.7, -122.4, 'America/Los_Angeles', '[[],[],[],[],[],[],[]]', '{pickup}')
        returning id`)
    ).rows;
    const [user] = (
      await db.execute<{ id: string }>(
        sql`insert into users (phone_number) values ('4155550199') returning id`,
      )
    ).rows;
    const secrets = Array.from({ length: 35 }, (_, i) => `receipt-secret-${String(i).padStart(4, '0')}`);
    for (const [i, secret] of secrets.entries()) {
      await db.execute(sql`insert into orders (order_code, business_id, user_id, frontend_identifier, order_type,
          commodities_price, total_price, created_at)
        values (${secret}, ${business?.id}, ${user?.id}, ${`f-${i}`}, 'pickup', 100, 100,
          ${new Date(Date.UTC(2025, 0, 1, 0, i))})`);
    }

    await runMigrations(database);

    const rows = (
      await db.execute<{ receipt_code: string; order_code: string }>(
        sql`select receipt_code, order_code from orders order by created_at`,
      )
    ).rows;
    expect(rows.map((row) => row.receipt_code)).toEqual(secrets);
    expect(rows.every((row) => isOrderCode(row.order_code))).toBe(true);
    expect(new Set(rows.map((row) => row.order_code)).size).toBe(secrets.length);
    // Numbered by their place in time: the 31st order carries the first two-symbol number.
    expect(rows[0]?.order_code).toBe('222222');
    expect(rows[30]?.order_code).toBe('222232');

    // The new column is as strict as the schema says: required, unique, well-formed.
    const insertWith = (code: string | null) =>
      db.execute(sql`insert into orders (receipt_code, order_code, business_id, user_id, frontend_identifier,
        order_type) values (${`r-${code}`}, ${code}, ${business?.id}, ${user?.id}, ${`g-${code}`}, 'pickup')`);
    await expect(insertWith(null)).rejects.toThrow();
    await expect(insertWith('222222')).rejects.toThrow();
    await expect(insertWith('k7m3qx')).rejects.toThrow();
    await expect(insertWith('K7M3QX')).resolves.toBeDefined();
  });
});
