import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** 10 national digits; the country code is always 1. */
  phoneNumber: text('phone_number').notNull().unique(),
  email: text('email'),
  /** Null until the user answers the message-settings or policy dialog. */
  messagingDisabled: boolean('messaging_disabled'),
  messagingPromotionDisabled: boolean('messaging_promotion_disabled'),
  receivedNewUserPackage: boolean('received_new_user_package').notNull().default(false),
  newUserPackagePromptsStopped: boolean('new_user_package_prompts_stopped').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    keepCredentials: boolean('keep_credentials').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'sms' for phone sign-in, 'email' for e-mail verification. */
    channel: text('channel').notNull().default('sms'),
    /** 10 phone digits or a lower-cased e-mail address. */
    recipient: text('recipient').notNull(),
    /** SHA-256 of salt and code. */
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    clientAddress: text('client_address').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_recipient_idx').on(t.channel, t.recipient, t.createdAt),
    index('verification_codes_client_idx').on(t.clientAddress, t.createdAt),
  ],
);

/** Side effects written in the same transaction as the change that causes them, relayed by a worker. */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_events_pending_idx').on(t.availableAt).where(sql`processed_at is null`)],
);

/** Messages accepted by the sandbox SMS and e-mail providers; shown by the dev outbox in demo mode. */
export const deliveredMessages = pgTable(
  'delivered_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivered_messages_recipient_idx').on(t.recipient, t.createdAt)],
);
