import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVALID_WEB_ADDRESS, isWebAddress, webAddressErrors, WEB_ADDRESS_MAX } from './web-address';

describe('web addresses a form stores', () => {
  it('keeps full http and https addresses', () => {
    for (const address of [
      'https://example.com',
      'http://acme.com.br/manual.pdf',
      'HTTPS://youtu.be/dQw4w9WgXcQ?t=1',
      ' https://exemplo.com/a b.pdf'.trim(),
    ])
      expect(isWebAddress(address), address).toBe(true);
  });

  it('refuses scripts, data, other schemes and bare words', () => {
    for (const address of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/file',
      'example.com',
      'https://',
      'https:// example.com',
      'manual',
    ])
      expect(isWebAddress(address), address).toBe(false);
  });

  it('refuses an address longer than the limit', () => {
    expect(isWebAddress(`https://example.com/${'a'.repeat(WEB_ADDRESS_MAX)}`)).toBe(false);
  });

  it('any web URL fast-check makes is kept; anything not starting with http(s):// is refused', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['http', 'https'] }),
        (url) => url.length > WEB_ADDRESS_MAX || isWebAddress(url),
      ),
    );
    fc.assert(fc.property(fc.string(), (text) => /^https?:\/\//i.test(text.trim()) || !isWebAddress(text)));
  });

  it('names each filled field that is not an address, and lets blanks and nulls pass', () => {
    const input = { manual: 'javascript:alert(1)', video: '', share: null, site: 'https://acme.com' };
    expect(webAddressErrors(input, ['manual', 'video', 'share', 'site'])).toEqual([
      { key: INVALID_WEB_ADDRESS, field: 'manual', params: { max: WEB_ADDRESS_MAX } },
    ]);
  });
});
