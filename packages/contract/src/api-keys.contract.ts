/**
 * API key calls (issue 29 §5), ours: the customer's keys for the EPCIS query interface — listed, made (the key answered
 * once, in the answer that makes it), revoked. The query interface itself (`GET /api/epcis/events`) takes one of these
 * keys rather than a signed-in user's token, so it is no endpoint of this contract: README "EPCIS 2.0 events".
 */
import * as v from 'valibot';
import { API_KEY_NAME_MAX, InstantSchema, type ApiKey, type NewApiKey } from '@tagtrail/domain';
import { ACCESS, endpoint, IdParam, Int4Schema } from './endpoint';
import { field, wireRecord } from './wire-record';

const customer = ACCESS.customer;

export const apiKeyWire = wireRecord({
  id: field('id', Int4Schema),
  name: field('nome', v.string()),
  hint: field('inicio', v.string()),
  createdAt: field('criadaEm', InstantSchema),
  lastUsedAt: field('usadaEm', v.nullable(InstantSchema)),
  revokedAt: field('revogadaEm', v.nullable(InstantSchema)),
});
export const ChaveApiSchema = apiKeyWire.schema;
export type ChaveApiWire = v.InferOutput<typeof ChaveApiSchema>;

/** The making answer: the key's record and the key itself, which no later call shows. */
export const ChaveApiNovaSchema = v.object({ ...ChaveApiSchema.entries, chave: v.string() });
export type ChaveApiNovaWire = v.InferOutput<typeof ChaveApiNovaSchema>;

// The name is checked by apiKeyNameErrors (a refusal names the field); the schema only bounds its length.
export const ChaveApiInputSchema = v.object({ nome: v.pipe(v.string(), v.maxLength(API_KEY_NAME_MAX * 2)) });

export const apiKeyContract = {
  keys: endpoint({
    method: 'GET',
    path: 'chavesapi',
    summary: "Ours (issue 29 §5): the customer's API keys for the EPCIS query interface, the newest first, revoked too",
    response: v.array(ChaveApiSchema),
    ...customer,
  }),
  createKey: endpoint({
    method: 'POST',
    path: 'chavesapi',
    summary:
      'Make an API key (a bearer token for GET /api/epcis/events); answers it once, only its hash is kept. ' +
      'Refusals: REQUIRED_FIELD_MESSAGE, FIELD_TOO_LONG, API_KEY_LIMIT_REACHED',
    body: ChaveApiInputSchema,
    response: ChaveApiNovaSchema,
    ...customer,
  }),
  revokeKey: endpoint({
    method: 'DELETE',
    path: 'chavesapi/{id}',
    summary: 'Revoke an API key: calls with it are refused from now on; it stays listed. Response data is the id',
    params: v.object({ id: IdParam }),
    response: Int4Schema,
    ...customer,
  }),
};

export const apiKeyFromWire: (w: ChaveApiWire) => ApiKey = apiKeyWire.fromWire;
export const apiKeyToWire: (k: ApiKey) => ChaveApiWire = apiKeyWire.toWire;
export const newApiKeyFromWire = ({ chave, ...apiKey }: ChaveApiNovaWire): NewApiKey => ({
  apiKey: apiKeyFromWire(apiKey),
  key: chave,
});
export const newApiKeyToWire = ({ apiKey, key }: NewApiKey): ChaveApiNovaWire => ({
  ...apiKeyToWire(apiKey),
  chave: key,
});
