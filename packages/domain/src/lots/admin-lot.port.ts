/** What the admin lot screens need (spec A §7 "Admin lots"). */
import type { Cancellation } from '../shared/cancellation';
import type { ListPort } from '../shared/resource.port';
import type { AdminLot, AdminLotInput, AdminLotRow, LotFileUpload } from './admin-lot.model';
import type { SecureLotKeys, SecureLotLayout } from './secure-lot.model';

export interface AdminLotUploadOptions {
  /**
   * Told how much of the upload has gone, from 0 to 1, as the bytes leave; a tag file may hold a million lines.
   * Reaching 1 means sent, not stored: the server still reads the file, and may refuse it.
   */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: Cancellation;
}

export interface AdminLotPort extends ListPort<AdminLotRow> {
  get(id: number, signal?: Cancellation): Promise<AdminLot>;
  /**
   * Creates the lot with its tag file (NFC) or without one (QrCode: the server generates the tags); answers the id.
   * A refused tag file rejects with PortError(400, 'VALIDATION', TAG_FILE_INVALID, details): see TAG_FILE_INVALID.
   */
  create(input: AdminLotInput, file: LotFileUpload | null, options?: AdminLotUploadOptions): Promise<number>;
  /** Edits the lot's fields; the tags stay as they are. Answers the id. */
  update(id: number, input: AdminLotInput): Promise<number>;
  /** Refused with PortError(409, 1, LOT_HAS_READINGS) while any of its tags has been read (spec A §8). */
  remove(id: number): Promise<void>;
  /**
   * What an encoding station programs into each tag of a secure lot (issue 27 §3): the URL and the SDM offsets.
   * Rejects with PortError(404) for a lot that is not secure.
   */
  sdm(id: number, signal?: Cancellation): Promise<SecureLotLayout>;
  /**
   * The keys the server generated for a secure lot, shown once: a second call, or a lot whose keys the admin pasted,
   * rejects with PortError(409, 1, SDM_KEYS_ALREADY_SHOWN); a lot that is not secure with PortError(404).
   */
  revealSdmKeys(id: number): Promise<SecureLotKeys>;
}
export const AdminLotPortToken = Symbol.for('AdminLotPort');
