/**
 * Background work done in rounds (the readings' fold and judge, the alerts' webhooks): one round at a time, the next
 * `intervalMs` after the last ended, never keeping the process alive on its own; stopping waits for the round under
 * way. A round's failure is told to `onError` and the rounds go on.
 */
export interface Rounds {
  /** Resolves when the round under way, if any, has finished and no other will start. */
  stop(): Promise<void>;
  /** Whether rounds are still being scheduled. */
  readonly stopped: () => boolean;
}

export function everyInterval(
  intervalMs: number,
  round: (stopped: () => boolean) => Promise<void>,
  onError: (error: unknown) => void,
): Rounds {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const isStopped = () => stopped;
  const guarded = async () => {
    try {
      await round(isStopped);
    } catch (error) {
      if (!stopped) onError(error);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = guarded().then(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    stopped: isStopped,
  };
}
