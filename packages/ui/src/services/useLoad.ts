/**
 * One way for a view to load what it shows (issue 26 §3): on its way, there, or failed with Retry. A change of the
 * dependencies aborts the request in flight and loads again; an answer to an earlier request, or one arriving after
 * the view has gone, is dropped (the cos-ui list machine's rule, react-admin #4287 and #5591 without it).
 */
import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type Loaded<T> =
  /** Nothing to load (nothing chosen upstream yet). */
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'failed'; readonly error: unknown };

export type Load<T> = Loaded<T> & {
  /** Loads again with the same dependencies (after a failure, or to refresh); shows 'loading' meanwhile. */
  readonly retry: () => void;
};

export interface UseLoadOptions {
  /** Nothing to load yet (nothing chosen upstream): 'idle', and no request. */
  readonly skip?: boolean;
  /** Told of each failed attempt (to log it or notify), never of an aborted one. */
  readonly onError?: (error: unknown) => void;
}

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

/**
 * Loads with `load` whenever one of `deps` changes, as `useEffect` runs. `deps` lists what `load` reads, as for
 * `useEffect` (lint checks it: eslint's `additionalHooks`).
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  { skip = false, onError }: UseLoadOptions = {},
): Load<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ deps: DependencyList; attempt: number; loaded: Loaded<T> }>();

  useEffect(
    () => {
      if (skip) return;
      const controller = new AbortController();
      const settle = (loaded: Loaded<T>) => {
        if (!controller.signal.aborted) setAnswer({ deps, attempt, loaded });
      };
      request(load, controller.signal).then(
        (value) => settle({ status: 'ready', value }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          settle({ status: 'failed', error });
          onError?.(error);
        },
      );
      return () => controller.abort();
    },
    // The caller's dependencies, checked where useLoad is called; `load` and `onError` are read from the render
    // whose dependencies started the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [...deps, skip, attempt],
  );

  const retry = useCallback(() => setAttempt((previous) => previous + 1), []);
  // Until the effect has run for these dependencies, the answer held is another request's: it is not shown.
  const current = answer !== undefined && answer.attempt === attempt && sameDeps(answer.deps, deps);
  const loaded: Loaded<T> = skip ? IDLE : current ? answer.loaded : LOADING;
  return { ...loaded, retry };
}

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/** The load's promise; a load that throws before it returns one fails as one that rejects. */
function request<T>(load: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return load(signal);
  } catch (error) {
    return Promise.reject(error);
  }
}
