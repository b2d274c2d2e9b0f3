import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publicTagUrl } from '../tags/public-tag-url.rules';
import { plainTagLinkReader } from './tag-code.port';

describe('plain tag links', () => {
  it('reads the tag id of a tag page URL, absolute or a path, with a trailing slash or a query', () => {
    expect(plainTagLinkReader.read('https://tagtrail.example/t/04A1B2C3D4E5F6')).toEqual({ tagId: '04A1B2C3D4E5F6' });
    expect(plainTagLinkReader.read('/t/9f86d081884c7d659a2feaa0c55ad015/')).toEqual({
      tagId: '9f86d081884c7d659a2feaa0c55ad015',
    });
    expect(plainTagLinkReader.read('http://localhost:8080/t/abc?src=nfc#x')).toEqual({ tagId: 'abc' });
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
        expect(plainTagLinkReader.read(publicTagUrl('https://tagtrail.example/', id))).toEqual({ tagId: id });
      }),
    );
  });
});
