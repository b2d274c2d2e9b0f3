/**
 * The app template's zip read from its central directory before anything is inflated (issue 25 §4): bombs, thousands
 * of entries, unsafe and repeated names and bytes the directory does not account for are refused from the headers,
 * quickly and with memory flat; what passes is inflated with a cap and checked against what the headers declared.
 */
import { describe, expect, it } from 'vitest';
import {
  readZipDirectory,
  TEMPLATE_LIMITS,
  TEMPLATE_NOT_A_ZIP,
  TEMPLATE_TOO_LARGE,
  TEMPLATE_UNEXPECTED_FILE,
  templateZipProblems,
} from '../src/apps/template-zip';
import { craftedZip, deflatedEntry, storedEntry, zerosDeflateStream, type CraftedEntry } from './support/crafted-zip';
import { templateZipEntries, zipOf } from './support/template-zip';

const TENANT = 'T0000001';
const MB = 2 ** 20;

/** The valid template's entries, written by hand, with `replaced` instead of the entries of those names. */
function templateWith(...replaced: CraftedEntry[]): CraftedEntry[] {
  const names = new Set(replaced.map((entry) => entry.name));
  const honest = Object.entries(templateZipEntries(TENANT))
    .filter(([name]) => !names.has(name))
    .map(([name, content]) => deflatedEntry(name, content));
  return [...honest, ...replaced];
}

/** The problems, how long finding them took, and how much the heap grew meanwhile. */
async function measured(zip: Uint8Array) {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const problems = await templateZipProblems(zip, TENANT);
  return {
    problems,
    ms: performance.now() - started,
    heapGrowth: process.memoryUsage().heapUsed - heapBefore,
  };
}

describe('the template zip, read from its central directory', () => {
  it('accepts the template the layout designer makes, and the same written by hand', async () => {
    const designed = await zipOf(templateZipEntries(TENANT));
    const directory = readZipDirectory(designed);
    expect(directory.ok && directory.entries.map((entry) => entry.name).sort()).toEqual(
      Object.keys(templateZipEntries(TENANT)).sort(),
    );
    expect(await templateZipProblems(designed, TENANT)).toEqual([]);
    expect(await templateZipProblems(craftedZip(templateWith()), TENANT)).toEqual([]);
  });

  // Bounds generous enough for a slow, busy machine: inflating 8 GB would take tens of seconds and no memory bound
  // would hold.
  it('refuses an 8 GB bomb of zeros from its headers, in well under a second, with memory flat', async () => {
    const bomb = templateWith({
      name: 'background.png',
      data: zerosDeflateStream(8),
      method: 8,
      uncompressedSize: 8 * 2 ** 30,
      zip64: true,
    });
    const zip = craftedZip(bomb);
    expect(zip.length).toBeLessThanOrEqual(TEMPLATE_LIMITS.zipBytes);
    const { problems, ms, heapGrowth } = await measured(zip);
    expect(problems).toEqual([{ key: TEMPLATE_TOO_LARGE, field: 'background.png' }]);
    expect(ms).toBeLessThan(1000);
    expect(heapGrowth).toBeLessThan(50 * MB);
  });

  it('refuses a 10,000-entry archive from its end record, in well under a second, with memory flat', async () => {
    const entries = Array.from({ length: 10_000 }, (_, index) => storedEntry(`f${index}.png`));
    const { problems, ms, heapGrowth } = await measured(craftedZip(entries));
    expect(problems).toEqual([{ key: TEMPLATE_TOO_LARGE }]);
    expect(ms).toBeLessThan(1000);
    expect(heapGrowth).toBeLessThan(50 * MB);
  });

  it('refuses more entries than a template has, even empty ones', () => {
    const entries = Array.from({ length: TEMPLATE_LIMITS.entries + 1 }, (_, index) => storedEntry(`f${index}`));
    expect(readZipDirectory(craftedZip(entries))).toEqual({ ok: false, problems: [{ key: TEMPLATE_TOO_LARGE }] });
  });

  it('stops inflating an entry whose headers understate it at the cap, and checks sizes and CRCs against them', async () => {
    // Declared as 1,000 bytes: the headers pass, the inflation stops at entryBytes of the 8 GB.
    const lying = templateWith({
      name: 'background.png',
      data: zerosDeflateStream(8),
      method: 8,
      uncompressedSize: 1000,
    });
    const { problems, ms } = await measured(craftedZip(lying));
    expect(problems).toEqual([{ key: TEMPLATE_TOO_LARGE, field: 'background.png' }]);
    expect(ms).toBeLessThan(1000);

    const honest = deflatedEntry('splash.png', templateZipEntries(TENANT)['splash.png']!);
    const wrongCrc = { ...honest, crc32: (honest.crc32! + 1) >>> 0 };
    expect(await templateZipProblems(craftedZip(templateWith(wrongCrc)), TENANT)).toEqual([
      { key: TEMPLATE_NOT_A_ZIP, field: 'splash.png' },
    ]);
    const wrongSize = { ...honest, uncompressedSize: honest.uncompressedSize! + 1 };
    expect(await templateZipProblems(craftedZip(templateWith(wrongSize)), TENANT)).toEqual([
      { key: TEMPLATE_NOT_A_ZIP, field: 'splash.png' },
    ]);
  });

  it('refuses names that climb out, are absolute, use backslashes or hold a NUL', () => {
    for (const name of [
      '../theme.json',
      'images/../../x.png',
      '/etc/passwd',
      '\\x.png',
      'a\\b.png',
      'C:x.png',
      './theme.json',
      'a//b.png',
    ]) {
      expect(readZipDirectory(craftedZip([storedEntry(name, 'x')])), name).toEqual({
        ok: false,
        problems: [{ key: TEMPLATE_UNEXPECTED_FILE, field: name }],
      });
    }
    expect(readZipDirectory(craftedZip([storedEntry('theme.json\u0000.png', 'x')]))).toEqual({
      ok: false,
      problems: [{ key: TEMPLATE_UNEXPECTED_FILE, field: 'theme.json\ufffd.png' }],
    });
  });

  it('refuses a name twice, in any case', () => {
    for (const twice of ['theme.json', 'THEME.json']) {
      const zip = craftedZip([storedEntry('theme.json', '{}'), storedEntry(twice, '{"x":1}')]);
      expect(readZipDirectory(zip), twice).toEqual({
        ok: false,
        problems: [{ key: TEMPLATE_UNEXPECTED_FILE, field: twice }],
      });
    }
  });

  it('refuses a local header that names another file than the central directory', () => {
    const smuggled = craftedZip([{ ...storedEntry('logo.png', 'x'), localName: '../../evil.sh' }]);
    expect(readZipDirectory(smuggled)).toEqual({ ok: false, problems: [{ key: TEMPLATE_NOT_A_ZIP }] });
  });

  it('refuses bytes the directory does not account for: before the entries, between them, or after the end', () => {
    const zip = craftedZip([storedEntry('a.png', 'aaaa'), storedEntry('b.png', 'bbbb')]);
    // Prepended: every offset the directory gives is now wrong, and a reader that scans finds other data first.
    expect(readZipDirectory(new Uint8Array([...new Uint8Array(8), ...zip])).ok).toBe(false);
    expect(readZipDirectory(new Uint8Array([...zip, 0])).ok).toBe(false);
    // Two directory records pointing at one local entry: overlapping entries, the classic way past a per-entry limit.
    const one = storedEntry('a.png', 'aaaa');
    const single = craftedZip([one]);
    const view = new DataView(single.buffer);
    const directoryStart = view.getUint32(single.length - 6, true);
    const record = single.subarray(directoryStart, single.length - 22);
    const twin = new Uint8Array(record);
    twin[46] = 'c'.charCodeAt(0); // another name, the same local header
    const overlapping = new Uint8Array([
      ...single.subarray(0, directoryStart),
      ...record,
      ...twin,
      ...single.subarray(-22),
    ]);
    const end = new DataView(overlapping.buffer, overlapping.length - 22);
    end.setUint16(8, 2, true);
    end.setUint16(10, 2, true);
    end.setUint32(12, record.length * 2, true);
    expect(readZipDirectory(overlapping)).toEqual({ ok: false, problems: [{ key: TEMPLATE_NOT_A_ZIP }] });
  });

  it('refuses what is no zip, and a ZIP64 end record, which only archives past 4 GB or 65,535 entries need', () => {
    expect(readZipDirectory(new TextEncoder().encode('not a zip at all'))).toEqual({
      ok: false,
      problems: [{ key: TEMPLATE_NOT_A_ZIP }],
    });
    const zip = craftedZip([storedEntry('a.png', 'a')]);
    const locator = new Uint8Array(20);
    new DataView(locator.buffer).setUint32(0, 0x07064b50, true);
    const withLocator = new Uint8Array([...zip.subarray(0, -22), ...locator, ...zip.subarray(-22)]);
    expect(readZipDirectory(withLocator)).toEqual({ ok: false, problems: [{ key: TEMPLATE_TOO_LARGE }] });
  });

  it('refuses more than the limits in all, and a whole that inflates far beyond its compressed size', () => {
    const declared = (name: string, size: number): CraftedEntry => ({
      ...deflatedEntry(name, 'x'),
      uncompressedSize: size,
    });
    const atTheLimit = Array.from({ length: 8 }, (_, index) => declared(`f${index}.png`, TEMPLATE_LIMITS.entryBytes));
    expect(readZipDirectory(craftedZip(atTheLimit))).toEqual({ ok: false, problems: [{ key: TEMPLATE_TOO_LARGE }] });
    // 2 MB from a few bytes: within the entry limit, not within the ratio.
    expect(readZipDirectory(craftedZip([declared('a.png', 2 * MB)]))).toEqual({
      ok: false,
      problems: [{ key: TEMPLATE_TOO_LARGE }],
    });
    // A small archive compresses as it likes.
    expect(readZipDirectory(craftedZip([declared('a.png', 1000)])).ok).toBe(true);
  });
});
