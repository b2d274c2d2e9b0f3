// The views of the portal: shell, session pages, list and form machinery, and each area's screens (app/screens.ts:
// each loaded when first shown).
export { createI18n, loadStartI18n, TEXTS, translateMessage, type TextKey } from './i18n/i18n';
export { LANGUAGE_PREFERENCE } from './i18n/language-preference';
export { type TextBundle, type Texts } from './i18n/texts';
export { WithTexts } from './i18n/WithTexts';
export { startTexts, type StartTexts } from './i18n/resources/start';
export { recordTexts } from './i18n/resources/records';
export { adminTexts } from './i18n/resources/admin';
export { customerTexts } from './i18n/resources/customers';
export { productTexts } from './i18n/resources/products';
export { ProductImagesView } from './app/screens';
export { type ProductImagesViewProps } from './product-images/ProductImagesView';
export { ProductListView } from './app/screens';
export { ProductFormView } from './app/screens';
export { productPaths, productScreens } from './products/product.paths';
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
export { SessionProvider, useSession, type SessionState } from './session/session';
export { safeReturnPath, signInPath } from './session/sign-in-path';
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
export { PartnerListView } from './app/screens';
export { PartnerFormView } from './app/screens';
export { partnerPaths, partnerScreens } from './partners/partner.paths';
export { PartnerUserListView } from './app/screens';
export { PartnerUserFormView } from './app/screens';
export { TemporaryPasswordDialog, type TemporaryPasswordDialogProps } from './user-accounts/TemporaryPasswordDialog';
export { partnerUserPaths } from './partner-users/partner-user.paths';
export { AdminLotListView } from './app/screens';
export { AdminLotFormView } from './app/screens';
export { type AdminLotFormValues } from './admin-lots/AdminLotFormView';
export { adminLotPaths, adminLotScreens } from './admin-lots/admin-lot.paths';
export { CustomerListView } from './app/screens';
export { CustomerFormView } from './app/screens';
export { customerPaths, customerScreens } from './customers/customer.paths';
export { CustomerUserListView } from './app/screens';
export { CustomerUserFormView } from './app/screens';
export { customerUserPaths } from './customer-users/customer-user.paths';
export { ChangePasswordView } from './app/screens';
export { partnerLotTexts } from './i18n/resources/partner-lots';
export { PartnerLotListView } from './app/screens';
export { PartnerCustomerLotListView } from './app/screens';
export { PartnerLotFormView } from './app/screens';
export { partnerLotPaths } from './partner-lots/partner-lot.paths';
export { PartnerTagListView } from './app/screens';
export { AppConfigSummaryView } from './app/screens';
export { AppConfigFormView } from './app/screens';
export { LayoutDesignerView } from './app/screens';
export { appConfigPaths } from './app-config/app-config.paths';
export { MyAppFormView } from './app/screens';
export { myAppPaths } from './my-app/my-app.paths';
export { MediaLinkFields, type MediaLinkFieldsProps } from './forms/MediaLinkFields';
export { CategoryListView } from './app/screens';
export { CategoryFormView } from './app/screens';
export { categoryPaths, categoryScreens } from './categories/category.paths';
export { ProductLineListView } from './app/screens';
export { ProductLineFormView } from './app/screens';
export { productLinePaths, productLineScreens } from './product-lines/product-line.paths';
export { SalesPointListView } from './app/screens';
export { SalesPointFormView } from './app/screens';
export { salesPointScreens } from './sales-points/sales-point.paths';
export { PrizeCodeBox, type PrizeCodeBoxProps } from './prize-withdrawal/PrizeCodeBox';
export { PrizeWithdrawalFormView } from './app/screens';
export { type PrizeWithdrawalFormViewProps } from './prize-withdrawal/PrizeWithdrawalFormView';
export { PointOfSaleWinnersView } from './app/screens';
export { customerPrizePaths, pointOfSalePrizePaths } from './prize-withdrawal/prize-withdrawal.paths';
export { DeviceListView } from './app/screens';
export { DeviceFormView } from './app/screens';
export { devicePaths, deviceScreens } from './devices/device.paths';
export { promotionTexts } from './i18n/resources/promotions';
export { PromotionListView } from './app/screens';
export { PromotionFormView } from './app/screens';
export { PromotionProcessingView } from './app/screens';
export { promotionPaths, promotionScreens } from './promotions/promotion.paths';
export { customerLotTexts } from './i18n/resources/customer-lots';
export { CustomerLotListView } from './app/screens';
export { CustomerLotFormView } from './app/screens';
export { AssociateTagsView } from './app/screens';
export { AvailablePartnerLotListView } from './app/screens';
export { customerLotPaths, customerLotScreens } from './customer-lots/customer-lot.paths';
export { CustomerTagListView } from './app/screens';
export { TagReadingListView } from './app/screens';
export { customerTagPaths } from './customer-tags/customer-tag.paths';
export { ReadingMapView } from './app/screens';
export { dashboardTexts } from './i18n/resources/dashboard';
export { DashboardView } from './app/screens';
export { type DashboardParts, type DashboardViewProps } from './dashboard/DashboardView';
export { alertTexts } from './i18n/resources/alerts';
export { apiKeyTexts } from './i18n/resources/api-keys';
export { SuspicionAlertListView } from './app/screens';
export { SuspicionSettingsView } from './app/screens';
export { suspicionAlertPaths } from './suspicion-alerts/suspicion-alert.paths';
export { ApiKeysView } from './app/screens';
export { apiKeyPaths } from './api-keys/api-key.paths';
export { recordScreens, type RecordScreens } from './app/record-screens';
