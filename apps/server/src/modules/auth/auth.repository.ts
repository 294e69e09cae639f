import { and, count, desc, eq, gt, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { statementName } from '../../db/prepared-statements.js';
import { sessions, users, verificationCodes } from '../../db/schema/auth.js';
import { orders } from '../../db/schema/orders.js';

export type UserRow = typeof users.$inferSelect;

/**
 * Class id of the per-client-address advisory locks. They use the two-key form, a key space apart from the
 * one-key locks (recipients, seeding, migrations), so no hash collision can make a client lock and a
 * recipient lock the same lock.
 */
const CLIENT_ADDRESS_LOCK_CLASS = 0x6e620001;

/**
 * The id of the user a live session belongs to (null for none), as a scalar subselect another module's
 * statement can hold: order submission reads it with its store and menu in one statement, instead of a
 * round trip of its own. The same rule as `findUserBySessionHash`. Takes placeholders (a prepared statement).
 */
export function sessionUserIdSql(tokenHash: Placeholder, now: Placeholder): SQL<string | null> {
  return sql<string | null>`(select u.id from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${tokenHash} and s.expires_at > ${now}::timestamptz limit 1)`;
}

/** Users, sessions and verification codes. */
export function createAuthRepository(db: Db) {
  // Every signed-in request runs it, so it is built and prepared once (see db/prepared-statements.ts).
  const sessionUserQuery = db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1);
  const sessionUser = sessionUserQuery.prepare(
    statementName('auth_session_user', sessionUserQuery.toSQL().sql),
  );

  return {
    /** Serialises code requests and logins for one recipient inside a transaction. */
    async lockRecipient(tx: Db, recipient: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification:${recipient}`}))`);
    },

    /**
     * Serialises code sends from one client address inside a transaction, so its caps (a day, a minute) are
     * checked and counted as one step. Take it before lockRecipient (always that order, so two sends cannot deadlock).
     */
    async lockClientAddress(tx: Db, clientAddress: string): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${CLIENT_ADDRESS_LOCK_CLASS}::int, hashtext(${clientAddress}))`,
      );
    },

    async latestCode(tx: Db, channel: string, recipient: string) {
      const [row] = await tx
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.recipient, recipient)))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return row;
    },

    async countCodesForRecipientSince(
      tx: Db,
      channel: string,
      recipient: string,
      since: Date,
    ): Promise<number> {
      const [row] = await tx
        .select({ value: count() })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.channel, channel),
            eq(verificationCodes.recipient, recipient),
            gt(verificationCodes.createdAt, since),
          ),
        );
      return row?.value ?? 0;
    },

    /** Codes requested from the client address since each moment (both from one index range scan). */
    async countCodesForClient(
      tx: Db,
      clientAddress: string,
      since: { day: Date; window: Date },
    ): Promise<{ day: number; window: number }> {
      const [row] = await tx
        .select({
          day: count(),
          window: sql<number>`(count(*) filter (where ${verificationCodes.createdAt} > ${since.window}))::int`,
        })
        .from(verificationCodes)
        .where(
          and(eq(verificationCodes.clientAddress, clientAddress), gt(verificationCodes.createdAt, since.day)),
        );
      return { day: row?.day ?? 0, window: Number(row?.window ?? 0) };
    },

    async insertCode(tx: Db, values: typeof verificationCodes.$inferInsert): Promise<string> {
      const [row] = await tx.insert(verificationCodes).values(values).returning({ id: verificationCodes.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async deleteCode(id: string): Promise<void> {
      await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
    },

    async recordWrongTry(tx: Db, id: string): Promise<void> {
      await tx
        .update(verificationCodes)
        .set({ wrongTries: sql`${verificationCodes.wrongTries} + 1` })
        .where(eq(verificationCodes.id, id));
    },

    /** Marks the code used; false when another request used it first. */
    async consumeCode(tx: Db, id: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(verificationCodes)
        .set({ consumedAt: at })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },

    async upsertUserByPhone(tx: Db, phoneNumber: string): Promise<UserRow> {
      const [row] = await tx
        .insert(users)
        .values({ phoneNumber })
        .onConflictDoUpdate({ target: users.phoneNumber, set: { phoneNumber } })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },

    async insertSession(tx: Db, values: typeof sessions.$inferInsert): Promise<void> {
      await tx.insert(sessions).values(values);
    },

    async findUserBySessionHash(tokenHash: string, now: Date) {
      const [row] = await sessionUser.execute({ tokenHash, now });
      return row;
    },

    async deleteSessionByHash(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteSessionsOfUser(userId: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      return rows.length;
    },

    async hasOrdered(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).limit(1);
      return row !== undefined;
    },

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
