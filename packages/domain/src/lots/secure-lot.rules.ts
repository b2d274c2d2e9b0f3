/** Secure NFC lot rules (issue 27 §3): the form's, run again by the server. */
import type { RuleError } from '../shared/errors';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { LOT_TYPE } from './lot-type.model';
import { SDM_KEY_HEX_DIGITS, SDM_MODES, type SdmMode, type SecureLotInput } from './secure-lot.model';

/** Secure tags are NFC chips: a QrCode lot cannot be one. */
export const SECURE_LOT_NOT_NFC = 'SECURE_LOT_NOT_NFC';
/** A mode other than AES or LRP. */
export const INVALID_SDM_MODE = 'INVALID_SDM_MODE';
/** A key that is neither empty nor exactly 32 hex digits; params.digits says how many a key has. */
export const SDM_KEY_NOT_HEX = 'SDM_KEY_NOT_HEX';
/** The all-zero key: every NTAG 424 DNA leaves the factory with it, so it is no secret. */
export const SDM_KEY_ALL_ZERO = 'SDM_KEY_ALL_ZERO';
/** Only the keys the server generated are shown, and only once (`POST admin/lotes/{id}/sdm/chaves`). */
export const SDM_KEYS_ALREADY_SHOWN = 'SDM_KEYS_ALREADY_SHOWN';

const KEY_FIELDS = ['sdmMetaReadKey', 'sdmMasterKey'] as const;
const HEX_KEY = new RegExp(`^[0-9A-Fa-f]{${SDM_KEY_HEX_DIGITS}}$`);

export function isSdmMode(value: unknown): value is SdmMode {
  return (SDM_MODES as readonly unknown[]).includes(value);
}

/** Whether the form asks for a secure lot at all: a mode, or a key typed in. */
export function isSecureLotInput(input: SecureLotInput): boolean {
  return input.sdmMode !== undefined || KEY_FIELDS.some((field) => (input[field] ?? '').trim() !== '');
}

/** The problem with one key's text, if any: empty is fine (the server makes the key). */
export function sdmKeyError(text: string | undefined): string | undefined {
  const key = (text ?? '').trim();
  if (key === '') return undefined;
  if (!HEX_KEY.test(key)) return SDM_KEY_NOT_HEX;
  if (/^0+$/.test(key)) return SDM_KEY_ALL_ZERO;
  return undefined;
}

/**
 * A secure lot: an NFC lot, mode AES or LRP, each key empty or 32 hex digits that are not all zero. Nothing to say
 * when the form asks for no secure lot.
 */
export function validateSecureLot(input: SecureLotInput & { readonly type: number }): RuleError[] {
  if (!isSecureLotInput(input)) return [];
  const errors: RuleError[] = [];
  if (input.type !== LOT_TYPE.nfc) errors.push({ key: SECURE_LOT_NOT_NFC, field: 'sdmMode' });
  else if (input.sdmMode === undefined) errors.push({ key: REQUIRED_FIELD_MESSAGE, field: 'sdmMode' });
  else if (!isSdmMode(input.sdmMode)) errors.push({ key: INVALID_SDM_MODE, field: 'sdmMode' });
  for (const field of KEY_FIELDS) {
    const key = sdmKeyError(input[field]);
    if (key === SDM_KEY_NOT_HEX) errors.push({ key, field, params: { digits: SDM_KEY_HEX_DIGITS } });
    else if (key !== undefined) errors.push({ key, field });
  }
  return errors;
}

/** The secure part as sent: keys trimmed and in upper case; absent altogether when no secure lot is asked for. */
export function secureLotToSave(input: SecureLotInput): SecureLotInput {
  if (!isSecureLotInput(input)) return {};
  return {
    ...(input.sdmMode === undefined ? {} : { sdmMode: input.sdmMode }),
    sdmMetaReadKey: (input.sdmMetaReadKey ?? '').trim().toUpperCase(),
    sdmMasterKey: (input.sdmMasterKey ?? '').trim().toUpperCase(),
  };
}
