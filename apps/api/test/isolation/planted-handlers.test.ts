/**
 * Handlers planted with the bugs row-level security is there for: queries that forget the tenant filter, writes
 * aimed at another tenant, a database error swallowed. Registered through the real router over the real database
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL), they still see and change only the caller's tenant's rows.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, endpoint, IdParam } from '@tagtrail/contract';
import { customers, partnerLots, products, readings, users } from '../../src/db/schema';
import { notFound } from '../../src/http/api-failure';
import { registerErrorHandling } from '../../src/http/errors';
import { createRouter, type TokenVerifier } from '../../src/http/route';
import type { AccessClaims } from '../../src/identity';
import { fingerprint } from '../support/fingerprint';
import { useTestServer } from '../support/test-server';
import { createTwoTenants, type TwoTenants } from './two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;
let planted: FastifyInstance;

const ids = v.array(v.number());
const plantedContract = {
  partnerCustomers: endpoint({
    method: 'GET',
    path: 'planted/customers',
    summary: '',
    response: ids,
    ...ACCESS.partner,
  }),
  partnerCustomer: endpoint({
    method: 'GET',
    path: 'planted/customers/{id}',
    summary: '',
    params: v.object({ id: IdParam }),
    response: v.number(),
    ...ACCESS.partner,
  }),
  renameEveryCustomer: endpoint({ method: 'PUT', path: 'planted/customers', summary: '', ...ACCESS.partner }),
  deleteEveryProduct: endpoint({ method: 'DELETE', path: 'planted/products', summary: '', ...ACCESS.partner }),
  customerForBravo: endpoint({ method: 'POST', path: 'planted/customers', summary: '', ...ACCESS.partner }),
  lotToBravosCustomer: endpoint({ method: 'PUT', path: 'planted/lots', summary: '', ...ACCESS.partner }),
  customerReadings: endpoint({
    method: 'GET',
    path: 'planted/readings',
    summary: '',
    response: ids,
    ...ACCESS.customer,
  }),
  customerUsers: endpoint({ method: 'GET', path: 'planted/users', summary: '', response: ids, ...ACCESS.customer }),
  publicUsers: endpoint({ method: 'GET', path: 'planted/public/users', summary: '', response: ids, ...ACCESS.public }),
  publicReadings: endpoint({
    method: 'GET',
    path: 'planted/public/readings',
    summary: '',
    response: ids,
    ...ACCESS.public,
  }),
  swallowedError: endpoint({ method: 'POST', path: 'planted/swallowed', summary: '', ...ACCESS.partner }),
};

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
  const claims: Record<string, AccessClaims> = {
    'alpha-partner': { userId: 1, username: 'a', role: 'partner', partnerId: world.alpha.partnerId },
    'alpha-customer': { userId: 2, username: 'c', role: 'customer', customerId: world.alpha.customerId },
  };
  const verifier: TokenVerifier = { verifyAccessToken: async (token) => claims[token] };
  planted = Fastify({ logger: false });
  registerErrorHandling(planted);
  const router = createRouter(planted, verifier, api.server.db);
  const bravo = world.bravo;

  // Each handler forgets its tenant filter, as a bug would.
  router.route(plantedContract.partnerCustomers, async ({ db }) =>
    (await db.select({ id: customers.id }).from(customers)).map((row) => row.id),
  );
  router.route(plantedContract.partnerCustomer, async ({ db, params }) => {
    const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, params.id));
    if (row === undefined) throw notFound();
    return row.id;
  });
  router.route(plantedContract.renameEveryCustomer, async ({ db }) => {
    await db.update(customers).set({ name: 'renamed by a bug' });
  });
  router.route(plantedContract.deleteEveryProduct, async ({ db }) => {
    await db.delete(products).where(inArray(products.id, [world.alpha.productId, bravo.productId]));
  });
  router.route(plantedContract.customerForBravo, async ({ db }) => {
    await db.insert(customers).values({ partnerId: bravo.partnerId, code: 'x', name: 'planted', tenantId: 'planted' });
  });
  router.route(plantedContract.lotToBravosCustomer, async ({ db }) => {
    await db
      .update(partnerLots)
      .set({ customerId: bravo.customerId })
      .where(eq(partnerLots.id, world.alpha.partnerLotId));
  });
  router.route(plantedContract.customerReadings, async ({ db }) =>
    (await db.select({ id: readings.id }).from(readings)).map((row) => row.id),
  );
  router.route(plantedContract.customerUsers, async ({ db }) =>
    (await db.select({ id: users.id }).from(users)).map((row) => row.id),
  );
  router.publicRoute(plantedContract.publicUsers, async ({ db }) =>
    (await db.select({ id: users.id }).from(users)).map((row) => row.id),
  );
  router.publicRoute(plantedContract.publicReadings, async ({ db }) =>
    (await db.select({ id: readings.id }).from(readings)).map((row) => row.id),
  );
  router.route(plantedContract.swallowedError, async ({ db }) => {
    await db.update(customers).set({ name: 'kept?' }).where(eq(customers.id, world.alpha.customerId));
    try {
      await db.execute(sql`select 1 / 0`);
    } catch {
      // The bug: the error is swallowed and the call carries on as if all went well.
    }
  });
  await planted.ready();
});

afterAll(() => planted?.close());

async function call(method: string, url: string, token?: string) {
  const response = await planted.inject({
    method: method as 'GET',
    url: `/api/${url}`,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.body === '' ? undefined : (response.json() as unknown) };
}

async function customerRow(id: number) {
  const [row] = await api.server.db.select().from(customers).where(eq(customers.id, id));
  return row;
}

describe('a handler that forgets its tenant filter', () => {
  it("reads only the calling partner's customers", async () => {
    const answer = await call('GET', 'planted/customers', 'alpha-partner');
    expect(answer).toEqual({ status: 200, body: [world.alpha.customerId] });
  });

  it("finds another partner's customer by id as absent: 404", async () => {
    expect((await call('GET', `planted/customers/${world.alpha.customerId}`, 'alpha-partner')).status).toBe(200);
    expect((await call('GET', `planted/customers/${world.bravo.customerId}`, 'alpha-partner')).status).toBe(404);
  });

  it("updates only the calling partner's rows, leaving the other partner's as they were", async () => {
    const bravoBefore = await customerRow(world.bravo.customerId);
    expect((await call('PUT', 'planted/customers', 'alpha-partner')).status).toBe(204);
    expect((await customerRow(world.alpha.customerId))?.name).toBe('renamed by a bug');
    expect(await customerRow(world.bravo.customerId)).toEqual(bravoBefore);
  });

  it('deletes nothing a partner may only read, of its own or any other tenant', async () => {
    const before = await fingerprint(api.server.db);
    expect((await call('DELETE', 'planted/products', 'alpha-partner')).status).toBe(204);
    expect(await fingerprint(api.server.db)).toEqual(before);
  });

  it("reads only the calling customer's readings and accounts", async () => {
    const readingsAnswer = await call('GET', 'planted/readings', 'alpha-customer');
    const alphaReadings = await api.server.db
      .select({ id: readings.id })
      .from(readings)
      .where(inArray(readings.tagId, [...world.alpha.tagIds]));
    expect(readingsAnswer).toEqual({ status: 200, body: alphaReadings.map((row) => row.id) });

    const usersAnswer = await call('GET', 'planted/users', 'alpha-customer');
    const alphaAccounts = await api.server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.customerId, world.alpha.customerId));
    expect(new Set(usersAnswer.body as number[])).toEqual(new Set(alphaAccounts.map((row) => row.id)));
  });

  it('reads no account and no reading in the public scope', async () => {
    expect(await call('GET', 'planted/public/users')).toEqual({ status: 200, body: [] });
    expect(await call('GET', 'planted/public/readings')).toEqual({ status: 200, body: [] });
  });
});

describe('a handler that writes into another tenant', () => {
  it('is refused and stores nothing: a customer for another partner', async () => {
    const before = await fingerprint(api.server.db);
    expect((await call('POST', 'planted/customers', 'alpha-partner')).status).toBe(500);
    expect(await fingerprint(api.server.db)).toEqual(before);
  });

  it("is refused and stores nothing: its lot assigned to another partner's customer", async () => {
    const before = await fingerprint(api.server.db);
    expect((await call('PUT', 'planted/lots', 'alpha-partner')).status).toBe(500);
    expect(await fingerprint(api.server.db)).toEqual(before);
  });
});

describe('a handler that swallows a database error', () => {
  it('is answered as failed and keeps nothing, rather than "stored" while the commit rolls back', async () => {
    const before = await fingerprint(api.server.db);
    const answer = await call('POST', 'planted/swallowed', 'alpha-partner');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ status: 500, error: 'INTERNAL', message: 'INTERNAL' });
    expect(await fingerprint(api.server.db)).toEqual(before);
  });
});
