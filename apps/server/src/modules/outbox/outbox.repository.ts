import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxEvents } from '../../db/schema/auth.js';

export type OutboxEvent = typeof outboxEvents.$inferSelect;

/** The transactional outbox: side effects written with the change that causes them. */
export function createOutboxRepository(db: Db) {
  return {
    /** Records a side effect inside the caller's transaction, so it exists only if the change commits. */
    async enqueue(tx: Db, kind: string, payload: unknown): Promise<void> {
      await tx.insert(outboxEvents).values({ kind, payload: JSON.stringify(payload) });
    },

    /**
     * Leases due events until `leaseUntil`; `SKIP LOCKED` lets several server copies claim at once
     * without taking the same event, and a copy that dies mid-work loses its lease.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxEvent[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: outboxEvents.id })
          .from(outboxEvents)
          .where(and(isNull(outboxEvents.processedAt), lte(outboxEvents.availableAt, now)))
          .orderBy(asc(outboxEvents.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(outboxEvents)
          .set({ availableAt: leaseUntil, attempts: sql`${outboxEvents.attempts} + 1` })
          .where(
            inArray(
              outboxEvents.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    async markProcessed(id: number, at: Date): Promise<void> {
      await db.update(outboxEvents).set({ processedAt: at, lastError: null }).where(eq(outboxEvents.id, id));
    },

    /** Keeps the error; with no retry time the event is given up (processed, error kept). */
    async markFailed(id: number, error: string, retryAt: Date | null, at: Date): Promise<void> {
      await db
        .update(outboxEvents)
        .set({
          lastError: error.slice(0, 500),
          ...(retryAt ? { availableAt: retryAt } : { processedAt: at }),
        })
        .where(eq(outboxEvents.id, id));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
