/** The adapters of the Customer area's lot and tag screens, loaded with their first call (customer-lot-bindings.ts). */
export { CustomerLotHttpAdapter, TagHttpAdapter } from '@tagtrail/adapters';
