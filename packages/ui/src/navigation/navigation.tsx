/**
 * In-app navigation for every view. wouter has no blocker, so NavigationGuard wraps the router's navigate
 * (wouter's `aroundNav`), and the browser's back and forward buttons through history-guard.ts: while a form has
 * unsaved changes, leaving asks first, "Stay" the primary answer. Reloading or closing the tab is covered by
 * `beforeunload`. Paths given here are absolute, whatever nested route a view sits in.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Router, useLocation, type AroundNavHandler } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, preloadConfirmDialog } from '../forms/ConfirmDialog';
import { guardHistoryMoves } from './history-guard';

export { AppLink, LinkButton, type AppLinkProps, type LinkButtonProps } from './links';

interface Guard {
  /** Registers a check that says whether leaving now loses work; returns the unregister function. */
  register(isBlocking: () => boolean): () => void;
  /** Runs `action` with the guard open: navigation it starts is not questioned (after a save or delete). */
  allow(action: () => void): void;
}

const GuardContext = createContext<Guard>({ register: () => () => undefined, allow: (action) => action() });

export function NavigationGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const blockers = useRef(new Set<() => boolean>());
  const bypass = useRef(false);
  const [pending, setPending] = useState<(() => void) | undefined>(undefined);

  const aroundNav = useCallback<AroundNavHandler>((navigate, to, options) => {
    const blocked = !bypass.current && [...blockers.current].some((isBlocking) => isBlocking());
    if (blocked) {
      setPending(() => () => navigate(to, options));
    } else navigate(to, options);
  }, []);

  // Back and forward: the same question, the move replayed only if the user leaves.
  useEffect(
    () =>
      guardHistoryMoves((_delta, resume) => {
        const blocked = !bypass.current && [...blockers.current].some((isBlocking) => isBlocking());
        if (!blocked) return true;
        setPending(() => resume);
        return false;
      }),
    [],
  );

  const guard = useMemo<Guard>(
    () => ({
      register(isBlocking) {
        // The question's dialog loads when a form first guards its changes, long before anyone can try to leave them.
        void preloadConfirmDialog();
        blockers.current.add(isBlocking);
        return () => blockers.current.delete(isBlocking);
      },
      allow(action) {
        bypass.current = true;
        try {
          action();
        } finally {
          bypass.current = false;
        }
      },
    }),
    [],
  );

  const leave = () => {
    const go = pending;
    setPending(undefined);
    if (go) guard.allow(go);
  };

  return (
    <GuardContext.Provider value={guard}>
      <Router aroundNav={aroundNav}>{children}</Router>
      <ConfirmDialog
        open={pending !== undefined}
        title={t('form.unsavedTitle')}
        message={t('form.unsavedMessage')}
        confirmLabel={t('form.leave')}
        cancelLabel={t('form.stay')}
        onConfirm={leave}
        onCancel={() => setPending(undefined)}
        // Leaving loses work: staying is the answer a stray Enter should give.
        destructive={false}
      />
    </GuardContext.Provider>
  );
}

/** Asks before leaving while `dirty`: in-app navigation through NavigationGuard, reload and tab close through the browser. */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const guard = useContext(GuardContext);
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  useEffect(() => guard.register(() => dirtyRef.current), [guard]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set to show their prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

/** Runs an action whose navigation must not be questioned (the work was just saved or deleted). */
export function useAllowNavigation(): Guard['allow'] {
  return useContext(GuardContext).allow;
}

export interface NavigateOptions {
  replace?: boolean;
}

/** `navigate('/admin/parceiros')`: an absolute path, even inside a nested route. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const [, navigate] = useLocation();
  return useCallback((to: string, options?: NavigateOptions) => navigate(`~${to}`, options), [navigate]);
}
