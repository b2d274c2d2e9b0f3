/**
 * The side menu of each role (spec A §2 "Left menu"). Only screens that exist are listed; a new screen adds
 * its row here. `matches` are the path prefixes that keep the entry highlighted (the list and its forms).
 */
import type { FluentIcon } from '@fluentui/react-icons';
import {
  Box20Regular,
  BoxMultiple20Regular,
  BuildingShop20Regular,
  DataPie20Regular,
  Folder20Regular,
  Gift20Regular,
  Globe20Regular,
  Handshake20Regular,
  People20Regular,
  Stack20Regular,
  Phone20Regular,
  PhoneLaptop20Regular,
  Tag20Regular,
} from '@fluentui/react-icons';
import type { Role } from '@tagtrail/domain';
import type { TextKey } from '../i18n/i18n';

export interface MenuEntry {
  readonly labelKey: TextKey;
  readonly path: string;
  readonly icon: FluentIcon;
  readonly matches: readonly string[];
  /** Paths that highlight the entry only as they are (an area's home, whose prefix every other path shares). */
  readonly exact?: readonly string[];
}

export const MENUS: Readonly<Record<Role, readonly MenuEntry[]>> = {
  ADMINISTRADOR: [
    {
      labelKey: 'menu.lots',
      path: '/admin/lotes',
      icon: BoxMultiple20Regular,
      matches: ['/admin/lotes', '/admin/lote/'],
    },
    {
      labelKey: 'menu.partners',
      path: '/admin/parceiros',
      icon: Handshake20Regular,
      matches: ['/admin/parceiros', '/admin/parceiro/', '/admin/parceiro'],
    },
  ],
  // spec A §2 "Left menu: customer, lot, tag"; the area's base redirects to the customer list.
  PARCEIRO: [
    {
      labelKey: 'menu.customers',
      path: '/areaparceiro/clientes',
      icon: People20Regular,
      matches: ['/areaparceiro/clientes', '/areaparceiro/cliente/', '/areaparceiro/cliente'],
    },
    {
      labelKey: 'menu.lots',
      path: '/areaparceiro/lotes',
      icon: BoxMultiple20Regular,
      matches: ['/areaparceiro/lotes', '/areaparceiro/lote/', '/areaparceiro/lote'],
    },
    {
      labelKey: 'menu.tags',
      path: '/areaparceiro/tags',
      icon: Tag20Regular,
      matches: ['/areaparceiro/tags'],
    },
  ],
  // spec B §2: the point of sale's only screens are its winners with the code entry ('' and /promocoes, the area's
  // home) and a code's withdrawal form.
  PONTO_VENDA: [
    {
      labelKey: 'menu.promotions',
      path: '/areapontovenda/promocoes',
      icon: Gift20Regular,
      exact: ['/areapontovenda', '/areapontovenda/'],
      matches: ['/areapontovenda/promocoes', '/areapontovenda/promocao/'],
    },
  ],
  // spec B §2, in the order of its route table; promotions come with their issue.
  CLIENTE: [
    // spec B §2: '' and /dashboard are the dashboard, the area's home.
    {
      labelKey: 'menu.dashboard',
      path: '/areacliente',
      icon: DataPie20Regular,
      matches: ['/areacliente/dashboard'],
      exact: ['/areacliente', '/areacliente/'],
    },
    {
      labelKey: 'menu.myApp',
      path: '/areacliente/aplicativo',
      icon: Phone20Regular,
      matches: ['/areacliente/aplicativo'],
    },
    // spec B §2, §9: the product list opens with 100 rows; a product's form and images keep the entry lit.
    {
      labelKey: 'menu.products',
      path: '/areacliente/produtos?rowsPerPage=100',
      icon: Box20Regular,
      matches: ['/areacliente/produtos', '/areacliente/produto/', '/areacliente/produto'],
    },
    {
      labelKey: 'menu.readingMap',
      path: '/areacliente/mapa-leitura',
      icon: Globe20Regular,
      matches: ['/areacliente/mapa-leitura'],
    },
    {
      labelKey: 'menu.tags',
      path: '/areacliente/tags',
      icon: Tag20Regular,
      matches: ['/areacliente/tags'],
    },
    // spec B §2: the category and product-line lists open with 100 rows.
    {
      labelKey: 'menu.categories',
      path: '/areacliente/categorias?rowsPerPage=100',
      icon: Folder20Regular,
      matches: ['/areacliente/categorias', '/areacliente/categoria/', '/areacliente/categoria'],
    },
    {
      labelKey: 'menu.productLines',
      path: '/areacliente/linhasproduto?rowsPerPage=100',
      icon: Stack20Regular,
      matches: ['/areacliente/linhasproduto', '/areacliente/linhaproduto/', '/areacliente/linhaproduto'],
    },
    {
      labelKey: 'menu.salesPoints',
      path: '/areacliente/pontovendas',
      icon: BuildingShop20Regular,
      matches: ['/areacliente/pontovendas', '/areacliente/pontovenda/', '/areacliente/pontovenda'],
    },
    {
      labelKey: 'menu.devices',
      path: '/areacliente/dispositivos',
      icon: PhoneLaptop20Regular,
      matches: ['/areacliente/dispositivos', '/areacliente/dispositivo/', '/areacliente/dispositivo'],
    },
    {
      labelKey: 'menu.lots',
      path: '/areacliente/lotes',
      icon: BoxMultiple20Regular,
      matches: ['/areacliente/lotes', '/areacliente/lote/', '/areacliente/lote'],
    },
    {
      labelKey: 'menu.promotions',
      path: '/areacliente/promocoes',
      icon: Gift20Regular,
      matches: ['/areacliente/promocoes', '/areacliente/promocao/', '/areacliente/promocao'],
    },
  ],
  '': [],
};

/** The entry for a path: the one with the longest matching prefix; the area's home counts as its first entry. */
export function selectedMenuEntry(entries: readonly MenuEntry[], path: string): MenuEntry | undefined {
  let best: { entry: MenuEntry; length: number } | undefined;
  for (const entry of entries) {
    if (entry.exact?.includes(path)) return entry;
    for (const prefix of entry.matches) {
      const hit = path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
      if (hit && (!best || prefix.length > best.length)) best = { entry, length: prefix.length };
    }
  }
  return best?.entry;
}
