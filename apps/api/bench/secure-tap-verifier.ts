/**
 * The server's secure tap verifier (issue 27 §6: no synchronous work over 1 ms a scan): taps verified as the scan
 * path verifies them, 16 in flight, the event loop turning between one and the next as between requests. For each
 * round: taps a second; how long the event loop was busy a tap (wall time, so on two cores it includes being
 * pre-empted by the worker); and how long the call to verify held the loop (the whole verification on the event
 * loop, or handing the tap to the worker), its 99th percentile and longest (which includes garbage collection).
 * AES runs on the event loop; LRP on the verifier's worker thread, and "on the event loop" is what it would cost there.
 *
 *   pnpm bench:sdm-verify        (after the pure verification's own figures)
 *   BENCH_SECONDS=5 BENCH_IN_FLIGHT=1 pnpm bench:sdm-verify */
import { diversifyFileReadKey, encodeSdmMessage, type SdmMode } from '@tagtrail/secure-tags';
import { verifySecureTapMessage, type SecureTapMessage } from '../src/public/secure-tap-message';
import { secureTapVerifier } from '../src/public/secure-tap-verifier';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 16);
const metaReadKey = new Uint8Array(16).fill(0x11);
const masterKey = new Uint8Array(16).fill(0x22);
const fileData = new TextEncoder().encode('CC' + 'x'.repeat(30));

/** Taps of distinct tags (each its own file-read key, as in a lot), so no tag's key tables are reused. */
function taps(mode: SdmMode, withFileData: boolean, count: number): SecureTapMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const uid = Uint8Array.of(0x04, 0xbe, 0x5c, (index >> 16) & 0xff, (index >> 8) & 0xff, index & 0xff, 0x80);
    const encoded = encodeSdmMessage({
      mode,
      metaReadKey,
      fileReadKey: diversifyFileReadKey(masterKey, uid),
      uid,
      counter: 1,
      fileData: withFileData ? fileData : null,
    });
    return { metaReadKey, masterKey, ...encoded };
  });
}

const verifier = secureTapVerifier();
const ROUNDS: { name: string; mode: SdmMode; withFileData: boolean; onEventLoop?: boolean }[] = [
  { name: 'AES, PICCData + MAC', mode: 'AES', withFileData: false },
  { name: 'LRP, PICCData + MAC, worker', mode: 'LRP', withFileData: false },
  { name: 'LRP, + 32 bytes of file data, worker', mode: 'LRP', withFileData: true },
  { name: 'LRP, PICCData + MAC, on the event loop', mode: 'LRP', withFileData: false, onEventLoop: true },
  { name: 'LRP, + 32 bytes of file data, event loop', mode: 'LRP', withFileData: true, onEventLoop: true },
];

console.log(`\nThe server's secure tap verifier, ${SECONDS} s a round, ${IN_FLIGHT} taps in flight`);
for (const round of ROUNDS) {
  const messages = taps(round.mode, round.withFileData, 4000);
  const verify = (message: SecureTapMessage) =>
    round.onEventLoop ? Promise.resolve(verifySecureTapMessage(message)) : verifier.verify(round.mode, message);
  // Warm-up: the worker thread started and its code compiled.
  await Promise.all(messages.slice(0, 64).map(verify));
  const stretches: number[] = [];
  const utilizationBefore = performance.eventLoopUtilization();
  const started = performance.now();
  const until = started + SECONDS * 1000;
  let next = 0;
  const lane = async () => {
    while (performance.now() < until) {
      // The stretch the caller holds the event loop for: the whole verification on it, or handing a tap to the worker.
      const called = performance.now();
      const answer = verify(messages[next++ % messages.length]!);
      stretches.push(performance.now() - called);
      if (!(await answer).valid) throw new Error(`${round.name}: the bench's own tap did not verify`);
      // A server turns its event loop between one request and the next (each tap comes in on its own).
      await new Promise(setImmediate);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  const elapsed = performance.now() - started;
  const busy = performance.eventLoopUtilization(utilizationBefore);
  stretches.sort((a, b) => a - b);
  const microseconds = (milliseconds: number) => `${(milliseconds * 1000).toFixed(0)} µs`;
  console.log(
    `${round.name.padEnd(42)} ${String(Math.round((stretches.length / elapsed) * 1000)).padStart(6)}/s` +
      `  event loop busy ${microseconds(busy.active / stretches.length)} a tap` +
      `  call p99 ${microseconds(stretches[Math.floor(stretches.length * 0.99)]!)}` +
      `  longest ${microseconds(stretches.at(-1)!)}`,
  );
}
await verifier.close();
