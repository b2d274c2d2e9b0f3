import { describe, expect, it } from 'vitest';
import { canChangePassword, homeFor, mayEnter, roleFromClaim } from './role';

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

  it('offers the change-password entry to PARCEIRO, PONTO_VENDA and CLIENTE only', () => {
    expect((['ADMINISTRADOR', 'PARCEIRO', 'PONTO_VENDA', 'CLIENTE', ''] as const).filter(canChangePassword)).toEqual([
      'PARCEIRO',
      'PONTO_VENDA',
      'CLIENTE',
    ]);
  });
});
