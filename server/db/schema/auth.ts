import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { USER_ROLES, VERIFICATION_TYPES } from '../../../common/schemas/auth';

/** Accounts of people. E-mail is stored lowercased; usernames are unique regardless of case. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    username: text('username').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    subscription: text('subscription').notNull().default('free'),
    profileImage: text('profile_image'),
    /** Not named among the top earners of /economy (shown as "A creator (private)"). */
    economyPrivate: boolean('economy_private').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
  ],
);

/**
 * One pending code per e-mail and purpose (sign-in, sign-up): a new code replaces the old one of its
 * purpose, so a sign-up request never replaces the sign-in code an owner is waiting for. A keyed hash
 * (HMAC) of the code is what a guess is compared with; the code is also kept sealed (AES-GCM under a
 * key derived from SESSION_SECRET) so that past the e-mail's limit of new codes the current one can be
 * mailed again instead of refused (server/modules/auth/README.md). `attempts` counts guesses at it.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    email: text('email').notNull(),
    type: text('type', { enum: VERIFICATION_TYPES }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** The code sealed for a re-send; null for a code stored before it was kept. */
    codeSealed: text('code_sealed'),
    /** Sign-up only: the username the code was requested for. */
    username: text('username'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.type] })],
);

/**
 * The current streak of wrong guesses per e-mail, across resends (a resend does not reset it); each
 * wrong guess makes the next one wait longer (server/modules/auth/guess-delay.ts). The column keeps its
 * first name, window_start, to spare a migration: it holds the streak's latest wrong guess.
 */
export const verificationFailures = pgTable('verification_failures', {
  email: text('email').primaryKey(),
  lastFailureAt: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull().default(0),
});

/** Sessions: the token is random and only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);
