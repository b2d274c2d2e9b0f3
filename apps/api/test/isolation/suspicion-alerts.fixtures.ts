/**
 * The isolation suite's calls for the Customer area's Alerts endpoints (issue 28 §3), merged into ENDPOINT_FIXTURES
 * (endpoint-fixtures.ts). Same shape and rules. Each tenant keeps an alert on its first tag, as the judge stores one
 * (its tag's id carries the tenant's marker, so a list that showed the other's would leak it); the other tenant's
 * calls at it must answer 404 and change nothing, its acknowledgement included.
 */
import { DEFAULT_SUSPICION_SETTINGS, suspicionRuleCode } from '@tagtrail/domain';
import { suspicionSettingsToWire } from '@tagtrail/contract';
import type { Database } from '../../src/db/client';
import { suspicionAlerts } from '../../src/db/schema';
import type { EndpointFixture } from './fixture-types';
import { UNKNOWN_ID, type Tenant } from './two-tenants';

const page = { page: '1', records: '10' } as const;

/** An open alert of the tenant's first tag, as the judge gathers a flag into one. */
async function alertOf(db: Database, tenant: Tenant): Promise<number> {
  const readAt = new Date();
  const [row] = await db
    .insert(suspicionAlerts)
    .values({
      customerId: tenant.customerId,
      tagId: tenant.tagIds[0]!,
      rule: suspicionRuleCode('copy'),
      firstReadAt: readAt,
      lastReadAt: readAt,
      readingCount: 1,
      lastCountry: 'BR',
      raisedAt: readAt,
    })
    .onConflictDoNothing()
    .returning({ id: suspicionAlerts.id });
  if (row === undefined) throw new Error(`no alert inserted for ${tenant.marker}`);
  return row.id;
}

/** Each tenant's kept alert, made by the first own call; the foreign calls come later and find the other's. */
const making = new WeakMap<Tenant, Promise<number>>();
const ready = new WeakMap<Tenant, number>();
async function keptOf(db: Database, own: Tenant, other: Tenant): Promise<number> {
  const kept = (tenant: Tenant) => {
    let made = making.get(tenant);
    if (made === undefined) {
      made = alertOf(db, tenant);
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
  if (kept === undefined) throw new Error(`no alert made for ${tenant.marker} yet: an own call comes first`);
  return kept;
}

export const SUSPICION_ALERTS_FIXTURES: Readonly<Record<string, EndpointFixture>> = {
  // Both tenants have an alert before the list is read: the answer must hold the caller's and not the other's.
  'suspicionAlert.list': {
    own: async ({ db, own, other }) => {
      await keptOf(db, own, other);
      return { query: page };
    },
  },
  'suspicionAlert.acknowledge': {
    own: async ({ db, own, other }) => ({ params: { id: await keptOf(db, own, other) } }),
    foreign: ({ other }) => ({ params: { id: readyOf(other) } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'suspicionAlert.settings': { own: () => ({}) },
  'suspicionAlert.saveSettings': { own: () => ({ body: suspicionSettingsToWire(DEFAULT_SUSPICION_SETTINGS) }) },
};
