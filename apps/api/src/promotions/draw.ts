/**
 * The draw anyone can audit (issue 13 §5): a documented deterministic function of a seed and the ordered list of
 * eligible devices, and the prize codes the winners get. Pure and synchronous apart from the seed and the codes,
 * which come from the operating system's CSPRNG; scripts/verify-draw.ts re-runs it from an exported draw record.
 *
 * 1. When Process is accepted the server draws a 32-byte seed and publishes its commitment, SHA-256(seed) in hex.
 * 2. The eligible devices are listed once, each as its entry hash, SHA-256 of the UTF-8 text
 *    `<seed in lower-case hex>:<device id>` in lower-case hex (the device id as its readings carry it), and ordered
 *    by that hash ascending: positions 0 .. n-1. The raw ids are never published.
 * 3. Random numbers: block c (c = 0, 1, …) is SHA-256(seed ‖ "tagtrail-draw" ‖ c as 8 bytes big-endian); each block
 *    gives eight unsigned 32-bit big-endian words, used in order.
 * 4. Winners: a Fisher–Yates shuffle of the positions, stopped after k = min(winners count, n) steps. Step j (0-based)
 *    takes a uniform r in [0, n − j) by rejection (a word w is used when w < ⌊2³²/(n−j)⌋·(n−j), then r = w mod
 *    (n−j)), swaps position j with position j + r, and the j-th winner is the device then at position j. No device
 *    can win twice; the winners' order is the draw's.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const SEED_BYTES = 32;
const DOMAIN_TAG = Buffer.from('tagtrail-draw', 'utf8');
const UINT32_RANGE = 2 ** 32;

/** A fresh seed from the CSPRNG. */
export function newSeed(): Buffer {
  return randomBytes(SEED_BYTES);
}

const sha256Hex = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

/** What is published when processing starts: SHA-256 of the seed, lower-case hex. */
export function seedCommitment(seed: Buffer): string {
  return sha256Hex(seed);
}

/** A device's place in the published list: SHA-256 of `<seed hex>:<device id>`, lower-case hex. */
export function entryHash(seedHex: string, deviceKey: string): string {
  return sha256Hex(`${seedHex}:${deviceKey}`);
}

/** The draw's random words, in order (step 3). */
function randomWords(seed: Buffer): () => number {
  let block = 0n;
  let words: number[] = [];
  return () => {
    if (words.length === 0) {
      const counter = Buffer.alloc(8);
      counter.writeBigUInt64BE(block);
      block += 1n;
      const digest = createHash('sha256').update(seed).update(DOMAIN_TAG).update(counter).digest();
      words = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4)).reverse();
    }
    return words.pop() as number;
  };
}

/**
 * The positions (0-based, in the published order) of the winners, in the order drawn: `min(winnersCount, n)`
 * distinct positions. O(k) time and memory whatever n is: the shuffle keeps only the positions it has moved.
 */
export function drawPositions(seed: Buffer, candidateCount: number, winnersCount: number): number[] {
  if (!Number.isInteger(candidateCount) || candidateCount < 0 || candidateCount >= UINT32_RANGE)
    throw new RangeError(`candidate count ${candidateCount} out of range`);
  const next = randomWords(seed);
  const moved = new Map<number, number>();
  const at = (position: number) => moved.get(position) ?? position;
  const picks = Math.min(Math.max(0, Math.floor(winnersCount)), candidateCount);
  const winners: number[] = [];
  for (let j = 0; j < picks; j += 1) {
    const range = candidateCount - j;
    const limit = Math.floor(UINT32_RANGE / range) * range;
    let word = next();
    while (word >= limit) word = next();
    const other = j + (word % range);
    const picked = at(other);
    moved.set(other, at(j));
    moved.set(j, picked);
    winners.push(picked);
  }
  return winners;
}

/** A draw as exported for anyone to check (`pnpm verify-draw <file>`). */
export interface DrawRecord {
  readonly promotionId: number;
  /** SHA-256 of the seed, published when processing started. */
  readonly commitment: string;
  /** The seed, lower-case hex; revealed once the draw has ended. */
  readonly seed: string;
  readonly winnersCount: number;
  /** The eligible devices' entry hashes in the published order. */
  readonly entries: readonly string[];
  /** The winners' entry hashes in the order drawn. */
  readonly winners: readonly string[];
}

/** GET promocao/{id}/sorteio's answer as saved from the portal (the wire's names). */
export interface SavedDraw {
  readonly promocaoId?: number;
  readonly numeroContemplados?: number;
  readonly compromisso?: string | null;
  readonly semente?: string | null;
  readonly elegiveis?: string[] | null;
  readonly contemplados?: string[] | null;
}

/** The record from a saved answer, or from a DrawRecord as it is; throws while the seed is still secret. */
export function drawRecordOf(saved: SavedDraw & Partial<DrawRecord>): DrawRecord {
  if (saved.compromisso === undefined) return saved as DrawRecord;
  if (saved.semente === null || saved.elegiveis === null || saved.contemplados === null)
    throw new Error('the draw is not done yet: its seed is still secret');
  return {
    promotionId: saved.promocaoId ?? 0,
    commitment: saved.compromisso ?? '',
    seed: saved.semente ?? '',
    winnersCount: saved.numeroContemplados ?? 0,
    entries: saved.elegiveis ?? [],
    winners: saved.contemplados ?? [],
  };
}

export type DrawCheck =
  | { readonly ok: true; readonly winners: readonly string[] }
  | { readonly ok: false; readonly reason: string; readonly expected?: readonly string[] };

/** Re-runs a draw from its record: the commitment matches the seed, the list is in order, the winners follow. */
export function verifyDraw(record: DrawRecord): DrawCheck {
  if (!/^[0-9a-f]{64}$/.test(record.seed)) return { ok: false, reason: 'the seed is not 32 bytes of lower-case hex' };
  const seed = Buffer.from(record.seed, 'hex');
  if (seedCommitment(seed) !== record.commitment)
    return { ok: false, reason: 'the seed does not match the commitment published when processing started' };
  for (let i = 1; i < record.entries.length; i += 1)
    if (!((record.entries[i - 1] as string) < (record.entries[i] as string)))
      return { ok: false, reason: `the eligible list is not in ascending order at position ${i}` };
  const expected = drawPositions(seed, record.entries.length, record.winnersCount).map(
    (position) => record.entries[position] as string,
  );
  const same = expected.length === record.winners.length && expected.every((hash, i) => record.winners[i] === hash);
  return same ? { ok: true, winners: expected } : { ok: false, reason: 'the winners do not follow', expected };
}

/**
 * Prize codes (issue 13 §4): 13 characters of 30 that cannot be mistaken for one another when read aloud or off a
 * screen (no 0/O, 1/I/L, nor U), from the CSPRNG: 13 · log2(30) ≈ 63.8 bits, unguessable. Upper case, as the
 * domain's normalisePrizeCode looks codes up.
 */
export const PRIZE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PRIZE_CODE_LENGTH = 13;

export function newPrizeCode(): string {
  let code = '';
  for (let i = 0; i < PRIZE_CODE_LENGTH; i += 1) code += PRIZE_CODE_ALPHABET[randomInt(PRIZE_CODE_ALPHABET.length)];
  return code;
}
