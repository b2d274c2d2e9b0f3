// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import type { SessionUser } from '@tagtrail/domain';
import { FakeSessionPort } from '../testing/fakes';
import { admin, renderView } from '../testing/render';
import { HomeRedirect, NotFoundPage, NotPermissionPage, SignInStartPage } from './pages';
import { ProtectedArea } from './ProtectedArea';

afterEach(cleanup);

const partner: SessionUser = { username: 'paulo', role: 'PARCEIRO', accessToken: 't' };

function Routes() {
  return (
    <Switch>
      <Route path="/">
        <HomeRedirect />
      </Route>
      <Route path="/oidc">
        <SignInStartPage />
      </Route>
      <Route path="/not-permission">
        <NotPermissionPage />
      </Route>
      <Route path="/admin" nest>
        <ProtectedArea area="/admin">
          <Route path="/parceiros">the partner list</Route>
        </ProtectedArea>
      </Route>
      <Route path="/areaparceiro" nest>
        <ProtectedArea area="/areaparceiro">partner home</ProtectedArea>
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

describe('sign-in routing', () => {
  it('sends each role to its area from /', async () => {
    const view = renderView(<Routes />, { route: '/', session: new FakeSessionPort(partner) });
    await waitFor(() => expect(view.current()).toBe('/areaparceiro'));
    expect(await screen.findByText('partner home')).toBeTruthy();
  });

  it('sends a user without a role to not-permission', async () => {
    const view = renderView(<Routes />, {
      route: '/',
      session: new FakeSessionPort({ username: 'x', role: '', accessToken: 't' }),
    });
    await waitFor(() => expect(view.current()).toBe('/not-permission'));
    expect(await screen.findByText('You are not allowed to access this system feature.')).toBeTruthy();
  });

  it('sends an unauthenticated user to sign in, keeping the wanted location', async () => {
    const session = new FakeSessionPort();
    const view = renderView(<Routes />, { route: '/admin/parceiros?page=2&searchText=ab', session });
    await waitFor(() => expect(view.current()).toMatch(/^\/oidc\?returnTo=/));
    await waitFor(() => expect(session.signedInWith).toBe('/admin/parceiros?page=2&searchText=ab'));
  });

  it('lets the admin into the admin area, inside the shell', async () => {
    renderView(<Routes />, { route: '/admin/parceiros', session: new FakeSessionPort(admin) });
    expect(await screen.findByText('the partner list')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Partners' }).getAttribute('aria-current')).toBe('page');
  });

  it('refuses the admin area to other roles, at the address typed and inside their own shell (issue 8 §6)', async () => {
    const view = renderView(<Routes />, { route: '/admin/parceiros', session: new FakeSessionPort(partner) });
    expect(
      await screen.findByText('You are not allowed to access this system feature.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByText('the partner list')).toBeNull();
    // The partner's own menu, and the address unchanged.
    expect(screen.getByRole('button', { name: 'User menu: paulo' })).toBeTruthy();
    expect(view.current()).toBe('/admin/parceiros');
  });

  it('goes to / (and on to the area) from /oidc when already signed in', async () => {
    const session = new FakeSessionPort(admin);
    const view = renderView(<Routes />, { route: '/oidc?returnTo=%2Fadmin%2Fparceiros', session });
    await waitFor(() => expect(view.current()).toBe('/admin'));
    expect(session.signedInWith).toBeUndefined();
  });

  it('says so when the identity provider cannot be reached, and tries again on request', async () => {
    const session = new FakeSessionPort();
    session.failSignIn = true;
    renderView(<Routes />, { route: '/oidc?returnTo=%2Fadmin', session });
    expect(await screen.findByText('Sign-in could not be completed. Please try again.')).toBeTruthy();
    session.failSignIn = false;
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(session.signedInWith).toBe('/admin'));
    expect(session.signInAttempts).toBe(2);
  });

  it('shows not-found for an unknown path, at that address', async () => {
    const view = renderView(<Routes />, { route: '/nowhere' });
    expect(await screen.findByText('System resource does not exist.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(view.current()).toBe('/nowhere');
  });
});

describe('shell', () => {
  it('offers change password to a partner and to the admin (issue 25 §1)', async () => {
    renderView(<Routes />, { route: '/areaparceiro', session: new FakeSessionPort(partner) });
    fireEvent.click(await screen.findByRole('button', { name: 'User menu: paulo' }));
    expect(await screen.findByRole('menuitem', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Help and support' }).getAttribute('href')).toBe('/support/en');
    cleanup();
    renderView(<Routes />, { route: '/admin/parceiros', session: new FakeSessionPort(admin) });
    fireEvent.click(await screen.findByRole('button', { name: 'User menu: ana' }));
    expect(await screen.findByRole('menuitem', { name: 'Exit' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Change password' })).toBeTruthy();
  });

  it('signs out on Exit', async () => {
    const session = new FakeSessionPort(admin);
    renderView(<Routes />, { route: '/admin/parceiros', session });
    fireEvent.click(await screen.findByRole('button', { name: 'User menu: ana' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Exit' }));
    await waitFor(() => expect(session.signedOut).toBe(true));
  });

  it('switches the language and remembers it', async () => {
    const view = renderView(<Routes />, { route: '/admin/parceiros', session: new FakeSessionPort(admin) });
    fireEvent.click(await screen.findByRole('button', { name: 'EN, Language: English' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Português' }));
    expect(await screen.findByRole('link', { name: 'Parceiros' })).toBeTruthy();
    expect(view.preferences.get('language')).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
  });
});
