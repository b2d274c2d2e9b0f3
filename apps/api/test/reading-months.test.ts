/**
 * The readings by month (migration 0046, issue 30 §1): each month a partition of its own, made ahead by the server; a
 * reading no month holds yet kept in the default partition, never refused; the tenant role reaching the months only
 * through readings; and a deployment's retention (READINGS_RETENTION_MONTHS) dropping whole months once the fold has
 * counted them, keeping the dashboard's totals, the alerts and a promotion's period not yet drawn.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from '../src/db/sql-errors';
import { inTenantTransaction } from '../src/db/tenancy';
import { dropExpiredReadings, keepReadingMonths, prepareReadingPartitions } from '../src/tags/reading-partitions';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';
import { useTestServer } from './support/test-server';

const api = useTestServer({ demoData: false, readingFoldIntervalMs: 0 });

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: PromiseLike<unknown>) => ((await query) as Rows<T>).rows;
const numberOf = async (query: PromiseLike<unknown>) => {
  const [row] = await rowsOf<{ n: number | string }>(query);
  return Number(row?.n);
};

let world: TwoTenants;
beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
});

const monthName = (instant: Date) =>
  `readings_${instant.getUTCFullYear()}_${String(instant.getUTCMonth() + 1).padStart(2, '0')}`;
const monthsAfter = (instant: Date, months: number) =>
  new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() + months, 1));

async function partitionNames(): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    api.server.db.execute(sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
                              where i.inhparent = 'readings'::regclass order by 1`),
  );
  return rows.map((row) => row.name);
}

/** Where a reading of `tagId` at `readAt` was stored: the partition's name. */
async function storedIn(tagId: number, readAt: string): Promise<string> {
  const [row] = await rowsOf<{ part: string }>(
    api.server.db.execute(sql`insert into readings (tag_id, read_at) values (${tagId}, ${readAt}::timestamptz)
                              returning tableoid::regclass::text as part`),
  );
  return String(row?.part);
}

describe('the readings’ months', () => {
  it('are partitions of readings, this month’s and the next two made when the server started', async () => {
    const [kind] = await rowsOf<{ strategy: string }>(
      api.server.db.execute(sql`select partstrat as strategy from pg_partitioned_table
                                where partrelid = 'readings'::regclass`),
    );
    expect(kind?.strategy).toBe('r');
    const now = new Date();
    const names = await partitionNames();
    for (const ahead of [0, 1, 2]) expect(names).toContain(monthName(monthsAfter(now, ahead)));
    expect(names).toContain('readings_default');
  });

  it('hold each reading in its month (UTC), and one no month holds yet in the default partition', async () => {
    const tagId = world.alpha.tagIds[0]!;
    const now = new Date();
    expect(await storedIn(tagId, now.toISOString())).toBe(monthName(now));
    // The last instant of a month (UTC) is that month's, whatever the session's time zone says.
    const lastOfMonth = new Date(monthsAfter(now, 1).getTime() - 1);
    expect(await storedIn(tagId, lastOfMonth.toISOString())).toBe(monthName(now));
    // An import of old readings: no month of 2019 exists, so it is kept, not refused.
    expect(await storedIn(tagId, '2019-03-10T08:00:00Z')).toBe('readings_default');
  });

  it('are made ahead only where the default partition holds none of that month’s readings', async () => {
    // March 2019 has a reading in the default partition (above): moving it would take its suspicions along, so the
    // month stays there; February has none and is made.
    expect(await prepareReadingPartitions(api.server.db, new Date('2019-03-01Z'), new Date('2019-03-31Z'))).toBe(0);
    expect(await prepareReadingPartitions(api.server.db, new Date('2019-02-01Z'), new Date('2019-02-28Z'))).toBe(1);
    expect(await storedIn(world.alpha.tagIds[0]!, '2019-02-14T12:00:00Z')).toBe('readings_2019_02');
    expect(await prepareReadingPartitions(api.server.db, new Date('2019-02-01Z'), new Date('2019-02-28Z'))).toBe(0);
  });

  it('are kept by the hourly round: this month and the next two, made once', async () => {
    const later = new Date('2030-01-15T10:00:00Z');
    expect(await keepReadingMonths(api.server.db, { retentionMonths: undefined, now: later })).toEqual({
      created: 3,
      dropped: 0,
    });
    expect(await partitionNames()).toEqual(
      expect.arrayContaining(['readings_2030_01', 'readings_2030_02', 'readings_2030_03']),
    );
    expect(await keepReadingMonths(api.server.db, { retentionMonths: undefined, now: later })).toEqual({
      created: 0,
      dropped: 0,
    });
  });

  it('are reached by the tenant role only through readings, under its policies', async () => {
    const month = monthName(new Date());
    for (const statement of [
      sql`select count(*) from ${sql.identifier(month)}`,
      sql`insert into ${sql.identifier(month)} (tag_id) values (${world.alpha.tagIds[0]!})`,
      sql`select count(*) from readings_default`,
    ]) {
      const refused = await inTenantTransaction(
        api.server.db,
        { scope: 'customer', customerId: world.alpha.customerId },
        (tx) => tx.execute(statement),
      ).catch((error: unknown) => error);
      expect(sqlStateOf(refused)).toBe('42501');
    }
  });
});

describe('retention', () => {
  const JUNE_2020 = new Date('2020-06-15T12:00:00Z');

  /** The dashboard's readings of a customer by product, over every slot: what the fold counted. */
  const productTotal = (customerId: number) =>
    numberOf(
      api.server.db.execute(
        sql`select coalesce(sum(n), 0) as n from dashboard_product_readings where customer_id = ${customerId}`,
      ),
    );
  const readingsBefore = (instant: string) =>
    numberOf(api.server.db.execute(sql`select count(*) as n from readings where read_at < ${instant}::timestamptz`));

  it('drops the months before the kept ones whole, once folded: the dashboard keeps its totals', async () => {
    const { db } = api.server;
    const { alpha, bravo } = world;
    await db.execute(sql`select fold_readings()`);
    const alphaBefore = await productTotal(alpha.customerId);
    const bravoBefore = await productTotal(bravo.customerId);
    expect(await prepareReadingPartitions(db, new Date('2020-01-01Z'), new Date('2020-06-30Z'))).toBe(6);

    // One located reading of Alpha's a month, January to June 2020, one of Bravo's in January and in May, and one of
    // Alpha's in May 2019 (no month of its own: the default partition).
    const alphaTag = alpha.tagIds[1]!;
    const bravoTag = bravo.tagIds[1]!;
    await db.execute(sql`
      insert into readings (tag_id, read_at, latitude, longitude, device_id, country)
      select ${alphaTag}::bigint, make_timestamptz(2020, m, 10, 12, 0, 0, 'UTC'), -23.5, -46.6, 'retention-phone', 'Brasil'
        from generate_series(1, 6) m
      union all select ${bravoTag}, '2020-01-20T12:00:00Z', -22.9, -43.2, 'retention-phone-2', 'Brasil'
      union all select ${bravoTag}, '2020-05-20T12:00:00Z', -22.9, -43.2, 'retention-phone-2', 'Brasil'
      union all select ${alphaTag}, '2019-05-05T12:00:00Z', 0, 0, null, null`);
    await db.execute(sql`select fold_readings()`);
    // A suspicion (and its alert) on January's reading; then one more reading of February not folded yet.
    const [january] = await rowsOf<{ id: number; read_at: string }>(
      db.execute(sql`select id, read_at from readings where tag_id = ${alphaTag}
                     and read_at = '2020-01-10T12:00:00Z'`),
    );
    await db.execute(sql`
      insert into reading_suspicions (reading_id, rule, customer_id, tag_id, read_at)
      values (${january!.id}, 1, ${alpha.customerId}, ${alphaTag}, ${january!.read_at}::timestamptz)`);
    await db.execute(sql`
      insert into suspicion_alerts (customer_id, tag_id, rule, first_read_at, last_read_at, reading_count, raised_at)
      values (${alpha.customerId}, ${alphaTag}, 1, '2020-01-10T12:00:00Z', '2020-01-10T12:00:00Z', 1, now())`);
    await db.execute(sql`insert into readings (tag_id, read_at) values (${alphaTag}, '2020-02-25T12:00:00Z')`);
    expect(await productTotal(alpha.customerId)).toBe(alphaBefore + 7);

    // Keeping two whole months before June: April and May (and June). January to March go, and May 2019.
    // Alpha's January to March and the late February one, Bravo's January, May 2019; and those of 2019 above.
    const expired = await readingsBefore('2020-04-01T00:00:00Z');
    expect(expired).toBe(6 + (await readingsBefore('2020-01-01T00:00:00Z')) - 1);
    expect(await dropExpiredReadings(db, 2, JUNE_2020)).toBe(expired);

    const names = await partitionNames();
    for (const month of ['readings_2020_01', 'readings_2020_02', 'readings_2020_03', 'readings_2019_02'])
      expect(names).not.toContain(month);
    for (const month of ['readings_2020_04', 'readings_2020_05', 'readings_2020_06']) expect(names).toContain(month);
    expect(await readingsBefore('2020-04-01T00:00:00Z')).toBe(0);
    expect(
      await numberOf(
        db.execute(sql`select count(*) as n from readings where read_at >= '2020-04-01T00:00:00Z'
                                    and read_at < '2020-07-01T00:00:00Z'`),
      ),
    ).toBe(4);
    // The unfolded February reading was folded before its month went: the totals count every reading ever stored.
    expect(await productTotal(alpha.customerId)).toBe(alphaBefore + 8);
    expect(await productTotal(bravo.customerId)).toBe(bravoBefore + 2);
    expect(await numberOf(db.execute(sql`select count(*) as n from readings_to_fold`))).toBe(0);
    // The readings' own traces go with them; the alert keeps its count.
    for (const trace of ['reading_suspicions', 'readings_to_judge', 'dashboard_pins'])
      expect(
        await numberOf(
          db.execute(sql`select count(*) as n from ${sql.identifier(trace)} where read_at < '2020-04-01T00:00:00Z'`),
        ),
        trace,
      ).toBe(0);
    expect(
      await numberOf(db.execute(sql`select reading_count as n from suspicion_alerts where tag_id = ${alphaTag}`)),
    ).toBe(1);

    // Nothing more is due in the same month.
    expect(await dropExpiredReadings(db, 2, JUNE_2020)).toBe(0);
  });

  it('keeps the period of a promotion not yet drawn, and lets it go once the promotion is processed', async () => {
    const { db } = api.server;
    const [promotion] = await rowsOf<{ id: number }>(
      db.execute(sql`insert into promotions (customer_id, description, start_date, end_date, prize, winners_count)
                     values (${world.alpha.customerId}, 'Retention promo', '2020-04-10', '2020-06-30', 'Prize', 1)
                     returning id`),
    );
    const august = new Date('2020-08-15T12:00:00Z');
    // One month kept would drop April to June; the promotion's draw is made over readings from 10 April on.
    expect(await dropExpiredReadings(db, 1, august)).toBe(0);
    expect(await partitionNames()).toEqual(
      expect.arrayContaining(['readings_2020_04', 'readings_2020_05', 'readings_2020_06']),
    );

    // Drawn, it lets them go at the next hourly round, which also makes August and the two months after it.
    await db.execute(sql`update promotions set status = 4 where id = ${promotion!.id}`);
    expect(await keepReadingMonths(db, { retentionMonths: 1, now: august })).toEqual({ created: 3, dropped: 4 });
    const names = await partitionNames();
    for (const month of ['readings_2020_04', 'readings_2020_05', 'readings_2020_06'])
      expect(names).not.toContain(month);
  });

  it('drops the partners’ unclaimed readings as old as the months it drops, and keeps the newer', async () => {
    const { db } = api.server;
    // A lot no customer has yet: its readings are the partner's (migration 0052), outside readings' months.
    const [lot] = await rowsOf<{ id: number }>(
      db.execute(sql`insert into partner_lots (partner_id, number, type, quantity)
                     values (${world.alpha.partnerId}, 'retention-unsold', 2, 1) returning id`),
    );
    const [tag] = await rowsOf<{ id: number }>(
      db.execute(sql`insert into tags (partner_lot_id, tag_id, sequence)
                     values (${lot!.id}, 'retention-unsold-1', 1) returning id`),
    );
    await db.execute(sql`insert into readings (tag_id, read_at)
                         values (${tag!.id}, '2021-01-10T12:00:00Z'), (${tag!.id}, '2021-04-10T12:00:00Z')`);
    const unclaimedTimes = async () =>
      (
        await rowsOf<{ read_at: Date | string }>(
          db.execute(sql`select read_at from unclaimed_readings where tag_id = ${tag!.id} order by read_at`),
        )
      ).map((row) => new Date(row.read_at).toISOString());
    expect(await unclaimedTimes()).toEqual(['2021-01-10T12:00:00.000Z', '2021-04-10T12:00:00.000Z']);
    const customersReadings = () => numberOf(db.execute(sql`select count(*) as n from readings`));
    const before = await customersReadings();

    const dropped = await dropExpiredReadings(db, 2, new Date('2021-06-15T12:00:00Z'));
    expect(await unclaimedTimes()).toEqual(['2021-04-10T12:00:00.000Z']);
    expect(dropped).toBe(before - (await customersReadings()) + 1);
    // The tag was read all the same: its count stays, as the lot's history.
    expect(await numberOf(db.execute(sql`select read_count as n from tags where id = ${tag!.id}`))).toBe(2);
  });

  it('refuses to keep no month at all', async () => {
    await expect(dropExpiredReadings(api.server.db, 0, JUNE_2020)).rejects.toThrow();
  });
});
