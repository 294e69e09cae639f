import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentCustomers, savedCards } from '../../db/schema/account.js';
import { users } from '../../db/schema/auth.js';
import { payments } from '../../db/schema/payments.js';

export type SavedCardRow = typeof savedCards.$inferSelect;
export type NewSavedCard = Pick<
  typeof savedCards.$inferInsert,
  'platform' | 'processorPaymentMethodId' | 'brand' | 'last4' | 'expMonth' | 'expYear'
>;

/** A user's saved cards and their customer record at the card processor. */
export function createCardsRepository(db: Db) {
  return {
    /**
     * Runs `work` in a transaction holding the user's row lock, so one user's card changes take turns: the
     * cap, the duplicate rule and the one-default rule see no change in between.
     */
    forUser<T>(userId: string, work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        return work(tx);
      });
    },

    /** Default first, then newest. */
    async list(userId: string, platform: string, tx: Db = db): Promise<SavedCardRow[]> {
      return tx
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.userId, userId), eq(savedCards.platform, platform)))
        .orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt), desc(savedCards.id));
    },

    async card(id: string, tx: Db = db): Promise<SavedCardRow | null> {
      const [row] = await tx.select().from(savedCards).where(eq(savedCards.id, id));
      return row ?? null;
    },

    async byPaymentMethod(platform: string, paymentMethodId: string): Promise<SavedCardRow | null> {
      const [row] = await db
        .select()
        .from(savedCards)
        .where(
          and(eq(savedCards.platform, platform), eq(savedCards.processorPaymentMethodId, paymentMethodId)),
        );
      return row ?? null;
    },

    async customerId(userId: string, platform: string): Promise<string | null> {
      const [row] = await db
        .select({ customerId: paymentCustomers.customerId })
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.platform, platform)));
      return row?.customerId ?? null;
    },

    /** Keeps the first customer recorded for the user; answers the one that is kept. */
    async saveCustomer(userId: string, platform: string, customerId: string): Promise<string> {
      await db.insert(paymentCustomers).values({ userId, platform, customerId }).onConflictDoNothing();
      const kept = await this.customerId(userId, platform);
      if (!kept) throw new Error('payment customer vanished');
      return kept;
    },

    /** Inserts the card as the user's default; null when the same payment method is already saved. */
    async insertDefault(tx: Db, userId: string, card: NewSavedCard, at: Date): Promise<SavedCardRow | null> {
      await tx
        .update(savedCards)
        .set({ isDefault: false })
        .where(and(eq(savedCards.userId, userId), eq(savedCards.isDefault, true)));
      const [row] = await tx
        .insert(savedCards)
        .values({ ...card, userId, isDefault: true, createdAt: at })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async setDefault(tx: Db, userId: string, id: string): Promise<void> {
      await tx
        .update(savedCards)
        .set({ isDefault: false })
        .where(and(eq(savedCards.userId, userId), eq(savedCards.isDefault, true), ne(savedCards.id, id)));
      await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, id));
    },

    async remove(tx: Db, id: string): Promise<void> {
      await tx.delete(savedCards).where(eq(savedCards.id, id));
    },

    /** Whether a payment still in flight (pending or authenticating) charges the card. */
    async inFlightPaymentUses(tx: Db, cardId: string): Promise<boolean> {
      const [row] = await tx
        .select({ found: sql<number>`1` })
        .from(payments)
        .where(and(eq(payments.savedCardId, cardId), inArray(payments.status, ['pending', 'requiresAction'])))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type CardsRepository = ReturnType<typeof createCardsRepository>;
