import type { StaffRole } from '@nearbite/domain/staff-roles';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { businesses } from '../../db/schema/catalog.js';
import type { LocalizedText } from '../../db/schema/columns.js';
import { orders } from '../../db/schema/orders.js';
import { apiKeys, auditLog, platformAdmins, storeStaff } from '../../db/schema/staff.js';

export type StaffRow = typeof storeStaff.$inferSelect & { userId: string | null };
export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type AuditActorKind = (typeof auditLog.$inferInsert)['actorKind'];

/** One audit entry as it is written. */
export interface AuditRecord {
  businessId: string | null;
  actorKind: AuditActorKind;
  actorUserId?: string | null;
  actorApiKeyId?: string | null;
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
  at: Date;
}

export interface AuditRow {
  id: number;
  actorKind: AuditActorKind;
  actorUserId: string | null;
  actorPhone: string | null;
  actorApiKeyId: string | null;
  actorApiKeyName: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

/** How long a key's last use may lag, so a busy key does not write its row on every call. */
const LAST_USED_PRECISION = sql`interval '1 minute'`;

/** Staff memberships, platform admins, API keys and the audit log. */
export function createConsoleRepository(db: Db) {
  const staffColumns = {
    id: storeStaff.id,
    businessId: storeStaff.businessId,
    phoneNumber: storeStaff.phoneNumber,
    role: storeStaff.role,
    invitedBy: storeStaff.invitedBy,
    createdAt: storeStaff.createdAt,
    revokedAt: storeStaff.revokedAt,
    userId: users.id,
  };

  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async isPlatformAdmin(phone: string): Promise<boolean> {
      const [row] = await db
        .select({ phone: platformAdmins.phoneNumber })
        .from(platformAdmins)
        .where(eq(platformAdmins.phoneNumber, phone));
      return row !== undefined;
    },

    /** The phones granted in the database (PLATFORM_ADMINS adds more), in order. */
    async platformAdminPhones(): Promise<string[]> {
      const rows = await db
        .select({ phone: platformAdmins.phoneNumber })
        .from(platformAdmins)
        .orderBy(platformAdmins.phoneNumber);
      return rows.map((row) => row.phone);
    },

    /** Answers false when the phone already was one. */
    async grantPlatformAdmin(phone: string): Promise<boolean> {
      const rows = await db
        .insert(platformAdmins)
        .values({ phoneNumber: phone })
        .onConflictDoNothing()
        .returning({ phone: platformAdmins.phoneNumber });
      return rows.length > 0;
    },

    /** Answers false when the phone was not one. */
    async revokePlatformAdmin(phone: string): Promise<boolean> {
      const rows = await db
        .delete(platformAdmins)
        .where(eq(platformAdmins.phoneNumber, phone))
        .returning({ phone: platformAdmins.phoneNumber });
      return rows.length > 0;
    },

    /** The live memberships of a phone, with each store's name. */
    async membershipsOf(
      phone: string,
    ): Promise<{ businessId: string; name: LocalizedText; role: StaffRole }[]> {
      return db
        .select({ businessId: storeStaff.businessId, name: businesses.name, role: storeStaff.role })
        .from(storeStaff)
        .innerJoin(businesses, eq(businesses.id, storeStaff.businessId))
        .where(and(eq(storeStaff.phoneNumber, phone), isNull(storeStaff.revokedAt)))
        .orderBy(businesses.id);
    },

    async roleIn(businessId: string, phone: string): Promise<StaffRole | null> {
      const [row] = await db
        .select({ role: storeStaff.role })
        .from(storeStaff)
        .where(
          and(
            eq(storeStaff.businessId, businessId),
            eq(storeStaff.phoneNumber, phone),
            isNull(storeStaff.revokedAt),
          ),
        );
      return row?.role ?? null;
    },

    async storeExists(businessId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      return row !== undefined;
    },

    /** The store's live staff, owners first, then by when they were invited; with the user once signed in. */
    async staffOf(businessId: string): Promise<StaffRow[]> {
      return db
        .select(staffColumns)
        .from(storeStaff)
        .leftJoin(users, eq(users.phoneNumber, storeStaff.phoneNumber))
        .where(and(eq(storeStaff.businessId, businessId), isNull(storeStaff.revokedAt)))
        .orderBy(
          sql`case ${storeStaff.role} when 'owner' then 0 when 'manager' then 1 else 2 end`,
          storeStaff.createdAt,
          storeStaff.id,
        );
    },

    /** A live membership of the store, locked until the transaction ends. */
    async lockStaffMember(tx: Db, businessId: string, staffId: string): Promise<StaffRow | null> {
      const [row] = await tx
        .select(staffColumns)
        .from(storeStaff)
        .leftJoin(users, eq(users.phoneNumber, storeStaff.phoneNumber))
        .where(
          and(
            eq(storeStaff.id, staffId),
            eq(storeStaff.businessId, businessId),
            isNull(storeStaff.revokedAt),
          ),
        )
        .for('update', { of: storeStaff });
      return row ?? null;
    },

    /** Null when the phone already holds a live role in the store (the partial unique index). */
    async insertStaff(
      tx: Db,
      values: {
        businessId: string;
        phoneNumber: string;
        role: StaffRole;
        invitedBy: string | null;
        at: Date;
      },
    ): Promise<StaffRow | null> {
      const [row] = await tx
        .insert(storeStaff)
        .values({
          businessId: values.businessId,
          phoneNumber: values.phoneNumber,
          role: values.role,
          invitedBy: values.invitedBy,
          createdAt: values.at,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.phoneNumber, values.phoneNumber));
      return { ...row, userId: user?.id ?? null };
    },

    async revokeStaff(tx: Db, staffId: string, at: Date): Promise<void> {
      await tx.update(storeStaff).set({ revokedAt: at }).where(eq(storeStaff.id, staffId));
    },

    /** The store's live keys, newest first. */
    async keysOf(businessId: string): Promise<ApiKeyRow[]> {
      return db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.businessId, businessId), isNull(apiKeys.revokedAt)))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    },

    async insertKey(
      tx: Db,
      values: {
        businessId: string;
        name: string;
        prefix: string;
        tokenHash: string;
        createdBy: string | null;
        at: Date;
      },
    ): Promise<ApiKeyRow> {
      const [row] = await tx
        .insert(apiKeys)
        .values({
          businessId: values.businessId,
          name: values.name,
          prefix: values.prefix,
          tokenHash: values.tokenHash,
          createdBy: values.createdBy,
          createdAt: values.at,
        })
        .returning();
      if (!row) throw new Error('api key insert returned no row');
      return row;
    },

    /** Revokes a live key of the store; null when it has none by that id. */
    async revokeKey(tx: Db, businessId: string, keyId: string, at: Date): Promise<ApiKeyRow | null> {
      const [row] = await tx
        .update(apiKeys)
        .set({ revokedAt: at })
        .where(and(eq(apiKeys.id, keyId), eq(apiKeys.businessId, businessId), isNull(apiKeys.revokedAt)))
        .returning();
      return row ?? null;
    },

    /** The live key with this token hash, its last use noted (at most once a minute). */
    async liveKeyByHash(tokenHash: string, at: Date): Promise<{ id: string; businessId: string } | null> {
      const [row] = await db
        .select({ id: apiKeys.id, businessId: apiKeys.businessId, lastUsedAt: apiKeys.lastUsedAt })
        .from(apiKeys)
        .where(and(eq(apiKeys.tokenHash, tokenHash), isNull(apiKeys.revokedAt)));
      if (!row) return null;
      await db
        .update(apiKeys)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(apiKeys.id, row.id),
            or(
              isNull(apiKeys.lastUsedAt),
              lt(apiKeys.lastUsedAt, sql`${at}::timestamptz - ${LAST_USED_PRECISION}`),
            ),
          ),
        );
      return { id: row.id, businessId: row.businessId };
    },

    /** The store an order belongs to; null for an unknown order. */
    async orderStore(orderId: string): Promise<string | null> {
      const [row] = await db
        .select({ businessId: orders.businessId })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row?.businessId ?? null;
    },

    async recordAudit(entry: AuditRecord, tx: Db = db): Promise<void> {
      await tx.insert(auditLog).values({
        businessId: entry.businessId,
        actorKind: entry.actorKind,
        actorUserId: entry.actorUserId ?? null,
        actorApiKeyId: entry.actorApiKeyId ?? null,
        action: entry.action,
        target: entry.target ?? null,
        details: entry.details ?? {},
        createdAt: entry.at,
      });
    },

    /** A page of the store's audit log, newest first; `limit` rows at most. */
    async auditPage(businessId: string, offset: number, limit: number): Promise<AuditRow[]> {
      return db
        .select({
          id: auditLog.id,
          actorKind: auditLog.actorKind,
          actorUserId: auditLog.actorUserId,
          actorPhone: users.phoneNumber,
          actorApiKeyId: auditLog.actorApiKeyId,
          actorApiKeyName: apiKeys.name,
          action: auditLog.action,
          target: auditLog.target,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .leftJoin(apiKeys, eq(apiKeys.id, auditLog.actorApiKeyId))
        .where(eq(auditLog.businessId, businessId))
        .orderBy(desc(auditLog.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

export type ConsoleRepository = ReturnType<typeof createConsoleRepository>;
