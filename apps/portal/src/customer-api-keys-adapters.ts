/** The adapter of the Customer area's API keys screen, loaded with its first call (customer-api-keys-bindings.ts). */
export { ApiKeyHttpAdapter } from '@tagtrail/adapters';
