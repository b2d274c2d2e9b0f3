/**
 * SessionPort over our identity provider at /idp (spec A §2 sign-in routes, §4, §6, §7): authorization code
 * with PKCE, silent renewal on with a notice 300 seconds before expiry, the user kept for the tab only.
 */
import {
  InMemoryWebStorage,
  UserManager,
  WebStorageStateStore,
  type User,
  type UserManagerSettings,
} from 'oidc-client-ts';
import { roleFromClaim, type SessionCheck, type SessionPort, type SessionUser } from '@tagtrail/domain';
import { webStorage } from '../storage/web-storage';

/** spec A §6: openid, profile, customer, admin, partner. */
export const PORTAL_SCOPE = 'openid profile customer admin partner';

/** spec A §4: "Stored token, exclusive-client and role entries are cleared at application start." */
export const LEGACY_STORAGE_KEYS = ['token', 'clienteExclusivo', 'role'] as const;

export function portalOidcSettings(origin: string): UserManagerSettings {
  return {
    authority: `${origin}/idp`,
    client_id: 'portal',
    redirect_uri: `${origin}/signin-oidc`,
    silent_redirect_uri: `${origin}/silent-oidc`,
    post_logout_redirect_uri: `${origin}/signout-oidc`,
    response_type: 'code',
    scope: PORTAL_SCOPE,
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: 300,
  };
}

export interface OidcSessionOptions {
  /**
   * The portal's language now, sent as `ui_locales` with the sign-in and sign-out requests so the identity
   * provider's pages speak it (OpenID Connect Core §3.1.2.1, RP-Initiated Logout §2).
   */
  readonly language?: () => string | null | undefined;
}

export class OidcSessionAdapter implements SessionPort {
  /** The oidc-client-ts manager, for what the port does not cover (tests, diagnostics). */
  readonly manager: UserManager;
  private user: User | null = null;
  /**
   * Set while the browser leaves for the identity provider's end-session page. oidc-client-ts unloads the user
   * before it navigates; telling listeners then would make the shell start a new sign-in that races the
   * sign-out navigation and wins, leaving the provider's session alive.
   */
  private leaving = false;
  private readonly language: () => string | null | undefined;

  constructor(
    origin: string,
    settingsOverride: Partial<UserManagerSettings> = {},
    { language = () => undefined }: OidcSessionOptions = {},
  ) {
    this.language = language;
    // Without session storage (a sandboxed frame) the session lasts as long as the page.
    const userStore =
      settingsOverride.userStore ??
      new WebStorageStateStore({ store: webStorage('sessionStorage') ?? new InMemoryWebStorage() });
    this.manager = new UserManager({ ...portalOidcSettings(origin), userStore, ...settingsOverride });
    // Keep the token at hand: the HTTP client asks for it synchronously on every call.
    this.manager.events.addUserLoaded((user) => {
      this.user = user;
    });
    this.manager.events.addUserUnloaded(() => {
      this.user = null;
    });
  }

  async load(): Promise<SessionCheck> {
    clearLegacyEntries();
    try {
      this.user = await this.manager.getUser();
    } catch {
      // A stored user we cannot read is no session.
      this.user = null;
    }
    return checkOf(this.user);
  }

  async signIn(returnTo: string): Promise<void> {
    const uiLocales = this.uiLocales();
    await this.manager.signinRedirect({
      state: { returnTo: safeReturnTo(returnTo) },
      ...(uiLocales === undefined ? {} : { ui_locales: uiLocales }),
    });
  }

  async completeSignIn(): Promise<string> {
    const user = await this.manager.signinRedirectCallback();
    this.user = user;
    const state = user.state as { returnTo?: unknown } | null | undefined;
    return safeReturnTo(state?.returnTo);
  }

  async completeSilentRenew(): Promise<void> {
    await this.manager.signinSilentCallback();
  }

  async signOut(): Promise<void> {
    this.leaving = true;
    try {
      const uiLocales = this.uiLocales();
      await this.manager.signoutRedirect(
        uiLocales === undefined ? undefined : { extraQueryParams: { ui_locales: uiLocales } },
      );
    } catch (error) {
      this.leaving = false;
      throw error;
    }
  }

  async completeSignOut(): Promise<void> {
    await this.manager.signoutRedirectCallback();
    this.user = null;
  }

  /** The language to ask the provider's pages for; none when the portal has not settled on one. */
  private uiLocales(): string | undefined {
    const language = this.language()?.trim();
    return language ? language : undefined;
  }

  accessToken(): string | undefined {
    return this.user !== null && !this.user.expired ? this.user.access_token : undefined;
  }

  subscribe(listener: (check: SessionCheck) => void): () => void {
    const { events } = this.manager;
    const tell = (check: SessionCheck) => {
      if (!this.leaving) listener(check);
    };
    const removers = [
      events.addUserLoaded((user) => tell(checkOf(user))),
      events.addUserUnloaded(() => tell({ authenticated: false })),
      // A failed renewal leaves the current token usable until it expires; the shell decides from the check.
      events.addSilentRenewError(() => tell(checkOf(this.user))),
      events.addAccessTokenExpired(() => tell({ authenticated: false })),
    ];
    return () => removers.forEach((remove) => remove());
  }
}

/** The session a stored user gives: none when there is no user or its token has expired. */
export function checkOf(user: User | null): SessionCheck {
  if (user === null || user.expired === true) return { authenticated: false };
  return { authenticated: true, user: sessionUserOf(user) };
}

export function sessionUserOf(user: User): SessionUser {
  const { profile } = user;
  const partnerId = idClaim(profile['partner_id']);
  const customerId = idClaim(profile['customer_id']);
  return {
    username: profile.preferred_username ?? profile.name ?? profile.sub,
    role: roleFromClaim(profile['role']),
    accessToken: user.access_token,
    ...(partnerId === undefined ? {} : { partnerId }),
    ...(customerId === undefined ? {} : { customerId }),
  };
}

function idClaim(value: unknown): number | undefined {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Only a path on this origin may come back from the identity provider's round trip: `//evil.example` or a
 * full URL in the state would make the sign-in return an open redirect.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  return value;
}

export function clearLegacyEntries(storage: Storage | undefined = webStorage('localStorage')): void {
  for (const key of LEGACY_STORAGE_KEYS) {
    try {
      storage?.removeItem(key);
    } catch {
      // Storage that refuses has nothing of ours to clear.
    }
  }
}
