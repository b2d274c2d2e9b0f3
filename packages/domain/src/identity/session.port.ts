/** The signed-in session, as the portal needs it (Refine-style: checks resolve to values, never throw). */
import type { Role } from './role';

export interface SessionUser {
  readonly username: string;
  readonly role: Role;
  readonly accessToken: string;
  /** The tenant the token is tied to, when the role has one. */
  readonly partnerId?: number;
  readonly customerId?: number;
}

export type SessionCheck =
  { readonly authenticated: true; readonly user: SessionUser } | { readonly authenticated: false };

export interface SessionPort {
  /** Loads the session at start (and clears stale stored entries, spec A §4). */
  load(): Promise<SessionCheck>;
  /** Starts the identity provider redirect, keeping where the user wanted to go. */
  signIn(returnTo: string): Promise<void>;
  /** Finishes the sign-in redirect; answers where to go next. */
  completeSignIn(): Promise<string>;
  completeSilentRenew(): Promise<void>;
  signOut(): Promise<void>;
  completeSignOut(): Promise<void>;
  /** The current access token, for the bearer header (spec A §6). */
  accessToken(): string | undefined;
  /** Told when the session changes (silent renew, expiry, sign-out). */
  subscribe(listener: (check: SessionCheck) => void): () => void;
}

export const SessionPortToken = Symbol.for('SessionPort');
