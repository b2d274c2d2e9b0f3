/**
 * The isolation suite's calls for the promotion endpoints of the customer area and the point of sale's prize
 * redemption (issue 13), merged into ENDPOINT_FIXTURES (endpoint-fixtures.ts). Same shape and rules. Each tenant
 * keeps a promotion at status 1 and a processed one with a winner whose code is never withdrawn (the other tenant's
 * calls at them must change nothing); calls that change a promotion or take a prize get fresh ones.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { devices, promotionDrawEntries, promotions, promotionWinners } from '../../src/db/schema';
import { newPrizeCode } from '../../src/promotions/draw';
import type { EndpointFixture } from './fixture-types';
import { UNKNOWN_ID, type Tenant } from './two-tenants';

const page = { page: '1', records: '10' } as const;
const UNKNOWN_CODE = 'ZZZZZZZZZZZZZ';

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const promotionBody = (tenant: Tenant) => ({
  descricao: `Promoção ${tenant.marker}`,
  dtInicio: isoDay(-1),
  dtFim: isoDay(1),
  premio: `Prêmio ${tenant.marker}`,
  numeroContemplados: 1,
  promocaoProduto: [{ produtoId: tenant.productId }],
});

const readingFilter = (id: number) => ({
  id,
  quantidade: 1,
  produto: [],
  categoria: [],
  pais: [],
  estado: [],
  cidade: [],
  dataInicial: isoDay(-1),
  dataFinal: isoDay(1),
});

const withdrawal = {
  nome: 'Maria da Silva',
  cpf: '529.982.247-25',
  endereco: 'Rua das Flores, 10',
  dataNascimento: '1990-05-17',
};

/** A promotion at status 1 whose period covers the tenant's reading (one possible winner). */
async function openPromotion(db: Database, tenant: Tenant): Promise<number> {
  const [row] = await db
    .insert(promotions)
    .values({
      customerId: tenant.customerId,
      description: `Promoção ${tenant.marker}`,
      startDate: isoDay(-1),
      endDate: isoDay(1),
      prize: `Prêmio ${tenant.marker}`,
      winnersCount: 1,
    })
    .returning({ id: promotions.id });
  if (row === undefined) throw new Error('no promotion inserted');
  return row.id;
}

/** A processed promotion (status 4) whose one winner is the tenant's device, with a fresh prize code. */
async function processedPromotion(db: Database, tenant: Tenant): Promise<{ id: number; code: string }> {
  const id = await openPromotion(db, tenant);
  const [device] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.customerId, tenant.customerId), eq(devices.deviceKey, `${tenant.marker}-device`)));
  if (device === undefined) throw new Error(`no device for ${tenant.marker}`);
  await db.update(promotions).set({ status: 4, candidateCount: 1, notificationRound: 1 }).where(eq(promotions.id, id));
  await db.insert(promotionDrawEntries).values({
    promotionId: id,
    customerId: tenant.customerId,
    position: 0,
    deviceId: device.id,
    entryHash: '0'.repeat(64),
  });
  const code = newPrizeCode();
  await db.insert(promotionWinners).values({
    customerId: tenant.customerId,
    promotionId: id,
    deviceId: device.id,
    drawOrder: 1,
    entryPosition: 0,
    code,
  });
  return { id, code };
}

interface Kept {
  readonly open: number;
  readonly processed: { id: number; code: string };
}

/** Each tenant's kept promotions, made by the first own call; the foreign calls come later and find the other's. */
const making = new WeakMap<Tenant, Promise<Kept>>();
const ready = new WeakMap<Tenant, Kept>();
async function keptOf(db: Database, own: Tenant, other: Tenant): Promise<Kept> {
  const kept = (tenant: Tenant) => {
    let made = making.get(tenant);
    if (made === undefined) {
      made = (async () => ({
        open: await openPromotion(db, tenant),
        processed: await processedPromotion(db, tenant),
      }))();
      making.set(tenant, made);
    }
    return made;
  };
  const [mine, theirs] = await Promise.all([kept(own), kept(other)]);
  ready.set(own, mine);
  ready.set(other, theirs);
  return mine;
}
function readyOf(tenant: Tenant): Kept {
  const kept = ready.get(tenant);
  if (kept === undefined) throw new Error(`no promotions made for ${tenant.marker} yet: an own call comes first`);
  return kept;
}

export const PROMOTIONS_FIXTURES: Readonly<Record<string, EndpointFixture>> = {
  'promotion.list': { own: () => ({ query: page }) },
  'promotion.filterOptions': { own: () => ({}) },
  'promotion.get': {
    own: async ({ db, own, other }) => ({ params: { id: (await keptOf(db, own, other)).open } }),
    foreign: ({ other }) => ({ params: { id: readyOf(other).open } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'promotion.create': { own: ({ own }) => ({ body: promotionBody(own) }) },
  'promotion.update': {
    own: async ({ db, own, other }) => ({
      params: { id: (await keptOf(db, own, other)).open },
      body: promotionBody(own),
    }),
    foreign: ({ own, other }) => ({ params: { id: readyOf(other).open }, body: promotionBody(own) }),
    unknown: ({ own }) => ({ params: { id: UNKNOWN_ID }, body: promotionBody(own) }),
  },
  'promotion.remove': {
    own: async ({ db, own }) => ({ params: { id: await openPromotion(db, own) } }),
    foreign: ({ other }) => ({ params: { id: readyOf(other).open } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'promotion.status': {
    own: async ({ db, own, other }) => ({ params: { id: (await keptOf(db, own, other)).open } }),
    foreign: ({ other }) => ({ params: { id: readyOf(other).open } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'promotion.possibleWinners': {
    own: async ({ db, own, other }) => ({ params: { id: (await keptOf(db, own, other)).open } }),
    foreign: ({ other }) => ({ params: { id: readyOf(other).open } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'promotion.entryCounts': {
    own: async ({ db, own, other }) => ({ params: { id: (await keptOf(db, own, other)).open } }),
    foreign: ({ other }) => ({ params: { id: readyOf(other).open } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'promotion.process': {
    own: async ({ db, own }) => {
      const id = await openPromotion(db, own);
      return { params: { id }, body: readingFilter(id) };
    },
    foreign: ({ other }) => ({ params: { id: readyOf(other).open }, body: readingFilter(readyOf(other).open) }),
    unknown: () => ({ params: { id: UNKNOWN_ID }, body: readingFilter(UNKNOWN_ID) }),
  },
  'promotion.reprocess': {
    own: async ({ db, own }) => {
      const { id } = await processedPromotion(db, own);
      return { params: { id }, body: readingFilter(id) };
    },
    foreign: ({ other }) => {
      const { id } = readyOf(other).processed;
      return { params: { id }, body: readingFilter(id) };
    },
    unknown: () => ({ params: { id: UNKNOWN_ID }, body: readingFilter(UNKNOWN_ID) }),
  },
  'promotion.winners': {
    own: async ({ db, own, other }) => ({ params: { id: (await keptOf(db, own, other)).processed.id }, query: page }),
    foreign: ({ other }) => ({ params: { id: readyOf(other).processed.id }, query: page }),
    unknown: () => ({ params: { id: UNKNOWN_ID }, query: page }),
  },
  'promotion.draw': {
    own: async ({ db, own, other }) => ({ params: { id: (await keptOf(db, own, other)).processed.id } }),
    foreign: ({ other }) => ({ params: { id: readyOf(other).processed.id } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'promotion.lookupCode': {
    own: async ({ db, own, other }) => ({ params: { code: (await keptOf(db, own, other)).processed.code } }),
    foreign: ({ other }) => ({ params: { code: readyOf(other).processed.code } }),
    unknown: () => ({ params: { code: UNKNOWN_CODE } }),
  },
  'promotion.withdraw': {
    own: async ({ db, own }) => {
      const { id, code } = await processedPromotion(db, own);
      return { params: { id, code }, body: withdrawal };
    },
    foreign: ({ other }) => {
      const { id, code } = readyOf(other).processed;
      return { params: { id, code }, body: withdrawal };
    },
    unknown: ({ own }) => ({ params: { id: readyOf(own).processed.id, code: UNKNOWN_CODE }, body: withdrawal }),
  },
  'pointOfSaleRedemption.winners': { own: () => ({ query: page }) },
  'pointOfSaleRedemption.lookupCode': {
    own: async ({ db, own, other }) => ({ params: { code: (await keptOf(db, own, other)).processed.code } }),
    foreign: ({ other }) => ({ params: { code: readyOf(other).processed.code } }),
    unknown: () => ({ params: { code: UNKNOWN_CODE } }),
  },
  'pointOfSaleRedemption.withdraw': {
    // The code travels in the body: a fresh one each time, since a prize is taken once.
    own: async ({ db, own }) => ({
      body: { ...withdrawal, codigoPromocional: (await processedPromotion(db, own)).code },
    }),
  },
};
