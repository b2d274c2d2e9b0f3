/**
 * Options of a select that depends on others (spec A §2: customers depend on the partner, products on partner
 * and customer). Loaded again whenever `key` changes, the previous request aborted and its answer dropped;
 * none while `key` is undefined (nothing chosen upstream yet). A failure says 'loading data error' (spec A §8).
 */
import { useEffect, useRef, useState } from 'react';
import { useNotify } from '../notifications/notifications';

export type OptionsStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface DependentOptions<T> {
  readonly status: OptionsStatus;
  readonly options: readonly T[];
}

const NONE: DependentOptions<never> = { status: 'idle', options: [] };

export function useDependentOptions<T>(
  key: string | undefined,
  load: (signal: AbortSignal) => Promise<readonly T[]>,
): DependentOptions<T> {
  const notify = useNotify();
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const [state, setState] = useState<{ key: string; value: DependentOptions<T> } | undefined>(undefined);

  useEffect(() => {
    if (key === undefined) return;
    const controller = new AbortController();
    setState({ key, value: { status: 'loading', options: [] } });
    latestLoad.current(controller.signal).then(
      (options) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'ready', options } });
      },
      () => {
        if (controller.signal.aborted) return;
        setState({ key, value: { status: 'failed', options: [] } });
        notify({ intent: 'error', messageKey: 'messages.LOADING_DATA_ERROR' });
      },
    );
    return () => controller.abort();
  }, [key, notify]);

  // An answer for another key is never shown, even for the render before the effect runs.
  return key !== undefined && state?.key === key
    ? state.value
    : key === undefined
      ? NONE
      : { status: 'loading', options: [] };
}
