/**
 * Suspicious readings (issue 28 §1-2) as the server finds them: readings stored by the public scan (or inserted as it
 * stores them) are folded, then judged by the customer's rules; each rule a reading breaks is stored once and gathered
 * into its tag's alert. Judged twice, a batch adds nothing; judged in batches of any size, the flags are the same; an
 * acknowledged alert opens again at a new flag; a customer's settings are its own.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUSPICION_SETTINGS, suspicionRuleOfCode } from '@tagtrail/domain';
import { customerLots, readingSuspicions, readings, suspicionAlerts, suspicionSettings } from '../src/db/schema';
import { judgeNotedReadings } from '../src/suspicious-readings/judge-readings';
import { foldReadings } from '../src/tags/fold-readings';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

const HOUR_MS = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const SAO_PAULO = { latitude: -23.5505, longitude: -46.6333 };
const LISBON = { latitude: 38.7223, longitude: -9.1393 };

const db = () => api.server.db;

/** Folds and judges everything noted, as the server's folder does each round. */
async function foldAndJudge(batch?: number): Promise<void> {
  await foldReadings(db());
  while ((await judgeNotedReadings(db(), batch === undefined ? {} : { batch })) > 0 && batch !== undefined);
}

/** The rules each reading of a tag broke, by reading id. */
async function flagsOf(tagId: number): Promise<Map<number, string[]>> {
  const rows = await db()
    .select({ readingId: readingSuspicions.readingId, rule: readingSuspicions.rule })
    .from(readingSuspicions)
    .where(eq(readingSuspicions.tagId, tagId))
    .orderBy(readingSuspicions.readingId, readingSuspicions.rule);
  const flags = new Map<number, string[]>();
  for (const row of rows)
    flags.set(row.readingId, [...(flags.get(row.readingId) ?? []), suspicionRuleOfCode(row.rule)!]);
  return flags;
}

async function alertOf(tagId: number, rule: number) {
  const [alert] = await db()
    .select()
    .from(suspicionAlerts)
    .where(and(eq(suspicionAlerts.tagId, tagId), eq(suspicionAlerts.rule, rule)));
  return alert;
}

function scan(tagId: string, position: { latitude: number; longitude: number }): Promise<Response> {
  return fetch(`${api.baseUrl}/api/appless/leituras`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': 'alpha7q-tenant', 'app-version': '3.0.12' },
    body: JSON.stringify({
      code: `${api.baseUrl}/t/${tagId}`,
      latitude: position.latitude,
      logintude: position.longitude,
    }),
  });
}

beforeAll(async () => {
  world = await createTwoTenants(db(), api.baseUrl);
  await foldAndJudge();
});

describe('the suspicious-reading judge', () => {
  it('flags scans made through the public scan: outside the lot’s markets, and a journey no plane makes', async () => {
    const tagRowId = world.alpha.tagIds[2]!;
    await db()
      .update(customerLots)
      .set({ markets: ['PT'] })
      .where(eq(customerLots.id, world.alpha.customerLotId));
    expect((await scan('alpha7q-tag-3', SAO_PAULO)).status).toBe(200);
    expect((await scan('alpha7q-tag-3', LISBON)).status).toBe(200);
    await foldAndJudge();
    const stored = await db()
      .select({ id: readings.id, country: readings.country })
      .from(readings)
      .where(eq(readings.tagId, tagRowId))
      .orderBy(readings.id);
    const [inBrazil, inPortugal] = stored.slice(-2);
    expect(inBrazil?.country).toBe('BR');
    expect(inPortugal?.country).toBe('PT');
    const flags = await flagsOf(tagRowId);
    expect(flags.get(inBrazil!.id)).toEqual(['off-market']);
    expect(flags.get(inPortugal!.id)).toEqual(['impossible-travel']);
    expect(await alertOf(tagRowId, 1)).toMatchObject({ readingCount: 1, lastCountry: 'BR', acknowledgedAt: null });
    expect(await alertOf(tagRowId, 2)).toMatchObject({ readingCount: 1, lastCountry: 'PT' });
  });

  it('adds nothing when a batch is judged twice', async () => {
    const tagRowId = world.alpha.tagIds[2]!;
    const before = await flagsOf(tagRowId);
    // The notes of every reading of the tag given back, as a judge that committed and then ran again would find them.
    await db().execute(
      sql`insert into readings_to_judge (reading_id, tag_id, customer_id, read_at, latitude, longitude, device_id,
                                         country, authenticity, markets, expiry_date)
          select r.id, r.tag_id, coalesce(cl.customer_id, pl.customer_id), r.read_at, r.latitude, r.longitude,
                 r.device_id, r.country, r.authenticity, coalesce(cl.markets, '{}'), cl.expiry_date
            from readings r join tags t on t.id = r.tag_id join partner_lots pl on pl.id = t.partner_lot_id
            left join customer_lots cl on cl.id = t.customer_lot_id
           where r.tag_id = ${tagRowId}`,
    );
    await foldAndJudge();
    expect(await flagsOf(tagRowId)).toEqual(before);
    expect(await alertOf(tagRowId, 1)).toMatchObject({ readingCount: 1 });
  });

  it('finds the same flags whatever the batches, and opens an acknowledged alert again at a new flag', async () => {
    const flooded = world.alpha.tagIds[0]!;
    const rows = Array.from({ length: 25 }, (_, index) => ({
      tagId: flooded,
      readAt: ago(HOUR_MS - index * 60_000),
      deviceId: `phone-${index % 3}`,
      ...SAO_PAULO,
    }));
    await db().insert(readings).values(rows.slice(0, 22));
    // Judged three at a time: the 21st and 22nd readings of the hour are too many (more than 20).
    await foldAndJudge(3);
    const flags = await flagsOf(flooded);
    expect([...flags.values()].filter((rules) => rules.includes('too-many-readings'))).toHaveLength(2);
    expect(await alertOf(flooded, 3)).toMatchObject({ readingCount: 2 });

    await db()
      .update(suspicionAlerts)
      .set({ acknowledgedAt: new Date() })
      .where(and(eq(suspicionAlerts.tagId, flooded), eq(suspicionAlerts.rule, 3)));
    await db().insert(readings).values(rows.slice(22));
    await foldAndJudge();
    const reopened = await alertOf(flooded, 3);
    expect(reopened).toMatchObject({ readingCount: 5, acknowledgedAt: null });
    expect(reopened!.raisedAt.getTime()).toBeGreaterThan(reopened!.firstReadAt.getTime());
  });

  it('flags a reading after the lot’s expiry and a copied secure tap', async () => {
    const tagRowId = world.alpha.tagIds[2]!;
    await db()
      .update(customerLots)
      .set({ expiryDate: '2026-01-01', markets: [] })
      .where(eq(customerLots.id, world.alpha.customerLotId));
    const [late] = await db()
      .insert(readings)
      .values({ tagId: tagRowId, readAt: new Date(), authenticity: 2, ...LISBON })
      .returning({ id: readings.id });
    await foldAndJudge();
    expect((await flagsOf(tagRowId)).get(late!.id)).toEqual(['after-expiry', 'copy']);
  });

  it("keeps to each customer's settings", async () => {
    const bravoTag = world.bravo.tagIds[0]!;
    const alphaTag = world.alpha.tagIds[1]!;
    await db()
      .insert(suspicionSettings)
      .values({
        customerId: world.bravo.customerId,
        settings: {
          ...DEFAULT_SUSPICION_SETTINGS,
          tooManyReadings: { ...DEFAULT_SUSPICION_SETTINGS.tooManyReadings, enabled: false },
        },
      });
    // The same 30 readings on a tag of each customer: Alpha keeps the default settings, Bravo turned the rule off.
    const flood = (tagId: number) =>
      Array.from({ length: 30 }, (_, index) => ({ tagId, readAt: ago(index * 60_000), ...LISBON }));
    await db()
      .insert(readings)
      .values([...flood(bravoTag), ...flood(alphaTag)]);
    await foldAndJudge();
    expect([...(await flagsOf(alphaTag)).values()].flat()).toContain('too-many-readings');
    expect([...(await flagsOf(bravoTag)).values()].flat()).not.toContain('too-many-readings');
    expect(await alertOf(bravoTag, 3)).toBeUndefined();
  });
});
