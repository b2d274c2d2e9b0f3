/**
 * The portal's screens as its routes mount them, each loaded when first shown (issue 26 §6): an area's chunk holds
 * its routes, not its screens, and a list does not bring the forms' controls with it. The shell shows its spinner
 * meanwhile (Shell's Suspense). Stories and tests import a view from its own file.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

function screen<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((component) => ({ default: component })));
}

export const ProductImagesView = screen(() =>
  import('../product-images/ProductImagesView').then((module) => module.ProductImagesView),
);
export const ProductListView = screen(() =>
  import('../products/ProductListView').then((module) => module.ProductListView),
);
export const ProductFormView = screen(() =>
  import('../products/ProductFormView').then((module) => module.ProductFormView),
);
export const PartnerListView = screen(() =>
  import('../partners/PartnerListView').then((module) => module.PartnerListView),
);
export const PartnerFormView = screen(() =>
  import('../partners/PartnerFormView').then((module) => module.PartnerFormView),
);
export const PartnerUserListView = screen(() =>
  import('../partner-users/PartnerUserListView').then((module) => module.PartnerUserListView),
);
export const PartnerUserFormView = screen(() =>
  import('../partner-users/PartnerUserFormView').then((module) => module.PartnerUserFormView),
);
export const AdminLotListView = screen(() =>
  import('../admin-lots/AdminLotListView').then((module) => module.AdminLotListView),
);
export const AdminLotFormView = screen(() =>
  import('../admin-lots/AdminLotFormView').then((module) => module.AdminLotFormView),
);
export const CustomerListView = screen(() =>
  import('../customers/CustomerListView').then((module) => module.CustomerListView),
);
export const CustomerFormView = screen(() =>
  import('../customers/CustomerFormView').then((module) => module.CustomerFormView),
);
export const CustomerUserListView = screen(() =>
  import('../customer-users/CustomerUserListView').then((module) => module.CustomerUserListView),
);
export const CustomerUserFormView = screen(() =>
  import('../customer-users/CustomerUserFormView').then((module) => module.CustomerUserFormView),
);
export const ChangePasswordView = screen(() =>
  import('../password/ChangePasswordView').then((module) => module.ChangePasswordView),
);
export const PartnerLotListView = screen(() =>
  import('../partner-lots/PartnerLotListView').then((module) => module.PartnerLotListView),
);
export const PartnerCustomerLotListView = screen(() =>
  import('../partner-lots/PartnerCustomerLotListView').then((module) => module.PartnerCustomerLotListView),
);
export const PartnerLotFormView = screen(() =>
  import('../partner-lots/PartnerLotFormView').then((module) => module.PartnerLotFormView),
);
export const PartnerTagListView = screen(() =>
  import('../partner-tags/PartnerTagListView').then((module) => module.PartnerTagListView),
);
export const AppConfigSummaryView = screen(() =>
  import('../app-config/AppConfigSummaryView').then((module) => module.AppConfigSummaryView),
);
export const AppConfigFormView = screen(() =>
  import('../app-config/AppConfigFormView').then((module) => module.AppConfigFormView),
);
export const LayoutDesignerView = screen(() =>
  import('../app-config/LayoutDesignerView').then((module) => module.LayoutDesignerView),
);
export const MyAppFormView = screen(() => import('../my-app/MyAppFormView').then((module) => module.MyAppFormView));
export const CategoryListView = screen(() =>
  import('../categories/CategoryListView').then((module) => module.CategoryListView),
);
export const CategoryFormView = screen(() =>
  import('../categories/CategoryFormView').then((module) => module.CategoryFormView),
);
export const ProductLineListView = screen(() =>
  import('../product-lines/ProductLineListView').then((module) => module.ProductLineListView),
);
export const ProductLineFormView = screen(() =>
  import('../product-lines/ProductLineFormView').then((module) => module.ProductLineFormView),
);
export const SalesPointListView = screen(() =>
  import('../sales-points/SalesPointListView').then((module) => module.SalesPointListView),
);
export const SalesPointFormView = screen(() =>
  import('../sales-points/SalesPointFormView').then((module) => module.SalesPointFormView),
);
export const PrizeWithdrawalFormView = screen(() =>
  import('../prize-withdrawal/PrizeWithdrawalFormView').then((module) => module.PrizeWithdrawalFormView),
);
export const PointOfSaleWinnersView = screen(() =>
  import('../prize-withdrawal/PointOfSaleWinnersView').then((module) => module.PointOfSaleWinnersView),
);
export const DeviceListView = screen(() => import('../devices/DeviceListView').then((module) => module.DeviceListView));
export const DeviceFormView = screen(() => import('../devices/DeviceFormView').then((module) => module.DeviceFormView));
export const PromotionListView = screen(() =>
  import('../promotions/PromotionListView').then((module) => module.PromotionListView),
);
export const PromotionFormView = screen(() =>
  import('../promotions/PromotionFormView').then((module) => module.PromotionFormView),
);
export const PromotionProcessingView = screen(() =>
  import('../promotions/PromotionProcessingView').then((module) => module.PromotionProcessingView),
);
export const CustomerLotListView = screen(() =>
  import('../customer-lots/CustomerLotListView').then((module) => module.CustomerLotListView),
);
export const CustomerLotFormView = screen(() =>
  import('../customer-lots/CustomerLotFormView').then((module) => module.CustomerLotFormView),
);
export const AssociateTagsView = screen(() =>
  import('../customer-lots/AssociateTagsView').then((module) => module.AssociateTagsView),
);
export const AvailablePartnerLotListView = screen(() =>
  import('../customer-lots/AvailablePartnerLotListView').then((module) => module.AvailablePartnerLotListView),
);
export const CustomerTagListView = screen(() =>
  import('../customer-tags/CustomerTagListView').then((module) => module.CustomerTagListView),
);
export const TagReadingListView = screen(() =>
  import('../customer-tags/TagReadingListView').then((module) => module.TagReadingListView),
);
export const ReadingMapView = screen(() =>
  import('../customer-tags/ReadingMapView').then((module) => module.ReadingMapView),
);
export const DashboardView = screen(() => import('../dashboard/DashboardView').then((module) => module.DashboardView));
export const SuspicionAlertListView = screen(() =>
  import('../suspicion-alerts/SuspicionAlertListView').then((module) => module.SuspicionAlertListView),
);
export const SuspicionSettingsView = screen(() =>
  import('../suspicion-alerts/SuspicionSettingsView').then((module) => module.SuspicionSettingsView),
);
export const ApiKeysView = screen(() => import('../api-keys/ApiKeysView').then((module) => module.ApiKeysView));
