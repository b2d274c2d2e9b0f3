import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from './sign-in-path';

describe('the wanted location kept through sign-in', () => {
  it('keeps a path with its query', () => {
    expect(signInPath('/admin/parceiros?page=2&searchText=a b')).toBe(
      '/oidc?returnTo=%2Fadmin%2Fparceiros%3Fpage%3D2%26searchText%3Da%20b',
    );
  });

  it('refuses anything outside the portal', () => {
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('/admin')).toBe('/admin');
  });
});
