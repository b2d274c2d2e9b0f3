/**
 * A secure NFC lot's keys at rest (issue 27 §3): each 16-byte key sealed with the server's SecretBox under a name that
 * binds it to its lot and its role (`partner-lot:<id>:sdm-meta-read`), so a sealed key copied to another lot, or from
 * the meta-read column to the master one, does not open. New keys and the lot's public reference come from the
 * operating system's random source. No function here logs, and no error message holds a key.
 */
import { randomBytes } from 'node:crypto';
import { isSealed, SecretBoxError, type SecretBox } from '../identity/secret-box';

export type SdmKeyRole = 'sdm-meta-read' | 'sdm-master';

const KEY_BYTES = 16;
const HEX_KEY = /^[0-9A-F]{32}$/;

/** The secret's name the seal binds to. */
export const sealedKeyName = (lotId: number, role: SdmKeyRole): string => `partner-lot:${lotId}:${role}`;

export interface LotKeyBox {
  /** The key (32 upper-case hex digits) sealed to the lot and role, as the column stores it. */
  seal(lotId: number, role: SdmKeyRole, keyHex: string): string;
  /** The key the column holds, in upper-case hex; throws SecretBoxError when it was sealed to another lot or role. */
  open(lotId: number, role: SdmKeyRole, stored: string): string;
}

export function lotKeyBox(box: SecretBox): LotKeyBox {
  return {
    seal(lotId, role, keyHex) {
      if (!HEX_KEY.test(keyHex)) throw new RangeError('an SDM key is 32 upper-case hex digits');
      return JSON.stringify(box.seal(sealedKeyName(lotId, role), keyHex));
    },
    open(lotId, role, stored) {
      const name = sealedKeyName(lotId, role);
      let sealed: unknown;
      try {
        sealed = JSON.parse(stored);
      } catch {
        sealed = undefined;
      }
      if (!isSealed(sealed)) throw new SecretBoxError(`the secret "${name}" in the database is not sealed`);
      const key = box.open(name, sealed);
      if (typeof key !== 'string' || !HEX_KEY.test(key))
        throw new SecretBoxError(`the secret "${name}" in the database is not an SDM key`);
      return key;
    },
  };
}

/** A new 16-byte key in upper-case hex; never the all-zero factory key (a 2^-128 chance, refused all the same). */
export function newSdmKey(): string {
  for (;;) {
    const key = randomBytes(KEY_BYTES);
    if (key.some((byte) => byte !== 0)) return key.toString('hex').toUpperCase();
  }
}

/** A lot's public reference: 16 random bytes as 22 base64url characters, unguessable and safe in a URL path. */
export function newLotReference(): string {
  return randomBytes(16).toString('base64url');
}
