/**
 * The part of AbortSignal a port needs. The domain compiles without DOM or Node types,
 * so it names the shape instead of the global; a real AbortSignal satisfies it.
 */
export interface Cancellation {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}
