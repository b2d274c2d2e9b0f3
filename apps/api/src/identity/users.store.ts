/** Sign-in accounts in the database: create, look up, change password. */
import { eq, sql } from 'drizzle-orm';
import type { RoleClaim } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { users } from './identity.schema';
import { hashPassword, verifyPassword } from './password';

export type User = typeof users.$inferSelect;

export interface NewUser {
  readonly username: string;
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly role: RoleClaim;
  readonly partnerId?: number;
  readonly customerId?: number;
}

/** Thrown by `createUser` when the name is taken, in any letter case. */
export class UsernameTakenError extends Error {
  constructor(readonly username: string) {
    super(`username already in use: ${username}`);
    this.name = 'UsernameTakenError';
  }
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps the driver's error (node-postgres or PGlite) in `cause`; both carry the SQLSTATE in `code`.
  let e = error;
  while (typeof e === 'object' && e !== null) {
    if ('code' in e && e.code === UNIQUE_VIOLATION) return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
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
      })
      .returning({ id: users.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new UsernameTakenError(username);
    throw error;
  }
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

/** Replaces a user's password (the change below, and resets such as spec B's point-of-sale password reset). */
export async function setPassword(db: Database, userId: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
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
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
    return { ok: false, reason: 'PasswordMismatch' };
  }
  await setPassword(db, userId, newPassword);
  return { ok: true };
}
