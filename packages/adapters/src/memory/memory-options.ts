/**
 * What every in-memory adapter (stories, tests) can be told: answer slowly, fail on some operations, or never
 * answer at all (loading stories). Each adapter runs its work through `simulate` so they all behave alike.
 */
import { ErrorCodes } from '@tagtrail/contract';
import { PortError, type Cancellation, type PortErrorDetail, type RuleError } from '@tagtrail/domain';
import { abortReason } from '../http/abort-signal';

/** The operations of the uniform resource port; adapters with more name their own. */
export type MemoryOperation = 'list' | 'get' | 'create' | 'update' | 'remove';

export interface MemoryOptions<Operation extends string = MemoryOperation> {
  /** Milliseconds before each answer; 0 (the default) still answers asynchronously, as a server would. */
  readonly delayMs?: number;
  /** Operations that fail as the server's 500 does. */
  readonly failOn?: ReadonlyArray<Operation>;
  /** Requests hang forever (loading stories); an abort still ends them. */
  readonly never?: boolean;
}

/** The failure `failOn` produces: the server's answer to a bug. */
export function simulatedFailure(): PortError {
  return new PortError(500, ErrorCodes.internal, 'INTERNAL');
}

/**
 * Runs `work` as an answer would arrive: after the delay, unless the operation is set to fail, never settles,
 * or the signal aborts first (then it rejects with the abort, as fetch does, and the work never runs).
 */
export function simulate<T, Operation extends string>(
  options: MemoryOptions<Operation>,
  operation: Operation,
  work: () => T,
  signal?: Cancellation,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const answer = () => {
      signal?.removeEventListener('abort', onAbort);
      if (options.failOn?.includes(operation)) {
        reject(simulatedFailure());
        return;
      }
      try {
        resolve(work());
      } catch (error) {
        reject(error);
      }
    };
    const timer = options.never ? undefined : setTimeout(answer, options.delayMs ?? 0);
    function onAbort() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      reject(abortReason(signal as Cancellation));
    }
    signal?.addEventListener('abort', onAbort);
  });
}

/** The not-found answer every memory adapter gives for an unknown id, as the server does. */
export function notFoundError(): PortError {
  return new PortError(404, ErrorCodes.notFound, 'NOT_FOUND');
}

/**
 * The server's answer to input it refuses: 400 VALIDATION, the first error's key as the message, and every error as
 * a detail (fields in the domain's names, as the HTTP adapters hand them on; a file's line when there is one).
 */
export function validationFailure(errors: readonly (RuleError & { readonly line?: number })[]): PortError {
  const details: PortErrorDetail[] = errors.map(({ key, field, params, line }) => ({
    key,
    ...(field === undefined ? {} : { field }),
    ...(line === undefined ? {} : { line }),
    ...(params === undefined ? {} : { params: { ...params } }),
  }));
  return new PortError(400, ErrorCodes.validation, details[0]?.key ?? 'INVALID_REQUEST', details);
}
