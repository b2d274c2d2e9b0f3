import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publicTagUrl } from '../tags/public-tag-url.rules';
import { plainTagLinkReader, secureTagLinkReader, tagLinkReader } from './tag-code.port';

describe('plain tag links', () => {
  it('reads the tag id of a tag page URL, absolute or a path, with a trailing slash or a query', () => {
    expect(plainTagLinkReader.read('https://tagtrail.example/t/04A1B2C3D4E5F6')).toEqual({
      kind: 'plain',
      tagId: '04A1B2C3D4E5F6',
    });
    expect(plainTagLinkReader.read('/t/9f86d081884c7d659a2feaa0c55ad015/')).toEqual({
      kind: 'plain',
      tagId: '9f86d081884c7d659a2feaa0c55ad015',
    });
    expect(plainTagLinkReader.read('http://localhost:8080/t/abc?src=nfc#x')).toEqual({ kind: 'plain', tagId: 'abc' });
  });

  it('names no tag for other pages, empty ids, nested paths, bad escapes or odd characters', () => {
    for (const code of [
      '',
      'https://x.example/',
      '/t/',
      '/t/a/b',
      '/store',
      '/t/%E0%A4%A',
      '/t/a%20b',
      'not a url \u0000',
    ])
      expect(plainTagLinkReader.read(code)).toBeUndefined();
  });

  it('property: reads back the tag id of every link publicTagUrl makes', () => {
    const tagId = fc.stringMatching(/^[A-Za-z0-9._~-]{1,64}$/).filter((id) => id !== '.' && id !== '..');
    fc.assert(
      fc.property(tagId, (id) => {
        expect(plainTagLinkReader.read(publicTagUrl('https://tagtrail.example/', id))).toEqual({
          kind: 'plain',
          tagId: id,
        });
      }),
    );
  });
});

describe('secure tag links (issue 27 §4)', () => {
  const reference = 'q3Zx9_Lm0PaB-7wYc2Rt1A';
  const e = 'EF963FF7828658A599F3041510671E88';
  const c = '94EED9EE65337086';

  it('reads the lot reference and the tap’s parameters, absolute or a path, with or without file data', () => {
    expect(secureTagLinkReader.read(`https://tagtrail.example/s/${reference}?e=${e}&c=${c}`)).toEqual({
      kind: 'secure',
      lotReference: reference,
      piccData: e,
      encFileData: null,
      mac: c,
      macInput: '',
    });
    const m = 'CEE9A53E3E463EF1F459635736738962';
    expect(secureTagLinkReader.read(`/s/${reference}?e=${e}&m=${m}&c=${c}`)).toMatchObject({
      encFileData: m,
      macInput: `${m}&c=`,
    });
  });

  it('names nothing for a bad reference, a missing, repeated or malformed parameter', () => {
    for (const code of [
      `/s/short?e=${e}&c=${c}`,
      `/s/${reference}?c=${c}`,
      `/s/${reference}?e=${e}`,
      `/s/${reference}?e=${e}&e=${e}&c=${c}`,
      `/s/${reference}?e=${e.slice(2)}&c=${c}`,
      `/s/${reference}?e=${e}&c=${c}0`,
      `/s/${reference}?e=${e}&m=ABC&c=${c}`,
      `/s/${reference}/more?e=${e}&c=${c}`,
      `/t/${reference}?e=${e}&c=${c}`,
    ])
      expect(secureTagLinkReader.read(code)).toBeUndefined();
  });

  it('tagLinkReader reads a secure link as secure and a plain one as plain', () => {
    expect(tagLinkReader.read(`/s/${reference}?e=${e}&c=${c}`)?.kind).toBe('secure');
    expect(tagLinkReader.read('/t/abc')).toEqual({ kind: 'plain', tagId: 'abc' });
    expect(tagLinkReader.read(`/s/${reference}`)).toBeUndefined();
  });
});
