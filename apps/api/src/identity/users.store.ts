/** Sign-in accounts in the database: create (with a chosen or a temporary password), look up, change, delete. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { RoleClaim } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { sqlStateOf, UNIQUE_VIOLATION } from '../db/sql-errors';
import { users } from './identity.schema';
import { hashPassword, hashWithParameters, verifyPassword } from './password';
import { newTemporaryPassword, temporaryPasswordExpiry } from './temporary-password';

export type User = typeof users.$inferSelect;

export interface NewUser {
  readonly username: string;
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly role: RoleClaim;
  readonly partnerId?: number;
  readonly customerId?: number;
  /**
   * Makes `password` a temporary one: it signs in until this moment, and only to set a new password on the sign-in
   * page (see `createUserWithTemporaryPassword`).
   */
  readonly temporaryUntil?: Date;
}

/** A new account without a password: one is generated (see `createUserWithTemporaryPassword`). */
export type NewUserWithoutPassword = Omit<NewUser, 'password' | 'temporaryUntil'>;

/** Which accounts a caller may touch: those of one role and, for each tenant id given, that partner or customer. */
export interface UserScope {
  readonly role: RoleClaim;
  readonly partnerId?: number;
  readonly customerId?: number;
}

/** The message key (business rule, error 1) for a sign-in name already in use; the portal translates it. */
export const USERNAME_TAKEN = 'USERNAME_TAKEN';

/** Thrown by `createUser` when the name is taken, in any letter case. */
export class UsernameTakenError extends Error {
  constructor(readonly username: string) {
    super(`username already in use: ${username}`);
    this.name = 'UsernameTakenError';
  }
}

export async function createUser(db: Database, user: NewUser): Promise<number> {
  const username = user.username.trim();
  try {
    const [row] = await db
      .insert(users)
      .values({
        username,
        name: user.name,
        email: user.email,
        passwordHash: await hashPassword(user.password),
        role: user.role,
        partnerId: user.partnerId ?? null,
        customerId: user.customerId ?? null,
        mustChangePassword: user.temporaryUntil !== undefined,
        passwordExpiresAt: user.temporaryUntil ?? null,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw new UsernameTakenError(username);
    throw error;
  }
}

/**
 * Creates an account with a generated one-time password and answers it: the only moment it exists in clear (only
 * its hash is stored). It expires after TEMPORARY_PASSWORD_TTL_DAYS; its first sign-in asks for a new password.
 */
export async function createUserWithTemporaryPassword(
  db: Database,
  user: NewUserWithoutPassword,
  now = new Date(),
): Promise<{ id: number; temporaryPassword: string; expiresAt: Date }> {
  const temporaryPassword = newTemporaryPassword();
  const expiresAt = temporaryPasswordExpiry(now);
  const id = await createUser(db, { ...user, password: temporaryPassword, temporaryUntil: expiresAt });
  return { id, temporaryPassword, expiresAt };
}

/**
 * A new one-time password for an account in the scope (issue 8 §8), answered once as at creation: the old password
 * stops at once, and the new hash raises the account's version, which ends its provider sessions and, within
 * ACCOUNT_CHECK_CACHE, its access tokens (migration 0008). Undefined when no such account is in the scope.
 */
export async function issueTemporaryPassword(
  db: Database,
  userId: number,
  scope: UserScope,
  now = new Date(),
): Promise<{ id: number; temporaryPassword: string; expiresAt: Date } | undefined> {
  if (!Number.isSafeInteger(userId)) return undefined;
  const temporaryPassword = newTemporaryPassword();
  const expiresAt = temporaryPasswordExpiry(now);
  const [row] = await db
    .update(users)
    .set({
      passwordHash: await hashPassword(temporaryPassword),
      mustChangePassword: true,
      passwordExpiresAt: expiresAt,
    })
    .where(and(eq(users.id, userId), ...scopeConditions(scope)))
    .returning({ id: users.id });
  return row === undefined ? undefined : { id: row.id, temporaryPassword, expiresAt };
}

export async function findUserById(db: Database, id: number): Promise<User | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByUsername(db: Database, username: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username.trim()})`);
  return row;
}

/**
 * Replaces a user's password (the change below, the first sign-in's new password, and resets such as spec B's
 * point-of-sale password reset) with one that is the user's own: it no longer has to be changed and does not expire.
 */
export async function setPassword(db: Database, userId: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), mustChangePassword: false, passwordExpiresAt: null })
    .where(eq(users.id, userId));
}

/** Whether a password signs this user in now: it matches and has not expired. */
export type PasswordCheck = 'valid' | 'wrong' | 'expired';

export async function checkPassword(user: User, password: string, now = new Date()): Promise<PasswordCheck> {
  // Always hashed, so an expired password costs as long to refuse as a wrong one.
  const matches = await verifyPassword(password, user.passwordHash);
  if (!matches) return 'wrong';
  return user.passwordExpiresAt !== null && user.passwordExpiresAt <= now ? 'expired' : 'valid';
}

/**
 * Deletes a user of this scope. Its sessions and grants at the identity provider go with it (the database trigger
 * `users_forget_deleted_account`), so silent renewal stops at once. Answers false when no such user is in the scope.
 */
export async function deleteUser(db: Database, userId: number, scope: UserScope): Promise<boolean> {
  if (!Number.isSafeInteger(userId)) return false;
  const [row] = await db
    .delete(users)
    .where(and(eq(users.id, userId), ...scopeConditions(scope)))
    .returning({ id: users.id });
  return row !== undefined;
}

function scopeConditions(scope: UserScope): SQL[] {
  return [
    eq(users.role, scope.role),
    ...(scope.partnerId === undefined ? [] : [eq(users.partnerId, scope.partnerId)]),
    ...(scope.customerId === undefined ? [] : [eq(users.customerId, scope.customerId)]),
  ];
}

/**
 * spec A §7 Password, §8: a wrong current password answers the auth error code PasswordMismatch. The answer fits
 * the domain's PasswordChangeAnswer.
 */
export async function changePassword(
  db: Database,
  userId: number,
  currentPassword: string,
  newPassword: string,
): Promise<{ ok: true } | { ok: false; reason: 'PasswordMismatch' }> {
  if (!(await ownPasswordMatches(db, currentPassword))) return { ok: false, reason: 'PasswordMismatch' };
  await setPassword(db, userId, newPassword);
  return { ok: true };
}

/**
 * Whether `password` is the calling account's, checked in its tenant transaction without reading the hash, which no
 * scope may (migration 0033): the typed password is hashed with the stored hash's parameters and the database compares.
 */
async function ownPasswordMatches(db: Database, password: string): Promise<boolean> {
  const parameters = await db.execute(sql`select own_password_parameters() as parameters`);
  const found = (parameters as unknown as { rows: { parameters: string | null }[] }).rows[0]?.parameters;
  const candidate = found == null ? undefined : await hashWithParameters(password, found);
  // An account with no readable hash costs a hash all the same, so its answer takes as long as a wrong password's.
  if (candidate === undefined) {
    await hashPassword(password);
    return false;
  }
  const matches = await db.execute(sql`select own_password_matches(${candidate}) as matches`);
  return (matches as unknown as { rows: { matches: boolean }[] }).rows[0]?.matches === true;
}
