/**
 * Promotion processing as a job whose state lives in the database (DESIGN "Server"; spec B §4; issue 13 §4): the
 * promotion's own row says where it stands, and each step is one short transaction, run in the promotion's customer
 * scope (row-level security applies to the job as to any call), that moves it to where the next step starts:
 *
 *   1 not processed, period ended       → freeze the entry list: listed in the published order, its digest kept
 *   2 selecting awards, list not frozen → freeze the entry list (Process came before the period's end)
 *   2 selecting awards, list frozen     → draw the winners, give each a prize code → 3
 *   3 scheduling notifications          → queue one notification per winner for the current round → 4
 *
 * A step that fails or is cut short (a crash, kill -9) changes nothing, and the step runs again: the draw is a
 * function of the stored seed and list (draw.ts), so it picks the same winners. A lease on the row keeps two servers
 * from working on one promotion at once; an expired lease is anyone's, and every server looks for unfinished work
 * when it starts and every few seconds after. Nothing here holds a transaction across steps or blocks the event
 * loop for long: the heavy listing is one INSERT … SELECT inside the database.
 */
import { sql } from 'drizzle-orm';
import { foldReadings } from '../tags/fold-readings';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { DRAW_ROLE, inTenantTransaction } from '../db/tenancy';
import { newPrizeCode, pickWinners, shuffledPositions, takePositions } from './draw';
import { eligibilityOf, eligibleEntries, keptOutCounts, promotionRepository, rowsOf } from './promotions.repository';

/** How long a server holds a promotion per step before another may take it over. */
export const JOB_LEASE_SECONDS = 30;
/** How often a server looks for unfinished work whose lease has expired. */
export const JOB_SCAN_MS = 5_000;
/** Failed attempts before the job gives up and puts the promotion back to status 1 (Process is offered again). */
export const JOB_MAX_ATTEMPTS = 5;

type Rows<T> = { rows: T[] } | T[];

interface JobRow {
  id: number;
  customer_id: number;
  status: number;
}

export interface PromotionJobs {
  /** Runs the promotion's job soon (after the call that started it has committed). */
  kick(promotionId: number, customerId: number): void;
  /** Looks for unfinished work now (what start-up and the timer do). */
  resumeAll(): Promise<void>;
  /** Resolves when no job of this server is running (tests). */
  idle(): Promise<void>;
  /** Taking up work, switched off (a test's frozen server), or closed. */
  state(): 'running' | 'off' | 'stopped';
  close(): Promise<void>;
}

export interface PromotionJobOptions {
  /** Work through jobs (default). Off: the tests' frozen server, whose jobs another server resumes. */
  readonly run?: boolean;
  /** Stop after this many steps of each job (tests of an interrupted job). */
  readonly stopAfterSteps?: number;
  /**
   * A pause between steps (PROMOTION_JOB_STEP_PAUSE_MS): for the test that kills a server mid-job, which must land
   * its SIGKILL between two steps whatever the machine's load; 0 (none) otherwise.
   */
  readonly pauseBetweenStepsMs?: number;
}

export function promotionJobs(db: Database, log: FastifyBaseLogger, options: PromotionJobOptions = {}): PromotionJobs {
  const running = new Map<number, Promise<void>>();
  let closed = false;
  const enabled = options.run !== false;

  // As the drawing code's role: the job reads the seed to list the entries and draw (migration 0031).
  const asCustomer = <T>(customerId: number, work: (tx: Database) => Promise<T>) =>
    inTenantTransaction(db, { scope: 'customer', customerId }, work, { role: DRAW_ROLE });

  /** Takes the lease when it is free or expired; the promotion's status then, or undefined when someone holds it. */
  const claim = async (id: number, customerId: number): Promise<number | undefined> =>
    asCustomer(customerId, async (tx) => {
      const result = (await tx.execute(sql`
        update promotions set job_lease_until = now() + make_interval(secs => ${JOB_LEASE_SECONDS})
        where id = ${id} and status in (2, 3) and (job_lease_until is null or job_lease_until < now())
        returning status`)) as Rows<{ status: number }>;
      const [row] = rowsOf(result);
      return row === undefined ? undefined : Number(row.status);
    });

  /** One step; answers the status it left the promotion in (4 or 1: done). */
  const step = async (id: number, customerId: number): Promise<number> =>
    asCustomer(customerId, async (tx) => {
      const result = (await tx.execute(sql`
        select status, encode(draw_seed, 'hex') as seed, candidate_count
        from promotions where id = ${id} for update`)) as Rows<{
        status: number;
        seed: string | null;
        candidate_count: number | null;
      }>;
      const [row] = rowsOf(result);
      if (row === undefined) return 1;
      const status = Number(row.status);
      if (status === 2 && row.seed !== null && row.candidate_count === null) {
        await freezeEntryList(tx, id, customerId);
        return 2;
      }
      if (status === 2 && row.seed !== null && row.candidate_count !== null) {
        await drawAwards(tx, id, customerId);
        return 3;
      }
      if (status === 3) {
        await scheduleNotifications(tx, id);
        return 4;
      }
      // Status 2 without a seed is no state Process leaves: back to 1, where Process is offered again.
      if (status === 2) {
        await tx.execute(sql`update promotions set status = 1, job_lease_until = null where id = ${id}`);
        return 1;
      }
      return status;
    });

  const runJob = async (id: number, customerId: number): Promise<void> => {
    const status = await claim(id, customerId);
    if (status === undefined) return;
    let steps = 0;
    for (;;) {
      if (closed) return;
      if (options.stopAfterSteps !== undefined && steps >= options.stopAfterSteps) return;
      const after = await step(id, customerId);
      steps += 1;
      if (after !== 2 && after !== 3) return;
      // Let the calls waiting on the event loop through between steps.
      await new Promise((resolve) => setImmediate(resolve));
      if (options.pauseBetweenStepsMs) await new Promise((resolve) => setTimeout(resolve, options.pauseBetweenStepsMs));
    }
  };

  const failed = async (id: number, customerId: number, error: unknown) => {
    log.error({ err: error, promotionId: id }, 'promotion processing step failed; it will be retried');
    try {
      await asCustomer(customerId, (tx) =>
        tx.execute(sql`
          update promotions set job_attempts = job_attempts + 1, job_error = ${String(error).slice(0, 500)},
            job_lease_until = case when job_attempts + 1 >= ${JOB_MAX_ATTEMPTS} then null
                                   else now() + make_interval(secs => 2) end,
            status = case when job_attempts + 1 >= ${JOB_MAX_ATTEMPTS} and status = 2 then 1 else status end
          where id = ${id}`),
      );
    } catch (recordError) {
      log.error({ err: recordError, promotionId: id }, 'could not record the failed promotion step');
    }
  };

  const start = (id: number, customerId: number): Promise<void> => {
    const already = running.get(id);
    if (already !== undefined) return already;
    const job = runJob(id, customerId)
      .catch((error: unknown) => (closed ? undefined : failed(id, customerId, error)))
      .finally(() => running.delete(id));
    running.set(id, job);
    return job;
  };

  /** Freezes the entry list of a promotion whose period has ended, unless Process or another server came first. */
  const freezeIfEnded = (id: number, customerId: number) =>
    asCustomer(customerId, async (tx) => {
      const result = (await tx.execute(sql`
        select id from promotions
        where id = ${id} and status = 1 and entries_frozen_at is null and draw_seed is not null and ${periodOver}
        for update skip locked`)) as Rows<{ id: number }>;
      if (rowsOf(result).length > 0) await freezeEntryList(tx, id, customerId);
    });

  const resumeAll = async (): Promise<void> => {
    if (closed || !enabled) return;
    // As the owner, outside any tenant: finding the work is not reading it; each job then runs in its customer's scope.
    const ended = (await db.execute(sql`
      select id, customer_id from promotions
      where status = 1 and entries_frozen_at is null and draw_seed is not null and ${periodOver}
      order by id limit 100`)) as Rows<{ id: number; customer_id: number }>;
    for (const row of rowsOf(ended)) {
      if (closed) return;
      try {
        await freezeIfEnded(Number(row.id), Number(row.customer_id));
      } catch (error) {
        log.error({ err: error, promotionId: row.id }, 'freezing the entry list failed; it will be retried');
      }
    }
    const result = (await db.execute(sql`
      select id, customer_id, status from promotions
      where status in (2, 3) and (job_lease_until is null or job_lease_until < now())
      order by id limit 100`)) as Rows<JobRow>;
    await Promise.all(rowsOf(result).map((row) => start(Number(row.id), Number(row.customer_id))));
  };

  const timer = enabled
    ? setInterval(() => {
        resumeAll().catch((error: unknown) => {
          if (!closed) log.error({ err: error }, 'looking for unfinished promotion processing failed');
        });
      }, JOB_SCAN_MS)
    : undefined;
  timer?.unref();

  return {
    kick(promotionId, customerId) {
      if (closed || !enabled) return;
      setImmediate(() => void start(promotionId, customerId));
    },
    resumeAll,
    async idle() {
      while (running.size > 0) await Promise.all([...running.values()]);
    },
    state: () => (closed ? 'stopped' : enabled ? 'running' : 'off'),
    async close() {
      closed = true;
      if (timer !== undefined) clearInterval(timer);
      await Promise.all([...running.values()]);
    },
  };
}

const renewLease = sql`job_lease_until = now() + make_interval(secs => ${JOB_LEASE_SECONDS})`;

/**
 * How long after its last day (whole days, as the readings are chosen) a period counts as over: scans already under
 * way at midnight are stored by then, so the frozen list misses none of them.
 */
export const PERIOD_END_GRACE_SECONDS = 60;
const periodOver = sql`now() >= end_date + 1 + make_interval(secs => ${PERIOD_END_GRACE_SECONDS})`;

/**
 * The entry list frozen (draw.ts step 2): the entries in the published order, in one statement, and the list's
 * digest with the time it was frozen; candidate_count says it is done. At the end of the period (the sweep above),
 * or when Process comes first (the job's step). Exported with the other steps for the demo data, which processes its
 * promotions as the job does.
 */
export async function freezeEntryList(tx: Database, id: number, customerId: number): Promise<void> {
  const promotion = await promotionRepository(tx, customerId).get(id);
  if (promotion === undefined) return;
  const result = (await tx.execute(
    sql`select encode(draw_seed, 'hex') as seed from promotions where id = ${id}`,
  )) as Rows<{ seed: string }>;
  const seedHex = rowsOf(result)[0]?.seed;
  if (seedHex === undefined) return;
  await tx.execute(sql`delete from promotion_draw_entries where promotion_id = ${id}`);
  await foldReadings(tx);
  const filter = eligibilityOf(promotion);
  // A holder's tickets share its hash (draw.ts step 2); the tag orders them among themselves.
  await tx.execute(sql`
    insert into promotion_draw_entries (promotion_id, customer_id, position, device_id, entry_hash, tag_id)
    select ${id}, ${customerId},
           (row_number() over (order by hashed.entry_hash collate "C", hashed.tag_id))::int - 1,
           hashed.device_id, hashed.entry_hash, hashed.tag_id
    from (select eligible.device_id, eligible.tag_id,
                 encode(sha256(convert_to(${seedHex} || ':' || eligible.device_key, 'UTF8')), 'hex') as entry_hash
          from (${eligibleEntries(filter)}) eligible) hashed`);
  await tx.execute(sql`
    update promotions set ${renewLease},
      candidate_count = (select count(*)::int from promotion_draw_entries where promotion_id = ${id}),
      entries_digest = (
        select encode(sha256(convert_to(coalesce(string_agg(entry_hash || chr(10), '' order by position), ''),
                                        'UTF8')), 'hex')
        from promotion_draw_entries where promotion_id = ${id}),
      entries_frozen_at = now(),
      blocked_devices_count = kept_out.blocked_devices,
      later_readers_count = kept_out.later_readers,
      readings_without_device_count = kept_out.readings_without_device
    from (${keptOutCounts(filter)}) kept_out
    where promotions.id = ${id}`);
}

/** Step 2b: the winners drawn from the stored seed and list, each with a prize code; status 3. */
export async function drawAwards(tx: Database, id: number, customerId: number): Promise<void> {
  const result = (await tx.execute(sql`
    select encode(draw_seed, 'hex') as seed, candidate_count, winners_count from promotions where id = ${id}`)) as Rows<{
    seed: string;
    candidate_count: number;
    winners_count: number;
  }>;
  const [row] = rowsOf(result);
  if (row === undefined) return;
  const positions = await drawnPositions(
    tx,
    id,
    Buffer.from(row.seed, 'hex'),
    Number(row.candidate_count),
    Number(row.winners_count),
  );
  await insertWinners(tx, id, customerId, positions);
  await tx.execute(sql`update promotions set ${renewLease}, status = 3 where id = ${id}`);
}

/** Step 3: one notification per winner for the current round in the outbox; status 4. */
export async function scheduleNotifications(tx: Database, id: number): Promise<void> {
  await tx.execute(sql`
    insert into promotion_notifications (customer_id, promotion_id, winner_id, device_id, round)
    select w.customer_id, w.promotion_id, w.id, w.device_id, p.notification_round
    from promotion_winners w join promotions p on p.id = w.promotion_id and p.customer_id = w.customer_id
    where w.promotion_id = ${id}
    -- A winner's notification of the round, once: the (winner_id, round) key, which holds customer_id too since
    -- migration 0048; named by no column list, so the statement reads both schemas alike.
    on conflict do nothing`);
  await tx.execute(sql`
    update promotions set status = 4, processed_at = now(), job_lease_until = null, job_attempts = 0, job_error = null
    where id = ${id}`);
}

/**
 * The winners' positions (draw.ts step 4), as `winnerPositions` finds them from the whole list, reading the list's
 * hashes only at the positions the shuffle reaches, a batch at a time: memory grows with the winners, not the list.
 */
async function drawnPositions(
  tx: Database,
  id: number,
  seed: Buffer,
  candidateCount: number,
  winnersCount: number,
): Promise<number[]> {
  const shuffle = shuffledPositions(seed, candidateCount);
  const winners: number[] = [];
  const won = new Set<string>();
  while (winners.length < winnersCount) {
    const positions = takePositions(shuffle, Math.max(64, 2 * (winnersCount - winners.length)));
    if (positions.length === 0) break;
    const found = rowsOf(
      (await tx.execute(sql`
        select position, entry_hash from promotion_draw_entries
        where promotion_id = ${id} and position = any(${`{${positions.join(',')}}`}::int[])`)) as Rows<{
        position: number;
        entry_hash: string;
      }>,
    );
    const hashAt = new Map(found.map((entry) => [Number(entry.position), entry.entry_hash]));
    pickWinners(
      positions,
      positions.map((p) => hashAt.get(p) ?? ''),
      winnersCount,
      winners,
      won,
    );
  }
  return winners;
}

/**
 * The winners at these positions of the published list, in the order drawn, each with a fresh prize code. A code
 * another winner of the customer already has (1 in 2^63 per pair; codes are unique within a customer, migration
 * 0048) is drawn again: ON CONFLICT skips it and the loop retries.
 */
async function insertWinners(tx: Database, id: number, customerId: number, positions: readonly number[]) {
  const CHUNK = 1000;
  for (let start = 0; start < positions.length; start += CHUNK) {
    let pending = positions.slice(start, start + CHUNK).map((position, i) => ({ position, order: start + i + 1 }));
    while (pending.length > 0) {
      const codes = pending.map(() => newPrizeCode());
      const result = (await tx.execute(sql`
        insert into promotion_winners (customer_id, promotion_id, device_id, draw_order, entry_position, code)
        select ${customerId}, ${id}, e.device_id, picked.draw_order, e.position, picked.code
        from unnest(${`{${pending.map((p) => p.position).join(',')}}`}::int[],
                    ${`{${pending.map((p) => p.order).join(',')}}`}::int[],
                    ${`{${codes.join(',')}}`}::text[]) as picked(position, draw_order, code)
        join promotion_draw_entries e on e.promotion_id = ${id} and e.position = picked.position
        on conflict do nothing
        returning draw_order`)) as Rows<{ draw_order: number }>;
      const done = new Set(rowsOf(result).map((row) => Number(row.draw_order)));
      const existing = (await tx.execute(sql`
        select draw_order from promotion_winners
        where promotion_id = ${id} and draw_order = any(${`{${pending.map((p) => p.order).join(',')}}`}::int[])`)) as Rows<{
        draw_order: number;
      }>;
      for (const row of rowsOf(existing)) done.add(Number(row.draw_order));
      pending = pending.filter((p) => !done.has(p.order));
      // Let other calls through between chunks of a very large draw.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
