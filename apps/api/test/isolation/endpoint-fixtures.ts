/**
 * How the isolation suite calls each routed endpoint: at a record of the caller's own tenant (it must succeed), at
 * another tenant's (it must answer 404 and change nothing) and at none (404). One entry per endpoint, keyed as the
 * contract registry keys it; a routed endpoint without an entry fails the suite, so coverage cannot fall behind.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { partnerLots, partners } from '../../src/db/schema';
import { demoCnpj } from '../../src/demo/demo-data';
import { createUser } from '../../src/identity';
import { UNKNOWN_ID, type Tenant } from './two-tenants';

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
}

export interface EndpointFixture {
  /** A call at the caller's own records that succeeds. May make a throwaway record first (what a delete removes). */
  own(context: FixtureContext): Call | Promise<Call>;
  /** The call at the other tenant's records. Required for every tenant-scoped endpoint whose path names a record. */
  foreign?(context: FixtureContext): Call;
  /** The call at a record that does not exist. Required for every endpoint whose path names a record. */
  unknown?(context: FixtureContext): Call;
}

const page = { page: '1', records: '10' } as const;
const unique = () => randomBytes(4).toString('hex');

/** A partner nobody depends on, for a delete to remove. */
async function throwawayPartner(db: Database, marker: string): Promise<number> {
  const [row] = await db
    .insert(partners)
    .values({ name: `Descartável ${marker} ${unique()}`, taxId: '00.000.000/0000-00' })
    .returning({ id: partners.id });
  if (row === undefined) throw new Error('no partner inserted');
  return row.id;
}

/** A lot of the tenant's partner without tags, for a delete to remove. */
async function throwawayLot(db: Database, tenant: Tenant): Promise<number> {
  const [row] = await db
    .insert(partnerLots)
    .values({ partnerId: tenant.partnerId, number: `${tenant.marker}-${unique()}`, type: 2, quantity: 0 })
    .returning({ id: partnerLots.id });
  if (row === undefined) throw new Error('no lot inserted');
  return row.id;
}

function lotForm(tenant: Tenant): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    parceiroId: String(tenant.partnerId),
    clienteId: String(tenant.customerId),
    produtoId: String(tenant.productId),
    numero: `${tenant.marker}-${unique()}`,
    quantidade: '2',
    tipo: '2',
    appless: 'true',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function lotStillThere(db: Database, id: number): Promise<boolean> {
  return (await db.select({ id: partnerLots.id }).from(partnerLots).where(eq(partnerLots.id, id))).length > 0;
}

export const ENDPOINT_FIXTURES: Readonly<Record<string, EndpointFixture>> = {
  // ── Admin area: one scope, every tenant; an unknown id answers 404 ──────────────────────────────────────────
  'partner.list': { own: () => ({ query: page }) },
  'partner.get': {
    own: ({ own }) => ({ params: { id: own.partnerId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'partner.create': { own: ({ own }) => ({ body: { nome: `Nova ${own.marker} ${unique()}`, cnpj: demoCnpj(7) } }) },
  'partner.update': {
    own: ({ own }) => ({ params: { id: own.partnerId }, body: { nome: `Etiquetas ${own.marker}`, cnpj: demoCnpj(7) } }),
    unknown: () => ({ params: { id: UNKNOWN_ID }, body: { nome: 'Ninguém', cnpj: demoCnpj(7) } }),
  },
  'partner.remove': {
    own: async ({ db, own }) => ({ params: { id: await throwawayPartner(db, own.marker) } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'partnerUser.list': {
    own: ({ own }) => ({ params: { parceiroId: own.partnerId }, query: page }),
    unknown: () => ({ params: { parceiroId: UNKNOWN_ID }, query: page }),
  },
  'partnerUser.get': {
    own: ({ own }) => ({ params: { parceiroId: own.partnerId, id: own.partnerUserId } }),
    unknown: ({ own }) => ({ params: { parceiroId: own.partnerId, id: UNKNOWN_ID } }),
  },
  'partnerUser.create': {
    own: ({ own }) => ({
      params: { parceiroId: own.partnerId },
      body: { usuario: `${own.marker}-${unique()}`, nome: 'Nova pessoa', email: 'nova@isolation.example' },
    }),
    unknown: () => ({
      params: { parceiroId: UNKNOWN_ID },
      body: { usuario: `nobody-${unique()}`, nome: 'Ninguém', email: 'ninguem@isolation.example' },
    }),
  },
  'partnerUser.remove': {
    own: async ({ db, own }) => {
      const id = await createUser(db, {
        username: `${own.marker}-leaving-${unique()}`,
        name: 'Leaving',
        email: 'leaving@isolation.example',
        password: 'isolation-suite-password',
        role: 'partner',
        partnerId: own.partnerId,
      });
      return { params: { parceiroId: own.partnerId, id } };
    },
    unknown: ({ own }) => ({ params: { parceiroId: own.partnerId, id: UNKNOWN_ID } }),
  },
  'adminLot.list': { own: () => ({ query: page }) },
  'adminLot.get': {
    own: ({ own }) => ({ params: { id: own.partnerLotId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'adminLot.create': { own: ({ own }) => ({ body: lotForm(own) }) },
  'adminLot.update': {
    own: ({ own }) => ({
      params: { id: own.partnerLotId },
      body: {
        parceiroId: own.partnerId,
        clienteId: own.customerId,
        produtoId: own.productId,
        numero: `${own.marker}-lot`,
        quantidade: 3,
        tipo: 2,
        appless: false,
      },
    }),
    unknown: ({ own }) => ({
      params: { id: UNKNOWN_ID },
      body: {
        parceiroId: own.partnerId,
        clienteId: null,
        produtoId: null,
        numero: 'nowhere',
        quantidade: 1,
        tipo: 2,
        appless: false,
      },
    }),
  },
  'adminLot.remove': {
    own: async ({ db, own }) => {
      const id = await throwawayLot(db, own);
      if (!(await lotStillThere(db, id))) throw new Error('throwaway lot missing');
      return { params: { id } };
    },
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'customerOptions.customersOfPartner': {
    own: ({ own }) => ({ params: { id: own.partnerId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'customerOptions.productsOfPartnerCustomer': {
    own: ({ own }) => ({ params: { parceiroId: own.partnerId, clienteId: own.customerId } }),
    unknown: ({ own }) => ({ params: { parceiroId: own.partnerId, clienteId: UNKNOWN_ID } }),
  },

  // ── Calls every tenant user makes about itself ──────────────────────────────────────────────────────────────
  // A wrong current password is answered (PasswordMismatch), so the call reaches the account and changes nothing.
  'password.change': {
    own: () => ({ body: { currentPassword: 'not-the-password', newPassword: 'another-password-1' } }),
  },
};
