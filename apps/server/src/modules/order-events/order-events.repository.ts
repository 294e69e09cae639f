import { and, desc, eq, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderEvents } from '../../db/schema/events.js';
import type { OrderEvent, OrderEventAudience } from './order-event-hub.js';

const eventColumns = {
  id: orderEvents.id,
  orderId: orderEvents.orderId,
  businessId: orderEvents.businessId,
  userId: orderEvents.userId,
  source: orderEvents.source,
};

/**
 * Events after `afterId`, and also those of the last `lookbackMs` (ids are drawn before commit, so a
 * transaction that began first may commit an id below one already delivered; a repeated event costs a
 * refetch, a lost one a stale screen). Oldest first, at most `limit`.
 */
async function eventsSince(
  db: Db,
  scope: SQL | undefined,
  afterId: number,
  lookbackMs: number,
  limit: number,
): Promise<OrderEvent[]> {
  const recent = sql`${orderEvents.createdAt} > now() - make_interval(secs => ${lookbackMs / 1000})`;
  const rows = await db
    .select(eventColumns)
    .from(orderEvents)
    .where(and(scope, or(gt(orderEvents.id, afterId), recent)))
    .orderBy(desc(orderEvents.id))
    .limit(limit);
  return rows.reverse();
}

export function createOrderEventsRepository(db: Db) {
  return {
    /** What an audience missed since its last event id. */
    missedBy: (audience: OrderEventAudience, afterId: number, lookbackMs: number, limit: number) =>
      eventsSince(
        db,
        'userId' in audience
          ? eq(orderEvents.userId, audience.userId)
          : eq(orderEvents.businessId, audience.businessId),
        afterId,
        lookbackMs,
        limit,
      ),

    /** Every event since `afterId`: a listener's catch-up after its connection came back. */
    allSince: (afterId: number, lookbackMs: number, limit: number) =>
      eventsSince(db, undefined, afterId, lookbackMs, limit),

    /** The newest event id, where a fresh listener starts. */
    latestId: async (): Promise<number> => {
      const [row] = await db
        .select({ id: orderEvents.id })
        .from(orderEvents)
        .orderBy(desc(orderEvents.id))
        .limit(1);
      return row?.id ?? 0;
    },

    /** Drops events older than `before`; answers how many. */
    deleteBefore: async (before: Date): Promise<number> => {
      const deleted = await db
        .delete(orderEvents)
        .where(lt(orderEvents.createdAt, before))
        .returning({ id: orderEvents.id });
      return deleted.length;
    },
  };
}

export type OrderEventsRepository = ReturnType<typeof createOrderEventsRepository>;
