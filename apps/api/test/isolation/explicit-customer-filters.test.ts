/**
 * Issue 30 §2: a customer's reads name the customer themselves, not only through row-level security. A distributed
 * database (Citus) sends a query to the node of the customer it filters on; a policy does not prune nodes, so a read
 * that leaves the customer to the policy is asked of every node. Here the customer tables' row security is switched
 * off, and every read the customer and point-of-sale roles may make is asked at the caller's own records and at the
 * other tenant's: a read that then shows the other tenant's rows, or answers for its id, relies on the policy alone.
 *
 * None does any more. A read that relies on the policy alone fails the test; should one ever have to (a table whose
 * rows no filter can name), it goes in POLICY_ONLY_READS with the reason, and the test fails again once it is mended,
 * until it is struck off. Row security stays on in production; this measures the filters.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, buildPath, relativePath, type Endpoint } from '@tagtrail/contract';
import { API_PREFIX } from '../../src/http/route';
import { answerOf, sendApi } from '../support/api-call';
import { useTestServer } from '../support/test-server';
import { ENDPOINT_FIXTURES, prepareTemplates, type Call, type FixtureContext } from './endpoint-fixtures';
import { BRAVO_MARKER, createTwoTenants, type TwoTenants } from './two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

/** The reads that name no customer but the policy's, as `METHOD path (role)`. Strike a line off when it is mended. */
const POLICY_ONLY_READS: readonly string[] = [];

const KEY_OF = new Map<Endpoint, string>(Object.entries(allEndpoints).map(([key, e]) => [e, key]));
const keyOf = (endpoint: Endpoint): string => KEY_OF.get(endpoint) ?? `${endpoint.method} ${endpoint.path}`;
const CUSTOMER_ROLES = ['customer', 'pointofsale'] as const;

/** The customers' own tables: a NOT NULL customer_id (the partners' tables, whose customer may be none, stay). */
async function customerTables(): Promise<string[]> {
  const result = (await api.server.db.execute(sql`
    select c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'customer_id' and a.attnotnull
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition and c.relrowsecurity
     union select 'customers'
     order by 1`)) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
}

let switchedOff: string[] = [];

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
  await prepareTemplates(world.alpha, world.bravo);
  switchedOff = await customerTables();
  for (const table of switchedOff)
    await api.server.db.execute(sql`alter table ${sql.identifier(table)} disable row level security`);
});

afterAll(async () => {
  for (const table of switchedOff)
    await api.server.db.execute(sql`alter table ${sql.identifier(table)} enable row level security`);
});

function context(): FixtureContext {
  return { db: api.server.db, own: world.alpha, other: world.bravo, secretBox: api.server.secretBox };
}

async function read(endpoint: Endpoint, call: Call, token: string) {
  const path = relativePath(buildPath(endpoint.path, call.params));
  const query = call.query === undefined ? '' : `?${new URLSearchParams(call.query)}`;
  return answerOf(await sendApi(`${api.baseUrl}${API_PREFIX}/${path}${query}`, { method: 'GET' }, token));
}

describe("a customer's reads without row security", () => {
  it('switch off the customer tables’ policies (the measure itself holds)', () => {
    expect(switchedOff).toEqual(expect.arrayContaining(['customers', 'readings', 'products', 'promotions']));
  });

  it('name the customer themselves: only the listed reads show the other tenant’s rows', async () => {
    const policyOnly: string[] = [];
    let asked = 0;
    for (const endpoint of api.server.routedEndpoints) {
      if (endpoint.method !== 'GET') continue;
      const fixture = ENDPOINT_FIXTURES[keyOf(endpoint)];
      if (fixture === undefined) continue;
      for (const role of CUSTOMER_ROLES.filter((claim) => endpoint.roles.includes(claim))) {
        const token = world.tokenOf(role);
        const own = await read(endpoint, await fixture.own(context()), token);
        const foreign =
          fixture.foreign === undefined ? undefined : await read(endpoint, fixture.foreign(context()), token);
        asked++;
        const leaks =
          JSON.stringify(own.body ?? '').includes(BRAVO_MARKER) ||
          (foreign !== undefined &&
            (foreign.status < 300 || JSON.stringify(foreign.body ?? '').includes(BRAVO_MARKER)));
        if (leaks) policyOnly.push(`${keyOf(endpoint)} (${role})`);
      }
    }
    expect(asked).toBeGreaterThan(10);
    expect(policyOnly.sort()).toEqual([...POLICY_ONLY_READS].sort());
  });
});
