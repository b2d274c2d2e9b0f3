import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHex } from './bytes';
import { encodeSdmMessage } from './sdm-message.encode';
import { verifySdmMessage, type SdmMode } from './sdm-message.verify';
import { macInputOf, sdmUrlLayout, tapUrl, type SdmUrlLayout } from './sdm-url';

const LOT_URL = 'https://tags.example.com/s/k3Xq9fTmRZ2a';
const ascii = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** What the chip does at a tap: the hex written into the programmed NDEF file at the offsets, the URI read back. */
function chipWrites(layout: SdmUrlLayout, parts: { piccData: string; encFileData: string | null; mac: string }) {
  const file = Uint8Array.from(layout.ndefFile);
  const write = (offset: number, hex: string) => file.set(new TextEncoder().encode(hex), offset);
  write(layout.piccDataOffset, parts.piccData);
  if (layout.encFileDataOffset !== null && parts.encFileData !== null)
    write(layout.encFileDataOffset, parts.encFileData);
  write(layout.macOffset, parts.mac);
  const prefix = { 0x04: 'https://', 0x03: 'http://', 0x00: '' }[file[6]!] ?? '';
  return {
    uri: prefix + ascii(file.subarray(7)),
    macInput: ascii(file.subarray(layout.macInputOffset, layout.macOffset)),
  };
}

describe('a secure lot URL as an encoding station programs it', () => {
  it('puts PICCData and the MAC where the offsets say, in a URI record the NFC Forum way (AES)', () => {
    const layout = sdmUrlLayout(LOT_URL, 'AES');
    expect(layout.url).toBe(`${LOT_URL}?e=${'0'.repeat(32)}&c=${'0'.repeat(16)}`);
    const file = layout.ndefFile;
    // NLEN, then a short well-known record of type U with the https:// identifier code.
    expect((file[0]! << 8) | file[1]!).toBe(file.length - 2);
    expect([...file.subarray(2, 7)]).toEqual([0xd1, 0x01, file.length - 6, 0x55, 0x04]);
    expect(ascii(file.subarray(7))).toBe(layout.url.slice('https://'.length));
    expect(ascii(file.subarray(layout.piccDataOffset - 3, layout.piccDataOffset + 32))).toBe(`?e=${'0'.repeat(32)}`);
    expect(ascii(file.subarray(layout.macOffset - 3, layout.macOffset + 16))).toBe(`&c=${'0'.repeat(16)}`);
    // Without mirrored file data the MAC covers nothing of the URL (AN12196 §4.4: input offset = MAC offset).
    expect(layout.macInputOffset).toBe(layout.macOffset);
    expect(layout.encFileDataOffset).toBeNull();
  });

  it('mirrors file data before the MAC, and the MAC covers its hex and `&c=` (LRP)', () => {
    const layout = sdmUrlLayout('http://localhost:8080/s/ref', 'LRP', 32);
    expect(layout.url).toBe(`http://localhost:8080/s/ref?e=${'0'.repeat(48)}&m=${'0'.repeat(64)}&c=${'0'.repeat(16)}`);
    expect(layout.ndefFile[6]).toBe(0x03);
    expect(layout.macInputOffset).toBe(layout.encFileDataOffset);
    expect(layout.encFileDataLength).toBe(64);
    expect(ascii(layout.ndefFile.subarray(layout.macInputOffset, layout.macOffset))).toBe(`${'0'.repeat(64)}&c=`);
  });

  it('refuses what no chip could hold or no verifier could read', () => {
    expect(() => sdmUrlLayout(`${LOT_URL}?x=1`, 'AES')).toThrow(/no query/);
    expect(() => sdmUrlLayout(LOT_URL, 'AES', 20)).toThrow(/16-byte blocks/);
    expect(() => sdmUrlLayout(`https://example.com/${'x'.repeat(220)}`, 'LRP')).toThrow(/too long/);
  });

  it('a tap of any tag, in either mode, gives the URL a chip writes, and that URL verifies', () => {
    const key = fc.uint8Array({ minLength: 16, maxLength: 16 });
    const tag = fc.record({
      mode: fc.constantFrom<SdmMode>('AES', 'LRP'),
      metaReadKey: key,
      fileReadKey: key,
      uid: fc.uint8Array({ minLength: 7, maxLength: 7 }),
      counter: fc.integer({ min: 0, max: 0xffffff }),
      blocks: fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(tag, fc.uint8Array({ minLength: 32, maxLength: 32 }), (read, data) => {
        const fileData = read.blocks === undefined ? null : data.subarray(0, 16 * read.blocks);
        const layout = sdmUrlLayout(LOT_URL, read.mode, fileData?.length);
        const message = encodeSdmMessage({ ...read, fileData });
        const url = tapUrl(layout, message);
        // The station's offsets put every byte where the chip would: the same URL, the same MAC input.
        const query = new URL(url).searchParams;
        const written = chipWrites(layout, {
          piccData: query.get('e')!,
          encFileData: query.get('m'),
          mac: query.get('c')!,
        });
        expect(written.uri).toBe(url);
        expect(written.macInput).toBe(macInputOf(url));
        const verified = verifySdmMessage(
          read,
          {
            piccData: parseHex(query.get('e')!)!,
            encFileData: query.get('m') === null ? null : parseHex(query.get('m')!),
            mac: parseHex(query.get('c')!)!,
            macInput: macInputOf(url),
          },
          { tagTamperStatusOffset: null },
        );
        expect(verified).toMatchObject({ valid: true, counter: read.counter, uid: read.uid });
      }),
      { numRuns: 60 },
    );
  });
});
