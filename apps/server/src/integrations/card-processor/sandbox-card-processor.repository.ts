import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxPaymentIntents, sandboxPaymentMethods } from '../../db/schema/payments.js';

export type SandboxPaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;
export type SandboxIntentRow = typeof sandboxPaymentIntents.$inferSelect;
/** An intent with the behaviour of its payment method, which decides how a confirmation ends. */
export type SandboxIntent = SandboxIntentRow & { behaviour: string | null };

/** The sandbox processor's own records: what Stripe keeps on its side. */
export function createSandboxProcessorRepository(db: Db) {
  return {
    async insertPaymentMethod(row: typeof sandboxPaymentMethods.$inferInsert): Promise<void> {
      await db.insert(sandboxPaymentMethods).values(row);
    },

    async paymentMethod(id: string): Promise<SandboxPaymentMethodRow | null> {
      const [row] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id));
      return row ?? null;
    },

    /** Attaches a method to a customer; null when it belongs to another customer (or does not exist). */
    async attach(id: string, customerId: string): Promise<SandboxPaymentMethodRow | null> {
      const [row] = await db
        .update(sandboxPaymentMethods)
        .set({ customerId })
        .where(
          and(
            eq(sandboxPaymentMethods.id, id),
            or(isNull(sandboxPaymentMethods.customerId), eq(sandboxPaymentMethods.customerId, customerId)),
          ),
        )
        .returning();
      return row ?? null;
    },

    async detach(id: string): Promise<void> {
      await db
        .update(sandboxPaymentMethods)
        .set({ customerId: null })
        .where(eq(sandboxPaymentMethods.id, id));
    },

    /** Inserts an intent unless its idempotency key was used; answers the intent of that key either way. */
    async insertIntent(row: typeof sandboxPaymentIntents.$inferInsert & { idempotencyKey: string }) {
      await db.insert(sandboxPaymentIntents).values(row).onConflictDoNothing();
      const [intent] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotencyKey, row.idempotencyKey));
      if (!intent) throw new Error('sandbox intent vanished');
      return intent;
    },

    async intentIdByKey(idempotencyKey: string): Promise<string | null> {
      const [row] = await db
        .select({ id: sandboxPaymentIntents.id })
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotencyKey, idempotencyKey));
      return row?.id ?? null;
    },

    async intent(id: string): Promise<SandboxIntent | null> {
      const [row] = await db
        .select({ intent: sandboxPaymentIntents, behaviour: sandboxPaymentMethods.behaviour })
        .from(sandboxPaymentIntents)
        .leftJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, sandboxPaymentIntents.paymentMethodId))
        .where(eq(sandboxPaymentIntents.id, id));
      return row ? { ...row.intent, behaviour: row.behaviour } : null;
    },

    /** Moves an intent on only from one of the expected states, so two confirmations cannot both win. */
    async transition(
      id: string,
      from: string[],
      to: { status: string; paymentMethodId?: string },
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(sandboxPaymentIntents)
        .set({ ...to, updatedAt: at })
        .where(and(eq(sandboxPaymentIntents.id, id), inArray(sandboxPaymentIntents.status, from)))
        .returning({ id: sandboxPaymentIntents.id });
      return rows.length > 0;
    },

    /**
     * Refunds part of a succeeded intent once per idempotency key: the key is remembered in the intent's
     * metadata. Answers 'applied', 'replayed' (the key was used before) or 'refused' (more than is left).
     */
    async refund(
      id: string,
      amount: number,
      key: string,
      at: Date,
    ): Promise<'applied' | 'replayed' | 'refused'> {
      const marker = `refund:${key}`;
      const applied = await db
        .update(sandboxPaymentIntents)
        .set({
          amountRefunded: sql`${sandboxPaymentIntents.amountRefunded} + ${amount}`,
          metadata: sql`${sandboxPaymentIntents.metadata} || jsonb_build_object(${marker}::text, ${String(amount)}::text)`,
          updatedAt: at,
        })
        .where(
          and(
            eq(sandboxPaymentIntents.id, id),
            eq(sandboxPaymentIntents.status, 'succeeded'),
            sql`not (${sandboxPaymentIntents.metadata} ? ${marker})`,
            sql`${sandboxPaymentIntents.amountRefunded} + ${amount} <= ${sandboxPaymentIntents.amount}`,
          ),
        )
        .returning({ id: sandboxPaymentIntents.id });
      if (applied.length > 0) return 'applied';
      const intent = await this.intent(id);
      return intent && marker in intent.metadata ? 'replayed' : 'refused';
    },
  };
}

export type SandboxProcessorRepository = ReturnType<typeof createSandboxProcessorRepository>;
