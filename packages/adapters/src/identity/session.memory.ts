/** SessionPort in memory, for stories and tests: sign-in is immediate and signs in the user it was given. */
import type { SessionCheck, SessionPort, SessionUser } from '@tagtrail/domain';

/** One signed-in user per role, as the demo data has them. */
export const demoSessionUsers = {
  admin: { username: 'admin', role: 'ADMINISTRADOR', accessToken: 'memory-admin-token' },
  partner: { username: 'partner', role: 'PARCEIRO', accessToken: 'memory-partner-token', partnerId: 1 },
  customer: { username: 'customer', role: 'CLIENTE', accessToken: 'memory-customer-token', customerId: 1 },
  pointOfSale: { username: 'pos', role: 'PONTO_VENDA', accessToken: 'memory-pos-token', customerId: 1 },
} as const satisfies Record<string, SessionUser>;

export class MemorySessionAdapter implements SessionPort {
  private current: SessionUser | undefined;
  private pendingReturnTo = '/';
  private readonly listeners = new Set<(check: SessionCheck) => void>();

  /**
   * @param user signed in from the start when given; otherwise the session starts signed out.
   * @param signInAs who `signIn` signs in: `user` when given, else the demo administrator.
   */
  constructor(
    user?: SessionUser,
    private readonly signInAs: SessionUser = user ?? demoSessionUsers.admin,
  ) {
    this.current = user;
  }

  load(): Promise<SessionCheck> {
    return Promise.resolve(this.check());
  }

  signIn(returnTo: string): Promise<void> {
    this.pendingReturnTo = returnTo;
    this.setUser(this.signInAs);
    return Promise.resolve();
  }

  completeSignIn(): Promise<string> {
    const returnTo = this.pendingReturnTo;
    this.pendingReturnTo = '/';
    return Promise.resolve(returnTo);
  }

  completeSilentRenew(): Promise<void> {
    return Promise.resolve();
  }

  signOut(): Promise<void> {
    this.setUser(undefined);
    return Promise.resolve();
  }

  completeSignOut(): Promise<void> {
    return Promise.resolve();
  }

  accessToken(): string | undefined {
    return this.current?.accessToken;
  }

  subscribe(listener: (check: SessionCheck) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Changes the session as a renewal, an expiry or another tab would (stories, tests). */
  setUser(user: SessionUser | undefined): void {
    this.current = user;
    const check = this.check();
    this.listeners.forEach((listener) => listener(check));
  }

  private check(): SessionCheck {
    return this.current === undefined ? { authenticated: false } : { authenticated: true, user: this.current };
  }
}
