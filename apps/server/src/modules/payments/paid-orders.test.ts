import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createPaidOrders } from './paid-orders.js';

/** The report of a paid order runs its handler in the payment's transaction, never at the payment's cost. */

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

const note = (kind: string) => sql`insert into outbox_events (kind, payload) values (${kind}, '{}')`;

async function kinds(): Promise<string[]> {
  const rows = (await database.db.execute(sql`select kind from outbox_events order by id`)).rows;
  return (rows as Array<{ kind: string }>).map((row) => row.kind);
}

describe('paid orders', () => {
  it('keeps the payment’s writes and undoes only the handler’s when the handler fails', async () => {
    const paid = createPaidOrders();
    paid.handle(async (tx) => {
      await tx.execute(note('handler'));
      throw new Error('board settings unreadable');
    });
    const failure = await database.db.transaction(async (tx) => {
      await tx.execute(note('payment'));
      return paid.report(tx, 'order-1');
    });
    expect(failure?.message).toBe('board settings unreadable');
    expect(await kinds()).toEqual(['payment']);
  });

  it('commits the handler’s writes with the payment’s', async () => {
    const paid = createPaidOrders();
    paid.handle((tx) => tx.execute(note('accepted')));
    await database.db.transaction(async (tx) => {
      expect(await paid.report(tx, 'order-2')).toBeNull();
    });
    expect(await kinds()).toEqual(['payment', 'accepted']);
  });
});
