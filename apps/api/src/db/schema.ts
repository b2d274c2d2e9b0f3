/** Every table, gathered for drizzle-kit and the query builder. Each area keeps its own `*.schema.ts`. */
export * from '../partners/partners.schema';
export * from '../identity/identity.schema';
export * from '../customers/customers.schema';
export * from '../catalogue/catalogue.schema';
export * from '../catalogue/categories.schema';
export * from '../catalogue/product-lines.schema';
export * from '../catalogue/product-images.schema';
export * from '../lots/lots.schema';
export * from '../tags/tags.schema';
export * from '../apps/apps.schema';
export * from '../devices/devices.schema';
export * from '../promotions/promotions.schema';
export * from '../suspicious-readings/suspicious-readings.schema';
export * from '../alert-webhooks/alert-webhooks.schema';
export * from '../epcis/api-keys.schema';
