// Public face of the apps area: one export line per file.
export * from './app-config.model';
export * from './app-config.rules';
export * from './app-config.port';
export * from './save-app-config.use-case';
export * from './my-app.model';
export * from './my-app.rules';
export * from './my-app.port';
export * from './save-my-app.use-case';
export * from './layout-theme.model';
export * from './layout-theme.rules';
export * from './layout-colors.machine';
export * from './build-layout-theme.use-case';
export * from './app-template.port';
export * from './template-archive.port';
export * from './save-layout-template.use-case';
