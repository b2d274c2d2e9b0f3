import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryWebStorage, User, WebStorageStateStore } from 'oidc-client-ts';
import type { SessionCheck } from '@tagtrail/domain';
import { MapStorage } from '../testing/map-storage';
import { OidcSessionAdapter, safeReturnTo } from './session.oidc';

const ORIGIN = 'https://portal.test';
const nowInSeconds = () => Math.floor(Date.now() / 1000);

function makeUser(claims: Record<string, unknown> = {}, expiresIn = 3600, userState?: unknown): User {
  return new User({
    access_token: 'access-1',
    token_type: 'Bearer',
    profile: {
      sub: '42',
      iss: `${ORIGIN}/idp`,
      aud: 'portal',
      exp: nowInSeconds() + expiresIn,
      iat: nowInSeconds(),
      ...claims,
    },
    expires_at: nowInSeconds() + expiresIn,
    userState,
  });
}

let legacy: MapStorage;
const adapters: OidcSessionAdapter[] = [];

function adapter() {
  const session = new OidcSessionAdapter(ORIGIN, {
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    automaticSilentRenew: false,
  });
  adapters.push(session);
  return session;
}

beforeEach(() => {
  legacy = new MapStorage();
  vi.stubGlobal('localStorage', legacy);
});

afterEach(async () => {
  // Stops the token expiry timers oidc-client-ts starts for a loaded user.
  await Promise.all(adapters.splice(0).map((session) => session.manager.events.unload()));
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('OIDC session', () => {
  it('talks to our identity provider with the portal client, code flow and the spec scopes (spec A §6, §7)', () => {
    const { settings } = adapter().manager;

    expect(settings).toMatchObject({
      authority: `${ORIGIN}/idp`,
      client_id: 'portal',
      redirect_uri: `${ORIGIN}/signin-oidc`,
      silent_redirect_uri: `${ORIGIN}/silent-oidc`,
      post_logout_redirect_uri: `${ORIGIN}/signout-oidc`,
      response_type: 'code',
      scope: 'openid profile customer admin partner',
      accessTokenExpiringNotificationTimeInSeconds: 300,
    });
  });

  it('renews silently by default', () => {
    const session = new OidcSessionAdapter(ORIGIN, {
      userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    });
    adapters.push(session);
    session.manager.stopSilentRenew();

    expect(session.manager.settings.automaticSilentRenew).toBe(true);
  });

  describe('load', () => {
    it('clears the stored token, exclusive-client and role entries at start (spec A §4)', async () => {
      legacy.setItem('token', 'old');
      legacy.setItem('clienteExclusivo', '1');
      legacy.setItem('role', 'ADMINISTRADOR');
      legacy.setItem('language', 'pt');

      await adapter().load();

      expect([legacy.getItem('token'), legacy.getItem('clienteExclusivo'), legacy.getItem('role')]).toEqual([
        null,
        null,
        null,
      ]);
      expect(legacy.getItem('language')).toBe('pt');
    });

    it('answers not authenticated when no user is stored', async () => {
      const session = adapter();

      await expect(session.load()).resolves.toEqual({ authenticated: false });
      expect(session.accessToken()).toBeUndefined();
    });

    it('answers the stored user with the role from its role claim and its tenant', async () => {
      const session = adapter();
      await session.manager.storeUser(makeUser({ preferred_username: 'maria', role: 'partner', partner_id: '7' }));

      await expect(session.load()).resolves.toEqual({
        authenticated: true,
        user: { username: 'maria', role: 'PARCEIRO', accessToken: 'access-1', partnerId: 7 },
      });
      expect(session.accessToken()).toBe('access-1');
    });

    it('reads the role claim in priority order and a numeric customer claim', async () => {
      const session = adapter();
      await session.manager.storeUser(
        makeUser({ preferred_username: 'ana', role: ['customer', 'admin'], customer_id: 12 }),
      );

      const check = await session.load();

      expect(check).toMatchObject({ user: { role: 'ADMINISTRADOR', customerId: 12 } });
    });

    it('gives an empty role to a user whose role claim is unknown, so the shell shows not-permission', async () => {
      const session = adapter();
      await session.manager.storeUser(makeUser({ preferred_username: 'x', role: 'auditor' }));

      await expect(session.load()).resolves.toMatchObject({ user: { role: '' } });
    });

    it('answers not authenticated for an expired user and offers no token', async () => {
      const session = adapter();
      await session.manager.storeUser(makeUser({ role: 'admin' }, -10));

      await expect(session.load()).resolves.toEqual({ authenticated: false });
      expect(session.accessToken()).toBeUndefined();
    });
  });

  describe('sign-in', () => {
    it('keeps the wanted location in the OIDC state', async () => {
      const session = adapter();
      const redirect = vi.spyOn(session.manager, 'signinRedirect').mockResolvedValue();

      await session.signIn('/admin/parceiros?page=2');

      expect(redirect).toHaveBeenCalledWith({ state: { returnTo: '/admin/parceiros?page=2' } });
    });

    it("asks the identity provider's pages for the portal's language (ui_locales) when signing in and out", async () => {
      let language: string | null = 'es';
      const session = new OidcSessionAdapter(
        ORIGIN,
        { userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }), automaticSilentRenew: false },
        { language: () => language },
      );
      adapters.push(session);
      const signIn = vi.spyOn(session.manager, 'signinRedirect').mockResolvedValue();
      const signOut = vi.spyOn(session.manager, 'signoutRedirect').mockResolvedValue();

      await session.signIn('/admin/lotes');
      language = 'pt';
      await session.signOut();
      language = null;
      await session.signIn('/');

      expect(signIn.mock.calls).toEqual([
        [{ state: { returnTo: '/admin/lotes' }, ui_locales: 'es' }],
        // No language settled yet: the provider's pages fall back to their cookie and the browser's languages.
        [{ state: { returnTo: '/' } }],
      ]);
      expect(signOut).toHaveBeenCalledWith({ extraQueryParams: { ui_locales: 'pt' } });
    });

    it('answers the kept location when the sign-in completes, and holds the new token', async () => {
      const session = adapter();
      vi.spyOn(session.manager, 'signinRedirectCallback').mockResolvedValue(
        makeUser({ role: 'admin' }, 3600, { returnTo: '/admin/lotes' }),
      );

      await expect(session.completeSignIn()).resolves.toBe('/admin/lotes');
      expect(session.accessToken()).toBe('access-1');
    });

    it('answers / when no location was kept', async () => {
      const session = adapter();
      vi.spyOn(session.manager, 'signinRedirectCallback').mockResolvedValue(makeUser());

      await expect(session.completeSignIn()).resolves.toBe('/');
    });

    it('never sends the user off this origin after sign-in', () => {
      expect(safeReturnTo('//evil.example/x')).toBe('/');
      expect(safeReturnTo('https://evil.example')).toBe('/');
      expect(safeReturnTo('/\\evil.example')).toBe('/');
      expect(safeReturnTo(42)).toBe('/');
      expect(safeReturnTo('/areaparceiro/clientes')).toBe('/areaparceiro/clientes');
    });

    it('finishes silent renewal, sign-out and its return through the manager', async () => {
      const session = adapter();
      const silent = vi.spyOn(session.manager, 'signinSilentCallback').mockResolvedValue();
      const signOut = vi.spyOn(session.manager, 'signoutRedirect').mockResolvedValue();
      const signedOut = vi.spyOn(session.manager, 'signoutRedirectCallback').mockResolvedValue({} as never);

      await session.completeSilentRenew();
      await session.signOut();
      await session.completeSignOut();

      expect([silent, signOut, signedOut].map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1]);
      expect(session.accessToken()).toBeUndefined();
    });
  });

  describe('changes', () => {
    it('stays quiet while leaving for the end-session page, so no new sign-in races the sign-out', async () => {
      const session = adapter();
      const checks: SessionCheck[] = [];
      session.subscribe((check) => checks.push(check));
      // oidc-client-ts unloads the user before it navigates to the provider's end-session endpoint.
      vi.spyOn(session.manager, 'signoutRedirect').mockImplementation(async () => {
        await session.manager.events.unload();
      });

      await session.signOut();

      expect(checks).toEqual([]);
    });

    it('tells subscribers when a user is loaded (silent renewal) and unloaded', async () => {
      const session = adapter();
      const checks: SessionCheck[] = [];
      session.subscribe((check) => checks.push(check));

      await session.manager.events.load(makeUser({ preferred_username: 'renewed', role: 'customer' }));
      await session.manager.events.unload();

      expect(checks).toEqual([
        { authenticated: true, user: { username: 'renewed', role: 'CLIENTE', accessToken: 'access-1' } },
        { authenticated: false },
      ]);
      expect(session.accessToken()).toBeUndefined();
    });

    it('tells subscribers the current session when silent renewal fails', async () => {
      const session = adapter();
      await session.manager.events.load(makeUser({ preferred_username: 'still', role: 'admin' }));
      const checks: SessionCheck[] = [];
      session.subscribe((check) => checks.push(check));

      await session.manager.events._raiseSilentRenewError(new Error('login_required'));

      expect(checks).toEqual([{ authenticated: true, user: expect.objectContaining({ username: 'still' }) }]);
    });

    it('tells subscribers the session ended when the access token expires', async () => {
      vi.useFakeTimers();
      const session = adapter();
      const checks: SessionCheck[] = [];
      session.subscribe((check) => checks.push(check));
      await session.manager.events.load(makeUser({ role: 'admin' }, 5), false);

      // oidc-client-ts checks its expiry timers every 5 seconds at most.
      await vi.advanceTimersByTimeAsync(4_000);
      expect(checks).toEqual([]);
      await vi.advanceTimersByTimeAsync(8_000);

      expect(checks).toEqual([{ authenticated: false }]);
    });

    it('stops telling a subscriber once it unsubscribes', async () => {
      const session = adapter();
      const checks: SessionCheck[] = [];
      const unsubscribe = session.subscribe((check) => checks.push(check));

      unsubscribe();
      await session.manager.events.load(makeUser());

      expect(checks).toEqual([]);
    });
  });
});
