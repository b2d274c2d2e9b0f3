/** The adapter of the Customer area's promotion screens, loaded with its first call (customer-promotions-bindings.ts). */
export { PromotionHttpAdapter } from '@tagtrail/adapters';
