/**
 * The isolation suite's calls for the Customer area's lot and tag endpoints (issue 11), merged into ENDPOINT_FIXTURES
 * (endpoint-fixtures.ts): one file per part of the area, so the parts land side by side. Same shape and rules.
 */
import { customerLots, customerSubLots, partnerLots } from '../../src/lots/lots.schema';
import { tags } from '../../src/tags/tags.schema';
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

/** A partner lot of two fresh tags given to the tenant's customer. */
async function freshPartnerLot(db: Database, tenant: Tenant): Promise<number> {
  const [lot] = await db
    .insert(partnerLots)
    .values({
      partnerId: tenant.partnerId,
      customerId: tenant.customerId,
      number: `F-${Date.now()}-${Math.random()}`,
      type: 2,
      quantity: 2,
    })
    .returning({ id: partnerLots.id });
  if (lot === undefined) throw new Error('no fresh partner lot');
  await db
    .insert(tags)
    .values([1, 2].map((sequence) => ({ partnerLotId: lot.id, tagId: `F-${lot.id}-${sequence}`, sequence })));
  return lot.id;
}

/** A sub-lot without readings of a throwaway lot of the tenant, which an unlink may remove. */
async function throwawaySubLot(db: Database, tenant: Tenant): Promise<{ id: number; subId: number }> {
  const id = await throwawayLot(db, tenant);
  const partnerLotId = await freshPartnerLot(db, tenant);
  const [subLot] = await db
    .insert(customerSubLots)
    .values({ customerId: tenant.customerId, customerLotId: id, partnerLotId })
    .returning({ id: customerSubLots.id });
  if (subLot === undefined) throw new Error('no throwaway sub-lot');
  return { id, subId: subLot.id };
}

/** The reading search with no filter: every located reading of the caller's. */
const ANY_READING = {
  dataInicial: null,
  dataFinal: null,
  produto: null,
  categoria: null,
  pais: null,
  estado: null,
  cidade: null,
};

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
  'customerLot.availablePartnerLots': { own: () => ({ query: page }) },
  'customerLot.subLots': {
    own: ({ own }) => ({ params: { id: own.customerLotId }, query: page }),
    foreign: ({ other }) => ({ params: { id: other.customerLotId }, query: page }),
    unknown: () => ({ params: { id: UNKNOWN_ID }, query: page }),
  },
  'customerLot.addSubLot': {
    own: async ({ db, own }) => ({
      params: { id: await throwawayLot(db, own) },
      body: { loteParceiroId: await freshPartnerLot(db, own) },
    }),
    foreign: ({ own, other }) => ({ params: { id: other.customerLotId }, body: { loteParceiroId: own.partnerLotId } }),
    unknown: ({ own }) => ({ params: { id: UNKNOWN_ID }, body: { loteParceiroId: own.partnerLotId } }),
  },
  'customerLot.removeSubLot': {
    own: async ({ db, own }) => ({ params: await throwawaySubLot(db, own) }),
    foreign: ({ other }) => ({ params: { id: other.customerLotId, subId: UNKNOWN_ID } }),
    unknown: () => ({ params: { id: UNKNOWN_ID, subId: UNKNOWN_ID } }),
  },
  'tag.list': { own: () => ({ query: page }) },
  'tag.get': {
    own: ({ own }) => ({ params: { id: own.tagIds[0] as number } }),
    foreign: ({ other }) => ({ params: { id: other.tagIds[0] as number } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'tag.setActive': {
    own: ({ own }) => ({ params: { id: own.tagIds[0] as number }, body: { ativo: true } }),
    foreign: ({ other }) => ({ params: { id: other.tagIds[0] as number }, body: { ativo: false } }),
    unknown: () => ({ params: { id: UNKNOWN_ID }, body: { ativo: false } }),
  },
  'tag.readings': {
    own: ({ own }) => ({ params: { id: own.tagIds[0] as number }, query: page }),
    foreign: ({ other }) => ({ params: { id: other.tagIds[0] as number }, query: page }),
    unknown: () => ({ params: { id: UNKNOWN_ID }, query: page }),
  },
  'tag.readingFilters': { own: () => ({}) },
  'tag.searchReadings': { own: () => ({ body: ANY_READING }) },
  'tag.searchReadingColumns': { own: () => ({ body: ANY_READING }) },
  'customerLot.remove': {
    own: async ({ db, own }) => ({ params: { id: await throwawayLot(db, own) } }),
    foreign: ({ other }) => ({ params: { id: other.customerLotId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
};
