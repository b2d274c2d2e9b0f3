// Public face of the GS1 area (issue 29): one export line per file.
export * from './gtin.rules';
export * from './digital-link';
export * from './tag-serial';
export * from './resolver';
export * from './epcis-event';
export * from './epcis-query.rules';
export * from './digital-link-compression';
