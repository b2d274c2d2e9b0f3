/**
 * Demo app configurations and layouts of the first demo partner's customers: the winery and the coffee roaster have
 * an app, the winery's with a stored layout in its own colours; the others have none yet, as a new customer.
 */
import {
  buildLayoutTheme,
  DEFAULT_LAYOUT_COLORS,
  layoutThemeJson,
  withLayoutColor,
  type AppConfig,
  type LayoutColors,
} from '@tagtrail/domain';
import { demoPartnerCustomers } from '../customers/customer-options.demo';
import { demoLotPartnerId } from '../lots/partner-lot.demo';
import { demoLayoutImages } from './demo-png';

const ownCustomers = demoPartnerCustomers.filter((customer) => customer.partnerId === demoLotPartnerId);

/** A customer's tenant id as the demo customers carry it (customers/customer.demo.ts). */
export function demoTenantId(customer: { readonly id: number; readonly code: string }): string {
  return `${customer.code.toLowerCase()}-${String(customer.id).padStart(3, '0')}`;
}

const winery = ownCustomers[0];
const coffee = ownCustomers[1];

/** Each customer's apps, by customer id. */
export const demoAppConfigs: Readonly<Record<number, readonly AppConfig[]>> = Object.fromEntries(
  [
    winery && [
      winery.id,
      [{ id: 1, name: 'Aurora Autêntica', flags: { nfcEnabled: true, qrCodeEnabled: true, locationRequired: true } }],
    ],
    coffee && [
      coffee.id,
      [
        {
          id: 2,
          name: 'Mantiqueira Origem',
          flags: { nfcEnabled: false, qrCodeEnabled: true, locationRequired: false },
        },
      ],
    ],
  ].filter((entry): entry is [number, AppConfig[]] => Boolean(entry)),
);

/** The winery's colours: a wine red with a gold accent. */
export const demoWineryColors: LayoutColors = [
  ['primaryColor', '#7b1e3a'],
  ['secondaryColor', '#c9a227'],
  ['statusBarColor', '#5e1029'],
  ['mainButtonFrom', '#6a1532'],
  ['mainButtonTo', '#9c2c4f'],
  ['tabTextColor', '#ffffff'],
].reduce(
  (colors, [field, color]) => withLayoutColor(colors, field as keyof LayoutColors, color as string),
  DEFAULT_LAYOUT_COLORS,
);

/** A demo layout's files (theme.json and the six images), to be zipped by the template archive. */
export function demoLayoutFiles(tenantId: string, colors: LayoutColors = demoWineryColors): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>([
    ['theme.json', new TextEncoder().encode(layoutThemeJson(buildLayoutTheme(colors, tenantId)))],
  ]);
  for (const [name, bytes] of Object.entries(demoLayoutImages(colors.primaryColor, colors.secondaryColor)))
    files.set(name, bytes);
  return files;
}

/** The tenants with a stored demo layout: the winery's. */
export const demoLayoutTenantIds: readonly string[] = winery ? [demoTenantId(winery)] : [];
