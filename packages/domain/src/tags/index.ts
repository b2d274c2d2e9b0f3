// Public face of the tags area: one export line per file.
export * from './tag.model';
export * from './public-tag-url.rules';
export * from './tag-reading.model';
export * from './reading-search.model';
export * from './reading-search.rules';
export * from './tag.port';
export * from './toggle-tag-active.use-case';
export * from './search-readings.use-case';
export * from './map-tag-readings.use-case';
