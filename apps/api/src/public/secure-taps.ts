/**
 * A secure NFC tag's tap (issue 27 §4): the URL names the lot by its public reference; the lot's keys (sealed in the
 * database, opened here with the key file) decrypt the chip's PICCData to the tag's UID and read counter, and the
 * tag's own file-read key (the lot's master key diversified with the UID, AN10922) checks the MAC. What the tap proves
 * against the tag's stored counter (genuine or replayed) is decided where the counter is kept: by the database, in
 * the statement that stores the reading (visitor_scans, migration 0035), so that two taps racing cannot both win.
 *
 * Nothing here says why a message failed: the page of a bad message is the 'resource not found' page, whatever check
 * it failed, and nothing of a key or a message is logged.
 */
import { sql } from 'drizzle-orm';
import type { SecureTagCode } from '@tagtrail/domain';
import { parseHex, toHex, type SdmMode } from '@tagtrail/secure-tags';
import type { Database } from '../db/client';
import type { LotKeyBox } from '../lots/secure-lot-keys';
import type { SecureTapVerifier } from './secure-tap-verifier';

/** What a tap named: the tag (by UID, within its lot) and, when the MAC verified, its read counter. */
export interface SecureTap {
  readonly lotId: number;
  /** The UID in upper-case hex: an NFC tag's id as the lot's file listed it. */
  readonly uid: string;
  /**
   * The chip's read counter when the message verified; null when the PICCData decrypted to a UID of the lot's form
   * but the MAC was wrong (an invalid message presented in that tag's name).
   */
  readonly counter: number | null;
}

export interface SecureTaps {
  /** The tag a tap names and what it proved; undefined when it names no lot, or nothing the lot's key decrypts. */
  verify(code: SecureTagCode): Promise<SecureTap | undefined>;
}

interface LotKeys {
  readonly lotId: number;
  readonly mode: SdmMode;
  readonly metaReadKey: Uint8Array;
  readonly masterKey: Uint8Array;
}

/** PICCData's length in hex digits for each mode: a message of the other mode is not this lot's. */
const PICC_DATA_DIGITS: Record<SdmMode, number> = { AES: 32, LRP: 48 };

/**
 * Lots whose keys are kept open in memory: a lot's keys never change (a new lot has a new reference), so a scan
 * opens them once, not at every tap. A reference that names no lot is not kept, or made-up references would fill it.
 */
const KEPT_LOTS = 1000;

export function secureTaps(db: Database, keyBox: LotKeyBox, verifier: SecureTapVerifier): SecureTaps {
  const kept = new Map<string, Promise<LotKeys | undefined>>();

  async function readLot(reference: string): Promise<LotKeys | undefined> {
    const result = await db.execute(sql`select * from visitor_secure_lot(${reference})`);
    const [row] = (
      result as unknown as {
        rows: { lot_id: number; sdm_mode: string; meta_read_key_sealed: string; master_key_sealed: string }[];
      }
    ).rows;
    if (row === undefined || (row.sdm_mode !== 'AES' && row.sdm_mode !== 'LRP')) return undefined;
    const lotId = Number(row.lot_id);
    const metaReadKey = parseHex(keyBox.open(lotId, 'sdm-meta-read', row.meta_read_key_sealed));
    const masterKey = parseHex(keyBox.open(lotId, 'sdm-master', row.master_key_sealed));
    if (metaReadKey === null || masterKey === null) return undefined;
    return { lotId, mode: row.sdm_mode, metaReadKey, masterKey };
  }

  function keysOf(reference: string): Promise<LotKeys | undefined> {
    const known = kept.get(reference);
    if (known !== undefined) {
      // Most recently used last: the first key is then the one to forget.
      kept.delete(reference);
      kept.set(reference, known);
      return known;
    }
    const read = readLot(reference);
    kept.set(reference, read);
    if (kept.size > KEPT_LOTS) kept.delete(kept.keys().next().value as string);
    read.then(
      (keys) => {
        if (keys === undefined) kept.delete(reference);
      },
      () => kept.delete(reference),
    );
    return read;
  }

  return {
    async verify(code) {
      const lot = await keysOf(code.lotReference);
      if (lot === undefined || code.piccData.length !== PICC_DATA_DIGITS[lot.mode]) return undefined;
      const piccData = parseHex(code.piccData);
      const mac = parseHex(code.mac);
      const encFileData = code.encFileData === null ? null : parseHex(code.encFileData);
      if (piccData === null || mac === null || (code.encFileData !== null && encFileData === null)) return undefined;
      const verified = await verifier.verify(lot.mode, {
        metaReadKey: lot.metaReadKey,
        masterKey: lot.masterKey,
        piccData,
        encFileData,
        mac,
        macInput: code.macInput,
      });
      if (verified.valid) return { lotId: lot.lotId, uid: toHex(verified.uid), counter: verified.counter };
      if (verified.claimedUid !== undefined)
        return { lotId: lot.lotId, uid: toHex(verified.claimedUid), counter: null };
      return undefined;
    },
  };
}
