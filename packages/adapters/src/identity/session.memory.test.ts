import { describe, expect, it } from 'vitest';
import type { SessionCheck } from '@tagtrail/domain';
import { demoSessionUsers, MemorySessionAdapter } from './session.memory';

describe('memory session', () => {
  it('starts signed in as the user it was given', async () => {
    const session = new MemorySessionAdapter(demoSessionUsers.partner);

    await expect(session.load()).resolves.toEqual({ authenticated: true, user: demoSessionUsers.partner });
    expect(session.accessToken()).toBe('memory-partner-token');
  });

  it('starts signed out without a user, and signs in the demo administrator', async () => {
    const session = new MemorySessionAdapter();
    await expect(session.load()).resolves.toEqual({ authenticated: false });

    await session.signIn('/admin/parceiros');

    await expect(session.load()).resolves.toEqual({ authenticated: true, user: demoSessionUsers.admin });
    await expect(session.completeSignIn()).resolves.toBe('/admin/parceiros');
    await expect(session.completeSignIn()).resolves.toBe('/');
  });

  it('signs in the user it is told to sign in as', async () => {
    const session = new MemorySessionAdapter(undefined, demoSessionUsers.customer);

    await session.signIn('/');

    expect(session.accessToken()).toBe('memory-customer-token');
  });

  it('tells subscribers about sign-in, sign-out and changes until they unsubscribe', async () => {
    const session = new MemorySessionAdapter();
    const checks: SessionCheck[] = [];
    const unsubscribe = session.subscribe((check) => checks.push(check));

    await session.signIn('/');
    await session.signOut();
    unsubscribe();
    session.setUser(demoSessionUsers.pointOfSale);

    expect(checks).toEqual([{ authenticated: true, user: demoSessionUsers.admin }, { authenticated: false }]);
    expect(session.accessToken()).toBe('memory-pos-token');
  });
});
