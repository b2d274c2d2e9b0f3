// Public face of the adapters: the composition roots (apps/*/src/container.ts) and stories import from here only.
export * from './http/api-client';
export * from './http/abort-signal';
export * from './memory/memory-options';
export * from './memory/memory-list';
export * from './partners/partner.http';
export * from './partners/partner.memory';
export * from './partners/partner.demo';
export * from './identity/session.oidc';
export * from './identity/session.memory';
export * from './storage/browser-preferences';
export * from './storage/memory-preferences';
export * from './storage/web-storage';
