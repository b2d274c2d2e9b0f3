// Public face of the public-reading area: one export line per file.
export * from './public-reading.model';
export * from './public-reading.rules';
export * from './store.rules';
export * from './tag-code.port';
export * from './reading-authenticity.model';
export * from './reverse-geocoder.port';
