/** The API client (ky, the contract's schemas), loaded with the first port call that needs it (container.ts). */
export { createApiClient } from '@tagtrail/adapters';
