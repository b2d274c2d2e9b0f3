/**
 * The calling customer's promotions in SQL (spec B §3, §7 "Promotions"; issue 13). Row-level security shows only the
 * caller's rows (a point of sale's calls run in its customer's scope); every statement also names the caller's
 * customer (issue 30 §2: a sharded database routes by that filter, not by the policy), and writes store it.
 */
import { and, asc, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { foldReadings } from '../tags/fold-readings';
import {
  ENTRY_RULE,
  type EntryRule,
  type Page,
  type PromotionDrawRecord,
  type PromotionEntryCounts,
  type PromotionFilterOptions,
  type PromotionInput,
  type PromotionLocation,
  type PromotionRow,
  type PromotionStatus,
} from '@tagtrail/domain';
import type { Database } from '../db/client';
import { endOfDay, startOfDay } from '../db/day-bounds';
import { containsText, orderOf, readPage, textOrder, type SortedPageQuery } from '../db/paging';
import { products } from '../catalogue/catalogue.schema';
import { devices } from '../devices/devices.schema';
import { readingMapRepository } from '../tags/reading-map.repository';
import {
  prizeWithdrawals,
  promotionPlaces,
  promotionProducts,
  promotions,
  promotionWinners,
  type PromotionPlaceKind,
} from './promotions.schema';

export type PromotionSort = 'description' | 'drawDate' | 'finishDate' | 'winnersCount' | 'status' | 'id';
export type WinnerSort = 'drawOrder' | 'deviceId' | 'owner' | 'withdrawerName' | 'withdrawnAt';
export type PointOfSaleWinnerSort = 'name' | 'cpf' | 'withdrawnAt' | 'code' | 'prize';

type Rows<T> = { rows: T[] } | T[];
export const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

/** The stored promotion with its filters (the wire's promocaoProduto, promocaoPais, …). */
export interface StoredPromotion {
  readonly id: number;
  readonly customerId: number;
  readonly description: string;
  readonly createdAt: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly random: boolean;
  readonly prize: string;
  readonly rulesManualUrl: string;
  readonly imageUrl: string;
  readonly winnersCount: number;
  readonly drawType: 1 | 2;
  readonly entryRule: EntryRule;
  readonly status: PromotionStatus;
  readonly relevance: number;
  readonly products: { id: number; promotionId: number; productId: number }[];
  readonly countries: PromotionLocation[];
  readonly states: PromotionLocation[];
  readonly cities: PromotionLocation[];
}

/** What the entries of a promotion are chosen by: its products, places and period, and how they are counted. */
export interface EligibilityFilter {
  readonly customerId: number;
  readonly entryRule: EntryRule;
  readonly productIds: readonly number[];
  readonly countries: readonly string[];
  readonly states: readonly string[];
  readonly cities: readonly string[];
  readonly startDate: string;
  readonly endDate: string;
}

const intList = (ids: readonly number[]) => `{${ids.join(',')}}`;
/** A text[] literal as a bound parameter: each element quoted and escaped. */
const textList = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
const anyInt = (column: SQL, ids: readonly number[]): SQL =>
  ids.length === 0 ? sql`true` : sql`${column} = any(${intList(ids)}::int[])`;
const anyText = (column: SQL, values: readonly string[]): SQL =>
  values.length === 0 ? sql`true` : sql`${column} = any(${textList(values)}::text[])`;

/**
 * The customer's readings of its tags in the period (whole days, UTC) that match every filter given: a product of the
 * tag (its customer lot's, else its partner lot's), and the reading's country, state and city; with each reading's
 * device (by the devices' unique customer and key). A FROM … WHERE to select from.
 */
function matchingReadings(filter: EligibilityFilter): SQL {
  return sql`
    from readings r
    join tags t on t.id = r.tag_id
    join partner_lots pl on pl.id = t.partner_lot_id
    left join customer_lots cl on cl.id = t.customer_lot_id
    -- Each reading's device looked up by its unique key (the customer is the filter's, as the WHERE below requires):
    -- one probe of the devices' index per reading whatever the statistics say (PGlite has no autovacuum). LIMIT 1
    -- keeps the planner from flattening the lookup into a join, which under the row policies and without statistics
    -- compared every reading with every device (5,000 of each: 16 s).
    join lateral (select d.id, d.device_key, d.active from devices d
                  where d.customer_id = ${filter.customerId} and d.device_key = r.device_id
                  limit 1) d on true
    where r.customer_id = ${filter.customerId} and coalesce(cl.customer_id, pl.customer_id) = ${filter.customerId}
      and r.read_at >= ${startOfDay(filter.startDate)} and r.read_at < ${endOfDay(filter.endDate)}
      and ${anyInt(sql`coalesce(cl.product_id, pl.product_id)`, filter.productIds)}
      and ${anyText(sql`r.country`, filter.countries)}
      and ${anyText(sql`r.region`, filter.states)}
      and ${anyText(sql`r.city`, filter.cities)}`;
}

/**
 * The promotion's entries (issue 24 §3), one row each: device_id, device_key and tag_id. One per device: every device
 * not blocked with a matching reading (tag_id null). One per tag: each tag with a matching reading by a device not
 * blocked, held by the first such device to read it (the earliest reading; the first stored on a tie), so scans by
 * new devices of a tag someone has read already gain nothing.
 */
export function eligibleEntries(filter: EligibilityFilter): SQL {
  if (filter.entryRule === ENTRY_RULE.perDevice)
    return sql`select distinct d.id as device_id, d.device_key, null::bigint as tag_id ${matchingReadings(filter)} and d.active`;
  return sql`
    select device_id, device_key, tag_id from (
      select distinct on (r.tag_id) d.id as device_id, d.device_key, r.tag_id
      ${matchingReadings(filter)} and d.active
      order by r.tag_id, r.read_at, r.id) first_readers`;
}

/** What each rule kept out of the entries (issue 24 §3): blocked devices, later readers, readings without a device. */
export function keptOutCounts(filter: EligibilityFilter): SQL {
  return sql`
    select
      (select count(distinct d.id)::int ${matchingReadings(filter)} and not d.active) as blocked_devices,
      ${
        filter.entryRule === ENTRY_RULE.perTag
          ? sql`(select count(distinct d.id)::int ${matchingReadings(filter)} and d.active)
                - (select count(distinct device_id)::int from (${eligibleEntries(filter)}) entries)`
          : sql`0`
      } as later_readers,
      (select count(*)::int
         from readings r
         join tags t on t.id = r.tag_id
         join partner_lots pl on pl.id = t.partner_lot_id
         left join customer_lots cl on cl.id = t.customer_lot_id
         where r.customer_id = ${filter.customerId} and coalesce(cl.customer_id, pl.customer_id) = ${filter.customerId}
           and r.device_id is null
           and r.read_at >= ${startOfDay(filter.startDate)} and r.read_at < ${endOfDay(filter.endDate)}
           and ${anyInt(sql`coalesce(cl.product_id, pl.product_id)`, filter.productIds)}
           and ${anyText(sql`r.country`, filter.countries)}
           and ${anyText(sql`r.region`, filter.states)}
           and ${anyText(sql`r.city`, filter.cities)}) as readings_without_device`;
}

export function eligibilityOf(promotion: StoredPromotion): EligibilityFilter {
  return {
    customerId: promotion.customerId,
    entryRule: promotion.entryRule,
    productIds: promotion.products.map((p) => p.productId),
    countries: promotion.countries.map((c) => c.name),
    states: promotion.states.map((s) => s.name),
    cities: promotion.cities.map((c) => c.name),
    startDate: promotion.startDate,
    endDate: promotion.endDate,
  };
}

const PROMOTION_SORT: Readonly<Record<PromotionSort, SQL>> = {
  description: textOrder(promotions.description),
  drawDate: sql`${promotions.processingStartedAt}`,
  finishDate: sql`${promotions.endDate}`,
  winnersCount: sql`${promotions.winnersCount}`,
  status: sql`${promotions.status}`,
  id: sql`${promotions.id}`,
};

const isoOf = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * Gives the promotion its seed and publishes its commitment, once: a promotion that has a seed keeps it. The database
 * makes the seed, as the drawing code's role, the only one that may write it (migrations 0031, 0033); no caller
 * chooses or sees it.
 */
async function commitToSeed(db: Database, id: number): Promise<void> {
  await db.execute(sql`select commit_promotion_seed(${id})`);
}

/** The caller's customer's promotions: `customerId` is the signed-in customer's, never one a request names. */
export function promotionRepository(db: Database, customerId: number) {
  const promotion = (id: number) => and(eq(promotions.customerId, customerId), eq(promotions.id, id));
  const productsOf = (id: number) =>
    and(eq(promotionProducts.customerId, customerId), eq(promotionProducts.promotionId, id));
  const placesWhere = (id: number) =>
    and(eq(promotionPlaces.customerId, customerId), eq(promotionPlaces.promotionId, id));
  const placesOf = async (id: number) =>
    db
      .select({ id: promotionPlaces.id, kind: promotionPlaces.kind, name: promotionPlaces.name })
      .from(promotionPlaces)
      .where(placesWhere(id))
      .orderBy(asc(promotionPlaces.position));

  const writeFilters = async (id: number, input: PromotionInput) => {
    await db.delete(promotionProducts).where(productsOf(id));
    await db.delete(promotionPlaces).where(placesWhere(id));
    if (input.productIds.length > 0)
      await db
        .insert(promotionProducts)
        .values(input.productIds.map((productId, position) => ({ customerId, promotionId: id, productId, position })));
    const places = (kind: PromotionPlaceKind, names: readonly string[]) =>
      names.map((name, position) => ({ customerId, promotionId: id, kind, name, position }));
    const rows = [
      ...places('country', input.countries),
      ...places('state', input.states),
      ...places('city', input.cities),
    ];
    if (rows.length > 0) await db.insert(promotionPlaces).values(rows);
  };

  const columnsOf = (input: PromotionInput) => ({
    customerId,
    description: input.description,
    startDate: input.startDate,
    endDate: input.endDate,
    random: input.random,
    prize: input.prize,
    rulesManualUrl: input.rulesManualUrl === '' ? null : input.rulesManualUrl,
    imageUrl: input.imageUrl === '' ? null : input.imageUrl,
    winnersCount: input.winnersCount,
    drawType: input.drawType,
    entryRule: input.entryRule,
    relevance: input.relevance,
  });

  /** What an edit changes: never the customer, which the tenant role may not write (migration 0031). */
  const changesOf = (input: PromotionInput) => {
    const { customerId: _customer, ...changes } = columnsOf(input);
    return changes;
  };

  return {
    async list(query: SortedPageQuery<PromotionSort>): Promise<Page<PromotionRow>> {
      const where = and(
        eq(promotions.customerId, customerId),
        containsText(query.search, promotions.description, promotions.prize),
      );
      return readPage(query, db.select({ total: count() }).from(promotions).where(where), async ({ limit, offset }) => {
        const rows = await db
          .select({
            id: promotions.id,
            description: promotions.description,
            drawnAt: promotions.processingStartedAt,
            endDate: promotions.endDate,
            winnersCount: promotions.winnersCount,
            status: promotions.status,
          })
          .from(promotions)
          .where(where)
          .orderBy(sql`${orderOf(query.direction)(PROMOTION_SORT[query.sort])} nulls last`, asc(promotions.id))
          .limit(limit)
          .offset(offset);
        return rows.map((row) => ({
          id: row.id,
          description: row.description,
          drawDate: row.drawnAt === null ? null : row.drawnAt.toISOString().slice(0, 10),
          finishDate: row.endDate,
          winnersCount: row.winnersCount,
          status: row.status as PromotionStatus,
        }));
      });
    },

    async get(id: number): Promise<StoredPromotion | undefined> {
      // Never the seed: the tenant role may not read it (migration 0031).
      const { drawSeed: _seed, ...readable } = getTableColumns(promotions);
      const [row] = await db.select(readable).from(promotions).where(promotion(id));
      if (row === undefined) return undefined;
      const productRows = await db
        .select({ id: promotionProducts.id, productId: promotionProducts.productId })
        .from(promotionProducts)
        .where(productsOf(id))
        .orderBy(asc(promotionProducts.position));
      const places = await placesOf(id);
      const ofKind = (kind: PromotionPlaceKind) =>
        places.filter((p) => p.kind === kind).map((p) => ({ id: p.id, promotionId: id, name: p.name }));
      return {
        id: row.id,
        customerId: row.customerId,
        description: row.description,
        createdAt: row.createdAt.toISOString(),
        startDate: row.startDate,
        endDate: row.endDate,
        random: row.random,
        prize: row.prize,
        rulesManualUrl: row.rulesManualUrl ?? '',
        imageUrl: row.imageUrl ?? '',
        winnersCount: row.winnersCount,
        drawType: row.drawType as 1 | 2,
        entryRule: row.entryRule as EntryRule,
        status: row.status as PromotionStatus,
        relevance: row.relevance,
        products: productRows.map((p) => ({ id: p.id, promotionId: id, productId: p.productId })),
        countries: ofKind('country'),
        states: ofKind('state'),
        cities: ofKind('city'),
      };
    },

    /** The status, with the row locked until the call's transaction ends (so two calls cannot both change it). */
    async lockedStatus(id: number): Promise<PromotionStatus | undefined> {
      const result = (await db.execute(
        sql`select status from promotions where customer_id = ${customerId} and id = ${id} for update`,
      )) as Rows<{
        status: number;
      }>;
      const [row] = rowsOf(result);
      return row === undefined ? undefined : (Number(row.status) as PromotionStatus);
    },

    async status(id: number): Promise<PromotionStatus | undefined> {
      const [row] = await db.select({ status: promotions.status }).from(promotions).where(promotion(id));
      return row?.status as PromotionStatus | undefined;
    },

    /**
     * A new promotion, with its draw's seed made at once and its commitment published (issue 24 §4): the seed is
     * fixed before any reading of the period exists, by the drawing code's role, and no API call can read it until
     * the winners are drawn.
     */
    async create(input: PromotionInput): Promise<number> {
      // Naming only what the tenant role may write (migration 0031): drizzle's insert names every column.
      const c = columnsOf(input);
      const inserted = (await db.execute(sql`
        insert into promotions (customer_id, description, start_date, end_date, random, prize, rules_manual_url,
          image_url, winners_count, draw_type, entry_rule, relevance)
        values (${c.customerId}, ${c.description}, ${c.startDate}::date, ${c.endDate}::date, ${c.random}, ${c.prize},
          ${c.rulesManualUrl}, ${c.imageUrl}, ${c.winnersCount}, ${c.drawType}, ${c.entryRule}, ${c.relevance})
        returning id`)) as Rows<{ id: number }>;
      const [created] = rowsOf(inserted);
      if (created === undefined) throw new Error('insert into promotions returned no id');
      const row = { id: Number(created.id) };
      await writeFilters(row.id, input);
      await commitToSeed(db, row.id);
      return row.id;
    },

    /** The entry list is frozen (issue 24 §4): the period has ended, or processing started. */
    async entriesFrozen(id: number): Promise<boolean> {
      const [row] = await db.select({ frozenAt: promotions.entriesFrozenAt }).from(promotions).where(promotion(id));
      return row?.frozenAt != null;
    },

    /** Only while the status is 1; undefined when the promotion is not the caller's or no longer at 1. */
    async update(id: number, input: PromotionInput): Promise<number | undefined> {
      const [row] = await db
        .update(promotions)
        .set(changesOf(input))
        .where(and(promotion(id), eq(promotions.status, 1)))
        .returning({ id: promotions.id });
      if (row === undefined) return undefined;
      await writeFilters(id, input);
      return id;
    },

    /**
     * Status 1 → 2 with the filter Process sent; the job starts from here. The seed is the one committed to when the
     * promotion was saved (one saved before seeds were made then gets its seed now).
     */
    async startProcessing(id: number, readingFilter: unknown): Promise<void> {
      await db.execute(sql`
        update promotions set status = 2, processing_started_at = now(), processed_at = null,
          reading_filter = ${JSON.stringify(readingFilter)}::jsonb, notification_round = 1,
          -- A list frozen at the period's end is the one drawn from; else the job lists and freezes it now.
          candidate_count = case when entries_frozen_at is null then null else candidate_count end,
          job_lease_until = null, job_attempts = 0, job_error = null
        where customer_id = ${customerId} and id = ${id} and status = 1`);
      await commitToSeed(db, id);
    },

    /** Status 4 → 3: the notifications are queued again, as a new round; the winners stay (never redrawn). */
    async startReprocessing(id: number): Promise<boolean> {
      const result = (await db.execute(sql`
        update promotions set status = 3, notification_round = notification_round + 1, job_lease_until = null,
          job_attempts = 0, job_error = null
        where customer_id = ${customerId} and id = ${id} and status = 4
        returning id`)) as Rows<{ id: number }>;
      return rowsOf(result).length > 0;
    },

    /** Only while the status is 1. */
    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(promotions)
        .where(and(promotion(id), eq(promotions.status, 1)))
        .returning({ id: promotions.id });
      return rows.length > 0;
    },

    /**
     * The draw record (issue 13 §5): the commitment from Process on; the seed, the published list and the winners
     * only once the draw is done (status 3 or 4). Undefined when the promotion is not the caller's.
     */
    async drawRecord(id: number): Promise<PromotionDrawRecord | undefined> {
      const result = (await db.execute(sql`
        select winners_count, status, public_ref, draw_commitment, entries_digest, entries_frozen_at,
          revealed_draw_seed(id) as seed
        from promotions where customer_id = ${customerId} and id = ${id}`)) as Rows<{
        winners_count: number;
        status: number;
        public_ref: string;
        draw_commitment: string | null;
        entries_digest: string | null;
        entries_frozen_at: Date | string | null;
        seed: string | null;
      }>;
      const [row] = rowsOf(result);
      if (row === undefined) return undefined;
      const drawn = Number(row.status) >= 3 && row.seed !== null;
      const hashes = async (query: SQL) => rowsOf((await db.execute(query)) as Rows<{ h: string }>).map((r) => r.h);
      return {
        promotionId: id,
        winnersCount: Number(row.winners_count),
        publicReference: row.public_ref,
        commitment: row.draw_commitment,
        entriesDigest: row.entries_digest,
        entriesFrozenAt: isoOf(row.entries_frozen_at),
        seed: drawn ? row.seed : null,
        entries: drawn
          ? await hashes(
              sql`select entry_hash as h from promotion_draw_entries
                  where customer_id = ${customerId} and promotion_id = ${id} order by position`,
            )
          : null,
        winners: drawn
          ? await hashes(sql`
              select e.entry_hash as h from promotion_winners w
              join promotion_draw_entries e
                on e.customer_id = w.customer_id and e.promotion_id = w.promotion_id and e.position = w.entry_position
              where w.customer_id = ${customerId} and w.promotion_id = ${id} order by w.draw_order`)
          : null,
      };
    },

    /** Which of these ids are the caller's products. */
    async ownProducts(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.customerId, customerId), inArray(products.id, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    /** The customer's products, and the countries, states and cities its readings really have (the reading map's). */
    async filterOptions(): Promise<PromotionFilterOptions> {
      const filters = await readingMapRepository(db, customerId).filters();
      const places = (options: readonly { id: number; name: string }[]) =>
        options.map((option) => ({ value: option.name, description: option.name, id: option.id }));
      return {
        products: filters.products.map((p) => ({ id: p.id, name: p.name })),
        countries: places(filters.countries),
        states: places(filters.regions),
        cities: places(filters.cities),
      };
    },

    /** How many entries the promotion's filter and rule make now. */
    async possibleWinners(filter: EligibilityFilter): Promise<number> {
      await foldReadings(db);
      const result = (await db.execute(
        sql`select count(*)::int as total from (${eligibleEntries(filter)}) eligible`,
      )) as Rows<{ total: number }>;
      return Number(rowsOf(result)[0]?.total ?? 0);
    },

    /**
     * The entries and what each rule kept out (issue 24 §3): as the entry list was made, once it is; else as the
     * readings stand now.
     */
    async entryCounts(id: number, filter: EligibilityFilter): Promise<PromotionEntryCounts> {
      const [stored] = await db
        .select({
          entries: promotions.candidateCount,
          blockedDevices: promotions.blockedDevicesCount,
          laterReaders: promotions.laterReadersCount,
          readingsWithoutDevice: promotions.readingsWithoutDeviceCount,
        })
        .from(promotions)
        .where(promotion(id));
      if (stored?.entries != null && stored.blockedDevices !== null)
        return {
          entries: stored.entries,
          blockedDevices: stored.blockedDevices,
          laterReaders: stored.laterReaders ?? 0,
          readingsWithoutDevice: stored.readingsWithoutDevice ?? 0,
        };
      const entries = await this.possibleWinners(filter);
      const result = (await db.execute(keptOutCounts(filter))) as Rows<{
        blocked_devices: number;
        later_readers: number;
        readings_without_device: number;
      }>;
      const row = rowsOf(result)[0];
      return {
        entries,
        blockedDevices: Number(row?.blocked_devices ?? 0),
        laterReaders: Number(row?.later_readers ?? 0),
        readingsWithoutDevice: Number(row?.readings_without_device ?? 0),
      };
    },

    async winners(id: number, query: SortedPageQuery<WinnerSort>) {
      const where = and(
        eq(promotionWinners.customerId, customerId),
        eq(promotionWinners.promotionId, id),
        containsText(query.search, devices.pseudonym, devices.owner, promotionWinners.withdrawerName),
      );
      const sorts: Readonly<Record<WinnerSort, SQL>> = {
        drawOrder: sql`${promotionWinners.drawOrder}`,
        deviceId: textOrder(devices.pseudonym),
        owner: textOrder(devices.owner),
        withdrawerName: textOrder(promotionWinners.withdrawerName),
        withdrawnAt: sql`${promotionWinners.withdrawnAt}`,
      };
      const joined = () =>
        db
          .select({
            pseudonym: devices.pseudonym,
            owner: devices.owner,
            withdrawerName: promotionWinners.withdrawerName,
            withdrawnAt: promotionWinners.withdrawnAt,
          })
          .from(promotionWinners)
          .innerJoin(
            devices,
            and(eq(devices.id, promotionWinners.deviceId), eq(devices.customerId, promotionWinners.customerId)),
          );
      const total = db
        .select({ total: count() })
        .from(promotionWinners)
        .innerJoin(
          devices,
          and(eq(devices.id, promotionWinners.deviceId), eq(devices.customerId, promotionWinners.customerId)),
        )
        .where(where);
      return readPage(query, total, async ({ limit, offset }) => {
        const rows = await joined()
          .where(where)
          .orderBy(sql`${orderOf(query.direction)(sorts[query.sort])} nulls last`, asc(promotionWinners.drawOrder))
          .limit(limit)
          .offset(offset);
        return rows.map((row) => ({
          deviceId: row.pseudonym,
          deviceOwner: row.owner,
          withdrawerName: row.withdrawerName,
          withdrawnAt: isoOf(row.withdrawnAt),
        }));
      });
    },

    /**
     * A point of sale's list: the prizes withdrawn at this till — who took which prize with which code, and when.
     * Never a prize still to be taken (issue 24 §2): its code is the winner's to show, and a till that could list
     * them could hand them to anyone; nor another till's withdrawals, whose people came to someone else's counter.
     */
    async pointOfSaleWinners(query: SortedPageQuery<PointOfSaleWinnerSort>, salesPointId: number) {
      const where = and(
        eq(promotionWinners.customerId, customerId),
        eq(prizeWithdrawals.salesPointId, salesPointId),
        containsText(
          query.search,
          promotionWinners.code,
          promotionWinners.withdrawerName,
          promotionWinners.withdrawerCpf,
          promotions.prize,
        ),
      );
      const sorts: Readonly<Record<PointOfSaleWinnerSort, SQL>> = {
        name: textOrder(promotionWinners.withdrawerName),
        cpf: sql`${promotionWinners.withdrawerCpf}`,
        withdrawnAt: sql`${promotionWinners.withdrawnAt}`,
        code: sql`${promotionWinners.code}`,
        prize: textOrder(promotions.prize),
      };
      const join = and(
        eq(promotions.id, promotionWinners.promotionId),
        eq(promotions.customerId, promotionWinners.customerId),
      );
      const atThisTill = and(
        eq(prizeWithdrawals.winnerId, promotionWinners.id),
        eq(prizeWithdrawals.customerId, promotionWinners.customerId),
      );
      const total = db
        .select({ total: count() })
        .from(promotionWinners)
        .innerJoin(promotions, join)
        .innerJoin(prizeWithdrawals, atThisTill)
        .where(where);
      return readPage(query, total, async ({ limit, offset }) => {
        const rows = await db
          .select({
            name: promotionWinners.withdrawerName,
            cpf: promotionWinners.withdrawerCpf,
            withdrawnAt: promotionWinners.withdrawnAt,
            code: promotionWinners.code,
            prize: promotions.prize,
          })
          .from(promotionWinners)
          .innerJoin(promotions, join)
          .innerJoin(prizeWithdrawals, atThisTill)
          .where(where)
          .orderBy(sql`${orderOf(query.direction)(sorts[query.sort])} nulls last`, asc(promotionWinners.id))
          .limit(limit)
          .offset(offset);
        return rows.map((row) => ({ ...row, withdrawnAt: isoOf(row.withdrawnAt) }));
      });
    },
  };
}
