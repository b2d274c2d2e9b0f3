// The conformance suites: each port's behaviour written once, run against its memory adapter here and its HTTP
// adapter over a real server (apps/api/test). Kept out of index.ts: they import vitest.
export * from './promotions/promotion.conformance';
export * from './promotions/prize-code.conformance';
export * from './resource.conformance';
export * from './partners/partner.conformance';
export * from './customers/customer.conformance';
export * from './catalogue/category.conformance';
export * from './catalogue/product-line.conformance';
export * from './catalogue/product.conformance';
export * from './devices/device.conformance';
export * from './points-of-sale/sales-point.conformance';
export * from './suspicion-alerts/suspicion-alert.conformance';
export * from './alert-webhooks/alert-webhook.conformance';
export * from './lots/customer-lot.conformance';
export * from './tags/tag.conformance';
export * from './tags/reading-search.conformance';
export * from './tags/partner-tag.conformance';
export * from './partners/partner-user.conformance';
export * from './customers/customer-user.conformance';
