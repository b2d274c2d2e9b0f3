/**
 * ApiKeyPort over an array, for stories and tests (issue 29 §5), answering and refusing as the server does
 * (apps/api/src/epcis/api-keys.*): the name trimmed and checked by the domain's rules, then MAX_ACTIVE_API_KEYS; a new
 * key answered once; the keys the newest first, revoked ones too; 404 for a key the caller does not have; a second
 * revocation keeps the first time.
 */
import {
  API_KEY_HINT_LENGTH,
  API_KEY_LIMIT_REACHED,
  API_KEY_PREFIX,
  apiKeyNameErrors,
  BUSINESS_RULE_ERROR,
  MAX_ACTIVE_API_KEYS,
  PortError,
  type ApiKey,
  type ApiKeyPort,
  type Cancellation,
  type NewApiKey,
} from '@tagtrail/domain';
import { notFoundError, simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoApiKeys } from './api-key.demo';

export type ApiKeyOperation = 'keys' | 'createKey' | 'revokeKey';

export interface MemoryApiKeyOptions extends MemoryOptions<ApiKeyOperation> {
  /** The clock keys are dated by; the real one unless told. */
  readonly now?: () => Date;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A key of the server's form; not a secret here (stories), so any randomness does. */
function newKey(): string {
  let random = '';
  for (let index = 0; index < 43; index++) random += BASE64URL[Math.floor(Math.random() * 64)];
  return `${API_KEY_PREFIX}${random}`;
}

export class MemoryApiKeyAdapter implements ApiKeyPort {
  private rows: ApiKey[];
  private nextId: number;

  constructor(
    seed: readonly ApiKey[] = demoApiKeys,
    private readonly options: MemoryApiKeyOptions = {},
  ) {
    this.rows = seed.map((key) => ({ ...key }));
    this.nextId = Math.max(0, ...this.rows.map((key) => key.id)) + 1;
  }

  private now(): string {
    return (this.options.now?.() ?? new Date()).toISOString();
  }

  keys(signal?: Cancellation): Promise<readonly ApiKey[]> {
    return simulate(
      this.options,
      'keys',
      () =>
        [...this.rows]
          .sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1))
          .map((key) => ({ ...key })),
      signal,
    );
  }

  createKey(name: string): Promise<NewApiKey> {
    return simulate(this.options, 'createKey', () => {
      const errors = apiKeyNameErrors(name);
      if (errors.length > 0) throw validationFailure(errors);
      if (this.rows.filter((key) => key.revokedAt === null).length >= MAX_ACTIVE_API_KEYS)
        throw new PortError(409, BUSINESS_RULE_ERROR, API_KEY_LIMIT_REACHED);
      const key = newKey();
      const apiKey: ApiKey = {
        id: this.nextId++,
        name: name.trim(),
        hint: key.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + API_KEY_HINT_LENGTH),
        createdAt: this.now(),
        lastUsedAt: null,
        revokedAt: null,
      };
      this.rows.push(apiKey);
      return { apiKey: { ...apiKey }, key };
    });
  }

  revokeKey(id: number): Promise<void> {
    return simulate(this.options, 'revokeKey', () => {
      const key = this.rows.find((candidate) => candidate.id === id);
      if (key === undefined) throw notFoundError();
      if (key.revokedAt === null) key.revokedAt = this.now();
    });
  }
}
