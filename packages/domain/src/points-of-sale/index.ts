// Public face of the points-of-sale area: one export line per file.
export * from './sales-point.model';
export * from './sales-point.rules';
export * from './sales-point.port';
export * from './save-sales-point.use-case';
export * from './reset-sales-point-password.use-case';
