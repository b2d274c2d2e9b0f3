/** Create or edit an admin lot: the form's rules first, then the port (spec A §5, §7 "Admin lots"). */
import type { SaveResult } from '../shared/save-result';
import type { AdminLot, AdminLotInput, LotFileUpload } from './admin-lot.model';
import type { AdminLotPort, AdminLotUploadOptions } from './admin-lot.port';
import { adminLotToSave, validateAdminLot } from './admin-lot.rules';
import { LOT_TYPE } from './lot-type.model';

export async function createAdminLot(
  port: AdminLotPort,
  input: AdminLotInput,
  file: LotFileUpload | null,
  options?: AdminLotUploadOptions,
): Promise<SaveResult> {
  const errors = validateAdminLot(input, file);
  if (errors.length > 0) return { ok: false, errors };
  const clean = adminLotToSave(input);
  // A QrCode lot takes no file: the server generates its tags from the quantity.
  const id = await port.create(clean, clean.type === LOT_TYPE.nfc ? file : null, options);
  return { ok: true, id };
}

export async function updateAdminLot(
  port: AdminLotPort,
  original: AdminLot,
  input: AdminLotInput,
): Promise<SaveResult> {
  const errors = validateAdminLot(input, null, original);
  if (errors.length > 0) return { ok: false, errors };
  const id = await port.update(original.id, adminLotToSave(input));
  return { ok: true, id };
}
