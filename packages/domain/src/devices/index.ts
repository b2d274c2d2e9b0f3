// Public face of the devices area: one export line per file.
export * from './device.model';
export * from './device.rules';
export * from './device.port';
export * from './save-device.use-case';
