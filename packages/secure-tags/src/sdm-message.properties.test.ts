import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diversifyFileReadKey } from './key-diversification';
import { encodePlainSdmMessage, encodeSdmMessage } from './sdm-message.encode';
import { verifySdmMessage, type SdmMode } from './sdm-message.verify';

const key = fc.uint8Array({ minLength: 16, maxLength: 16 });
const uid = fc.uint8Array({ minLength: 7, maxLength: 7 });
const counter = fc.integer({ min: 0, max: 0xffffff });
const mode = fc.constantFrom<SdmMode>('AES', 'LRP');
const fileData = fc.option(
  fc.integer({ min: 1, max: 3 }).chain((blocks) => fc.uint8Array({ minLength: 16 * blocks, maxLength: 16 * blocks })),
  { nil: null },
);
const read = fc.record({ mode, metaReadKey: key, fileReadKey: key, uid, counter, fileData });

function flipBit(bytes: Uint8Array, bit: number): Uint8Array {
  const flipped = Uint8Array.from(bytes);
  flipped[(bit >> 3) % bytes.length]! ^= 1 << (bit & 7);
  return flipped;
}

describe('SDM reads, for any keys, UID, counter and file data', () => {
  it('a read made by the encoder verifies, with its UID, counter and file data, in both modes', () => {
    fc.assert(
      fc.property(read, (tag) => {
        const result = verifySdmMessage(tag, encodeSdmMessage(tag), { tagTamperStatusOffset: null });
        expect(result).toEqual({
          valid: true,
          mode: tag.mode,
          uid: tag.uid,
          counter: tag.counter,
          fileData: tag.fileData,
          tamper: null,
        });
      }),
    );
  });

  it('a plain-mirror read made by the encoder verifies, the mode told or found', () => {
    fc.assert(
      fc.property(read, fc.boolean(), (tag, modeTold) => {
        const { mode: _mode, ...withoutMode } = encodePlainSdmMessage(tag);
        const message = modeTold ? { ...withoutMode, mode: tag.mode } : withoutMode;
        expect(verifySdmMessage(tag, message, { tagTamperStatusOffset: null })).toMatchObject({
          valid: true,
          mode: tag.mode,
          fileData: tag.fileData,
        });
      }),
    );
  });

  it('a read of a tag whose file-read key is diversified from its UID verifies with the lot’s master key', () => {
    fc.assert(
      fc.property(read, key, (tag, masterKey) => {
        const message = encodeSdmMessage({ ...tag, fileReadKey: diversifyFileReadKey(masterKey, tag.uid) });
        const keys = {
          metaReadKey: tag.metaReadKey,
          fileReadKey: (tagUid: Uint8Array) => diversifyFileReadKey(masterKey, tagUid),
        };
        expect(verifySdmMessage(keys, message)).toMatchObject({ valid: true, uid: tag.uid });
      }),
    );
  });

  it('any single flipped bit of the PICCData is refused', () => {
    fc.assert(
      fc.property(read, fc.nat(), (tag, bit) => {
        const message = encodeSdmMessage(tag);
        const piccData = flipBit(message.piccData, bit);
        expect(verifySdmMessage(tag, { ...message, piccData }).valid).toBe(false);
      }),
    );
  });

  it('any single flipped bit of the MAC is refused', () => {
    fc.assert(
      fc.property(read, fc.nat(63), (tag, bit) => {
        const message = encodeSdmMessage(tag);
        expect(verifySdmMessage(tag, { ...message, mac: flipBit(message.mac, bit) })).toMatchObject({
          valid: false,
          reason: 'mac-mismatch',
        });
      }),
    );
  });

  it('any single flipped bit of the encrypted file data is refused', () => {
    const withFileData = read.filter((tag) => tag.fileData !== null);
    fc.assert(
      fc.property(withFileData, fc.nat(), (tag, bit) => {
        const message = encodeSdmMessage(tag);
        const encFileData = flipBit(message.encFileData!, bit);
        // The URL carries the flipped data, so the MAC input (its hex) changes with it.
        const { macInput: _sent, ...received } = message;
        expect(verifySdmMessage(tag, { ...received, encFileData }).valid).toBe(false);
      }),
    );
  });

  it('any single flipped bit of the plain mirror’s UID or counter is refused', () => {
    fc.assert(
      fc.property(read, fc.nat(), (tag, bit) => {
        const message = encodePlainSdmMessage(tag);
        const uidBits = 7 * 8;
        const flipped =
          bit % (uidBits + 24) < uidBits
            ? { ...message, uid: flipBit(message.uid, bit % uidBits) }
            : { ...message, counter: message.counter ^ (1 << (bit % 24)) };
        expect(verifySdmMessage(tag, flipped).valid).toBe(false);
      }),
    );
  });
});
