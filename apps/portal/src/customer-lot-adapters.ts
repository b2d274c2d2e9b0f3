/** The adapters of the Customer area's lot screens, loaded with their first call (customer-lot-bindings.ts). */
export { CustomerLotHttpAdapter } from '@tagtrail/adapters';
