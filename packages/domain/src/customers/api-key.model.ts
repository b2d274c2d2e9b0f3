/**
 * A customer's API keys (issue 29 §5): what a customer's own system presents, as a bearer token, to read the
 * customer's readings as EPCIS events. A key is shown once, when it is made; the server keeps only its hash.
 */
import * as v from 'valibot';
import { InstantSchema } from '../shared/dates';

const Id = v.pipe(v.number(), v.integer());

export const ApiKeySchema = v.object({
  id: Id,
  name: v.string(),
  /** The key's first characters after its prefix (`ttk_AbCd…`), so a person can tell which key a system holds. */
  hint: v.string(),
  createdAt: InstantSchema,
  /** The last call made with it, to the minute; null before the first. */
  lastUsedAt: v.nullable(InstantSchema),
  /** When it was revoked; null while it works. A revoked key stays listed, so its name says what stopped. */
  revokedAt: v.nullable(InstantSchema),
});
export type ApiKey = v.InferOutput<typeof ApiKeySchema>;

/** A key just made, with its secret: answered this once, never again. */
export interface NewApiKey {
  readonly apiKey: ApiKey;
  readonly key: string;
}
