/**
 * The domain hands ports a `Cancellation` (the part of AbortSignal it can name without DOM types). Fetch needs
 * a real AbortSignal: a real one passes through, any other shape is followed by a new controller.
 */
import type { Cancellation } from '@tagtrail/domain';

export function toAbortSignal(cancellation: Cancellation | undefined): AbortSignal | undefined {
  if (cancellation === undefined || cancellation instanceof AbortSignal) return cancellation;
  const controller = new AbortController();
  if (cancellation.aborted) controller.abort();
  else cancellation.addEventListener('abort', () => controller.abort());
  return controller.signal;
}

/** What an aborted operation rejects with: the signal's own reason when it has one, as fetch does. */
export function abortReason(cancellation: Cancellation): unknown {
  const reason = (cancellation as { reason?: unknown }).reason;
  return reason ?? new DOMException('The operation was aborted.', 'AbortError');
}
