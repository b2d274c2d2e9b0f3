import { describe, expect, it } from 'vitest';
import { signInReturnPath } from './sign-in-first';

describe('the addresses the entry sends to sign-in', () => {
  it('sends the root to sign-in, back to the root', () => {
    expect(signInReturnPath('/', '')).toBe('/');
  });

  it('keeps an area address with its query, whatever its case or trailing slash', () => {
    expect(signInReturnPath('/admin/parceiros', '?page=1&rowsPerPage=10')).toBe(
      '/admin/parceiros?page=1&rowsPerPage=10',
    );
    expect(signInReturnPath('/AreaCliente/', '')).toBe('/AreaCliente/');
    expect(signInReturnPath('/areapontovenda', '')).toBe('/areapontovenda');
  });

  it("takes the sign-in start's returnTo, and only a path inside the portal", () => {
    expect(signInReturnPath('/oidc', '?returnTo=%2Fareaparceiro%2Flotes')).toBe('/areaparceiro/lotes');
    expect(signInReturnPath('/oidc', '?returnTo=%2F%2Fevil.example')).toBe('/');
  });

  it('leaves the sign-in callbacks, the problem pages and unknown paths to the app', () => {
    for (const path of [
      '/signin-oidc',
      '/signout-oidc',
      '/silent-oidc',
      '/not-found',
      '/not-permission',
      '/adminx',
      '/no/such',
    ])
      expect(signInReturnPath(path, '')).toBeUndefined();
  });
});
