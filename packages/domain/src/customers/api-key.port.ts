import type { Cancellation } from '../shared/cancellation';
import type { ApiKey, NewApiKey } from './api-key.model';

/** The customer's API keys (issue 29 §5, the "API keys" screen): listed, made (the key answered once), revoked. */
export interface ApiKeyPort {
  /** The newest first, revoked ones too. */
  keys(signal?: Cancellation): Promise<readonly ApiKey[]>;
  /** A name the rules refuse (apiKeyNameErrors) or MAX_ACTIVE_API_KEYS reached: a PortError with its details. */
  createKey(name: string): Promise<NewApiKey>;
  /** Revokes a key: calls with it are refused from then on. An id the caller does not see: a 404 PortError. */
  revokeKey(id: number): Promise<void>;
}
export const ApiKeyPortToken = Symbol.for('ApiKeyPort');
