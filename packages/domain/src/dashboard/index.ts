// Public face of the dashboard area: one export line per file.
export * from './dashboard.model';
export * from './dashboard.rules';
export * from './dashboard.port';
export * from './load-dashboard.use-case';
