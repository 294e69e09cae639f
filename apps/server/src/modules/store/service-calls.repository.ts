import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { serviceCalls } from '../../db/schema/deliveries.js';

/** A diner calling a waiter to a table, from the store page or from a dine-in order (with its id). */
export interface ServiceCall {
  businessId: string;
  tableName: string;
  userId: string;
  orderId?: string;
}

/**
 * The one place waiter calls are recorded, from the store page and from an order alike: in the caller's
 * transaction, a call is written unless the table called within `windowMs` before `now`; true when
 * recorded. A transaction-scoped advisory lock per table makes two simultaneous calls (from either place)
 * take turns, so the second sees the first one's row.
 */
export async function recordServiceCall(
  tx: Db,
  call: ServiceCall,
  now: Date,
  windowMs: number,
): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`service-call:${call.businessId}:${call.tableName}`}))`,
  );
  const [recent] = await tx
    .select({ id: serviceCalls.id })
    .from(serviceCalls)
    .where(
      and(
        eq(serviceCalls.businessId, call.businessId),
        eq(serviceCalls.tableName, call.tableName),
        gt(serviceCalls.createdAt, new Date(now.getTime() - windowMs)),
      ),
    )
    .limit(1);
  if (recent) return false;
  await tx.insert(serviceCalls).values({ ...call, createdAt: now });
  return true;
}
