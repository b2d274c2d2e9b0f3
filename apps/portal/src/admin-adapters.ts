/** The adapters of the Admin area's own ports, loaded with their first call (container.ts), not with the first page. */
export { AdminLotHttpAdapter, CustomerOptionsHttpAdapter, PartnerUserHttpAdapter } from '@tagtrail/adapters';
