/**
 * Options of a select that depends on others (spec A §2: customers depend on the partner, products on partner
 * and customer). Loaded again whenever `key` changes, the previous request aborted and its answer dropped;
 * none while `key` is undefined (nothing chosen upstream yet). A failure says 'loading data error' (spec A §8).
 */
import { useNotify } from '../notifications/notifications';
import { useLoad } from '../services/useLoad';

export type OptionsStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface DependentOptions<T> {
  readonly status: OptionsStatus;
  readonly options: readonly T[];
}

const NO_OPTIONS: readonly never[] = [];

export function useDependentOptions<T>(
  key: string | undefined,
  load: (signal: AbortSignal) => Promise<readonly T[]>,
): DependentOptions<T> {
  const notify = useNotify();
  const loaded = useLoad(
    (signal) => load(signal),
    // `key` says when to load again: `load` may be a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
    {
      skip: key === undefined,
      onError: () => notify({ intent: 'error', messageKey: 'messages.LOADING_DATA_ERROR' }),
    },
  );
  return { status: loaded.status, options: loaded.status === 'ready' ? loaded.value : NO_OPTIONS };
}
