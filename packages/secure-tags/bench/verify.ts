/**
 * How fast SDM reads verify (issue 27: microseconds per verification, no synchronous stretch over 1 ms, since it
 * runs on the scan path's event loop). Prints, for each kind of read, verifications per second, the mean, the 99th
 * percentile and the slowest single verification after warm-up (the slowest includes garbage collection and the
 * machine's other work, so it is noisy on a busy one).
 *
 *   pnpm bench:sdm-verify
 *   BENCH_SECONDS=5 pnpm bench:sdm-verify   # longer per kind (default 1 s)
 */
import { encodePlainSdmMessage, encodeSdmMessage, verifySdmMessage, type SdmKeys, type SdmMessage } from '../src/index';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const WARM_UP = 200;

const keys: SdmKeys = { metaReadKey: new Uint8Array(16).fill(0x11), fileReadKey: new Uint8Array(16).fill(0x22) };
const uid = Uint8Array.of(0x04, 0xde, 0x5f, 0x1e, 0xac, 0xc0, 0x40);
const fileData = new TextEncoder().encode('CC' + 'x'.repeat(30));
const tag = { ...keys, fileReadKey: keys.fileReadKey as Uint8Array, uid, counter: 61 };

const KINDS: { name: string; message: SdmMessage }[] = [
  { name: 'AES, PICCData + MAC', message: encodeSdmMessage({ ...tag, mode: 'AES' }) },
  { name: 'AES, PICCData + 32 bytes of file data + MAC', message: encodeSdmMessage({ ...tag, mode: 'AES', fileData }) },
  { name: 'AES, plain mirror', message: encodePlainSdmMessage({ ...tag, mode: 'AES' }) },
  { name: 'LRP, PICCData + MAC', message: encodeSdmMessage({ ...tag, mode: 'LRP' }) },
  { name: 'LRP, PICCData + 32 bytes of file data + MAC', message: encodeSdmMessage({ ...tag, mode: 'LRP', fileData }) },
  { name: 'LRP, plain mirror (mode told)', message: encodePlainSdmMessage({ ...tag, mode: 'LRP' }) },
];

console.log(`SDM verification, ${SECONDS} s per kind (Node ${process.version})`);
for (const { name, message } of KINDS) {
  for (let index = 0; index < WARM_UP; index++) verifySdmMessage(keys, message);
  const durations: number[] = [];
  const started = performance.now();
  const until = started + SECONDS * 1000;
  for (let now = started; now < until;) {
    if (!verifySdmMessage(keys, message).valid) throw new Error(`${name}: the bench's own read did not verify`);
    const after = performance.now();
    durations.push(after - now);
    now = after;
  }
  const elapsed = performance.now() - started;
  durations.sort((a, b) => a - b);
  const microseconds = (milliseconds: number) => `${(milliseconds * 1000).toFixed(0)} µs`;
  const perSecond = Math.round((durations.length / elapsed) * 1000);
  console.log(
    `${name.padEnd(46)} ${String(perSecond).padStart(7)}/s  mean ${microseconds(elapsed / durations.length)}` +
      `  p99 ${microseconds(durations[Math.floor(durations.length * 0.99)]!)}  slowest ${microseconds(durations.at(-1)!)}`,
  );
}
