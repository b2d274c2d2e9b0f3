/**
 * Two tenants side by side for the isolation suites: partners Alpha and Bravo, each with a customer, a product, a
 * partner lot of three tags with a reading, a customer lot fed from that lot (a sub-lot taking its third tag), and a
 * signed-in user of every role. Every text Bravo owns carries
 * BRAVO_MARKER, so an answer to an Alpha caller that holds it has leaked Bravo's data.
 */
import { eq } from 'drizzle-orm';
import {
  apps,
  customerLots,
  customerSubLots,
  customers,
  partnerLots,
  partners,
  products,
  readings,
  tags,
} from '../../src/db/schema';
import { foldReadings } from '../../src/tags/fold-readings';
import type { Database } from '../../src/db/client';
import { createUser } from '../../src/identity';
import { callApi } from '../support/api-call';
import { signIn } from '../support/sign-in';
import { templateForm, templateZipEntries, zipOf } from '../support/template-zip';

// The same in every world a suite makes: what a fixture keeps for a tenant is kept by its Tenant object, so suites
// sharing modules in one worker (vitest.config.ts, isolate: false) never see another world's records.
export const ALPHA_MARKER = 'alpha7q';
export const BRAVO_MARKER = 'bravo7q';
/** An id no row has: inside PostgreSQL's integer range, so it reaches the database rather than the input check. */
export const UNKNOWN_ID = 2_000_000_000;

const PASSWORD = 'isolation-suite-password';

export interface Tenant {
  readonly marker: string;
  readonly partnerId: number;
  readonly customerId: number;
  /** The customer's app tenant: its template is stored under it. */
  readonly tenantId: string;
  /** An app configuration of the customer. */
  readonly appId: number;
  readonly productId: number;
  readonly partnerLotId: number;
  /** A customer lot of the customer, fed from the partner lot. */
  readonly customerLotId: number;
  readonly tagIds: readonly number[];
  /** A partner-role account of this partner (an administrator's partner user). */
  readonly partnerUserId: number;
  /** A customer-role account of this tenant's customer (a partner's customer user). */
  readonly customerUserId: number;
  /** Bearer tokens of this tenant's users, by role claim. */
  readonly tokens: Readonly<Record<'partner' | 'customer' | 'pointofsale', string>>;
}

export interface TwoTenants {
  readonly alpha: Tenant;
  readonly bravo: Tenant;
  readonly adminToken: string;
  /** The token of a role for the caller's side (Alpha), the admin's for `admin`. */
  tokenOf(role: string): string;
}

export async function createTwoTenants(db: Database, baseUrl: string): Promise<TwoTenants> {
  const alpha = await createTenant(db, baseUrl, ALPHA_MARKER, 'Alpha');
  const bravo = await createTenant(db, baseUrl, BRAVO_MARKER, 'Bravo');
  await createUser(db, {
    username: 'isolation-admin',
    name: 'Isolation Admin',
    email: 'admin@isolation.example',
    password: PASSWORD,
    role: 'admin',
  });
  const adminToken = await signIn(baseUrl, 'isolation-admin', PASSWORD);
  return {
    alpha,
    bravo,
    adminToken,
    tokenOf(role) {
      if (role === 'admin') return adminToken;
      const token = (alpha.tokens as Record<string, string | undefined>)[role];
      if (token === undefined) throw new Error(`no isolation-suite user has role ${role}`);
      return token;
    },
  };
}

async function createTenant(db: Database, baseUrl: string, marker: string, name: string): Promise<Tenant> {
  const [partner] = await db
    .insert(partners)
    .values({ name: `Etiquetas ${name} ${marker}`, taxId: `${marker}-tax` })
    .returning({ id: partners.id });
  const partnerId = required(partner).id;
  const [customer] = await db
    .insert(customers)
    .values({ partnerId, code: `${marker}-c`, name: `Vinícola ${name} ${marker}`, tenantId: `${marker}-tenant` })
    .returning({ id: customers.id });
  const customerId = required(customer).id;
  const tenantId = `${marker}-tenant`;
  const [app] = await db
    .insert(apps)
    .values({ customerId, name: `App ${name} ${marker}` })
    .returning({ id: apps.id });
  const appId = required(app).id;
  const [product] = await db
    .insert(products)
    .values({ customerId, code: `${marker}-p`, name: `Cabernet ${name} ${marker}` })
    .returning({ id: products.id });
  const productId = required(product).id;
  const [lot] = await db
    .insert(partnerLots)
    .values({ partnerId, customerId, productId, number: `${marker}-lot`, type: 2, quantity: 3 })
    .returning({ id: partnerLots.id });
  const partnerLotId = required(lot).id;
  const tagRows = await db
    .insert(tags)
    .values([1, 2, 3].map((sequence) => ({ partnerLotId, tagId: `${marker}-tag-${sequence}`, sequence })))
    .returning({ id: tags.id });
  const tagIds = tagRows.map((row) => row.id);
  await db.insert(readings).values({ tagId: required(tagIds[0]), deviceId: `${marker}-device`, city: marker });
  // Folded at once, as a reader would before reading: the device and the place exist from here on (migration 0027).
  await foldReadings(db);
  const [customerLot] = await db
    .insert(customerLots)
    .values({ customerId, productId, number: `${marker}-clot`, manufactureDate: '2026-10-01' })
    .returning({ id: customerLots.id });
  const customerLotId = required(customerLot).id;
  await db
    .insert(customerSubLots)
    .values({ customerId, customerLotId, partnerLotId, startSequence: 3, endSequence: 3 });
  await db
    .update(tags)
    .set({ customerLotId, customerLotCustomerId: customerId })
    .where(eq(tags.id, required(tagIds[2])));

  const user = (role: 'partner' | 'customer' | 'pointofsale', extra: { partnerId?: number; customerId?: number }) =>
    createUser(db, {
      username: `${marker}-${role}`,
      name: `${name} ${role} ${marker}`,
      email: `${role}@${marker}.example`,
      password: PASSWORD,
      role,
      ...extra,
    });
  const partnerUserId = await user('partner', { partnerId });
  const customerUserId = await user('customer', { customerId });
  await user('pointofsale', { customerId });
  const tokens = {
    partner: await signIn(baseUrl, `${marker}-partner`, PASSWORD),
    customer: await signIn(baseUrl, `${marker}-customer`, PASSWORD),
    pointofsale: await signIn(baseUrl, `${marker}-pointofsale`, PASSWORD),
  };
  // A stored app template, as the partner's layout designer saves it.
  const stored = await callApi(
    `${baseUrl}/api/areaparceiro/clientes/${customerId}/aplicativos/${tenantId}/templates`,
    { method: 'POST', body: templateForm(await zipOf(templateZipEntries(tenantId))) },
    tokens.partner,
  );
  if (stored.status !== 204) throw new Error(`template not stored: ${JSON.stringify(stored)}`);
  return {
    marker,
    partnerId,
    customerId,
    tenantId,
    appId,
    productId,
    partnerLotId,
    customerLotId,
    tagIds,
    partnerUserId,
    customerUserId,
    tokens,
  };
}

function required<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}
