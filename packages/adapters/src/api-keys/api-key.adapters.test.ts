import { describe, expect, it } from 'vitest';
import {
  API_KEY_LIMIT_REACHED,
  MAX_ACTIVE_API_KEYS,
  PortError,
  REQUIRED_FIELD_MESSAGE,
  type ApiKey,
} from '@tagtrail/domain';
import { apiAnswering } from '../testing/fake-api';
import { ApiKeyHttpAdapter } from './api-key.http';
import { MemoryApiKeyAdapter } from './api-key.memory';

const wireKey = {
  id: 3,
  nome: 'ERP (SAP)',
  inicio: 'Qm7x',
  criadaEm: '2026-05-20T13:02:00.000Z',
  usadaEm: null,
  revogadaEm: null,
};
const domainKey: ApiKey = {
  id: 3,
  name: 'ERP (SAP)',
  hint: 'Qm7x',
  createdAt: '2026-05-20T13:02:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

describe('the API keys over HTTP (issue 29 §5)', () => {
  it('lists chavesapi in the domain’s names', async () => {
    const { api, requests } = apiAnswering(() => [wireKey]);
    expect(await new ApiKeyHttpAdapter(api).keys()).toEqual([domainKey]);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/chavesapi');
  });

  it('makes one with POST chavesapi {nome}, reading the key once', async () => {
    const key = `ttk_${'a'.repeat(43)}`;
    const { api, requests } = apiAnswering(() => ({ ...wireKey, chave: key }));
    expect(await new ApiKeyHttpAdapter(api).createKey('ERP (SAP)')).toEqual({ apiKey: domainKey, key });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.body).toEqual({ nome: 'ERP (SAP)' });
  });

  it('hands a refused name on as the domain’s field', async () => {
    const { api } = apiAnswering(
      () => ({
        status: 400,
        error: 'VALIDATION',
        message: REQUIRED_FIELD_MESSAGE,
        details: [{ field: 'nome', key: REQUIRED_FIELD_MESSAGE }],
      }),
      400,
    );
    const error = await new ApiKeyHttpAdapter(api).createKey(' ').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortError);
    expect((error as PortError).details).toEqual([{ field: 'name', key: REQUIRED_FIELD_MESSAGE }]);
  });

  it('revokes with DELETE chavesapi/{id}', async () => {
    const { api, requests } = apiAnswering(() => 3);
    await new ApiKeyHttpAdapter(api).revokeKey(3);
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url.pathname).toBe('/api/chavesapi/3');
  });
});

describe('the API keys in memory, as the server answers', () => {
  it('makes a key of the server’s form, the newest first, trimmed', async () => {
    const memory = new MemoryApiKeyAdapter([domainKey], { now: () => new Date('2026-06-01T00:00:00Z') });
    const made = await memory.createKey('  Data warehouse ');
    expect(made.key).toMatch(/^ttk_[A-Za-z0-9_-]{43}$/);
    expect(made.apiKey).toMatchObject({ name: 'Data warehouse', hint: made.key.slice(4, 8), lastUsedAt: null });
    expect((await memory.keys()).map((key) => key.name)).toEqual(['Data warehouse', 'ERP (SAP)']);
  });

  it('refuses a blank name, the limit of keys in use, and an unknown key to revoke', async () => {
    const many = Array.from({ length: MAX_ACTIVE_API_KEYS }, (_, index) => ({ ...domainKey, id: index + 1 }));
    const memory = new MemoryApiKeyAdapter(many);
    await expect(memory.createKey(' ')).rejects.toMatchObject({ status: 400 });
    await expect(memory.createKey('one more')).rejects.toMatchObject({
      status: 409,
      messageKey: API_KEY_LIMIT_REACHED,
    });
    await memory.revokeKey(1);
    await expect(memory.createKey('one more')).resolves.toBeDefined();
    await expect(memory.revokeKey(999)).rejects.toMatchObject({ status: 404 });
  });
});
