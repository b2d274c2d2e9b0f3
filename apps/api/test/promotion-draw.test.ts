/**
 * The draw anyone can audit (issue 13 §5, src/promotions/draw.ts): a deterministic function of (seed, eligible
 * list) that never picks a device twice, picks min(k, n), uses every position evenly enough to be fair, and whose
 * record checks only when nothing was changed. Prize codes: 13 unambiguous characters, unique in practice.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawPositions,
  entriesDigest,
  entryHash,
  newPrizeCode,
  newSeed,
  PRIZE_CODE_ALPHABET,
  seedCommitment,
  verifyDraw,
  winnerPositions,
} from '../src/promotions/draw';

const seedArbitrary = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes));

describe('the draw', () => {
  it('is a function of the seed and the list: the same inputs give the same winners', () => {
    fc.assert(
      fc.property(seedArbitrary, fc.nat(5000), fc.nat(200), (seed, n, k) => {
        expect(drawPositions(seed, n, k)).toEqual(drawPositions(Buffer.from(seed), n, k));
      }),
    );
  });

  it('never picks a position twice, stays in the list, and picks min(k, n)', () => {
    fc.assert(
      fc.property(seedArbitrary, fc.nat(3000), fc.nat(3500), (seed, n, k) => {
        const picked = drawPositions(seed, n, k);
        expect(picked).toHaveLength(Math.min(n, k));
        expect(new Set(picked).size).toBe(picked.length);
        for (const position of picked) expect(position >= 0 && position < n).toBe(true);
      }),
    );
  });

  it('drawing more winners keeps the first ones (the order drawn is a prefix)', () => {
    fc.assert(
      fc.property(seedArbitrary, fc.integer({ min: 1, max: 1000 }), fc.nat(50), (seed, n, k) => {
        expect(drawPositions(seed, n, k + 5).slice(0, Math.min(k, n))).toEqual(drawPositions(seed, n, k));
      }),
    );
  });

  // issue 24 §3: one entry per tag lists a device once per ticket it holds; it still wins once.
  const ticketsArbitrary = fc
    .array(fc.integer({ min: 1, max: 6 }), { maxLength: 60 })
    .map((tickets) =>
      tickets.flatMap((count, holder) => Array<string>(count).fill(`holder-${String(holder).padStart(3, '0')}`)),
    );

  it('with repeated holders: each wins once, min(k, holders) win, in the shuffle order', () => {
    fc.assert(
      fc.property(seedArbitrary, ticketsArbitrary, fc.nat(80), (seed, entries, k) => {
        const winners = winnerPositions(seed, entries, k).map((p) => entries[p] as string);
        expect(new Set(winners).size).toBe(winners.length);
        expect(winners).toHaveLength(Math.min(k, new Set(entries).size));
      }),
    );
  });

  it('with every holder distinct, wins exactly as the shuffle’s first min(k, n) positions', () => {
    fc.assert(
      fc.property(seedArbitrary, fc.nat(400), fc.nat(450), (seed, n, k) => {
        const entries = Array.from({ length: n }, (_, i) => `entry-${String(i).padStart(4, '0')}`);
        expect(winnerPositions(seed, entries, k)).toEqual(drawPositions(seed, n, k));
      }),
    );
  });

  it('gives a holder of more tickets a better chance (two tickets against one, 20,000 seeded draws)', () => {
    const entries = ['a', 'a', 'b'];
    let aWon = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const seed = Buffer.alloc(32);
      seed.writeUInt32BE(i);
      if (entries[winnerPositions(seed, entries, 1)[0] as number] === 'a') aWon += 1;
    }
    // Expected 2/3: 13,333; ±4 standard deviations (≈ 267).
    expect(Math.abs(aWon - 13_333)).toBeLessThan(270);
  });

  it('gives every device the same chance (chi-square over 20 positions, 20,000 seeded draws)', () => {
    const counts = new Array<number>(20).fill(0);
    for (let i = 0; i < 20_000; i += 1) {
      const seed = Buffer.alloc(32);
      seed.writeUInt32BE(i);
      const picked = drawPositions(seed, 20, 1)[0] as number;
      counts[picked] = (counts[picked] ?? 0) + 1;
    }
    const expected = 1000;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 19 degrees of freedom: 43.8 is the 0.1 % critical value.
    expect(chiSquare).toBeLessThan(43.8);
  });

  it('is a published record that checks, and fails when the seed, list, its digest or winners were changed', () => {
    const seed = newSeed();
    const seedHex = seed.toString('hex');
    const entries = Array.from({ length: 50 }, (_, i) => entryHash(seedHex, `device-${i}`)).sort();
    const winners = drawPositions(seed, entries.length, 7).map((p) => entries[p] as string);
    const record = {
      promotionId: 1,
      commitment: seedCommitment(seed),
      entriesDigest: entriesDigest(entries),
      seed: seedHex,
      winnersCount: 7,
      entries,
      winners,
    };
    expect(verifyDraw(record)).toEqual({ ok: true, winners });
    expect(verifyDraw({ ...record, seed: newSeed().toString('hex') }).ok).toBe(false);
    expect(verifyDraw({ ...record, entries: [...entries].reverse() }).ok).toBe(false);
    expect(verifyDraw({ ...record, entries: entries.slice(1) }).ok).toBe(false);
    // A list made after the freeze (an entry added, its order kept) no longer matches the digest published then.
    const added = [...entries, 'f'.repeat(64)];
    expect(verifyDraw({ ...record, entries: added })).toMatchObject({ ok: false, reason: /frozen/ });
    expect(verifyDraw({ ...record, entriesDigest: '' })).toMatchObject({ ok: false, reason: /no digest/ });
    expect(
      verifyDraw({ ...record, winners: [...winners.slice(1), entries.find((e) => !winners.includes(e)) as string] }).ok,
    ).toBe(false);
  });

  it("digests the frozen list as documented: SHA-256 of each entry hash and a line feed, in the list's order", () => {
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    expect(entriesDigest([a, b])).toBe(createHash('sha256').update(`${a}\n${b}\n`).digest('hex'));
    expect(entriesDigest([b, a])).not.toBe(entriesDigest([a, b]));
    expect(entriesDigest([])).toBe(createHash('sha256').update('').digest('hex'));
  });

  it("draws as many steps as winners, whatever the list's length: 10 among 4,294,967,295 entries", () => {
    // The shuffle is lazy: a draw that shuffled the whole list first would need billions of steps and entries here,
    // and fail, where a timed draw of 100,000 only failed when the machine was slow.
    const picked = drawPositions(newSeed(), 2 ** 32 - 1, 10);
    expect(picked).toHaveLength(10);
    expect(new Set(picked).size).toBe(10);
    expect(picked.every((position) => Number.isInteger(position) && position >= 0 && position < 2 ** 32 - 1)).toBe(
      true,
    );
  });
});

describe('prize codes', () => {
  it('are 13 characters without 0/O, 1/I/L or U, and do not repeat', () => {
    expect(PRIZE_CODE_ALPHABET).not.toMatch(/[01OILU]/);
    expect(new Set(PRIZE_CODE_ALPHABET).size).toBe(30);
    const codes = new Set(Array.from({ length: 10_000 }, () => newPrizeCode()));
    expect(codes.size).toBe(10_000);
    for (const code of [...codes].slice(0, 100)) expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{13}$/);
    // 13 · log2(30) bits.
    expect(13 * Math.log2(30)).toBeGreaterThan(60);
  });
});
