import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publicTagUrl } from './public-tag-url.rules';

describe('the public tag address (spec B §2: /t/{hash})', () => {
  it('puts the tag id in the public address /t/{tagId}', () => {
    expect(publicTagUrl('https://tags.example', '0123456789abcdef0123456789abcdef')).toBe(
      'https://tags.example/t/0123456789abcdef0123456789abcdef',
    );
  });

  it('joins the site and the path with one slash, however many the site ends with', () => {
    expect(publicTagUrl('https://tags.example/', 'abc')).toBe('https://tags.example/t/abc');
    expect(publicTagUrl('https://tags.example//', 'abc')).toBe('https://tags.example/t/abc');
    expect(publicTagUrl('http://127.0.0.1:8080/portal/', 'abc')).toBe('http://127.0.0.1:8080/portal/t/abc');
  });

  it('escapes a tag id that is not plain URL text, so it stays one path segment', () => {
    expect(publicTagUrl('https://tags.example', 'A/B ?#')).toBe('https://tags.example/t/A%2FB%20%3F%23');
  });

  it('property: the address is the site, /t/, then one segment that reads back to the tag id', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'binary-ascii' }), (tagId) => {
        const url = publicTagUrl('https://tags.example/', tagId);
        expect(url.startsWith('https://tags.example/t/')).toBe(true);
        const segment = url.slice('https://tags.example/t/'.length);
        expect(segment).toMatch(/^[^/?#]+$/);
        expect(decodeURIComponent(segment)).toBe(tagId);
      }),
    );
  });
});
