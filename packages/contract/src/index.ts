export * from './endpoint';
export * from './errors.wire';
export * from './paging.wire';
export * from './partners.contract';
