import { describe, expect, it } from 'vitest';
import { helpUrl } from './help';
import { MENUS, selectedMenuEntry } from './menus';

describe('support link', () => {
  it('opens the English or Spanish help page for those languages', () => {
    expect(helpUrl('en')).toBe('/support/en');
    expect(helpUrl('es-AR')).toBe('/support/es');
  });

  it('opens the Portuguese help page for any other language', () => {
    expect(helpUrl('pt')).toBe('/support/pt');
    expect(helpUrl('fr')).toBe('/support/pt');
  });
});

describe('side menu', () => {
  const admin = MENUS.ADMINISTRADOR;

  it('lists lots and partners for the admin', () => {
    expect(admin.map((e) => e.path)).toEqual(['/admin/lotes', '/admin/parceiros']);
  });

  it('highlights partners on the partner list and on a partner form', () => {
    expect(selectedMenuEntry(admin, '/admin/parceiros')?.path).toBe('/admin/parceiros');
    expect(selectedMenuEntry(admin, '/admin/parceiro/')?.path).toBe('/admin/parceiros');
    expect(selectedMenuEntry(admin, '/admin/parceiro/7/usuarios')?.path).toBe('/admin/parceiros');
  });

  it('highlights nothing for a path no entry covers', () => {
    expect(selectedMenuEntry(admin, '/admin/parceirosx')).toBeUndefined();
    expect(selectedMenuEntry(admin, '/areaparceiro')).toBeUndefined();
  });
});

describe('partner side menu', () => {
  const partner = MENUS.PARCEIRO;

  it('lists customer, lot and tag for the partner (spec A §2)', () => {
    expect(partner.map((e) => e.path)).toEqual(['/areaparceiro/clientes', '/areaparceiro/lotes', '/areaparceiro/tags']);
  });

  it('highlights customers on a customer form and its users', () => {
    expect(selectedMenuEntry(partner, '/areaparceiro/cliente/')?.path).toBe('/areaparceiro/clientes');
    expect(selectedMenuEntry(partner, '/areaparceiro/cliente/3/usuarios')?.path).toBe('/areaparceiro/clientes');
  });

  it('highlights nothing on the change-password page', () => {
    expect(selectedMenuEntry(partner, '/areaparceiro/password')).toBeUndefined();
  });
});

describe('point-of-sale side menu', () => {
  const pointOfSale = MENUS.PONTO_VENDA;

  it('lists only the promotions, lit at the home, the winners and a withdrawal form (spec B §2, §6)', () => {
    expect(pointOfSale.map((e) => e.path)).toEqual(['/areapontovenda/promocoes']);
    for (const path of ['/areapontovenda', '/areapontovenda/promocoes', '/areapontovenda/promocao/7/premio/T9WF'])
      expect(selectedMenuEntry(pointOfSale, path)?.path).toBe('/areapontovenda/promocoes');
    expect(selectedMenuEntry(pointOfSale, '/areapontovenda/password')).toBeUndefined();
  });
});

describe('customer side menu', () => {
  const customer = MENUS.CLIENTE;

  it('opens with the dashboard, the area home (spec B §2)', () => {
    expect(customer[0]?.path).toBe('/areacliente');
  });

  it('highlights the dashboard at the area home and at /dashboard, and nowhere else', () => {
    expect(selectedMenuEntry(customer, '/areacliente')?.path).toBe('/areacliente');
    expect(selectedMenuEntry(customer, '/areacliente/')?.path).toBe('/areacliente');
    expect(selectedMenuEntry(customer, '/areacliente/dashboard')?.path).toBe('/areacliente');
    expect(selectedMenuEntry(customer, '/areacliente/password')).toBeUndefined();
    expect(selectedMenuEntry(customer, '/areacliente/tags')?.path).toBe('/areacliente/tags');
  });

  it('opens the products with 100 rows and keeps the entry lit on a product and its images (spec B §2, §9)', () => {
    const products = '/areacliente/produtos?rowsPerPage=100';
    expect(customer.map((entry) => entry.path)).toContain(products);
    for (const path of [
      '/areacliente/produtos',
      '/areacliente/produto',
      '/areacliente/produto/7',
      '/areacliente/produto/7/imagens',
    ])
      expect(selectedMenuEntry(customer, path)?.path).toBe(products);
  });

  it('lists the alerts, lit on the list and on their settings (issue 28 §3)', () => {
    for (const path of ['/areacliente/alertas', '/areacliente/alertas/configuracao'])
      expect(selectedMenuEntry(customer, path)).toMatchObject({
        labelKey: 'menu.alerts',
        path: '/areacliente/alertas',
      });
  });
});
