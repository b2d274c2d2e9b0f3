/** The point-of-sale area's adapter, loaded with its first call (point-of-sale-bindings.ts), not with the first page. */
export { PointOfSaleRedemptionHttpAdapter } from '@tagtrail/adapters';
