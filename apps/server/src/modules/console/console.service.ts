import { randomBytes } from 'node:crypto';
import type { ApiKeyDto } from '@nearbite/contract/console-api-keys';
import type { AuditEntryDto } from '@nearbite/contract/console-audit';
import type { ConsoleMeDto, InviteStaffBody, StaffMemberDto } from '@nearbite/contract/console-staff';
import { toFullPhoneNumber } from '@nearbite/domain/phone';
import { type ConsoleAction, type ConsoleActor, canManageRole, mayDo } from '@nearbite/domain/staff-roles';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { type Language, localize } from '../../lib/request-language.js';
import { sha256Hex } from '../auth/secrets.js';
import type { ApiKeyRow, AuditRecord, ConsoleRepository, StaffRow } from './console.repository.js';

/** The recognisable start of every store API key, so scanners and people can tell one when they see it. */
export const API_KEY_PREFIX = 'nbk_';
/** 32 random bytes (256 bits) after the prefix. */
const API_KEY_BYTES = 32;
/** How much of a key the console shows: the prefix and 8 more characters. */
const SHOWN_KEY_LENGTH = API_KEY_PREFIX.length + 8;

/** The signed-in user as the console knows them. */
export interface ConsoleUser {
  id: string;
  /** 10 national digits. */
  phoneNumber: string;
}

/** A user allowed into one store's console: their role there, or a platform admin's pass. */
export interface StoreActor extends ConsoleActor {
  user: ConsoleUser;
  businessId: string;
}

/** One audit entry of a change: the store, what was done, to what, and its details. */
export interface ChangeEntry {
  businessId: string | null;
  action: string;
  target: string;
  details: Record<string, unknown>;
}

/** Who calls the merchant API: the platform-wide OPERATOR_TOKEN or one store's key. */
export type MerchantCaller =
  | { kind: 'operatorToken' }
  | { kind: 'apiKey'; keyId: string; businessId: string };

const staffDto = (row: StaffRow): StaffMemberDto => ({
  id: row.id,
  fullPhoneNumber: toFullPhoneNumber(row.phoneNumber),
  role: row.role,
  userId: row.userId,
  invitedBy: row.invitedBy,
  createdTime: row.createdAt.getTime(),
});

const keyDto = (row: ApiKeyRow): ApiKeyDto => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdTime: row.createdAt.getTime(),
  lastUsedTime: row.lastUsedAt?.getTime() ?? null,
});

/**
 * Roles, store access, staff, API keys and the audit log. Memberships are keyed by phone and matched to the
 * signed-in user's phone on every call, so an invitation holds before its person first signs in and a
 * revocation takes effect on their next request. Each change is written with its audit entry in one
 * transaction.
 */
export function createConsoleService(deps: {
  repository: ConsoleRepository;
  clock: Clock;
  /** PLATFORM_ADMINS: phones (10 digits) that are platform admins by configuration. */
  configuredAdmins: ReadonlySet<string>;
}) {
  const { repository, clock, configuredAdmins } = deps;
  const now = () => new Date(clock());

  async function isPlatformAdmin(phone: string): Promise<boolean> {
    return configuredAdmins.has(phone) || repository.isPlatformAdmin(phone);
  }

  const userAudit = (actor: StoreActor, entry: Omit<AuditRecord, 'actorKind' | 'businessId' | 'at'>) => ({
    ...entry,
    businessId: actor.businessId,
    actorKind: 'user' as const,
    actorUserId: actor.user.id,
  });

  function allow(actor: StoreActor, action: ConsoleAction): void {
    if (!mayDo(actor, action)) throw new AppError('CONSOLE_ROLE_FORBIDDEN');
  }

  return {
    async me(user: ConsoleUser, language: Language): Promise<ConsoleMeDto> {
      const [admin, memberships] = await Promise.all([
        isPlatformAdmin(user.phoneNumber),
        repository.membershipsOf(user.phoneNumber),
      ]);
      return {
        user: { id: user.id, fullPhoneNumber: toFullPhoneNumber(user.phoneNumber) },
        isPlatformAdmin: admin,
        memberships: memberships.map((row) => ({
          businessId: row.businessId,
          businessName: localize(row.name, language),
          role: row.role,
        })),
      };
    },

    /**
     * The user's standing in the store: A194 when they are not on its staff (diners, other stores' staff;
     * an unknown store answers the same, so ids cannot be probed), A195 when their role may not take the
     * action. A platform admin passes for every existing store (A76 for an unknown one).
     */
    async actorIn(user: ConsoleUser, businessId: string, action?: ConsoleAction): Promise<StoreActor> {
      const [role, admin] = await Promise.all([
        repository.roleIn(businessId, user.phoneNumber),
        isPlatformAdmin(user.phoneNumber),
      ]);
      if (role === null && !admin) throw new AppError('CONSOLE_STORE_FORBIDDEN');
      if (role === null && !(await repository.storeExists(businessId))) throw new AppError('STORE_NOT_FOUND');
      const actor: StoreActor = { user, businessId, role, isPlatformAdmin: admin };
      if (action) allow(actor, action);
      return actor;
    },

    /** The platform console's one check: A240 for anyone signed in who is not a platform admin. */
    async requirePlatformAdmin(user: ConsoleUser): Promise<void> {
      if (!(await isPlatformAdmin(user.phoneNumber))) throw new AppError('PLATFORM_ADMIN_ONLY');
    },

    /** Whether the phone is an admin by PLATFORM_ADMINS (so the console cannot revoke it). */
    isConfiguredAdmin(phone: string): boolean {
      return configuredAdmins.has(phone);
    },

    configuredAdminPhones(): string[] {
      return [...configuredAdmins].sort();
    },

    async listStaff(actor: StoreActor): Promise<StaffMemberDto[]> {
      allow(actor, 'readStaff');
      return (await repository.staffOf(actor.businessId)).map(staffDto);
    },

    async invite(actor: StoreActor, body: InviteStaffBody): Promise<StaffMemberDto> {
      allow(actor, 'manageStaff');
      if (!canManageRole(actor, body.role)) throw new AppError('CONSOLE_ROLE_FORBIDDEN');
      const at = now();
      return repository.transaction(async (tx) => {
        const row = await repository.insertStaff(tx, {
          businessId: actor.businessId,
          phoneNumber: body.phoneNumber,
          role: body.role,
          invitedBy: actor.user.id,
          at,
        });
        if (!row) throw new AppError('STAFF_ALREADY_MEMBER');
        await repository.recordAudit(
          {
            ...userAudit(actor, {
              action: 'staff.invite',
              target: row.id,
              details: { fullPhoneNumber: toFullPhoneNumber(row.phoneNumber), role: row.role },
            }),
            at,
          },
          tx,
        );
        return staffDto(row);
      });
    },

    /** Revokes a membership the actor could have granted; a manager cannot remove an owner or a manager. */
    async revoke(actor: StoreActor, staffId: string): Promise<void> {
      allow(actor, 'manageStaff');
      const at = now();
      await repository.transaction(async (tx) => {
        const row = await repository.lockStaffMember(tx, actor.businessId, staffId);
        if (!row) throw new AppError('STAFF_MEMBER_NOT_FOUND');
        if (!canManageRole(actor, row.role)) throw new AppError('CONSOLE_ROLE_FORBIDDEN');
        await repository.revokeStaff(tx, row.id, at);
        await repository.recordAudit(
          {
            ...userAudit(actor, {
              action: 'staff.revoke',
              target: row.id,
              details: { fullPhoneNumber: toFullPhoneNumber(row.phoneNumber), role: row.role },
            }),
            at,
          },
          tx,
        );
      });
    },

    async listKeys(actor: StoreActor): Promise<ApiKeyDto[]> {
      allow(actor, 'readApiKeys');
      return (await repository.keysOf(actor.businessId)).map(keyDto);
    },

    /** A new key: the token is answered once; only its SHA-256 is stored. */
    async createKey(actor: StoreActor, name: string): Promise<{ apiKey: ApiKeyDto; token: string }> {
      allow(actor, 'manageApiKeys');
      const token = `${API_KEY_PREFIX}${randomBytes(API_KEY_BYTES).toString('base64url')}`;
      const at = now();
      return repository.transaction(async (tx) => {
        const row = await repository.insertKey(tx, {
          businessId: actor.businessId,
          name,
          prefix: token.slice(0, SHOWN_KEY_LENGTH),
          tokenHash: sha256Hex(token),
          createdBy: actor.user.id,
          at,
        });
        await repository.recordAudit(
          {
            ...userAudit(actor, {
              action: 'apiKey.create',
              target: row.id,
              details: { name: row.name, prefix: row.prefix },
            }),
            at,
          },
          tx,
        );
        return { apiKey: keyDto(row), token };
      });
    },

    async revokeKey(actor: StoreActor, keyId: string): Promise<void> {
      allow(actor, 'manageApiKeys');
      const at = now();
      await repository.transaction(async (tx) => {
        const row = await repository.revokeKey(tx, actor.businessId, keyId, at);
        if (!row) throw new AppError('API_KEY_NOT_FOUND');
        await repository.recordAudit(
          {
            ...userAudit(actor, {
              action: 'apiKey.revoke',
              target: row.id,
              details: { name: row.name, prefix: row.prefix },
            }),
            at,
          },
          tx,
        );
      });
    },

    async auditPage(
      actor: StoreActor,
      pageNumber: number,
      pageCapacity: number,
    ): Promise<{ entries: AuditEntryDto[]; hasMore: boolean }> {
      allow(actor, 'readAuditLog');
      const rows = await repository.auditPage(
        actor.businessId,
        (pageNumber - 1) * pageCapacity,
        pageCapacity + 1,
      );
      return {
        hasMore: rows.length > pageCapacity,
        entries: rows.slice(0, pageCapacity).map((row) => ({
          id: String(row.id),
          actor: {
            kind: row.actorKind,
            userId: row.actorUserId,
            fullPhoneNumber: row.actorPhone === null ? null : toFullPhoneNumber(row.actorPhone),
            apiKeyId: row.actorApiKeyId,
            apiKeyName: row.actorApiKeyName,
          },
          action: row.action,
          target: row.target,
          details: row.details,
          createdTime: row.createdAt.getTime(),
        })),
      };
    },

    /** Whether a bearer token has the form of a store key (it may still be unknown or revoked). */
    isStoreKey(token: string): boolean {
      return token.startsWith(API_KEY_PREFIX);
    },

    /** The live store key a bearer token names; null for anything else. */
    async keyForToken(token: string): Promise<{ keyId: string; businessId: string } | null> {
      if (!token.startsWith(API_KEY_PREFIX)) return null;
      const key = await repository.liveKeyByHash(sha256Hex(token), now());
      return key ? { keyId: key.id, businessId: key.businessId } : null;
    },

    /** The store of an order; null for an unknown order. */
    orderStore(orderId: string): Promise<string | null> {
      return repository.orderStore(orderId);
    },

    /**
     * Records a merchant API change: inside the change's transaction when given one (`tx`, from the order
     * life's services), else on its own right after it committed (points).
     */
    async recordMerchantChange(caller: MerchantCaller, entry: ChangeEntry, tx?: Db): Promise<void> {
      await repository.recordAudit(
        {
          ...entry,
          actorKind: caller.kind,
          actorApiKeyId: caller.kind === 'apiKey' ? caller.keyId : null,
          at: now(),
        },
        tx,
      );
    },

    /** Records a store actor's change (a board action) inside the change's transaction `tx`. */
    async recordActorChange(
      actor: StoreActor,
      entry: Omit<ChangeEntry, 'businessId'>,
      at: Date,
      tx: Db,
    ): Promise<void> {
      await repository.recordAudit({ ...userAudit(actor, entry), at }, tx);
    },
  };
}

export type ConsoleService = ReturnType<typeof createConsoleService>;
