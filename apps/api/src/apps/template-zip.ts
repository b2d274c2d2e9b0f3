/**
 * The check an uploaded app template passes before it is stored (spec A §3 "App template"): a real zip holding
 * exactly theme.json and the six png images, each image a PNG by its bytes, theme.json a theme of this customer's
 * tenant by the domain's schema, and every size bounded. The central directory is read first, headers only (issue 25
 * §4): too many entries, sizes or a ratio past the limits, unsafe or duplicate names, and any byte the directory does
 * not account for refuse the zip before anything is inflated. Entries are then inflated with a byte cap, so a zip whose
 * headers lie is refused after at most TEMPLATE_LIMITS.entryBytes of output, and checked against what they declared.
 */
import { crc32 } from 'node:zlib';
import JSZip from 'jszip';
import {
  LAYOUT_IMAGE_NAMES,
  LAYOUT_TEMPLATE_FILE_MISSING,
  LAYOUT_TEMPLATE_FILES,
  readLayoutTheme,
  THEME_FILE_NAME,
  validateLayoutImage,
  type RuleError,
} from '@tagtrail/domain';

export const TEMPLATE_LIMITS = {
  /** The upload itself: six phone-sized images compress to far less. */
  zipBytes: 8 * 1024 * 1024,
  /** One entry, inflated. */
  entryBytes: 4 * 1024 * 1024,
  /** Entries in the central directory: the template has seven files, a tool may add a folder or two. */
  entries: 16,
  /** Every entry inflated: the seven files at their limit. */
  totalBytes: 28 * 1024 * 1024,
  /**
   * What the whole archive may inflate to, as a multiple of its compressed size, once past `ratioFromBytes`: PNGs are
   * compressed already and zip to about their size; a bomb of zeros inflates about 1,000 times.
   */
  ratio: 100,
  ratioFromBytes: 1024 * 1024,
} as const;

export const TEMPLATE_NOT_A_ZIP = 'TEMPLATE_NOT_A_ZIP';
export const TEMPLATE_UNEXPECTED_FILE = 'TEMPLATE_UNEXPECTED_FILE';
export const TEMPLATE_TOO_LARGE = 'TEMPLATE_TOO_LARGE';
export const TEMPLATE_OF_ANOTHER_TENANT = 'TEMPLATE_OF_ANOTHER_TENANT';

/**
 * The entry's bytes, or undefined once they pass `limit`: inflation stops there. (jszip's stream is an old-style
 * readable, read through its events.)
 */
function inflateAtMost(entry: JSZip.JSZipObject, limit: number): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = entry.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      stream.pause();
      stream.removeAllListeners('data');
      resolve(undefined);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks, size))));
  });
}

/** One entry as the central directory declares it. */
export interface ZipDirectoryEntry {
  readonly name: string;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
}

/** The central directory, read without inflating anything: its entries, or why the zip is refused. */
export type ZipDirectory =
  | { readonly ok: true; readonly entries: readonly ZipDirectoryEntry[] }
  | { readonly ok: false; readonly problems: RuleError[] };

// APPNOTE.TXT (the zip specification) §4.3: record signatures and fixed lengths.
const END_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const END_LENGTH = 22;
const ZIP64_LOCATOR_LENGTH = 20;
const CENTRAL_LENGTH = 46;
const LOCAL_LENGTH = 30;
const MAX_COMMENT_LENGTH = 0xffff;
const ZIP64_EXTRA = 0x0001;
/** Info-ZIP's Unicode path: jszip takes the name from it over the header's, so the two must agree. */
const UNICODE_PATH_EXTRA = 0x7075;
const ENCRYPTED = 0x0001;
const HAS_DESCRIPTOR = 0x0008;
const STORED = 0;
const DEFLATED = 8;

const refused = (key: string): ZipDirectory => ({ ok: false, problems: [{ key }] });

/** The end record is the file's last but its comment: the one whose comment ends exactly where the file does. */
function endRecordAt(view: DataView): number | undefined {
  const last = view.byteLength - END_LENGTH;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT_LENGTH; at--) {
    if (
      view.getUint32(at, true) === END_SIGNATURE &&
      at + END_LENGTH + view.getUint16(at + 20, true) === view.byteLength
    )
      return at;
  }
  return undefined;
}

/** A name as it would be shown: control characters replaced, cut short. */
const shownName = (name: string) =>
  Array.from(name.slice(0, 100), (char) => (char < ' ' || char === '\u007f' ? '\ufffd' : char)).join('');

/** A path that stays inside the folder it is unpacked to and means the same on every system. */
function isSafeName(name: string): boolean {
  if (name.includes('\u0000') || name.includes('\\') || name.startsWith('/') || /^[a-z]:/i.test(name)) return false;
  const segments = (name.endsWith('/') ? name.slice(0, -1) : name).split('/');
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The extra fields of a header: id → data. */
function extraFields(bytes: Uint8Array, view: DataView, from: number, to: number): Map<number, Uint8Array> | undefined {
  const fields = new Map<number, Uint8Array>();
  for (let at = from; at < to;) {
    if (at + 4 > to) return undefined;
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (at + 4 + size > to) return undefined;
    fields.set(id, bytes.subarray(at + 4, at + 4 + size));
    at += 4 + size;
  }
  return fields;
}

interface ReadEntry extends ZipDirectoryEntry {
  readonly problem?: RuleError;
  /** Where its local header starts, and where its data and data descriptor end. */
  readonly from: number;
  readonly to: number;
}

const utf8 = new TextDecoder('utf-8');

/**
 * One central directory record at `at`, its local header checked against it; undefined when either is malformed or
 * reaches past `directoryStart` (file data) or `directoryEnd`.
 */
function readEntry(
  bytes: Uint8Array,
  view: DataView,
  at: number,
  directoryStart: number,
  directoryEnd: number,
): (ReadEntry & { next: number }) | undefined {
  if (at + CENTRAL_LENGTH > directoryEnd || view.getUint32(at, true) !== CENTRAL_SIGNATURE) return undefined;
  const flags = view.getUint16(at + 8, true);
  const method = view.getUint16(at + 10, true);
  const crc = view.getUint32(at + 16, true);
  let compressedSize = view.getUint32(at + 20, true);
  let uncompressedSize = view.getUint32(at + 24, true);
  const nameLength = view.getUint16(at + 28, true);
  const extraLength = view.getUint16(at + 30, true);
  const commentLength = view.getUint16(at + 32, true);
  const startDisk = view.getUint16(at + 34, true);
  let localAt = view.getUint32(at + 42, true);
  const nameAt = at + CENTRAL_LENGTH;
  const next = nameAt + nameLength + extraLength + commentLength;
  if (next > directoryEnd || startDisk !== 0 || (flags & ENCRYPTED) !== 0) return undefined;
  if (method !== STORED && method !== DEFLATED) return undefined;
  const nameBytes = bytes.subarray(nameAt, nameAt + nameLength);
  const name = utf8.decode(nameBytes);
  const extras = extraFields(bytes, view, nameAt + nameLength, nameAt + nameLength + extraLength);
  if (extras === undefined) return undefined;

  // APPNOTE §4.5.3: the ZIP64 field holds, in this order, only the values whose header field is all ones.
  const zip64 = compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localAt === 0xffffffff;
  if (zip64) {
    const field = extras.get(ZIP64_EXTRA);
    if (field === undefined) return undefined;
    const values = new DataView(field.buffer, field.byteOffset, field.byteLength);
    let read = 0;
    const take = () => {
      const value = read + 8 <= values.byteLength ? Number(values.getBigUint64(read, true)) : undefined;
      read += 8;
      return value;
    };
    if (uncompressedSize === 0xffffffff) uncompressedSize = take() ?? Infinity;
    if (compressedSize === 0xffffffff) compressedSize = take() ?? Infinity;
    if (localAt === 0xffffffff) localAt = take() ?? Infinity;
    if (read > values.byteLength) return undefined;
  }
  if (method === STORED && compressedSize !== uncompressedSize) return undefined;

  // The local header must name the same file: a reader that walks local headers would otherwise see another archive.
  if (localAt + LOCAL_LENGTH > directoryStart || view.getUint32(localAt, true) !== LOCAL_SIGNATURE) return undefined;
  const localNameLength = view.getUint16(localAt + 26, true);
  const localExtraLength = view.getUint16(localAt + 28, true);
  const dataAt = localAt + LOCAL_LENGTH + localNameLength + localExtraLength;
  const localName = bytes.subarray(localAt + LOCAL_LENGTH, localAt + LOCAL_LENGTH + localNameLength);
  if (dataAt > directoryStart || !sameBytes(localName, nameBytes)) return undefined;
  const dataEnd = dataAt + compressedSize;
  if (dataEnd > directoryStart) return undefined;
  // APPNOTE §4.3.9: sizes and CRC after the data instead, with an optional signature, 8-byte sizes under ZIP64.
  const descriptorLength =
    (flags & HAS_DESCRIPTOR) === 0
      ? 0
      : (dataEnd + 4 <= directoryStart && view.getUint32(dataEnd, true) === DESCRIPTOR_SIGNATURE ? 4 : 0) +
        (zip64 ? 20 : 12);

  const unicodePath = extras.get(UNICODE_PATH_EXTRA);
  const problem =
    !isSafeName(name) || (unicodePath !== undefined && utf8.decode(unicodePath.subarray(5)) !== name)
      ? { key: TEMPLATE_UNEXPECTED_FILE, field: shownName(name) }
      : uncompressedSize > TEMPLATE_LIMITS.entryBytes
        ? { key: TEMPLATE_TOO_LARGE, field: shownName(name) }
        : undefined;
  return {
    name,
    crc32: crc,
    compressedSize,
    uncompressedSize,
    from: localAt,
    to: dataEnd + descriptorLength,
    next,
    ...(problem === undefined ? {} : { problem }),
  };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/**
 * The zip's central directory, read from its headers alone, before anything is inflated: refused when it has more
 * entries than a template, an entry or the whole declares more than the limits, a name is unsafe or repeated (in any
 * case), a local header disagrees with the directory, or a byte of the file is neither an entry nor the directory —
 * what is checked, and then stored, is the whole archive, the same for every zip reader.
 */
export function readZipDirectory(bytes: Uint8Array): ZipDirectory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endAt = endRecordAt(view);
  if (endAt === undefined) return refused(TEMPLATE_NOT_A_ZIP);
  const disk = view.getUint16(endAt + 4, true);
  const directoryDisk = view.getUint16(endAt + 6, true);
  const entriesOnDisk = view.getUint16(endAt + 8, true);
  const count = view.getUint16(endAt + 10, true);
  const directorySize = view.getUint32(endAt + 12, true);
  const directoryStart = view.getUint32(endAt + 16, true);
  // ZIP64's end record is needed only past 65,535 entries or 4 GB, where no template goes.
  const zip64 =
    count === 0xffff ||
    directorySize === 0xffffffff ||
    directoryStart === 0xffffffff ||
    (endAt >= ZIP64_LOCATOR_LENGTH && view.getUint32(endAt - ZIP64_LOCATOR_LENGTH, true) === ZIP64_LOCATOR_SIGNATURE);
  if (zip64 || count > TEMPLATE_LIMITS.entries) return refused(TEMPLATE_TOO_LARGE);
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== count || directoryStart + directorySize !== endAt)
    return refused(TEMPLATE_NOT_A_ZIP);

  const entries: ReadEntry[] = [];
  let at = directoryStart;
  for (let index = 0; index < count; index++) {
    const entry = readEntry(bytes, view, at, directoryStart, endAt);
    if (entry === undefined) return refused(TEMPLATE_NOT_A_ZIP);
    entries.push(entry);
    at = entry.next;
  }
  if (at !== endAt) return refused(TEMPLATE_NOT_A_ZIP);

  // The entries' bytes follow one another from the file's start to the directory: none overlaps another (a bomb of
  // entries sharing one stream), and nothing hides between them.
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.from - b.from)) {
    if (entry.from !== expected) return refused(TEMPLATE_NOT_A_ZIP);
    expected = entry.to;
  }
  if (expected !== directoryStart) return refused(TEMPLATE_NOT_A_ZIP);

  const problems: RuleError[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    // Case-insensitive: unpacked on Windows or macOS, `Theme.json` would overwrite `theme.json`.
    const folded = entry.name.replace(/\/$/, '').toLowerCase();
    if (entry.problem !== undefined) problems.push(entry.problem);
    else if (seen.has(folded)) problems.push({ key: TEMPLATE_UNEXPECTED_FILE, field: shownName(entry.name) });
    seen.add(folded);
  }
  if (problems.length > 0) return { ok: false, problems };

  const inflated = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
  const compressed = entries.reduce((total, entry) => total + entry.compressedSize, 0);
  if (
    inflated > TEMPLATE_LIMITS.totalBytes ||
    (inflated > TEMPLATE_LIMITS.ratioFromBytes && inflated > TEMPLATE_LIMITS.ratio * compressed)
  )
    return refused(TEMPLATE_TOO_LARGE);
  return {
    ok: true,
    entries: entries.map(({ name, crc32: crc, compressedSize, uncompressedSize }) => ({
      name,
      crc32: crc,
      compressedSize,
      uncompressedSize,
    })),
  };
}

/** Every problem of the zip, each naming the file it concerns; none means it may be stored. */
export async function templateZipProblems(zipBytes: Uint8Array, tenantId: string): Promise<RuleError[]> {
  if (zipBytes.length > TEMPLATE_LIMITS.zipBytes) return [{ key: TEMPLATE_TOO_LARGE }];
  const directory = readZipDirectory(zipBytes);
  if (!directory.ok) return directory.problems;
  const declared = new Map(directory.entries.map((entry) => [entry.name, entry]));
  let zip: JSZip;
  try {
    // No checkCRC32 here: it inflates every entry in full, however large, before the capped inflation below could
    // stop it. Each expected entry's CRC is checked there instead, on at most entryBytes of output.
    zip = await JSZip.loadAsync(zipBytes);
  } catch {
    return [{ key: TEMPLATE_NOT_A_ZIP }];
  }
  const entries = Object.values(zip.files).filter((entry) => !entry.dir);
  const names = new Set(entries.map((entry) => entry.name));
  const problems: RuleError[] = [
    ...entries
      .filter((entry) => !LAYOUT_TEMPLATE_FILES.includes(entry.name))
      .map((entry) => ({ key: TEMPLATE_UNEXPECTED_FILE, field: entry.name })),
    ...LAYOUT_TEMPLATE_FILES.filter((name) => !names.has(name)).map((name) => ({
      key: LAYOUT_TEMPLATE_FILE_MISSING,
      field: name,
    })),
  ];
  if (problems.length > 0) return problems;

  for (const name of LAYOUT_TEMPLATE_FILES) {
    const entry = zip.file(name);
    const header = declared.get(name);
    if (entry === null || header === undefined) continue;
    let bytes: Uint8Array | undefined;
    try {
      bytes = await inflateAtMost(entry, TEMPLATE_LIMITS.entryBytes);
    } catch {
      problems.push({ key: TEMPLATE_NOT_A_ZIP, field: name });
      continue;
    }
    if (bytes === undefined) problems.push({ key: TEMPLATE_TOO_LARGE, field: name });
    else if (bytes.length !== header.uncompressedSize || crc32(bytes) !== header.crc32)
      problems.push({ key: TEMPLATE_NOT_A_ZIP, field: name });
    else if (name === THEME_FILE_NAME) problems.push(...themeProblems(bytes, tenantId));
    else if ((LAYOUT_IMAGE_NAMES as readonly string[]).includes(name))
      problems.push(...validateLayoutImage(name, bytes));
  }
  return problems;
}

function themeProblems(bytes: Uint8Array, tenantId: string): RuleError[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return [{ key: 'LAYOUT_THEME_INVALID', field: THEME_FILE_NAME }];
  }
  const read = readLayoutTheme(text);
  if (!read.ok)
    return read.errors.map((error) => ({
      ...error,
      field: error.field === undefined ? THEME_FILE_NAME : `${THEME_FILE_NAME}:${error.field}`,
    }));
  return read.theme.tenant.id === tenantId ? [] : [{ key: TEMPLATE_OF_ANOTHER_TENANT, field: THEME_FILE_NAME }];
}
