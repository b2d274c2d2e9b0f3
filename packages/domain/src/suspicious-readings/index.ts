// Public face of the suspicious-readings area: one export line per file.
export * from './suspicion-rule.model';
export * from './suspicion-settings.model';
export * from './country-code.model';
export * from './suspicion-settings.rules';
export * from './market.rules';
export * from './suspicious-reading.rules';
export * from './suspicion-alert.model';
export * from './suspicion-alert.port';
export * from './alert-webhook.rules';
export * from './alert-webhook.model';
export * from './alert-webhook.port';
