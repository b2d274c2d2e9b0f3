/** The adapters of the Admin area's ports, loaded with their first call (container.ts), not with the first page. */
export {
  AdminLotHttpAdapter,
  CustomerOptionsHttpAdapter,
  PartnerHttpAdapter,
  PartnerUserHttpAdapter,
} from '@tagtrail/adapters';
