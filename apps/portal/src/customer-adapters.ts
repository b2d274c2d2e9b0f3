/**
 * The adapters of the Partner area's customer screens and of the change-password page, loaded with their first call
 * (container.ts), not with the first page.
 */
export { CustomerHttpAdapter, CustomerUserHttpAdapter, PasswordHttpAdapter } from '@tagtrail/adapters';
