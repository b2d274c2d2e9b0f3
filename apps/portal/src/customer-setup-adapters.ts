/**
 * The adapters of the Customer area's my-app, sales-point and device screens, loaded with their first call
 * (customer-setup-bindings.ts), not with the first page.
 */
export { MyAppHttpAdapter } from '@tagtrail/adapters';
export { DeviceHttpAdapter } from '@tagtrail/adapters';
export { SalesPointHttpAdapter } from '@tagtrail/adapters';
