/** The shape of the isolation suite's fixtures (endpoint-fixtures.ts and the per-area fixture files). */
import type { Database } from '../../src/db/client';
import type { SecretBox } from '../../src/identity/secret-box';
import type { Tenant } from './two-tenants';

/** One request: path parameters, query string, and a JSON body (or FormData for a multipart endpoint). */
export interface Call {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

export interface FixtureContext {
  readonly db: Database;
  /** The caller's tenant (for an administrator, the tenant whose records it addresses). */
  readonly own: Tenant;
  /** The other tenant. */
  readonly other: Tenant;
  /** The server's sealing of secrets: a secure lot made for a call has its keys sealed as the server seals them. */
  readonly secretBox: SecretBox;
}

export interface EndpointFixture {
  /** A call at the caller's own records that succeeds. May make a throwaway record first (what a delete removes). */
  own(context: FixtureContext): Call | Promise<Call>;
  /** The call at the other tenant's records. Required for every tenant-scoped endpoint whose path names a record. */
  foreign?(context: FixtureContext): Call;
  /** The call at a record that does not exist. Required for every endpoint whose path names a record. */
  unknown?(context: FixtureContext): Call;
}
