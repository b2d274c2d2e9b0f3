/**
 * Folding the readings into the devices, the reading places and the dashboard's aggregates (migration 0027,
 * src/tags/fold-readings.ts): the server folds on its own, and folds running at once with the statements that note
 * readings count each reading exactly once. On PGlite and PostgreSQL (where the folds and inserts really overlap).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readings } from '../src/db/schema';
import { startReadingFolder } from '../src/tags/fold-readings';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false, readingFoldIntervalMs: 50 });
let world: TwoTenants;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
});

async function numberOf(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await api.server.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

describe('folding the readings', () => {
  it('folds what the scans noted on its own, with no reader asking', async () => {
    await api.server.db.insert(readings).values({
      tagId: world.alpha.tagIds[0] as number,
      latitude: -23.55,
      longitude: -46.63,
      deviceId: 'folded-on-its-own',
      deviceModel: 'Phone',
      country: 'BR',
    });
    await vi.waitFor(
      async () => {
        expect(await numberOf(sql`select count(*) as n from readings_to_fold`)).toBe(0);
        expect(await numberOf(sql`select count(*) as n from devices where device_key = 'folded-on-its-own'`)).toBe(1);
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('counts each reading once when folds run at once with the statements noting readings', async () => {
    // Each statement's readings in tag order, as visitor_scans inserts them: two statements at once lock the tags'
    // counters (0013) in one order and cannot deadlock.
    const tagIds = [...world.alpha.tagIds].sort((a, b) => a - b);
    const statements = Array.from({ length: 30 }, (_, statement) =>
      api.server.db.insert(readings).values(
        Array.from({ length: 10 }, (_, index) => ({
          tagId: tagIds[index % tagIds.length] as number,
          latitude: -34.6,
          longitude: -58.38,
          osVersion: 'Android 14',
          country: 'AR',
          deviceId: `folded-at-once-${statement}`,
        })),
      ),
    );
    const folds = Array.from({ length: 10 }, () => api.server.db.execute(sql`select fold_readings()`));
    await Promise.all([...statements, ...folds]);
    await api.server.db.execute(sql`select fold_readings()`);

    const direct = await numberOf(sql`
      select count(*) as n from readings r
      join tags t on t.id = r.tag_id
      join partner_lots pl on pl.id = t.partner_lot_id
      left join customer_lots cl on cl.id = t.customer_lot_id
      where coalesce(cl.customer_id, pl.customer_id) = ${world.alpha.customerId} and r.country = 'AR'`);
    expect(direct).toBe(300);
    expect(
      await numberOf(sql`select coalesce(sum(n), 0) as n from dashboard_country_readings
                         where customer_id = ${world.alpha.customerId} and country = 'AR'`),
    ).toBe(direct);
    expect(
      await numberOf(sql`select count(*) as n from devices
                         where customer_id = ${world.alpha.customerId} and device_key like 'folded-at-once-%'`),
    ).toBe(30);
    expect(await numberOf(sql`select count(*) as n from readings_to_fold`)).toBe(0);
  });

  it('folds in batches until none is left, and vacuums the notes between rounds without failing', async () => {
    const errors: unknown[] = [];
    // A second folder beside the server's: batches of 5, a vacuum after every round (PGlite has no autovacuum).
    const folder = startReadingFolder(api.server.db, {
      intervalMs: 10,
      batch: 5,
      vacuumEveryRounds: 1,
      onError: (error) => errors.push(error),
    });
    try {
      await api.server.db.insert(readings).values(
        Array.from({ length: 12 }, (_, index) => ({
          tagId: world.bravo.tagIds[0] as number,
          latitude: 40.42,
          longitude: -3.7,
          deviceId: `folded-in-batches-${index}`,
        })),
      );
      await vi.waitFor(
        async () =>
          expect(
            await numberOf(sql`select count(*) as n from devices where device_key like 'folded-in-batches-%'`),
          ).toBe(12),
        { timeout: 5_000, interval: 20 },
      );
    } finally {
      await folder.stop();
    }
    expect(errors).toEqual([]);
  });
});
