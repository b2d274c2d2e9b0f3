/**
 * Zips written byte by byte, headers saying whatever a test needs (APPNOTE.TXT §4.3): sizes that lie, ZIP64 fields,
 * local headers that disagree with the central directory, thousands of entries. jszip writes only honest ones.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface CraftedEntry {
  readonly name: string;
  /** The bytes after the local header: a deflate stream when `method` is 8. */
  readonly data: Uint8Array;
  readonly method?: 0 | 8;
  readonly crc32?: number;
  /** What the headers declare; by default the stored data's own length. */
  readonly uncompressedSize?: number;
  /** The sizes go in a ZIP64 extra field (the headers' own fields all ones), as they must past 4 GB. */
  readonly zip64?: boolean;
  /** The local header's name, when it is to differ from the central directory's. */
  readonly localName?: string;
}

/** An honest entry: `content` deflated, with its CRC and size. */
export function deflatedEntry(name: string, content: Uint8Array | string): CraftedEntry {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return { name, data: deflateRawSync(bytes), method: 8, crc32: crc32(bytes), uncompressedSize: bytes.length };
}

/** An honest stored entry. */
export function storedEntry(name: string, content: Uint8Array | string = ''): CraftedEntry {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return { name, data: bytes, method: 0, crc32: crc32(bytes), uncompressedSize: bytes.length };
}

/**
 * A deflate stream of `gibibytes` GiB of zeros, a little over 1 MB each: one 16 MiB piece deflated and flushed
 * (full flush: every piece comes out the same) written again and again, then an empty final block.
 */
export function zerosDeflateStream(gibibytes: number): Uint8Array {
  const piece = deflateRawSync(Buffer.alloc(16 * 2 ** 20), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const pieces = Array<Uint8Array>(gibibytes * 64).fill(piece);
  // A final fixed-Huffman block holding only its end code.
  return new Uint8Array(Buffer.concat([...pieces, Buffer.from([0x03, 0x00])]));
}

const ALL_ONES = 0xffffffff;

export function craftedZip(entries: readonly CraftedEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const localName = Buffer.from(entry.localName ?? entry.name, 'utf8');
    const method = entry.method ?? 0;
    const uncompressed = entry.uncompressedSize ?? entry.data.length;
    const crc = entry.crc32 ?? crc32(entry.data);
    const zip64 = entry.zip64 === true;
    const extra = Buffer.alloc(zip64 ? 20 : 0);
    if (zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(16, 2);
      extra.writeBigUInt64LE(BigInt(uncompressed), 4);
      extra.writeBigUInt64LE(BigInt(entry.data.length), 12);
    }
    const header = (signature: number, length: number) => {
      const buffer = Buffer.alloc(length);
      buffer.writeUInt32LE(signature, 0);
      return buffer;
    };

    const local = header(0x04034b50, 30);
    local.writeUInt16LE(zip64 ? 45 : 20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(zip64 ? ALL_ONES : entry.data.length, 18);
    local.writeUInt32LE(zip64 ? ALL_ONES : uncompressed, 22);
    local.writeUInt16LE(localName.length, 26);
    local.writeUInt16LE(extra.length, 28);
    locals.push(local, localName, extra, Buffer.from(entry.data));

    const central = header(0x02014b50, 46);
    central.writeUInt16LE(zip64 ? 45 : 20, 4);
    central.writeUInt16LE(zip64 ? 45 : 20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(zip64 ? ALL_ONES : entry.data.length, 20);
    central.writeUInt32LE(zip64 ? ALL_ONES : uncompressed, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name, extra);
    offset += local.length + localName.length + extra.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
