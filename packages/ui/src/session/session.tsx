/**
 * The session as the views see it: loaded once at start (a loading state until then, spec A §4), kept up to
 * date through the port's subscription (silent renew, expiry, sign-out). Checks are values, never thrown.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SessionPortToken, type SessionCheck, type SessionPort } from '@tagtrail/domain';
import { useService } from '../services/services';

export type SessionState = { readonly status: 'loading' } | { readonly status: 'ready'; readonly check: SessionCheck };

interface SessionContextValue {
  readonly state: SessionState;
  /** Loads the session again (after a sign-in or sign-out redirect finished). */
  readonly refresh: () => Promise<SessionCheck>;
}

const SessionContext = createContext<SessionContextValue | undefined>(undefined);

export function SessionProvider({ children }: { children: ReactNode }) {
  const port = useService<SessionPort>(SessionPortToken);
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const refresh = useCallback(async () => {
    const check = await loadSafely(port);
    setState({ status: 'ready', check });
    return check;
  }, [port]);

  useEffect(() => {
    let live = true;
    void loadSafely(port).then((check) => {
      if (live) setState({ status: 'ready', check });
    });
    const unsubscribe = port.subscribe((check) => setState({ status: 'ready', check }));
    return () => {
      live = false;
      unsubscribe();
    };
  }, [port]);

  const value = useMemo(() => ({ state, refresh }), [state, refresh]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** A load that fails (identity provider down, storage refused) means "not signed in", not a crash. */
async function loadSafely(port: SessionPort): Promise<SessionCheck> {
  try {
    return await port.load();
  } catch {
    return { authenticated: false };
  }
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession: no SessionProvider above this component');
  return value;
}

/**
 * Finishing a redirect consumes one-time state in the browser: StrictMode's second effect run or a re-render
 * must not finish it twice. One promise per port and step.
 */
const finishing = new WeakMap<SessionPort, Map<string, Promise<unknown>>>();

export function once<T>(port: SessionPort, step: string, run: () => Promise<T>): Promise<T> {
  let steps = finishing.get(port);
  if (!steps) finishing.set(port, (steps = new Map()));
  let promise = steps.get(step) as Promise<T> | undefined;
  if (!promise) {
    promise = run();
    steps.set(step, promise);
    // Once settled, the step may run again later (another sign-in in the same page life).
    const forget = () => {
      setTimeout(() => steps.delete(step), 0);
    };
    promise.then(forget, forget);
  }
  return promise;
}
