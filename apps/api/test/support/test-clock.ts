/**
 * A clock a test moves by hand (ServerConfig.clock): time-dependent behaviour is tested by moving time on, never by
 * waiting for a short real lifetime to run out, which a busy machine overshoots.
 */
export interface TestClock {
  /** Real time plus however far the test has moved it. */
  readonly now: () => number;
  /** Moves the clock on by this many milliseconds. */
  advance(ms: number): void;
  /** Moves the clock to this instant (ms since the epoch), forwards or back. */
  moveTo(ms: number): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      offset += ms;
    },
    moveTo(ms) {
      offset = ms - Date.now();
    },
  };
}
