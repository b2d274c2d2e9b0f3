/** Sign-in accounts and the identity provider's own records. */
import { sql } from 'drizzle-orm';
import {
  pgTable,
  serial,
  varchar,
  integer,
  timestamp,
  boolean,
  jsonb,
  text,
  index,
  uniqueIndex,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { partners } from '../partners/partners.schema';
import { customers } from '../customers/customers.schema';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The sign-in name (spec: `usuario`), unique without regard to case (see the index below). */
    username: varchar('username', { length: 100 }).notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** scrypt: `scrypt$N$r$p$salt$hash`, base64 parts. Never the password itself. */
    passwordHash: text('password_hash').notNull(),
    /**
     * Set while the password is a temporary one an administrator's create call generated: the sign-in page then asks
     * for a new password before finishing the sign-in, and clears it.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** After this the password no longer signs in (set for temporary passwords only; null: it does not expire). */
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    /** Token role claim: admin, partner, pointofsale or customer. */
    role: varchar('role', { length: 20 }).notNull(),
    partnerId: integer('partner_id').references(() => partners.id),
    /** Customer and point-of-sale users belong to one customer; their token carries it. */
    customerId: integer('customer_id').references(() => customers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Carried in access tokens (claim `account_version`); a token of another version no longer works. The database
     * raises it with every new password hash and then ends the account's provider sessions (migration 0008).
     */
    accountVersion: integer('account_version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_partner_idx').on(t.partnerId),
  ],
);

/**
 * What the identity provider stores (sessions, interactions, grants, codes, tokens), so no instance keeps
 * sign-in state in memory. One row per model instance; `kind` is the provider's model name.
 */
export const idpRecords = pgTable(
  'idp_records',
  {
    kind: varchar('kind', { length: 40 }).notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Set for tokens and codes, so a revoked grant takes all of them with it. */
    grantId: text('grant_id'),
    /** A session's fixed identifier (the cookie value changes, this does not). */
    uid: text('uid'),
    userCode: text('user_code'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Rows past this are treated as absent and swept now and then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('idp_records_grant_idx').on(t.grantId),
    index('idp_records_uid_idx').on(t.uid),
    index('idp_records_user_code_idx').on(t.userCode),
    index('idp_records_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Keys the provider needs on every instance and across restarts: `signing-keys` (private JWKs for ID and
 * access tokens) and `cookie-keys` (the session cookie signing secrets). Created on first start.
 */
export const idpSecrets = pgTable('idp_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed attempts per window (identity/attempt-throttle.ts): passwords by sign-in name, client address, or user id
 * for the new-password step and the password change; prize codes not found by user id (migration 0028). Rows whose
 * window has passed are swept.
 */
export const passwordThrottles = pgTable(
  'password_throttles',
  {
    kind: varchar('kind', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject] }), index('password_throttles_window_idx').on(t.windowStartedAt)],
);
