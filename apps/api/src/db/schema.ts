/** Every table, gathered for drizzle-kit and the query builder. Each area keeps its own `*.schema.ts`. */
export * from '../partners/partners.schema';
export * from '../identity/identity.schema';
