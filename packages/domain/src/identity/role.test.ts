import { describe, expect, it } from 'vitest';
import { canChangePassword, homeFor, isPortalPath, mayEnter, roleFromClaim } from './role';

describe('roles (spec A §6)', () => {
  it('checks the claim in the priority admin, partner, point-of-sale, customer', () => {
    expect(roleFromClaim(['customer', 'pointofsale', 'partner', 'admin'])).toBe('ADMINISTRADOR');
    expect(roleFromClaim(['customer', 'pointofsale', 'partner'])).toBe('PARCEIRO');
    expect(roleFromClaim(['customer', 'pointofsale'])).toBe('PONTO_VENDA');
    expect(roleFromClaim('customer')).toBe('CLIENTE');
  });

  it('sends each role to its area from / (spec A §2, B §2)', () => {
    expect((['ADMINISTRADOR', 'PARCEIRO', 'PONTO_VENDA', 'CLIENTE'] as const).map(homeFor)).toEqual([
      '/admin',
      '/areaparceiro',
      '/areapontovenda',
      '/areacliente',
    ]);
  });

  it('gives an empty role otherwise, and an empty role lands on the not-permission page', () => {
    expect(roleFromClaim(undefined)).toBe('');
    expect(roleFromClaim(['auditor'])).toBe('');
    expect(homeFor('')).toBe('/not-permission');
  });

  it('lets only ADMINISTRADOR into /admin', () => {
    expect(mayEnter('ADMINISTRADOR', '/admin')).toBe(true);
    for (const role of ['PARCEIRO', 'PONTO_VENDA', 'CLIENTE', ''] as const)
      expect(mayEnter(role, '/admin')).toBe(false);
  });

  it('lets CLIENTE into /areacliente and PONTO_VENDA into /areapontovenda only (spec B §6)', () => {
    expect(mayEnter('CLIENTE', '/areacliente')).toBe(true);
    expect(mayEnter('PONTO_VENDA', '/areacliente')).toBe(false);
    expect(mayEnter('PONTO_VENDA', '/areapontovenda')).toBe(true);
    expect(mayEnter('CLIENTE', '/areapontovenda')).toBe(false);
  });

  it('offers the change-password entry to every signed-in role, administrators too (issue 25 §1)', () => {
    expect((['ADMINISTRADOR', 'PARCEIRO', 'PONTO_VENDA', 'CLIENTE', ''] as const).filter(canChangePassword)).toEqual([
      'ADMINISTRADOR',
      'PARCEIRO',
      'PONTO_VENDA',
      'CLIENTE',
    ]);
  });
});

describe('the portal’s paths (issue 8 §6)', () => {
  it('knows its pages and anything inside its areas, in any case and with a trailing slash', () => {
    for (const path of ['/', '/oidc', '/signin-oidc', '/not-found', '/Admin/', '/admin/parceiros', '/areacliente/x/y'])
      expect(isPortalPath(path), path).toBe(true);
  });

  it('does not know other paths, nor prefixes that only look like an area', () => {
    for (const path of ['/foo', '/administrator', '/areaclientes', '/t', '/not-found-here'])
      expect(isPortalPath(path), path).toBe(false);
  });
});
