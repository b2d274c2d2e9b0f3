/**
 * The isolation suite's calls for the API key endpoints (issue 29 §5), merged into ENDPOINT_FIXTURES
 * (endpoint-fixtures.ts). Same shape and rules. Each tenant keeps a key named with its marker, so a list that showed
 * the other's would leak it; the other tenant's revocation of it must answer 404 and change nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client';
import { apiKeys } from '../../src/db/schema';
import type { EndpointFixture, FixtureContext } from './fixture-types';
import { UNKNOWN_ID, type Tenant } from './two-tenants';

/** A key of the tenant, written as the server writes one (its hash only). */
async function keyOf(db: Database, tenant: Tenant): Promise<number> {
  const key = `ttk_${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      customerId: tenant.customerId,
      name: `ERP ${tenant.marker}`,
      keyHash: createHash('sha256').update(key).digest(),
      hint: key.slice(4, 8),
    })
    .returning({ id: apiKeys.id });
  if (row === undefined) throw new Error(`no API key inserted for ${tenant.marker}`);
  return row.id;
}

const making = new WeakMap<Tenant, Promise<number>>();
const ready = new WeakMap<Tenant, number>();
async function keptOf({ db, own, other }: FixtureContext): Promise<number> {
  const kept = (tenant: Tenant) => {
    let made = making.get(tenant);
    if (made === undefined) {
      made = keyOf(db, tenant);
      making.set(tenant, made);
    }
    return made;
  };
  const [mine, theirs] = await Promise.all([kept(own), kept(other)]);
  ready.set(own, mine);
  ready.set(other, theirs);
  return mine;
}
function readyOf(tenant: Tenant): number {
  const kept = ready.get(tenant);
  if (kept === undefined) throw new Error(`no API key made for ${tenant.marker} yet: an own call comes first`);
  return kept;
}

export const API_KEYS_FIXTURES: Readonly<Record<string, EndpointFixture>> = {
  // Both tenants have a key before the list is read: the answer must hold the caller's only.
  'apiKey.keys': {
    own: async (context) => {
      await keptOf(context);
      return {};
    },
  },
  'apiKey.createKey': { own: () => ({ body: { nome: `Sistema ${randomBytes(4).toString('hex')}` } }) },
  'apiKey.revokeKey': {
    own: async (context) => {
      await keptOf(context);
      return { params: { id: await keyOf(context.db, context.own) } };
    },
    foreign: ({ other }) => ({ params: { id: readyOf(other) } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
};
