/** The in-memory services a story runs over, set per story with `parameters.app`. */
import {
  demoCategories,
  demoProductLines,
  MemoryCategoryAdapter,
  MemoryProductLineAdapter,
  type MemoryCategoryOptions,
  type MemoryProductLineOptions,
} from '@tagtrail/adapters';
import { CategoryPortToken, ProductLinePortToken, type Category, type ProductLine } from '@tagtrail/domain';
import { demoProducts, MemoryProductAdapter, demoProductReads, type MemoryProductOptions } from '@tagtrail/adapters';
import { ProductPortToken, type Product } from '@tagtrail/domain';
import { demoDevices, MemoryDeviceAdapter, type MemoryDeviceOptions } from '@tagtrail/adapters';
import { DevicePortToken, type Device } from '@tagtrail/domain';
import { demoSalesPoints, MemorySalesPointAdapter, type MemorySalesPointOptions } from '@tagtrail/adapters';
import { SalesPointPortToken, type SalesPoint } from '@tagtrail/domain';
import {
  demoPrizes,
  MemoryPointOfSaleRedemptionAdapter,
  type DemoPrize,
  type MemoryPrizeCodeOptions,
} from '@tagtrail/adapters';
import { PointOfSaleRedemptionPortToken } from '@tagtrail/domain';
import { demoPromotions, MemoryPromotionAdapter, type MemoryPromotionOptions } from '@tagtrail/adapters';
import { PromotionPortToken, type Promotion } from '@tagtrail/domain';
import { demoDashboard, MemoryDashboardAdapter, type MemoryDashboardOptions } from '@tagtrail/adapters';
import { DashboardPortToken, type Dashboard } from '@tagtrail/domain';
import { demoSuspicionAlerts, MemorySuspicionAlertAdapter, type MemorySuspicionAlertOptions } from '@tagtrail/adapters';
import { SuspicionAlertPortToken, type SuspicionAlertRow } from '@tagtrail/domain';
import {
  demoAlertWebhooks,
  MemoryAlertWebhookAdapter,
  type AlertWebhookSeed,
  type MemoryAlertWebhookOptions,
} from '@tagtrail/adapters';
import { AlertWebhookPortToken } from '@tagtrail/domain';
import { demoApiKeys, MemoryApiKeyAdapter, type MemoryApiKeyOptions } from '@tagtrail/adapters';
import { ApiKeyPortToken, type ApiKey } from '@tagtrail/domain';
import {
  demoAdminLotIdsWithReadings,
  demoAdminLots,
  demoPartnerCustomers,
  demoPartners,
  demoPartnerUsers,
  MemoryAdminLotAdapter,
  MemoryCustomerOptionsAdapter,
  demoCustomers,
  demoCustomerUsers,
  MemoryCustomerAdapter,
  MemoryCustomerUserAdapter,
  MemoryPasswordAdapter,
  type DemoCustomer,
  type DemoCustomerUser,
  type MemoryCustomerOptions,
  type MemoryCustomerUserOptions,
  type MemoryPasswordOptions,
  MemoryPartnerAdapter,
  MemoryPartnerUserAdapter,
  demoAppConfigs,
  demoPartnerLots,
  demoPartnerTags,
  MemoryAppConfigAdapter,
  MemoryMyAppAdapter,
  MemoryCustomerLotAdapter,
  MemoryTagAdapter,
  demoCustomerTags,
  type MemoryTagOptions,
  demoCustomerLots,
  type MemoryCustomerLotOptions,
  demoMyApp,
  type MemoryMyAppOptions,
  MemoryAppTemplateAdapter,
  MemoryPartnerLotAdapter,
  MemoryPartnerTagAdapter,
  JsZipTemplateArchive,
  type MemoryAppConfigOptions,
  type MemoryAppTemplateOptions,
  type MemoryPartnerLotOptions,
  type MemoryPartnerTagOptions,
  MemoryPreferences,
  MemorySessionAdapter,
  type DemoAdminLot,
  type DemoPartnerCustomer,
  type DemoPartnerUser,
  type MemoryAdminLotOptions,
  type MemoryCustomerOptionsOptions,
  type MemoryPartnerOptions,
  type MemoryPartnerUserOptions,
} from '@tagtrail/adapters';
import {
  AdminLotPortToken,
  CustomerOptionsPortToken,
  CustomerPortToken,
  CustomerUserPortToken,
  PasswordPortToken,
  PartnerPortToken,
  PartnerUserPortToken,
  PreferencesPortToken,
  AppConfigPortToken,
  MyAppPortToken,
  CustomerLotPortToken,
  TagPortToken,
  type CustomerLot,
  type MyApp,
  AppTemplatePortToken,
  PartnerLotPortToken,
  PartnerTagPortToken,
  TemplateArchivePortToken,
  type AppConfig,
  type PartnerLot,
  type Tag,
  SessionPortToken,
  type Partner,
  type SessionUser,
} from '@tagtrail/domain';

/** A story's `parameters.app`: where it starts, who is signed in, how the fake services answer. */
export interface AppStoryParameters {
  /** Path and query the memory router starts at; `/` by default. */
  route?: string;
  /** The signed-in user; `null` for nobody; an admin by default. */
  user?: SessionUser | null;
  partners?: { seed?: readonly Partner[]; options?: MemoryPartnerOptions };
  /** The signed-in customer's categories and product lines: each refuses deleting what the other uses. */
  categories?: { seed?: readonly Category[]; options?: MemoryCategoryOptions };
  productLines?: { seed?: readonly ProductLine[]; options?: MemoryProductLineOptions };
  /** The signed-in customer's products (the demo winery's), in the demo categories. */
  products?: { seed?: readonly Product[]; options?: MemoryProductOptions };
  partnerUsers?: { seed?: readonly DemoPartnerUser[]; options?: MemoryPartnerUserOptions };
  /** The demo lots with readings are refused deletion unless `options.withReadingsIds` says otherwise. */
  adminLots?: { seed?: readonly DemoAdminLot[]; options?: MemoryAdminLotOptions };
  customerOptions?: { seed?: readonly DemoPartnerCustomer[]; options?: MemoryCustomerOptionsOptions };
  /** The partner area's customers; the signed-in partner is the first demo partner unless `options` says. */
  customers?: { seed?: readonly DemoCustomer[]; options?: MemoryCustomerOptions };
  customerUsers?: { seed?: readonly DemoCustomerUser[]; options?: MemoryCustomerUserOptions };
  /** The signed-in user's password for the change-password screen ('tagtrail' unless told). */
  password?: MemoryPasswordOptions;
  /** The signed-in partner's lots (the first demo partner's). */
  partnerLots?: { seed?: readonly PartnerLot[]; options?: MemoryPartnerLotOptions };
  partnerTags?: { seed?: readonly Tag[]; options?: MemoryPartnerTagOptions };
  /** Each customer's apps, by customer id. */
  appConfigs?: { seed?: Readonly<Record<number, readonly AppConfig[]>>; options?: MemoryAppConfigOptions };
  /** Stored layouts: the demo winery's unless `options.storedTenantIds` says otherwise. */
  appTemplates?: MemoryAppTemplateOptions;
  /** The signed-in customer's own app; `seed: null` for a customer without one. */
  myApp?: { seed?: MyApp | null; options?: MemoryMyAppOptions };
  /** The signed-in customer's lots (a winery's unless told). */
  customerLots?: { seed?: readonly CustomerLot[]; options?: MemoryCustomerLotOptions };
  /** The signed-in customer's tags (the demo partner's that went into customer lots, unless told). */
  customerTags?: { seed?: readonly Tag[]; options?: MemoryTagOptions };
  /** The signed-in customer's devices. */
  devices?: { seed?: readonly Device[]; options?: MemoryDeviceOptions };
  /** The signed-in customer's sales points; another account's login ('customer') is taken. */
  salesPoints?: { seed?: readonly SalesPoint[]; options?: MemorySalesPointOptions };
  /** The signed-in customer's promotions (a winery's, one in each status, unless told), their readings and winners. */
  promotions?: { seed?: readonly Promotion[]; options?: MemoryPromotionOptions };
  /** The signed-in customer's dashboard (the demo winery's unless told). */
  dashboard?: { seed?: Dashboard; options?: MemoryDashboardOptions };
  /** The point of sale's prize codes: its winners, lookups and withdrawals (the demo winery's draws unless told). */
  prizeCodes?: { seed?: readonly DemoPrize[]; options?: MemoryPrizeCodeOptions };
  /** The signed-in customer's alerts and its rules' settings (`options.settings`; the defaults unless told). */
  suspicionAlerts?: { seed?: readonly SuspicionAlertRow[]; options?: MemorySuspicionAlertOptions };
  /** The signed-in customer's alert webhooks and their delivery log (the demo producer's unless told). */
  alertWebhooks?: { seed?: AlertWebhookSeed; options?: MemoryAlertWebhookOptions };
  /** The signed-in customer's API keys (issue 29 §5; one in use, one never used, one revoked, unless told). */
  apiKeys?: { seed?: readonly ApiKey[]; options?: MemoryApiKeyOptions };
}

const defaultUser: SessionUser = { username: 'ana.admin', role: 'ADMINISTRADOR', accessToken: 'story-token' };

export function storyServices(app: AppStoryParameters): [symbol, unknown][] {
  const user = app.user === undefined ? defaultUser : app.user;
  const partners = app.partners?.seed ?? demoPartners;
  return [
    [SessionPortToken, new MemorySessionAdapter(user ?? undefined)],
    [PreferencesPortToken, new MemoryPreferences()],
    ...catalogueServices(app),
    [PartnerPortToken, new MemoryPartnerAdapter(partners, app.partners?.options ?? {})],
    [
      PartnerUserPortToken,
      new MemoryPartnerUserAdapter(app.partnerUsers?.seed ?? demoPartnerUsers, app.partnerUsers?.options ?? {}),
    ],
    [
      AdminLotPortToken,
      new MemoryAdminLotAdapter(app.adminLots?.seed ?? demoAdminLots, {
        withReadingsIds: demoAdminLotIdsWithReadings,
        partners,
        ...app.adminLots?.options,
      }),
    ],
    [
      CustomerOptionsPortToken,
      new MemoryCustomerOptionsAdapter(
        app.customerOptions?.seed ?? demoPartnerCustomers,
        app.customerOptions?.options ?? {},
      ),
    ],
    [CustomerPortToken, new MemoryCustomerAdapter(app.customers?.seed ?? demoCustomers, app.customers?.options ?? {})],
    [
      CustomerUserPortToken,
      new MemoryCustomerUserAdapter(app.customerUsers?.seed ?? demoCustomerUsers, app.customerUsers?.options ?? {}),
    ],
    [PasswordPortToken, new MemoryPasswordAdapter(app.password ?? {})],
    [
      PartnerLotPortToken,
      new MemoryPartnerLotAdapter(app.partnerLots?.seed ?? demoPartnerLots, app.partnerLots?.options ?? {}),
    ],
    [
      PartnerTagPortToken,
      new MemoryPartnerTagAdapter(app.partnerTags?.seed ?? demoPartnerTags, app.partnerTags?.options ?? {}),
    ],
    [
      AppConfigPortToken,
      new MemoryAppConfigAdapter(app.appConfigs?.seed ?? demoAppConfigs, app.appConfigs?.options ?? {}),
    ],
    [AppTemplatePortToken, new MemoryAppTemplateAdapter(app.appTemplates ?? {})],
    [TagPortToken, new MemoryTagAdapter(app.customerTags?.seed ?? demoCustomerTags, app.customerTags?.options ?? {})],
    [
      CustomerLotPortToken,
      new MemoryCustomerLotAdapter(app.customerLots?.seed ?? demoCustomerLots, app.customerLots?.options ?? {}),
    ],
    [
      MyAppPortToken,
      new MemoryMyAppAdapter(app.myApp?.seed === undefined ? demoMyApp : app.myApp.seed, app.myApp?.options ?? {}),
    ],
    [DevicePortToken, new MemoryDeviceAdapter(app.devices?.seed ?? demoDevices, app.devices?.options ?? {})],
    [
      SalesPointPortToken,
      new MemorySalesPointAdapter(app.salesPoints?.seed ?? demoSalesPoints, {
        otherLogins: ['customer'],
        ...app.salesPoints?.options,
      }),
    ],
    [TemplateArchivePortToken, new JsZipTemplateArchive()],
    [
      PromotionPortToken,
      new MemoryPromotionAdapter(app.promotions?.seed ?? demoPromotions, app.promotions?.options ?? {}),
    ],
    [
      DashboardPortToken,
      new MemoryDashboardAdapter(app.dashboard?.seed ?? demoDashboard, app.dashboard?.options ?? {}),
    ],
    [
      PointOfSaleRedemptionPortToken,
      new MemoryPointOfSaleRedemptionAdapter(app.prizeCodes?.seed ?? demoPrizes, app.prizeCodes?.options ?? {}),
    ],
    [
      SuspicionAlertPortToken,
      new MemorySuspicionAlertAdapter(
        app.suspicionAlerts?.seed ?? demoSuspicionAlerts,
        app.suspicionAlerts?.options ?? {},
      ),
    ],
    [
      AlertWebhookPortToken,
      new MemoryAlertWebhookAdapter(app.alertWebhooks?.seed ?? demoAlertWebhooks, app.alertWebhooks?.options ?? {}),
    ],
    [ApiKeyPortToken, new MemoryApiKeyAdapter(app.apiKeys?.seed ?? demoApiKeys, app.apiKeys?.options ?? {})],
  ];
}

/** Categories and product lines over each other: a category names only lines that exist, a used line stays. */
function catalogueServices(app: AppStoryParameters): [symbol, unknown][] {
  const lines: MemoryProductLineAdapter = new MemoryProductLineAdapter(app.productLines?.seed ?? demoProductLines, {
    usedCodes: () => categories.usedCodes(),
    ...app.productLines?.options,
  });
  const categories: MemoryCategoryAdapter = new MemoryCategoryAdapter(app.categories?.seed ?? demoCategories, {
    productLineCodes: () => lines.codes(),
    ...app.categories?.options,
  });
  const products = new MemoryProductAdapter(app.products?.seed ?? demoProducts, {
    reads: demoProductReads,
    ...app.products?.options,
  });
  return [
    [CategoryPortToken, categories],
    [ProductLinePortToken, lines],
    [ProductPortToken, products],
  ];
}
