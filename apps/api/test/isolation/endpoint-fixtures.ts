/**
 * How the isolation suite calls each routed endpoint: at a record of the caller's own tenant (it must succeed), at
 * another tenant's (it must answer 404 and change nothing) and at none (404). One entry per endpoint, keyed as the
 * contract registry keys it; a routed endpoint without an entry fails the suite, so coverage cannot fall behind.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { customers, partnerLots, partners } from '../../src/db/schema';
import { demoCnpj } from '../../src/demo/demo-data';
import { createUser } from '../../src/identity';
import type { SecretBox } from '../../src/identity/secret-box';
import { lotKeyBox, newLotReference, newSdmKey } from '../../src/lots/secure-lot-keys';
import { templateForm, templateZipEntries, zipOf } from '../support/template-zip';
import { CUSTOMER_CATEGORIES_FIXTURES } from './customer-categories.fixtures';
import { CUSTOMER_PRODUCTS_FIXTURES } from './customer-products.fixtures';
import { CUSTOMER_SETUP_FIXTURES } from './customer-setup.fixtures';
import { CUSTOMER_LOTS_FIXTURES } from './customer-lots.fixtures';
import { PROMOTIONS_FIXTURES } from './promotions.fixtures';
import { SUSPICION_ALERTS_FIXTURES } from './suspicion-alerts.fixtures';
import { ALERT_WEBHOOKS_FIXTURES } from './alert-webhooks.fixtures';
import { API_KEYS_FIXTURES } from './api-keys.fixtures';
import { UNKNOWN_ID, type Tenant } from './two-tenants';

export type { Call, EndpointFixture, FixtureContext } from './fixture-types';
import type { EndpointFixture } from './fixture-types';

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

/** A customer of the tenant's partner nothing depends on, for a delete to remove. */
async function throwawayCustomer(db: Database, tenant: Tenant): Promise<number> {
  const code = `${tenant.marker}-${unique()}`;
  const [row] = await db
    .insert(customers)
    .values({ partnerId: tenant.partnerId, code, name: `Descartável ${code}`, tenantId: code })
    .returning({ id: customers.id });
  if (row === undefined) throw new Error('no customer inserted');
  return row.id;
}

/**
 * A lot of the tenant's partner without tags or product, for a delete to remove or a partner to give away (its
 * quantity counts as free tags).
 */
async function throwawayLot(db: Database, tenant: Tenant, quantity = 0): Promise<number> {
  const [row] = await db
    .insert(partnerLots)
    .values({ partnerId: tenant.partnerId, number: `${tenant.marker}-${unique()}`, type: 2, quantity })
    .returning({ id: partnerLots.id });
  if (row === undefined) throw new Error('no lot inserted');
  return row.id;
}

/**
 * A secure NFC lot of the tenant's partner (issue 27 §3) without tags, its keys generated and not yet shown, sealed as
 * the server seals them: each call to show them has keys to show.
 */
async function throwawaySecureLot(db: Database, box: SecretBox, tenant: Tenant): Promise<number> {
  const taken = (await db.execute(sql`select nextval('partner_lots_id_seq')::int as id`)) as unknown as {
    rows: { id: number }[];
  };
  const id = taken.rows[0]?.id;
  if (id === undefined) throw new Error('no lot id');
  const keys = lotKeyBox(box);
  await db.insert(partnerLots).values({
    id,
    partnerId: tenant.partnerId,
    number: `${tenant.marker}-secure-${unique()}`,
    type: 1,
    quantity: 0,
    sdmMode: 'AES',
    sdmMetaReadKeySealed: keys.seal(id, 'sdm-meta-read', newSdmKey()),
    sdmMasterKeySealed: keys.seal(id, 'sdm-master', newSdmKey()),
    sdmReference: newLotReference(),
    sdmKeysGenerated: true,
  });
  return id;
}

function customerBody(code: string) {
  return {
    codigo: code,
    nome: `Cliente ${code}`,
    cnpj: '',
    produtoVinculado: false,
    clienteExclusivo: false,
    leituraUnica: true,
    leituraUnicaMensagem: JSON.stringify({ '1': 'Já lido', '2': 'Already read' }),
  };
}

function accountBody(marker: string) {
  return { usuario: `${marker}-${unique()}`, nome: 'Nova pessoa', email: 'nova@isolation.example' };
}

function appBody(name: string) {
  return { nome: name, config: { nfcEnabled: true, qrCodeEnabled: true, locationRequired: false } };
}

/** A valid template of a tenant, ready before a fixture needs it (fixtures for refused calls are synchronous). */
const templates = new Map<string, Uint8Array>();
export async function prepareTemplates(...tenants: Tenant[]): Promise<void> {
  for (const tenant of tenants) templates.set(tenant.tenantId, await zipOf(templateZipEntries(tenant.tenantId)));
}
function otherTemplate(tenant: Tenant): FormData {
  const zip = templates.get(tenant.tenantId);
  if (zip === undefined) throw new Error('prepareTemplates was not called');
  return templateForm(zip);
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
  // issue 27 §3: a secure lot's layout, and its generated keys shown once (a new lot each call, so each has keys).
  'adminLot.sdm': {
    own: async ({ db, own, secretBox }) => ({ params: { id: await throwawaySecureLot(db, secretBox, own) } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'adminLot.sdmKeys': {
    own: async ({ db, own, secretBox }) => ({ params: { id: await throwawaySecureLot(db, secretBox, own) } }),
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

  // ── Partner area: the calling partner's rows; another partner's ids answer 404 ─────────────────────────────
  'customer.all': { own: () => ({}) },
  'customer.list': { own: () => ({ query: page }) },
  'customer.get': {
    own: ({ own }) => ({ params: { id: own.customerId } }),
    foreign: ({ other }) => ({ params: { id: other.customerId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'customer.create': { own: ({ own }) => ({ body: customerBody(`${own.marker}-${unique()}`) }) },
  'customer.update': {
    own: ({ own }) => ({ params: { id: own.customerId }, body: customerBody(`${own.marker}-c`) }),
    foreign: ({ other }) => ({ params: { id: other.customerId }, body: customerBody(`${other.marker}-c`) }),
    unknown: () => ({ params: { id: UNKNOWN_ID }, body: customerBody('nobody') }),
  },
  'customer.remove': {
    own: async ({ db, own }) => ({ params: { id: await throwawayCustomer(db, own) } }),
    foreign: ({ other }) => ({ params: { id: other.customerId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'customerOptions.myCustomers': { own: () => ({}) },
  'customerOptions.productsOfMyCustomer': {
    own: ({ own }) => ({ params: { id: own.customerId } }),
    foreign: ({ other }) => ({ params: { id: other.customerId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'customerUser.list': {
    own: ({ own }) => ({ params: { id: own.customerId }, query: page }),
    foreign: ({ other }) => ({ params: { id: other.customerId }, query: page }),
    unknown: () => ({ params: { id: UNKNOWN_ID }, query: page }),
  },
  'customerUser.get': {
    own: ({ own }) => ({ params: { id: own.customerId, usuarioId: own.customerUserId } }),
    foreign: ({ other }) => ({ params: { id: other.customerId, usuarioId: other.customerUserId } }),
    unknown: ({ own }) => ({ params: { id: own.customerId, usuarioId: UNKNOWN_ID } }),
  },
  'customerUser.create': {
    own: ({ own }) => ({ params: { id: own.customerId }, body: accountBody(own.marker) }),
    foreign: ({ other }) => ({ params: { id: other.customerId }, body: accountBody(other.marker) }),
    unknown: () => ({ params: { id: UNKNOWN_ID }, body: accountBody('nobody') }),
  },
  'customerUser.remove': {
    own: async ({ db, own }) => {
      const id = await createUser(db, {
        username: `${own.marker}-leaving-${unique()}`,
        name: 'Leaving',
        email: 'leaving@isolation.example',
        password: 'isolation-suite-password',
        role: 'customer',
        customerId: own.customerId,
      });
      return { params: { id: own.customerId, usuarioId: id } };
    },
    foreign: ({ other }) => ({ params: { id: other.customerId, usuarioId: other.customerUserId } }),
    unknown: ({ own }) => ({ params: { id: own.customerId, usuarioId: UNKNOWN_ID } }),
  },
  'partnerUser.issueTemporaryPassword': {
    own: async ({ db, own }) => {
      const id = await createUser(db, {
        username: `${own.marker}-forgetful-${unique()}`,
        name: 'Forgetful',
        email: 'forgetful@isolation.example',
        password: 'isolation-suite-password',
        role: 'partner',
        partnerId: own.partnerId,
      });
      return { params: { parceiroId: own.partnerId, id } };
    },
    foreign: ({ own, other }) => ({ params: { parceiroId: own.partnerId, id: other.partnerUserId } }),
    unknown: ({ own }) => ({ params: { parceiroId: own.partnerId, id: UNKNOWN_ID } }),
  },
  'partnerLot.list': { own: () => ({ query: page }) },
  'partnerLot.get': {
    own: ({ own }) => ({ params: { id: own.partnerLotId } }),
    foreign: ({ other }) => ({ params: { id: other.partnerLotId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'partnerLot.updateCustomer': {
    own: async ({ db, own }) => ({
      params: { id: await throwawayLot(db, own, 3) },
      body: { clienteId: own.customerId },
    }),
    foreign: ({ own, other }) => ({ params: { id: other.partnerLotId }, body: { clienteId: own.customerId } }),
    unknown: ({ own }) => ({ params: { id: UNKNOWN_ID }, body: { clienteId: own.customerId } }),
  },
  'partnerLot.downloadQrCodes': {
    own: ({ own }) => ({ params: { id: own.partnerLotId } }),
    foreign: ({ other }) => ({ params: { id: other.partnerLotId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'partnerLot.customerLots': {
    own: ({ own }) => ({ params: { clienteId: own.partnerLotId }, query: page }),
    foreign: ({ other }) => ({ params: { clienteId: other.partnerLotId }, query: page }),
    unknown: () => ({ params: { clienteId: UNKNOWN_ID }, query: page }),
  },
  'partnerTag.list': { own: () => ({ query: page }) },
  'appConfig.list': {
    own: ({ own }) => ({ params: { id: own.customerId } }),
    foreign: ({ other }) => ({ params: { id: other.customerId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'appConfig.get': {
    own: ({ own }) => ({ params: { id: own.customerId, appId: own.appId } }),
    foreign: ({ other }) => ({ params: { id: other.customerId, appId: other.appId } }),
    unknown: ({ own }) => ({ params: { id: own.customerId, appId: UNKNOWN_ID } }),
  },
  'appConfig.create': {
    own: ({ own }) => ({ params: { id: own.customerId }, body: appBody('Novo app') }),
    foreign: ({ other }) => ({ params: { id: other.customerId }, body: appBody('Novo app') }),
    unknown: () => ({ params: { id: UNKNOWN_ID }, body: appBody('Novo app') }),
  },
  'appConfig.update': {
    own: ({ own }) => ({ params: { id: own.customerId, appId: own.appId }, body: appBody(`App ${own.marker}`) }),
    foreign: ({ other }) => ({
      params: { id: other.customerId, appId: other.appId },
      body: appBody(`App ${other.marker}`),
    }),
    unknown: ({ own }) => ({ params: { id: own.customerId, appId: UNKNOWN_ID }, body: appBody('Ninguém') }),
  },
  'appTemplate.download': {
    own: ({ own }) => ({ params: { id: own.customerId, tenantId: own.tenantId } }),
    foreign: ({ other }) => ({ params: { id: other.customerId, tenantId: other.tenantId } }),
    unknown: ({ own }) => ({ params: { id: UNKNOWN_ID, tenantId: own.tenantId } }),
  },
  'appTemplate.upload': {
    own: async ({ own }) => ({
      params: { id: own.customerId, tenantId: own.tenantId },
      body: templateForm(await zipOf(templateZipEntries(own.tenantId))),
    }),
    // The zips are built beforehand: a foreign call must be refused for whose it is, not for a bad zip.
    foreign: ({ other }) => ({
      params: { id: other.customerId, tenantId: other.tenantId },
      body: otherTemplate(other),
    }),
    unknown: ({ own }) => ({ params: { id: UNKNOWN_ID, tenantId: own.tenantId }, body: otherTemplate(own) }),
  },

  // ── Calls every tenant user makes about itself ──────────────────────────────────────────────────────────────
  // The public scan names no tenant: no role to refuse, no id in its path; its own checks are public-reading.test.ts.
  'publicReading.read': {
    own: ({ own }) => ({ body: { code: `/t/${own.marker}-tag-1`, latitude: 0, logintude: 0 } }),
  },
  // A wrong current password is answered (PasswordMismatch), so the call reaches the account and changes nothing.
  'password.change': {
    own: () => ({ body: { currentPassword: 'not-the-password', newPassword: 'another-password-1' } }),
  },
  // The caller's own dashboard (issue 14): no id in its path, the customer is the token's; like every own answer it
  // must hold nothing of the other tenant's (its readings' products, lots and devices carry its marker).
  'dashboard.get': { own: () => ({}) },
  ...CUSTOMER_PRODUCTS_FIXTURES,
  ...CUSTOMER_CATEGORIES_FIXTURES,
  ...CUSTOMER_SETUP_FIXTURES,
  ...CUSTOMER_LOTS_FIXTURES,
  ...PROMOTIONS_FIXTURES,
  ...SUSPICION_ALERTS_FIXTURES,
  ...ALERT_WEBHOOKS_FIXTURES,
  ...API_KEYS_FIXTURES,
};
