// Public face of the promotions area: one export line per file.
export * from './promotion.model';
export * from './promotion-filter.model';
export * from './prize-redemption.model';
export * from './winner.model';
export * from './draw-record.model';
export * from './promotion.rules';
export * from './prize-redemption.rules';
export * from './prize-code.port';
export * from './promotion.port';
export * from './point-of-sale-redemption.port';
export * from './promotion-processing.machine';
export * from './prize-redemption.machine';
export * from './save-promotion.use-case';
export * from './delete-promotion.use-case';
