import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deliveryAddresses } from '../../db/schema/account.js';
import { users } from '../../db/schema/auth.js';

export type DeliveryAddressRow = typeof deliveryAddresses.$inferSelect;

/** The columns the address form writes. */
export type DeliveryAddressValues = Pick<
  typeof deliveryAddresses.$inferInsert,
  | 'userName'
  | 'phoneNumber'
  | 'fullAddress'
  | 'addressDetail'
  | 'latitude'
  | 'longitude'
  | 'dropOffOption'
  | 'suggestion'
  | 'isDefault'
>;

/** A user's delivery addresses; the list order, (created_at, id), is what the API's index counts. */
export function createAddressesRepository(db: Db) {
  return {
    /**
     * Runs `work` in a transaction holding the user's row lock, so that one user's address changes take
     * turns: the cap, the one-default rule and index-to-row lookups see no change in between.
     */
    forUser<T>(userId: string, work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        return work(tx);
      });
    },

    /** Oldest first; inside forUser pass its transaction. */
    async list(userId: string, tx: Db = db): Promise<DeliveryAddressRow[]> {
      return tx
        .select()
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.userId, userId))
        .orderBy(asc(deliveryAddresses.createdAt), asc(deliveryAddresses.id));
    },

    /** Clears the default flag on the user's addresses other than `keepId`. */
    async clearDefault(tx: Db, userId: string, keepId: string | null): Promise<void> {
      await tx
        .update(deliveryAddresses)
        .set({ isDefault: false })
        .where(
          and(
            eq(deliveryAddresses.userId, userId),
            eq(deliveryAddresses.isDefault, true),
            ...(keepId ? [ne(deliveryAddresses.id, keepId)] : []),
          ),
        );
    },

    async insert(tx: Db, userId: string, values: DeliveryAddressValues, at: Date): Promise<void> {
      await tx.insert(deliveryAddresses).values({ ...values, userId, createdAt: at, updatedAt: at });
    },

    async update(tx: Db, id: string, values: DeliveryAddressValues): Promise<void> {
      await tx.update(deliveryAddresses).set(values).where(eq(deliveryAddresses.id, id));
    },

    async remove(tx: Db, id: string): Promise<void> {
      await tx.delete(deliveryAddresses).where(eq(deliveryAddresses.id, id));
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
