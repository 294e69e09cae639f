import { STAFF_ROLES } from '@nearbite/domain/staff-roles';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { businesses } from './catalog.js';
import { createdAt, oneOf, primaryId } from './columns.js';

/** Who acted, as the audit log records it. */
export const AUDIT_ACTOR_KINDS = ['user', 'apiKey', 'operatorToken', 'cli'] as const;

/**
 * A store's staff, keyed by the invited phone (10 national digits) rather than a user: an invitation
 * holds before the person has ever signed in, and it is matched to users.phone_number on each request.
 * A revoked membership keeps its row (revoked_at) for the history; at most one is live per store and phone.
 */
export const storeStaff = pgTable(
  'store_staff',
  {
    id: primaryId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** Null for memberships the demo catalog or a platform tool wrote. */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('store_staff_role_check', oneOf(t.role, STAFF_ROLES)),
    check('store_staff_phone_check', sql`${t.phoneNumber} ~ '^[0-9]{10}$'`),
    uniqueIndex('store_staff_live_idx').on(t.businessId, t.phoneNumber).where(sql`revoked_at is null`),
    index('store_staff_phone_idx').on(t.phoneNumber).where(sql`revoked_at is null`),
  ],
);

/** Platform admins granted from the command line, keyed by phone like store staff (PLATFORM_ADMINS adds more). */
export const platformAdmins = pgTable(
  'platform_admins',
  {
    phoneNumber: text('phone_number').primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [check('platform_admins_phone_check', sql`${t.phoneNumber} ~ '^[0-9]{10}$'`)],
);

/**
 * A store's API key for machine access to the merchant API. Only the SHA-256 of the token is kept; the
 * prefix (its first characters) lets people tell keys apart in the console.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: primaryId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_business_idx').on(t.businessId, t.createdAt)],
);

/**
 * Every change staff, keys or platform tools make. It is history, so it holds ids without foreign keys:
 * a revoked key, a removed user or a re-seeded store leaves its entries in place.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: uuid('business_id'),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    actorUserId: uuid('actor_user_id'),
    actorApiKeyId: uuid('actor_api_key_id'),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check('audit_log_actor_kind_check', oneOf(t.actorKind, AUDIT_ACTOR_KINDS)),
    index('audit_log_business_idx').on(t.businessId, t.id),
  ],
);
