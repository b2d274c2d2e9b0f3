// Public face of the identity area: one export line per file.
export * from './role';
export * from './session.port';
export * from './user-account.rules';
export * from './user-accounts.port';
export * from './create-user-account.use-case';
export * from './change-password.model';
export * from './change-password.rules';
export * from './change-password.port';
export * from './change-password.use-case';
