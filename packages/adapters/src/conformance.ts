// The conformance suites: each port's behaviour written once, run against its memory adapter here and its HTTP
// adapter over a real server (apps/api/test). Kept out of index.ts: they import vitest.
export * from './promotions/promotion.conformance';
export * from './promotions/prize-code.conformance';
