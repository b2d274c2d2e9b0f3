/** The adapters of the product image gallery, loaded with its first call (customer-products-bindings.ts), not with the first page. */
export { ProductImageHttpAdapter, readProductOverHttp } from '@tagtrail/adapters';
