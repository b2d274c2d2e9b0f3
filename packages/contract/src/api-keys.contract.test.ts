import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ApiKey, NewApiKey } from '@tagtrail/domain';
import {
  apiKeyContract,
  apiKeyFromWire,
  apiKeyToWire,
  ChaveApiNovaSchema,
  ChaveApiSchema,
  newApiKeyFromWire,
  newApiKeyToWire,
} from './api-keys.contract';
import { allEndpoints } from './registry';

const instant = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
const apiKey: fc.Arbitrary<ApiKey> = fc.record({
  id: fc.integer({ min: 1, max: 2_000_000_000 }),
  name: fc.string(),
  hint: fc.string(),
  createdAt: instant,
  lastUsedAt: fc.option(instant, { nil: null }),
  revokedAt: fc.option(instant, { nil: null }),
});

describe('API key endpoints (issue 29 §5)', () => {
  it('list, make and revoke, for customers only', () => {
    expect(Object.values(apiKeyContract).map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET chavesapi',
      'POST chavesapi',
      'DELETE chavesapi/{id}',
    ]);
    for (const e of Object.values(apiKeyContract)) {
      expect(e.roles).toEqual(['customer']);
      expect(e.tenantScope).toBe('customer');
    }
    expect(allEndpoints['apiKey.createKey']).toBe(apiKeyContract.createKey);
  });

  it('property: a key survives the wire both ways, its secret only in the making answer', () => {
    fc.assert(
      fc.property(apiKey, fc.string(), (record, key) => {
        const wire = apiKeyToWire(record);
        expect(v.parse(ChaveApiSchema, wire)).toEqual(wire);
        expect(apiKeyFromWire(wire)).toEqual(record);
        expect(wire).not.toHaveProperty('chave');
        const made: NewApiKey = { apiKey: record, key };
        const madeWire = newApiKeyToWire(made);
        expect(v.parse(ChaveApiNovaSchema, madeWire)).toEqual(madeWire);
        expect(newApiKeyFromWire(madeWire)).toEqual(made);
      }),
    );
  });
});
