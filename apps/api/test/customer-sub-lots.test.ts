/**
 * Sub-lots over HTTP with a customer's real token (spec B §3, §7; issue 11 §3): the partner lots given to the customer
 * with free tags, linking a range of one to a lot (its tags then belong to the lot), a range outside the partner lot
 * or over another sub-lot refused, two links at once never sharing a tag, a sub-lot whose tags were read kept, and
 * another customer's lots and partner lots unknown.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerLots, customerSubLots, partnerLots, readings, tags } from '../src/db/schema';
import { callApi, type ApiRequest } from './support/api-call';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type Tenant, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
});

const asAlpha = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.alpha.tokens.customer);

/** A partner lot of `size` tags given to the tenant's customer, without a product. */
async function partnerLotOf(tenant: Tenant, size: number): Promise<number> {
  const [lot] = await api.server.db
    .insert(partnerLots)
    .values({
      partnerId: tenant.partnerId,
      customerId: tenant.customerId,
      number: `PL-${Math.random()}`,
      type: 2,
      quantity: size,
    })
    .returning({ id: partnerLots.id });
  if (lot === undefined) throw new Error('no partner lot');
  await api.server.db.insert(tags).values(
    Array.from({ length: size }, (_, i) => ({
      partnerLotId: lot.id,
      tagId: `T-${lot.id}-${i + 1}`,
      sequence: i + 1,
    })),
  );
  return lot.id;
}

async function customerLotOf(tenant: Tenant): Promise<number> {
  const [lot] = await api.server.db
    .insert(customerLots)
    .values({ customerId: tenant.customerId, productId: tenant.productId, number: `CL-${Math.random()}` })
    .returning({ id: customerLots.id });
  if (lot === undefined) throw new Error('no customer lot');
  return lot.id;
}

const lotTags = (partnerLotId: number) =>
  api.server.db.select().from(tags).where(eq(tags.partnerLotId, partnerLotId)).orderBy(tags.sequence);

const add = (lotId: number, body: Record<string, unknown>) =>
  asAlpha(`lotecliente/${lotId}/sublote/`, { method: 'POST', body });

describe('sub-lots (lotecliente/{id}/sublote)', () => {
  it('links a range of a partner lot: its tags belong to the lot, and the list names its first and last tag', async () => {
    const partnerLotId = await partnerLotOf(world.alpha, 10);
    const lotId = await customerLotOf(world.alpha);
    expect((await add(lotId, { loteParceiroId: partnerLotId, sequenciaInicio: 3, sequenciaFim: 5 })).status).toBe(204);
    const taken = (await lotTags(partnerLotId)).filter((tag) => tag.customerLotId === lotId).map((tag) => tag.sequence);
    expect(taken).toEqual([3, 4, 5]);
    const list = await asAlpha(`lotecliente/${lotId}/sublote/?page=1&records=10`);
    expect(list.body).toMatchObject({
      dataRecords: [
        {
          loteClienteId: lotId,
          tagInicio: `T-${partnerLotId}-3`,
          tagFim: `T-${partnerLotId}-5`,
          sequenciaInicio: 3,
          sequenciaFim: 5,
        },
      ],
      countRecords: 1,
    });
  });

  it('takes the whole partner lot for 0/0 (the existing backend body), and then lists it no longer as available', async () => {
    const partnerLotId = await partnerLotOf(world.alpha, 4);
    const lotId = await customerLotOf(world.alpha);
    const before = await asAlpha('areacliente/loteparceiro?page=1&records=100');
    expect(
      (before.body as { dataRecords: { loteParceiroId: number }[] }).dataRecords.map((l) => l.loteParceiroId),
    ).toContain(partnerLotId);
    expect((await add(lotId, { loteParceiroId: partnerLotId })).status).toBe(204);
    expect((await lotTags(partnerLotId)).every((tag) => tag.customerLotId === lotId)).toBe(true);
    const after = await asAlpha('areacliente/loteparceiro?page=1&records=100');
    expect(
      (after.body as { dataRecords: { loteParceiroId: number }[] }).dataRecords.map((l) => l.loteParceiroId),
    ).not.toContain(partnerLotId);
  });

  it('refuses a range outside the partner lot or over another sub-lot, and changes nothing', async () => {
    const partnerLotId = await partnerLotOf(world.alpha, 10);
    const lotId = await customerLotOf(world.alpha);
    await add(lotId, { loteParceiroId: partnerLotId, sequenciaInicio: 1, sequenciaFim: 4 });
    const outside = await add(lotId, { loteParceiroId: partnerLotId, sequenciaInicio: 8, sequenciaFim: 11 });
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({ details: [{ key: 'SUBLOT_RANGE_OUTSIDE_LOT', field: 'sequenciaInicio' }] });
    const over = await add(lotId, { loteParceiroId: partnerLotId, sequenciaInicio: 4, sequenciaFim: 6 });
    expect(over.body).toMatchObject({ details: [{ key: 'SUBLOT_RANGE_OVERLAPS' }] });
    const subLots = await api.server.db
      .select()
      .from(customerSubLots)
      .where(eq(customerSubLots.partnerLotId, partnerLotId));
    expect(subLots).toHaveLength(1);
  });

  it('lets only one of two links of the same tags at once through', async () => {
    const partnerLotId = await partnerLotOf(world.alpha, 20);
    const [first, second] = [await customerLotOf(world.alpha), await customerLotOf(world.alpha)];
    const answers = await Promise.all([
      add(first, { loteParceiroId: partnerLotId, sequenciaInicio: 1, sequenciaFim: 12 }),
      add(second, { loteParceiroId: partnerLotId, sequenciaInicio: 8, sequenciaFim: 20 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 400]);
    const owners = new Set((await lotTags(partnerLotId)).map((tag) => tag.customerLotId).filter((id) => id !== null));
    expect(owners.size).toBe(1);
  });

  it('keeps a sub-lot whose tags were read (error 1), and unlinks one without readings, freeing its tags', async () => {
    const partnerLotId = await partnerLotOf(world.alpha, 6);
    const lotId = await customerLotOf(world.alpha);
    await add(lotId, { loteParceiroId: partnerLotId, sequenciaInicio: 1, sequenciaFim: 2 });
    await add(lotId, { loteParceiroId: partnerLotId, sequenciaInicio: 3, sequenciaFim: 4 });
    const [read] = await lotTags(partnerLotId);
    await api.server.db.insert(readings).values({ tagId: read!.id });
    const subLots = await api.server.db
      .select()
      .from(customerSubLots)
      .where(eq(customerSubLots.customerLotId, lotId))
      .orderBy(customerSubLots.startSequence);
    const kept = await asAlpha(`lotecliente/${lotId}/sublote/${subLots[0]!.id}`, { method: 'DELETE' });
    expect(kept.status).toBe(409);
    expect(kept.body).toMatchObject({ message: 'SUBLOT_IN_USE' });
    const gone = await asAlpha(`lotecliente/${lotId}/sublote/${subLots[1]!.id}`, { method: 'DELETE' });
    expect(gone.status).toBe(204);
    const freed = await api.server.db
      .select()
      .from(tags)
      .where(and(eq(tags.partnerLotId, partnerLotId), inArray(tags.sequence, [3, 4])));
    expect(freed.every((tag) => tag.customerLotId === null)).toBe(true);
  });

  it("answers 404 for another customer's lot or partner lot, and changes nothing", async () => {
    const theirPartnerLot = await partnerLotOf(world.bravo, 3);
    const mine = await customerLotOf(world.alpha);
    expect((await add(mine, { loteParceiroId: theirPartnerLot })).status).toBe(404);
    expect((await add(world.bravo.customerLotId, { loteParceiroId: await partnerLotOf(world.alpha, 2) })).status).toBe(
      404,
    );
    expect((await asAlpha(`lotecliente/${world.bravo.customerLotId}/sublote/?page=1&records=10`)).status).toBe(404);
    expect((await lotTags(theirPartnerLot)).every((tag) => tag.customerLotId === null)).toBe(true);
    const available = await asAlpha('areacliente/loteparceiro?page=1&records=100');
    expect(
      (available.body as { dataRecords: { loteParceiroId: number }[] }).dataRecords.map((l) => l.loteParceiroId),
    ).not.toContain(theirPartnerLot);
  });
});
