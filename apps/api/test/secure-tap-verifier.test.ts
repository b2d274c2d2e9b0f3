/**
 * Where a secure tap is verified (issue 27 §6): an LRP verification (about a millisecond, more with file data) runs on
 * a worker thread and gives what the same verification gives on the event loop; the event loop keeps turning while
 * LRP taps are verified; a flood past the queue's limit is refused with 503, not queued without end.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { diversifyFileReadKey, encodeSdmMessage, type SdmMode } from '@tagtrail/secure-tags';
import { ApiFailure } from '../src/http/api-failure';
import { verifySecureTapMessage, type SecureTapMessage } from '../src/public/secure-tap-message';
import { secureTapVerifier, type SecureTapVerifier } from '../src/public/secure-tap-verifier';

const randomKey = (length: number) => Uint8Array.from(randomBytes(length));
const metaReadKey = randomKey(16);
const masterKey = randomKey(16);

function tapMessage(mode: SdmMode, options: { counter?: number; fileData?: Uint8Array; macInput?: string } = {}) {
  const uid = randomKey(7);
  const encoded = encodeSdmMessage({
    mode,
    metaReadKey,
    fileReadKey: diversifyFileReadKey(masterKey, uid),
    uid,
    counter: options.counter ?? 1,
    fileData: options.fileData ?? null,
    ...(options.macInput === undefined ? {} : { macInput: options.macInput }),
  });
  const message: SecureTapMessage = {
    metaReadKey,
    masterKey,
    piccData: encoded.piccData,
    encFileData: encoded.encFileData,
    mac: encoded.mac,
    macInput: encoded.macInput,
  };
  return { uid, message };
}

function withFlippedMacBit(message: SecureTapMessage): SecureTapMessage {
  const mac = Uint8Array.from(message.mac);
  mac[3] = mac[3]! ^ 0x10;
  return { ...message, mac };
}

describe('the secure tap verifier', () => {
  let verifier: SecureTapVerifier | undefined;
  afterEach(async () => {
    await verifier?.close();
    verifier = undefined;
  });

  it('verifies LRP on a worker thread exactly as on the event loop: genuine, with file data, and a flipped MAC bit', async () => {
    verifier = secureTapVerifier({ threads: 1 });
    const plain = tapMessage('LRP', { counter: 61 });
    const withFileData = tapMessage('LRP', { counter: 7, fileData: new TextEncoder().encode('BATCH-2026-11-28') });
    const forged = withFlippedMacBit(tapMessage('LRP').message);
    for (const message of [plain.message, withFileData.message, forged]) {
      expect(await verifier.verify('LRP', message)).toEqual(verifySecureTapMessage(message));
    }
    expect(await verifier.verify('LRP', plain.message)).toMatchObject({ valid: true, uid: plain.uid, counter: 61 });
    expect(await verifier.verify('LRP', withFileData.message)).toMatchObject({
      valid: true,
      fileData: new TextEncoder().encode('BATCH-2026-11-28'),
    });
    expect(await verifier.verify('LRP', forged)).toMatchObject({ valid: false, reason: 'mac-mismatch' });
  });

  it('verifies AES lots as well', async () => {
    verifier = secureTapVerifier({ threads: 1 });
    const { uid, message } = tapMessage('AES', { counter: 3 });
    expect(await verifier.verify('AES', message)).toMatchObject({ valid: true, uid, counter: 3 });
    expect(await verifier.verify('AES', withFlippedMacBit(message))).toMatchObject({ valid: false });
  });

  it('keeps the event loop turning while LRP taps are verified', async () => {
    verifier = secureTapVerifier({ threads: 1 });
    // A long MAC input makes each verification tens of milliseconds of AES operations: on the event loop, the loop
    // would not turn once between the calls and their answers.
    const messages = Array.from({ length: 4 }, () => tapMessage('LRP', { macInput: 'x'.repeat(4000) }).message);
    let turns = 0;
    let verifying = true;
    const turn = () => {
      turns++;
      if (verifying) setImmediate(turn);
    };
    const answers = Promise.all(messages.map((message) => verifier!.verify('LRP', message)));
    setImmediate(turn);
    const verified = await answers;
    verifying = false;
    expect(verified.every((verification) => verification.valid)).toBe(true);
    expect(turns).toBeGreaterThan(20);
  });

  it('refuses LRP taps past the queue’s limit with 503, and verifies the ones it took', async () => {
    verifier = secureTapVerifier({ threads: 1, queueLimit: 2 });
    const taps = Array.from({ length: 12 }, () => tapMessage('LRP').message);
    const outcomes = await Promise.allSettled(taps.map((message) => verifier!.verify('LRP', message)));
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    const verified = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) {
      expect(outcome.reason).toBeInstanceOf(ApiFailure);
      expect((outcome.reason as ApiFailure).status).toBe(503);
    }
    expect(verified.length).toBeGreaterThan(0);
    for (const outcome of verified) expect(outcome.value).toMatchObject({ valid: true });
    // Once the queue has room again, taps are taken.
    expect(await verifier.verify('LRP', tapMessage('LRP').message)).toMatchObject({ valid: true });
  });
});
