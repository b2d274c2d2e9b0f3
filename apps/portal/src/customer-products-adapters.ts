/** The adapters of the product screens and their image gallery, loaded with their first call (customer-products-bindings.ts), not with the first page. */
export { ProductHttpAdapter, ProductImageHttpAdapter } from '@tagtrail/adapters';
