/**
 * The side menu of each role (spec A §2 "Left menu"). Only screens that exist are listed; a new screen adds
 * its row here. `matches` are the path prefixes that keep the entry highlighted (the list and its forms); a
 * resource's come with its address (app/record-screens.ts).
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
  Key20Regular,
  People20Regular,
  Stack20Regular,
  Phone20Regular,
  PhoneLaptop20Regular,
  ShieldError20Regular,
  Tag20Regular,
} from '@fluentui/react-icons';
import type { Role } from '@tagtrail/domain';
import { adminLotScreens } from '../admin-lots/admin-lot.paths';
import type { RecordScreens } from '../app/record-screens';
import { categoryScreens } from '../categories/category.paths';
import { customerLotScreens } from '../customer-lots/customer-lot.paths';
import { customerScreens } from '../customers/customer.paths';
import { deviceScreens } from '../devices/device.paths';
import type { TextKey } from '../i18n/i18n';
import { partnerScreens } from '../partners/partner.paths';
import { productLineScreens } from '../product-lines/product-line.paths';
import { productScreens } from '../products/product.paths';
import { promotionScreens } from '../promotions/promotion.paths';
import { salesPointScreens } from '../sales-points/sales-point.paths';
import { suspicionAlertPaths } from '../suspicion-alerts/suspicion-alert.paths';
import { apiKeyPaths } from '../api-keys/api-key.paths';

export interface MenuEntry {
  readonly labelKey: TextKey;
  readonly path: string;
  readonly icon: FluentIcon;
  readonly matches: readonly string[];
  /** Paths that highlight the entry only as they are (an area's home, whose prefix every other path shares). */
  readonly exact?: readonly string[];
}

/** A resource's entry: its list (opened with `query`), lit on the list and its forms. */
function recordEntry(labelKey: TextKey, icon: FluentIcon, screens: RecordScreens, query = ''): MenuEntry {
  return { labelKey, icon, path: `${screens.paths.list}${query}`, matches: screens.matches };
}

export const MENUS: Readonly<Record<Role, readonly MenuEntry[]>> = {
  ADMINISTRADOR: [
    recordEntry('menu.lots', BoxMultiple20Regular, adminLotScreens),
    recordEntry('menu.partners', Handshake20Regular, partnerScreens),
  ],
  // spec A §2 "Left menu: customer, lot, tag"; the area's base redirects to the customer list.
  PARCEIRO: [
    recordEntry('menu.customers', People20Regular, customerScreens),
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
    recordEntry('menu.products', Box20Regular, productScreens, '?rowsPerPage=100'),
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
    recordEntry('menu.categories', Folder20Regular, categoryScreens, '?rowsPerPage=100'),
    recordEntry('menu.productLines', Stack20Regular, productLineScreens, '?rowsPerPage=100'),
    recordEntry('menu.salesPoints', BuildingShop20Regular, salesPointScreens),
    recordEntry('menu.devices', PhoneLaptop20Regular, deviceScreens),
    recordEntry('menu.lots', BoxMultiple20Regular, customerLotScreens),
    recordEntry('menu.promotions', Gift20Regular, promotionScreens),
    // issue 28 §3: the Alerts list, its settings screen keeping the entry lit.
    {
      labelKey: 'menu.alerts',
      path: suspicionAlertPaths.list,
      icon: ShieldError20Regular,
      matches: [suspicionAlertPaths.list],
    },
    // issue 29 §5: the keys the customer's systems read its readings with, as EPCIS events.
    {
      labelKey: 'menu.apiKeys',
      path: apiKeyPaths.list,
      icon: Key20Regular,
      matches: [apiKeyPaths.list],
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
