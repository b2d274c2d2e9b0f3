// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useLoad } from './useLoad';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A request the test answers when it likes, with the signal it was given. */
interface Request<T> {
  readonly signal: AbortSignal;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** A port call that records each request and leaves it open. */
function pendingCalls<T>() {
  const requests: Request<T>[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        requests.push({ signal, resolve, reject });
      }),
  );
  return { load, requests };
}

/** Settles a request and lets React take the answer. */
const answer = (settle: () => void) =>
  act(async () => {
    settle();
    await Promise.resolve();
  });

describe('useLoad', () => {
  it('is loading, then holds what the port answered', async () => {
    const { load, requests } = pendingCalls<string>();
    const { result } = renderHook(() => useLoad((signal) => load(signal), []));
    expect(result.current.status).toBe('loading');
    await answer(() => requests[0]?.resolve('Aurora'));
    expect(result.current).toMatchObject({ status: 'ready', value: 'Aurora' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says a load failed, tells onError once, and loads again on retry', async () => {
    const { load, requests } = pendingCalls<string>();
    const onError = vi.fn();
    const failure = new Error('503');
    const { result } = renderHook(() => useLoad(load, [], { onError }));
    await answer(() => requests[0]?.reject(failure));
    expect(result.current).toMatchObject({ status: 'failed', error: failure });
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure);

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    expect(requests).toHaveLength(2);
    await answer(() => requests[1]?.resolve('Aurora'));
    expect(result.current).toMatchObject({ status: 'ready', value: 'Aurora' });
  });

  it('fails like a rejection when the load throws before returning a promise', async () => {
    const failure = new Error('no port');
    const { result } = renderHook(() =>
      useLoad<string>(() => {
        throw failure;
      }, []),
    );
    await act(() => Promise.resolve());
    expect(result.current).toMatchObject({ status: 'failed', error: failure });
  });

  it('aborts the request in flight for new dependencies, and never shows the stale answer', async () => {
    const { load, requests } = pendingCalls<string>();
    const { result, rerender } = renderHook(
      ({ id }) => useLoad((signal) => load(signal).then((v) => `${id}:${v}`), [id]),
      {
        initialProps: { id: 1 },
      },
    );
    rerender({ id: 2 });
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(requests[1]?.signal.aborted).toBe(false);
    expect(result.current.status).toBe('loading');

    await answer(() => requests[0]?.resolve('late'));
    expect(result.current.status).toBe('loading');
    await answer(() => requests[1]?.resolve('fresh'));
    expect(result.current).toMatchObject({ status: 'ready', value: '2:fresh' });
  });

  it('shows loading, not the previous answer, in the very render where the dependencies change', async () => {
    const { load, requests } = pendingCalls<string>();
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ id }) => {
        const loaded = useLoad(load, [id]);
        seen.push(`${id}:${loaded.status}`);
        return loaded;
      },
      { initialProps: { id: 1 } },
    );
    await answer(() => requests[0]?.resolve('Aurora'));
    seen.length = 0;
    rerender({ id: 2 });
    expect(seen[0]).toBe('2:loading');
  });

  it('aborts on unmount and takes no late answer: a failure after it is not reported', async () => {
    const { load, requests } = pendingCalls<string>();
    const onError = vi.fn();
    const { unmount } = renderHook(() => useLoad(load, [], { onError }));
    unmount();
    expect(requests[0]?.signal.aborted).toBe(true);
    await answer(() => requests[0]?.reject(new Error('late')));
    expect(onError).not.toHaveBeenCalled();
  });

  it('loads nothing while skipped, and starts when no longer', async () => {
    const { load, requests } = pendingCalls<string>();
    const { result, rerender } = renderHook(
      ({ id }) => useLoad((signal) => load(signal).then((v) => `${id}:${v}`), [id], { skip: id === null }),
      { initialProps: { id: null as number | null } },
    );
    expect(result.current.status).toBe('idle');
    expect(load).not.toHaveBeenCalled();
    rerender({ id: 3 });
    expect(result.current.status).toBe('loading');
    await answer(() => requests[0]?.resolve('Aurora'));
    expect(result.current).toMatchObject({ status: 'ready', value: '3:Aurora' });
  });
});
