/**
 * ApiKeyPort over the API (issue 29 §5: chavesapi, chavesapi/{id}): English domain names in, Portuguese wire names
 * out; a refused name comes back on `nome`, renamed to the domain's `name`.
 */
import { apiKeyContract, apiKeyFromWire, newApiKeyFromWire } from '@tagtrail/contract';
import type { ApiKey, ApiKeyPort, Cancellation, NewApiKey } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { renamingFields } from '../http/error-fields';

const FIELDS = { nome: 'name' } as const;

export class ApiKeyHttpAdapter implements ApiKeyPort {
  constructor(private readonly api: ApiClient) {}

  async keys(signal?: Cancellation): Promise<readonly ApiKey[]> {
    return (await this.api.call(apiKeyContract.keys, { signal })).map(apiKeyFromWire);
  }

  async createKey(name: string): Promise<NewApiKey> {
    return newApiKeyFromWire(
      await renamingFields(this.api.call(apiKeyContract.createKey, { body: { nome: name } }), FIELDS),
    );
  }

  async revokeKey(id: number): Promise<void> {
    await this.api.call(apiKeyContract.revokeKey, { params: { id } });
  }
}
