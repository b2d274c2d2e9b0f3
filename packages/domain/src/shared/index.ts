// Public face of what every area shares: one export line per file.
export * from './errors';
export * from './save-result';
export * from './paging';
export * from './cancellation';
export * from './languages';
export * from './dates';
export * from './hex-color';
export * from './image-signature';
export * from './email';
export * from './blank-to-null';
export * from './resource.port';
export * from './list-export';
export * from './preferences.port';
export * from './list.machine';
export * from './record-form.machine';
export * from './tax-id';
export * from './web-address';
