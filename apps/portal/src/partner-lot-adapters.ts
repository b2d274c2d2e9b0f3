/** The adapters of the Partner area's lot, tag and app screens, loaded with their first call (partner-lot-bindings.ts). */
export {
  AppConfigHttpAdapter,
  AppTemplateHttpAdapter,
  JsZipTemplateArchive,
  PartnerLotHttpAdapter,
  PartnerTagHttpAdapter,
} from '@tagtrail/adapters';
