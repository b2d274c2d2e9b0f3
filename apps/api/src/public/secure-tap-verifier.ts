/**
 * Where a secure tap's message is verified (issue 27 §6: no synchronous work over 1 ms a scan). An AES verification
 * is a few AES operations (tens of microseconds) and runs on the event loop. An LRP verification is some 250 AES
 * operations, each under a key used once (about a millisecond, two with file data, more on a slow machine): it runs
 * on a worker thread, so that the event loop keeps serving the other scans and the portal meanwhile.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { SdmVerification } from '@tagtrail/secure-tags';
import { ApiFailure } from '../http/api-failure';
import { verifySecureTapMessage, type SecureTapMessage } from './secure-tap-message';

export interface SecureTapVerifier {
  verify(mode: 'AES' | 'LRP', message: SecureTapMessage): Promise<SdmVerification>;
  /** Ends the worker threads; verifications still waiting are refused. */
  close(): Promise<void>;
}

export interface SecureTapVerifierOptions {
  /** Worker threads at most; by default every core but the event loop's, and at least one. */
  readonly threads?: number;
  /**
   * LRP verifications waiting for a thread at most: a flood of LRP-shaped messages at an LRP lot's public reference
   * is refused (503) past it instead of queuing without end. A second of work per thread by default.
   */
  readonly queueLimit?: number;
}

/** About what one thread verifies in a second (bench:sdm-verify: 600 to 1,300 LRP messages a second). */
const LRP_VERIFICATIONS_A_SECOND = 1000;
/** A thread that has had no work for this long ends; the next LRP tap starts one again (some tens of milliseconds). */
const IDLE_THREAD_MS = 60_000;

export function secureTapVerifier(options: SecureTapVerifierOptions = {}): SecureTapVerifier {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  const queueLimit = options.queueLimit ?? threads * LRP_VERIFICATIONS_A_SECOND;
  // Made at the first LRP tap: a deployment with AES lots only never starts a thread.
  let pool: Piscina<SecureTapMessage, SdmVerification> | undefined;
  const lrpPool = () =>
    (pool ??= new Piscina({
      filename: new URL('./secure-tap-verification.worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: IDLE_THREAD_MS,
      maxQueue: queueLimit,
    }));

  return {
    async verify(mode, message) {
      if (mode === 'AES') return verifySecureTapMessage(message);
      const workers = lrpPool();
      if (workers.queueSize >= queueLimit) throw new ApiFailure(503, 'UNAVAILABLE', 'SECURE_TAPS_BUSY');
      return workers.run(message);
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
