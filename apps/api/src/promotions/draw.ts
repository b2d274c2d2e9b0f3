/**
 * The draw anyone can audit (issue 13 §5): a documented deterministic function of a seed and the ordered list of
 * eligible devices, and the prize codes the winners get. Pure and synchronous apart from the seed and the codes,
 * which come from the operating system's CSPRNG; scripts/verify-draw.ts re-runs it from an exported draw record.
 *
 * 1. When the promotion is saved the server draws a 32-byte seed and publishes its commitment, SHA-256(seed) in hex
 *    (issue 24 §4; a promotion saved before that gets them when Process is accepted).
 * 2. The entries are listed once, each as its holder's entry hash, SHA-256 of the UTF-8 text
 *    `<seed in lower-case hex>:<device id>` in lower-case hex (the device id as its readings carry it), and ordered
 *    by that hash ascending: positions 0 .. n-1. The raw ids are never published. One entry per device, or (issue 24
 *    §3) one per tag, held by its first reader: a device holding several tags is listed once per tag, so its hash
 *    repeats, side by side.
 *    The list is frozen when the period ends (or when processing starts, if sooner) and its digest published:
 *    SHA-256 of the UTF-8 text made of each entry hash followed by a line feed, in the list's order, lower-case hex.
 *    The seed is revealed only after that, so the list cannot be chosen knowing the outcome.
 * 3. Random numbers: block c (c = 0, 1, …) is SHA-256(seed ‖ "tagtrail-draw" ‖ c as 8 bytes big-endian); each block
 *    gives eight unsigned 32-bit big-endian words, used in order.
 * 4. Winners: a Fisher–Yates shuffle of the positions. Step j (0-based) takes a uniform r in [0, n − j) by rejection
 *    (a word w is used when w < ⌊2³²/(n−j)⌋·(n−j), then r = w mod (n−j)) and swaps position j with position j + r;
 *    the entry then at position j wins, unless its holder has already won (its hash is among the winners'), in which
 *    case it is passed over. The shuffle stops once k = winners count holders have won, or after n steps. No device
 *    can win twice; the winners' order is the draw's. With every hash distinct this is the first min(k, n) steps.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { PRIZE_CODE_ALPHABET, PRIZE_CODE_LENGTH } from '@tagtrail/domain';

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

/** The frozen entry list's digest (step 2): SHA-256 of each entry hash and a line feed, in order. */
export function entriesDigest(entries: readonly string[]): string {
  const hash = createHash('sha256');
  for (const entry of entries) hash.update(`${entry}\n`);
  return hash.digest('hex');
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
 * The shuffle's positions (step 4) in the order it takes them, lazily: O(steps) time and memory whatever n is, since
 * the shuffle keeps only the positions it has moved.
 */
export function* shuffledPositions(seed: Buffer, candidateCount: number): Generator<number, void, undefined> {
  if (!Number.isInteger(candidateCount) || candidateCount < 0 || candidateCount >= UINT32_RANGE)
    throw new RangeError(`candidate count ${candidateCount} out of range`);
  const next = randomWords(seed);
  const moved = new Map<number, number>();
  const at = (position: number) => moved.get(position) ?? position;
  for (let j = 0; j < candidateCount; j += 1) {
    const range = candidateCount - j;
    const limit = Math.floor(UINT32_RANGE / range) * range;
    let word = next();
    while (word >= limit) word = next();
    const other = j + (word % range);
    const picked = at(other);
    moved.set(other, at(j));
    moved.set(j, picked);
    yield picked;
  }
}

/** The first `count` positions of the shuffle (fewer when it ends first). */
export function takePositions(shuffle: Iterator<number>, count: number): number[] {
  const taken: number[] = [];
  while (taken.length < count) {
    const step = shuffle.next();
    if (step.done === true) break;
    taken.push(step.value);
  }
  return taken;
}

/**
 * Step 4's choice over positions taken from the shuffle in order, with their entries' hashes: each position whose
 * holder has not won yet wins, until `winnersCount` have. Adds to `winners` (positions) and `won` (hashes).
 */
export function pickWinners(
  positions: readonly number[],
  hashes: readonly string[],
  winnersCount: number,
  winners: number[],
  won: Set<string>,
): void {
  positions.forEach((position, i) => {
    const hash = hashes[i] as string;
    if (winners.length >= winnersCount || won.has(hash)) return;
    won.add(hash);
    winners.push(position);
  });
}

/** The positions (0-based, in the published order) of the winners, in the order drawn, from the whole list. */
export function winnerPositions(seed: Buffer, entries: readonly string[], winnersCount: number): number[] {
  const shuffle = shuffledPositions(seed, entries.length);
  const winners: number[] = [];
  const won = new Set<string>();
  while (winners.length < winnersCount) {
    const positions = takePositions(shuffle, Math.max(1, winnersCount - winners.length));
    if (positions.length === 0) break;
    pickWinners(
      positions,
      positions.map((p) => entries[p] as string),
      winnersCount,
      winners,
      won,
    );
  }
  return winners;
}

/** The first min(winnersCount, n) positions of the shuffle: the winners when every entry's holder is distinct. */
export function drawPositions(seed: Buffer, candidateCount: number, winnersCount: number): number[] {
  return takePositions(
    shuffledPositions(seed, candidateCount),
    Math.min(Math.max(0, Math.floor(winnersCount)), candidateCount),
  );
}

/** A draw as exported for anyone to check (`pnpm verify-draw <file>`). */
export interface DrawRecord {
  /** The customer's id of the promotion; absent from the public page's record, which names its reference. */
  readonly promotionId?: number;
  /** The promotion's public page, /p/{promotionReference}. */
  readonly promotionReference?: string;
  /** SHA-256 of the seed, published when the promotion was saved (or, saved before that, when processing started). */
  readonly commitment: string;
  /** The frozen entry list's digest (step 2), published before the seed was revealed. */
  readonly entriesDigest: string;
  /** The seed, lower-case hex; revealed once the draw has ended. */
  readonly seed: string;
  readonly winnersCount: number;
  /** The entries' hashes in the published order: one per device, or one per tag its first reader holds. */
  readonly entries: readonly string[];
  /** The winners' entry hashes in the order drawn. */
  readonly winners: readonly string[];
}

/** GET promocao/{id}/sorteio's answer as saved from the portal (the wire's names). */
export interface SavedDraw {
  readonly promocaoId?: number;
  readonly numeroContemplados?: number;
  readonly referenciaPublica?: string;
  readonly compromisso?: string | null;
  readonly resumoElegiveis?: string | null;
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
    ...(saved.referenciaPublica === undefined ? {} : { promotionReference: saved.referenciaPublica }),
    commitment: saved.compromisso ?? '',
    entriesDigest: saved.resumoElegiveis ?? '',
    seed: saved.semente ?? '',
    winnersCount: saved.numeroContemplados ?? 0,
    entries: saved.elegiveis ?? [],
    winners: saved.contemplados ?? [],
  };
}

export type DrawCheck =
  | { readonly ok: true; readonly winners: readonly string[] }
  | { readonly ok: false; readonly reason: string; readonly expected?: readonly string[] };

/**
 * Re-runs a draw from its record: the commitment matches the seed, the list is the one whose digest was published
 * when it was frozen, in order, and the winners follow.
 */
export function verifyDraw(record: DrawRecord): DrawCheck {
  if (!/^[0-9a-f]{64}$/.test(record.seed)) return { ok: false, reason: 'the seed is not 32 bytes of lower-case hex' };
  const seed = Buffer.from(record.seed, 'hex');
  if (seedCommitment(seed) !== record.commitment)
    return { ok: false, reason: 'the seed does not match the commitment published before the draw' };
  if (typeof record.entriesDigest !== 'string' || record.entriesDigest === '')
    return { ok: false, reason: 'the record carries no digest of the frozen entry list' };
  if (entriesDigest(record.entries) !== record.entriesDigest)
    return { ok: false, reason: 'the entry list is not the one whose digest was published when it was frozen' };
  // Ascending; a hash repeats only for a device holding several tickets (one entry per tag).
  for (let i = 1; i < record.entries.length; i += 1)
    if ((record.entries[i - 1] as string) > (record.entries[i] as string))
      return { ok: false, reason: `the eligible list is not in ascending order at position ${i}` };
  const expected = winnerPositions(seed, record.entries, record.winnersCount).map(
    (position) => record.entries[position] as string,
  );
  const same = expected.length === record.winners.length && expected.every((hash, i) => record.winners[i] === hash);
  return same ? { ok: true, winners: expected } : { ok: false, reason: 'the winners do not follow', expected };
}

export { PRIZE_CODE_ALPHABET, PRIZE_CODE_LENGTH };

/** A prize code (the domain's PRIZE_CODE_ALPHABET, PRIZE_CODE_LENGTH) from the CSPRNG: 63.8 bits, unguessable. */
export function newPrizeCode(): string {
  let code = '';
  for (let i = 0; i < PRIZE_CODE_LENGTH; i += 1) code += PRIZE_CODE_ALPHABET[randomInt(PRIZE_CODE_ALPHABET.length)];
  return code;
}
