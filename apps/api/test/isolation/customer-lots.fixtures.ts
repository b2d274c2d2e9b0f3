/**
 * The isolation suite's calls for the Customer area's lot endpoints (issue 11), merged into ENDPOINT_FIXTURES
 * (endpoint-fixtures.ts): one file per part of the area, so the parts land side by side. Same shape and rules.
 */
import { customerLots } from '../../src/lots/lots.schema';
import type { Database } from '../../src/db/client';
import type { EndpointFixture } from './fixture-types';
import { UNKNOWN_ID, type Tenant } from './two-tenants';

const page = { page: '1', records: '10' } as const;

const lotBody = (productId: number, number: string) => ({
  produtoId: productId,
  numero: number,
  liberacao: '2026-03-02',
  fabricacao: '2026-03-01',
  validade: null,
  validadeIndefenido: true,
  status: 0,
  statusData: null,
});

/** A lot without tags of the tenant's customer, which a delete may remove. */
async function throwawayLot(db: Database, tenant: Tenant): Promise<number> {
  const [row] = await db
    .insert(customerLots)
    .values({ customerId: tenant.customerId, productId: tenant.productId, number: `T-${Date.now()}-${Math.random()}` })
    .returning({ id: customerLots.id });
  if (row === undefined) throw new Error('no throwaway customer lot');
  return row.id;
}

export const CUSTOMER_LOTS_FIXTURES: Readonly<Record<string, EndpointFixture>> = {
  'customerLot.totals': { own: () => ({}) },
  'customerLot.list': { own: () => ({ query: page }) },
  'customerLot.get': {
    own: ({ own }) => ({ params: { id: own.customerLotId } }),
    foreign: ({ other }) => ({ params: { id: other.customerLotId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'customerLot.create': {
    own: ({ own }) => ({ body: lotBody(own.productId, `N-${Date.now()}-${Math.random()}`) }),
  },
  'customerLot.update': {
    own: ({ own }) => ({ params: { id: own.customerLotId }, body: lotBody(own.productId, `L-${own.marker}`) }),
    foreign: ({ other }) => ({
      params: { id: other.customerLotId },
      body: lotBody(other.productId, `L-${other.marker}`),
    }),
    unknown: ({ own }) => ({ params: { id: UNKNOWN_ID }, body: lotBody(own.productId, 'L-unknown') }),
  },
  'customerLot.remove': {
    own: async ({ db, own }) => ({ params: { id: await throwawayLot(db, own) } }),
    foreign: ({ other }) => ({ params: { id: other.customerLotId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
};
