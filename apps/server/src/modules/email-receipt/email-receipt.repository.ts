import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';

/** The user's verified e-mail address; the codes themselves live with the phone sign-in's. */
export function createEmailReceiptRepository(db: Db) {
  return {
    async setUserEmail(tx: Db, userId: string, email: string): Promise<void> {
      await tx.update(users).set({ email }).where(eq(users.id, userId));
    },

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}

export type EmailReceiptRepository = ReturnType<typeof createEmailReceiptRepository>;
