// Public face of the customers area: one export line per file.
export * from './customer.model';
export * from './customer.rules';
export * from './customer.port';
export * from './save-customer.use-case';
export * from './customer-user.model';
export * from './customer-user.port';
export * from './api-key.model';
export * from './api-key.rules';
export * from './api-key.port';
