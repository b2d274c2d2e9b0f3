/** The adapters of the Customer area's category and product-line screens, loaded with their first call (customer-categories-bindings.ts). */
export { CategoryHttpAdapter, ProductLineHttpAdapter } from '@tagtrail/adapters';
