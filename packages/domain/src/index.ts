// Public face of the domain: one export line per area (each area's index.ts lists its files).
export * from './shared';
export * from './identity';
export * from './partners';
export * from './customers';
export * from './catalogue';
export * from './lots';
export * from './tags';
export * from './promotions';
export * from './points-of-sale';
export * from './devices';
export * from './apps';
export * from './dashboard';
export * from './public-reading';
export * from './suspicious-readings';
export * from './gs1';
