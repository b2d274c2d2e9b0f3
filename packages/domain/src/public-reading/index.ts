// Public face of the public-reading area: one export line per file.
export * from './public-reading.model';
export * from './public-reading.rules';
export * from './public-reading.port';
export * from './geolocation.port';
export * from './read-public-tag.use-case';
export * from './store.rules';
export * from './tag-code.port';
export * from './reverse-geocoder.port';
