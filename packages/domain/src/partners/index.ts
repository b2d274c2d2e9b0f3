// Public face of the partners area: one export line per file.
export * from './partner.model';
export * from './partner.rules';
export * from './partner.port';
export * from './save-partner.use-case';
export * from './partner-user.model';
export * from './partner-user.port';
