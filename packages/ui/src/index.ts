// The views of the portal: shell, session pages, list and form machinery, and each area's screens.
export { createI18n, createStartI18n, LANGUAGE_PREFERENCE, TEXTS, translateMessage, type TextKey } from './i18n/i18n';
export { addTexts, type TextBundle, type Texts } from './i18n/texts';
export { WithTexts } from './i18n/WithTexts';
export { recordTexts } from './i18n/resources/records';
export { adminTexts } from './i18n/resources/admin';
export { customerTexts } from './i18n/resources/customers';
export { productTexts } from './i18n/resources/products';
export { ProductImagesView, type ProductImagesViewProps } from './product-images/ProductImagesView';
export { ProductListView } from './products/ProductListView';
export { ProductFormView } from './products/ProductFormView';
export { productPaths } from './products/product.paths';
export { categoryTexts } from './i18n/resources/categories';
export { customerSetupTexts } from './i18n/resources/customer-setup';
export { prizeWithdrawalTexts } from './i18n/resources/prize-withdrawal';
export { formatDate, formatDateTime, type DateInput } from './i18n/format';
export { ServicesProvider, useService } from './services/services';
export {
  NotificationsProvider,
  useNotify,
  NOTIFICATION_TIMEOUT_MS,
  type Notification,
  type Notify,
} from './notifications/notifications';
export { NavigationGuard, useAllowNavigation, useNavigate, useUnsavedChangesGuard } from './navigation/navigation';
export { AppLink, LinkButton, type AppLinkProps, type LinkButtonProps } from './navigation/links';
export { PageHeading } from './navigation/PageHeading';
export { AppProviders, type AppProvidersProps } from './app/AppProviders';
export { inMemoryApp, MemoryApp, type MemoryAppProps, type MemoryLocation } from './app/MemoryApp';
export { tagtrailTheme } from './app/theme';
export { Shell, SIDE_MENU_WIDTH, useAbsolutePath, type ShellProps } from './shell/Shell';
export { Page } from './shell/Page';
export { ComingSoonPage } from './shell/ComingSoonPage';
export { MENUS, selectedMenuEntry, type MenuEntry } from './shell/menus';
export { helpUrl } from './shell/help';
export { SessionProvider, useSession, safeReturnPath, signInPath, type SessionState } from './session/session';
export { ProtectedArea } from './session/ProtectedArea';
export {
  HomeRedirect,
  NotFoundPage,
  NotPermissionPage,
  RedirectCallbackPage,
  SignInCallbackPage,
  SignInStartPage,
} from './session/pages';
export { LoadingPage, StandalonePage } from './session/StandalonePage';
export { DataList, type DataListColumn, type DataListProps } from './lists/DataList';
export { useList, type ListController, type ListStatus } from './lists/useList';
export { listQueryFromSearch, searchWithListQuery } from './lists/list-query-string';
export { ConfirmDialog, type ConfirmDialogProps } from './forms/ConfirmDialog';
export { FormActions, type FormActionsProps } from './forms/FormActions';
export { SaveProgress, type SaveProgressProps } from './forms/SaveProgress';
export {
  useRecordForm,
  failureMessage,
  invalidMessage,
  type MessageWithParams,
  type RecordFormController,
  type RecordFormMessages,
  type RecordFormStatus,
  type SaveContext,
  type UseRecordFormOptions,
} from './forms/useRecordForm';
export { PartnerListView } from './partners/PartnerListView';
export { PartnerFormView } from './partners/PartnerFormView';
export { partnerPaths } from './partners/partner.paths';
export { PartnerUserListView } from './partner-users/PartnerUserListView';
export { PartnerUserFormView } from './partner-users/PartnerUserFormView';
export { TemporaryPasswordDialog, type TemporaryPasswordDialogProps } from './user-accounts/TemporaryPasswordDialog';
export { partnerUserPaths } from './partner-users/partner-user.paths';
export { AdminLotListView } from './admin-lots/AdminLotListView';
export { AdminLotFormView, type AdminLotFormValues } from './admin-lots/AdminLotFormView';
export { adminLotPaths } from './admin-lots/admin-lot.paths';
export { CustomerListView } from './customers/CustomerListView';
export { CustomerFormView } from './customers/CustomerFormView';
export { customerPaths } from './customers/customer.paths';
export { CustomerUserListView } from './customer-users/CustomerUserListView';
export { CustomerUserFormView } from './customer-users/CustomerUserFormView';
export { customerUserPaths } from './customer-users/customer-user.paths';
export { ChangePasswordView } from './password/ChangePasswordView';
export { partnerLotTexts } from './i18n/resources/partner-lots';
export { PartnerLotListView } from './partner-lots/PartnerLotListView';
export { PartnerCustomerLotListView } from './partner-lots/PartnerCustomerLotListView';
export { PartnerLotFormView } from './partner-lots/PartnerLotFormView';
export { partnerLotPaths } from './partner-lots/partner-lot.paths';
export { PartnerTagListView } from './partner-tags/PartnerTagListView';
export { AppConfigSummaryView } from './app-config/AppConfigSummaryView';
export { AppConfigFormView } from './app-config/AppConfigFormView';
export { LayoutDesignerView } from './app-config/LayoutDesignerView';
export { appConfigPaths } from './app-config/app-config.paths';
export { MyAppFormView } from './my-app/MyAppFormView';
export { myAppPaths } from './my-app/my-app.paths';
export { MediaLinkFields, type MediaLinkFieldsProps } from './forms/MediaLinkFields';
export { CategoryListView } from './categories/CategoryListView';
export { CategoryFormView } from './categories/CategoryFormView';
export { categoryPaths } from './categories/category.paths';
export { ProductLineListView } from './product-lines/ProductLineListView';
export { ProductLineFormView } from './product-lines/ProductLineFormView';
export { productLinePaths } from './product-lines/product-line.paths';
export { SalesPointListView } from './sales-points/SalesPointListView';
export { SalesPointFormView } from './sales-points/SalesPointFormView';
export { PrizeCodeBox, type PrizeCodeBoxProps } from './prize-withdrawal/PrizeCodeBox';
export { PrizeWithdrawalFormView, type PrizeWithdrawalFormViewProps } from './prize-withdrawal/PrizeWithdrawalFormView';
export { PointOfSaleWinnersView } from './prize-withdrawal/PointOfSaleWinnersView';
export { customerPrizePaths, pointOfSalePrizePaths } from './prize-withdrawal/prize-withdrawal.paths';
export { DeviceListView } from './devices/DeviceListView';
export { DeviceFormView } from './devices/DeviceFormView';
export { devicePaths } from './devices/device.paths';
export { promotionTexts } from './i18n/resources/promotions';
export { PromotionListView } from './promotions/PromotionListView';
export { PromotionFormView } from './promotions/PromotionFormView';
export { PromotionProcessingView } from './promotions/PromotionProcessingView';
export { promotionPaths } from './promotions/promotion.paths';
export { customerLotTexts } from './i18n/resources/customer-lots';
export { CustomerLotListView } from './customer-lots/CustomerLotListView';
export { CustomerLotFormView } from './customer-lots/CustomerLotFormView';
export { AssociateTagsView } from './customer-lots/AssociateTagsView';
export { AvailablePartnerLotListView } from './customer-lots/AvailablePartnerLotListView';
export { customerLotPaths } from './customer-lots/customer-lot.paths';
export { CustomerTagListView } from './customer-tags/CustomerTagListView';
export { TagReadingListView } from './customer-tags/TagReadingListView';
export { customerTagPaths } from './customer-tags/customer-tag.paths';
export { ReadingMapView } from './customer-tags/ReadingMapView';
export { dashboardTexts } from './i18n/resources/dashboard';
export { DashboardView, type DashboardParts, type DashboardViewProps } from './dashboard/DashboardView';
