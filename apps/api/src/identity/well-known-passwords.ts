/**
 * The demo accounts and their password, which anyone can read in the README and on the console: a server started with
 * NODE_ENV=production will not create them, will not start while one of them still has that password, and does not
 * let one sign in with it.
 */
import type { Database } from '../db/client';
import { verifyPassword } from './password';
import { findUserByUsername } from './users.store';

/** demo/demo-data.ts DEMO_PASSWORD; kept here too, since the demo data imports identity (a test keeps them equal). */
export const WELL_KNOWN_PASSWORDS: readonly string[] = ['tagtrail'];

/** demo/demo-data.ts DEMO_USERS' sign-in names (a test keeps them equal). */
export const DEMO_ACCOUNT_NAMES: readonly string[] = ['admin', 'partner', 'customer', 'pos'];

/** A sign-in a production server refuses even when the password matches. */
export function isDemoSignIn(username: string, password: string): boolean {
  return DEMO_ACCOUNT_NAMES.includes(username.trim().toLowerCase()) && WELL_KNOWN_PASSWORDS.includes(password);
}

/** The demo accounts that still sign in with a well-known password. */
export async function demoAccountsWithWellKnownPasswords(db: Database): Promise<string[]> {
  const found: string[] = [];
  for (const name of DEMO_ACCOUNT_NAMES) {
    const user = await findUserByUsername(db, name);
    if (user === undefined) continue;
    for (const password of WELL_KNOWN_PASSWORDS) {
      if (await verifyPassword(password, user.passwordHash)) {
        found.push(user.username);
        break;
      }
    }
  }
  return found;
}

/** Stops a production start that would create the demo accounts, or that finds one with its demo password. */
export async function refuseDemoPasswordsInProduction(
  db: Database,
  config: { readonly production: boolean; readonly demoData: boolean },
): Promise<void> {
  if (!config.production) return;
  if (config.demoData) {
    throw new Error(
      'NODE_ENV=production: refusing to create the demo accounts, whose password is public. ' +
        'Leave DEMO_DATA unset or set DEMO_DATA=false.',
    );
  }
  const exposed = await demoAccountsWithWellKnownPasswords(db);
  if (exposed.length > 0) {
    throw new Error(
      `NODE_ENV=production: the demo accounts ${exposed.join(', ')} still have the public demo password. ` +
        'Start once without NODE_ENV=production, sign in as each and change its password (or delete the account), ' +
        'then start again.',
    );
  }
}
