import { describe, expect, it } from 'vitest';
import { helpUrl } from './help';
import { MENUS, selectedMenuEntry } from './menus';

describe('support link', () => {
  it('opens the English or Spanish help page for those languages', () => {
    expect(helpUrl('en')).toBe('https://help.tagtrail.example/en/');
    expect(helpUrl('es-AR')).toBe('https://help.tagtrail.example/es/');
  });

  it('opens the Portuguese help page for any other language', () => {
    expect(helpUrl('pt')).toBe('https://help.tagtrail.example/pt/');
    expect(helpUrl('fr')).toBe('https://help.tagtrail.example/pt/');
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
