/**
 * `pnpm sdm tap`'s work on one line: what a secure lot's chip would open at a tap, for trying a lot's keys and URL
 * without a chip (the demo's secure lot, a new lot before its tags are encoded). A JSON line in, a JSON line out.
 */
import { parseHex } from './bytes';
import type { SdmMode } from './sdm-session';
import { simulatedTag } from './simulated-tag';

export const SDM_TAP_USAGE = `Usage: pnpm sdm tap < taps.jsonl

Makes the URL a secure lot's NTAG 424 DNA chip opens at a tap, one JSON object a line on standard input:
  {"lotUrl": text, "metaReadKey": hex, "masterKey": hex, "uid": hex, "counter": number, "mode"?: "AES" | "LRP"}
lotUrl is the lot's URL without its query (<PUBLIC_URL>/s/<lot reference>, as GET admin/lotes/{id}/sdm answers it);
the keys are the lot's (16 bytes each), uid the chip's 7 bytes, counter its read counter at this tap (0 to 16777215),
mode AES unless said. Prints {"url": text} for each, or {"error": text} for a line it cannot read, and goes on.`;

export type SdmTapLineAnswer = { url: string } | { error: string };

const MAX_COUNTER = 0xffffff;

export function tapSdmLine(line: string): SdmTapLineAnswer {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return { error: 'the line is not JSON' };
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { error: 'the line is not an object' };
  const { lotUrl, metaReadKey, masterKey, uid, counter, mode = 'AES' } = input as Record<string, unknown>;
  if (typeof lotUrl !== 'string' || !/^https?:\/\/[^?#]+$/.test(lotUrl))
    return { error: 'lotUrl must be an http(s) URL without a query' };
  const keys = [metaReadKey, masterKey].map((key) => (typeof key === 'string' ? parseHex(key) : null));
  if (keys.some((key) => key === null || key.length !== 16))
    return { error: 'metaReadKey and masterKey must be 16 bytes of hex' };
  const uidBytes = typeof uid === 'string' ? parseHex(uid) : null;
  if (uidBytes === null || uidBytes.length !== 7) return { error: 'uid must be 7 bytes of hex' };
  if (typeof counter !== 'number' || !Number.isInteger(counter) || counter < 0 || counter > MAX_COUNTER)
    return { error: `counter must be a whole number from 0 to ${MAX_COUNTER}` };
  if (mode !== 'AES' && mode !== 'LRP') return { error: 'mode must be "AES" or "LRP"' };
  const tag = simulatedTag({
    lotUrl,
    mode: mode as SdmMode,
    metaReadKey: keys[0]!,
    masterKey: keys[1]!,
    uid: uidBytes,
  });
  return { url: tag.tapAt(counter) };
}
