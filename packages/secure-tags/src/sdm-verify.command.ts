/**
 * `pnpm sdm verify`'s work on one line, without the process around it: a JSON message in, a JSON answer out. A line
 * it cannot read answers `{"valid": false, "reason": …}` with a reason for a person; a message it reads answers with
 * the verification, its reason (when refused) one of `SdmRefusal`'s codes.
 */
import { parseHex, toHex } from './bytes';
import { verifySdmMessage, type SdmMessage, type SdmMode } from './sdm-message.verify';

export const SDM_USAGE = `Usage: pnpm sdm verify < messages.jsonl

Verifies NTAG 424 DNA Secure Dynamic Messaging reads, one JSON object a line on standard input:
  {"metaReadKey": hex, "fileReadKey": hex, "piccData"?: hex, "uid"?: hex, "counter"?: hex,
   "encFileData"?: hex, "mac": hex, "macInput"?: text, "mode"?: "AES" | "LRP"}
piccData for encrypted PICCData (16 bytes AES, 24 LRP); or uid and counter for the plain mirror (counter most
significant byte first; mode, when given, says which MAC the tag makes, otherwise both are tried). macInput is the
URL text from the MAC-input offset to the MAC offset; left out, it is empty, or the encrypted file data's upper-case
hex followed by "&c=". Hex is of any case.

Prints one JSON line for each:
  {"valid": boolean, "mode": "AES" | "LRP" | null, "uid": hex | null, "counter": number | null,
   "fileData": hex | null, "tamper": text | null, "reason"?: text}
A line that is not such a message prints {"valid": false, "reason": …} and the command goes on. Exit code 0 once
the input ends, whatever the messages were; 2 for an unknown subcommand.`;

export type SdmVerifyLineAnswer =
  | {
      valid: boolean;
      mode: SdmMode | null;
      uid: string | null;
      counter: number | null;
      fileData: string | null;
      tamper: string | null;
      reason?: string;
    }
  | { valid: false; reason: string };

const HEX_FIELDS = ['metaReadKey', 'fileReadKey', 'piccData', 'uid', 'counter', 'encFileData', 'mac'] as const;
type HexField = (typeof HEX_FIELDS)[number];
const FIELDS: readonly string[] = [...HEX_FIELDS, 'macInput', 'mode'];

export function verifySdmLine(line: string): SdmVerifyLineAnswer {
  const read = readLine(line);
  if (typeof read === 'string') return { valid: false, reason: read };
  const result = verifySdmMessage({ metaReadKey: read.metaReadKey, fileReadKey: read.fileReadKey }, read.message);
  if (!result.valid) {
    return {
      valid: false,
      mode: result.mode,
      uid: null,
      counter: null,
      fileData: null,
      tamper: null,
      reason: result.reason,
    };
  }
  return {
    valid: true,
    mode: result.mode,
    uid: toHex(result.uid),
    counter: result.counter,
    fileData: result.fileData && toHex(result.fileData),
    tamper: result.tamper,
  };
}

interface ReadLine {
  metaReadKey: Uint8Array;
  fileReadKey: Uint8Array;
  message: SdmMessage;
}

/** The line's message, or why it is not one. */
function readLine(line: string): ReadLine | string {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return 'not JSON';
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'not a JSON object';
  const fields = json as Record<string, unknown>;
  const unknown = Object.keys(fields).find((name) => !FIELDS.includes(name));
  // A misspelt field would otherwise be ignored and its message fail for a reason that hides the typo.
  if (unknown !== undefined) return `unknown field "${unknown}"`;

  const hex: Partial<Record<HexField, Uint8Array>> = {};
  for (const name of HEX_FIELDS) {
    const value = fields[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') return `${name} must be hex text`;
    const bytes = parseHex(value);
    if (!bytes) return `${name} is not hex (an even number of 0-9, a-f, A-F)`;
    hex[name] = bytes;
  }
  const { metaReadKey, fileReadKey, mac, piccData, uid, counter, encFileData } = hex;
  if (!metaReadKey) return 'metaReadKey is missing';
  if (!fileReadKey) return 'fileReadKey is missing';
  if (!mac) return 'mac is missing';
  const { macInput, mode } = fields;
  if (macInput !== undefined && typeof macInput !== 'string') return 'macInput must be text';
  if (mode !== undefined && mode !== 'AES' && mode !== 'LRP') return 'mode must be "AES" or "LRP"';

  const keys = { metaReadKey, fileReadKey };
  const common = { mac, encFileData: encFileData ?? null, ...(macInput === undefined ? {} : { macInput }) };
  if (piccData) {
    if (uid || counter) return 'piccData excludes uid and counter (those are the plain mirror)';
    if (mode !== undefined) return "mode is for the plain mirror; piccData's length gives it";
    return { ...keys, message: { piccData, ...common } };
  }
  if (!uid || !counter) return 'give piccData, or uid and counter';
  if (counter.length === 0 || counter.length > 3) return 'counter is 1 to 3 bytes';
  const counterValue = counter.reduce((value, byte) => value * 256 + byte, 0);
  return { ...keys, message: { uid, counter: counterValue, ...(mode ? { mode } : {}), ...common } };
}
