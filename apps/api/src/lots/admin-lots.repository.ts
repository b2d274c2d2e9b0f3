/** Partner lots as the admin manages them, in SQL: the paged list, one lot, create with its tags, edit, delete. */
import { and, count, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminLot, AdminLotInput, AdminLotRow, Page, SdmMode } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { containsText, orderOf, readPage, textOrder, type SortedPageQuery } from '../db/paging';
import { partners, tags } from '../db/schema';
import { constraintOf, FOREIGN_KEY_VIOLATION, sqlStateOf, UNIQUE_VIOLATION } from '../db/sql-errors';
import { insertTagBatch, partnerLotHasReadings, type TagBatch } from '../tags/tags.repository';
import { customerSubLots, partnerLots } from './lots.schema';

export type AdminLotSort = 'createdAt' | 'number' | 'partnerName' | 'type' | 'totalTags' | 'id';

/** The search matches the partner's name or the order number. */
export type AdminLotListQuery = SortedPageQuery<AdminLotSort>;

/** What a delete did: nothing when a tag has been read. */
export type AdminLotRemoval = 'removed' | 'has-readings' | 'in-customer-lots';

/** The secure part of a new lot (issue 27 §3): its mode, and its keys sealed once its id is known. */
export interface SecureLotToStore {
  readonly mode: SdmMode;
  /** Whether the server made the keys, which it then shows once. */
  readonly generated: boolean;
  /** Public, random, unique: the `/s/<reference>` of its tags' URL. */
  readonly reference: string;
  /** The two keys sealed to the lot of this id (lots/secure-lot-keys.ts). */
  sealedFor(lotId: number): { readonly metaRead: string; readonly master: string };
}

/** A secure lot's keys as stored, sealed, with its mode. */
export interface SealedLotKeys {
  readonly id: number;
  readonly mode: SdmMode;
  readonly metaRead: string;
  readonly master: string;
}

/** Why a write was refused by the database's own unique indexes (another request got there first). */
export class AdminLotConflict extends Error {
  constructor(readonly conflict: 'number' | 'tag-id') {
    super(`partner lot conflict: ${conflict}`);
    this.name = 'AdminLotConflict';
  }
}

/**
 * Tags in a lot: its quantity. They are the same number by construction: a lot is stored with exactly that many
 * tags in one transaction, an edit can change neither, and its tags go only with it. Counting instead would read
 * a million index entries for a million-tag lot on every list page.
 */
const totalTags = partnerLots.quantity;

const SORT_COLUMNS: Readonly<Record<AdminLotSort, SQL | typeof partnerLots.id>> = {
  createdAt: sql`${partnerLots.createdAt}`,
  number: textOrder(partnerLots.number),
  partnerName: textOrder(partners.name),
  type: sql`${partnerLots.type}`,
  totalTags: sql`${totalTags}`,
  id: partnerLots.id,
};

/**
 * Whether any tag of the lot has been read: what decides if it can be deleted, answered with each list row and with
 * the lot itself, so the screens can say so before the user confirms. Asked of the tags' read_count, which counts
 * the readings of a customer and the partner's unclaimed ones alike (migration 0052). The lot's id is named with its table by hand:
 * drizzle leaves a one-table select's columns unqualified, and a bare "id" would mean the subquery's own.
 */
const hasReadings = sql<boolean>`exists (select 1 from tags as t
  where t.partner_lot_id = "partner_lots"."id" and t.read_count > 0)`;

/** Whether a customer lot has taken any of the lot's tags (a sub-lot cut from it): it cannot be deleted either. */
const inCustomerLots = sql<boolean>`exists (select 1 from customer_sub_lots as s
  where s.partner_lot_id = "partner_lots"."id")`;

/** A secure NFC lot: what the lists may say of it. Its keys are read by `revealSdmKeys` alone. */
const secure = sql<boolean>`${partnerLots.sdmMode} is not null`;

export function adminLotRepository(db: Database) {
  async function secureLot(id: number): Promise<{ mode: SdmMode; reference: string } | undefined> {
    const [row] = await db
      .select({ mode: partnerLots.sdmMode, reference: partnerLots.sdmReference })
      .from(partnerLots)
      .where(eq(partnerLots.id, id));
    if (row === undefined || row.mode === null || row.reference === null) return undefined;
    return { mode: row.mode as SdmMode, reference: row.reference };
  }

  return {
    async list(query: AdminLotListQuery): Promise<Page<AdminLotRow>> {
      const where = containsText(query.search, partners.name, partnerLots.number);
      const order = orderOf(query.direction);
      const page = await readPage(
        query,
        db
          .select({ total: count() })
          .from(partnerLots)
          .leftJoin(partners, eq(partners.id, partnerLots.partnerId))
          .where(where),
        ({ limit, offset }) =>
          db
            .select({
              partnerLotId: partnerLots.id,
              partnerName: partners.name,
              number: partnerLots.number,
              type: partnerLots.type,
              appless: partnerLots.appless,
              createdAt: partnerLots.createdAt,
              totalTags,
              hasReadings,
              inCustomerLots,
              secure,
            })
            .from(partnerLots)
            .leftJoin(partners, eq(partners.id, partnerLots.partnerId))
            .where(where)
            // The id breaks ties the same way, so pages never overlap.
            .orderBy(order(SORT_COLUMNS[query.sort]), order(partnerLots.id))
            .limit(limit)
            .offset(offset),
      );
      return { ...page, records: page.records.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },

    async get(id: number): Promise<AdminLot | undefined> {
      const [row] = await db
        .select({
          id: partnerLots.id,
          partnerId: partnerLots.partnerId,
          customerId: partnerLots.customerId,
          productId: partnerLots.productId,
          number: partnerLots.number,
          quantity: partnerLots.quantity,
          type: partnerLots.type,
          appless: partnerLots.appless,
          createdAt: partnerLots.createdAt,
          totalTags,
          hasReadings,
          inCustomerLots,
          secure,
        })
        .from(partnerLots)
        .where(eq(partnerLots.id, id));
      if (row === undefined) return undefined;
      // The column holds what the create call accepted: 1 or 2.
      return { ...row, type: row.type as AdminLot['type'], createdAt: row.createdAt.toISOString() };
    },

    /** True when another lot of the partner (not `exceptId`) has this order number, in any letter case. */
    async numberTaken(partnerId: number, number: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: partnerLots.id })
        .from(partnerLots)
        .where(
          and(
            eq(partnerLots.partnerId, partnerId),
            sql`lower(${partnerLots.number}) = lower(${number})`,
            exceptId === undefined ? undefined : ne(partnerLots.id, exceptId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * The lot and all its tags in one transaction: a failure anywhere leaves nothing. `batches` is read inside the
     * transaction, so a generator may make tags as they are inserted. Throws AdminLotConflict when a unique index
     * refuses the order number or a tag id.
     */
    async create(
      input: AdminLotInput & { partnerId: number; quantity: number },
      batches: Iterable<TagBatch> | AsyncIterable<TagBatch>,
      secureLot?: SecureLotToStore,
    ): Promise<number> {
      try {
        return await db.transaction(async (tx) => {
          let securePart = {};
          if (secureLot !== undefined) {
            // The keys are sealed to the lot's id, so the id is taken first and the row written whole at once.
            const taken = (await tx.execute(sql`select nextval('partner_lots_id_seq')::int as id`)) as unknown as {
              rows: { id: number }[];
            };
            const id = taken.rows[0]?.id;
            if (id === undefined) throw new Error('no id from partner_lots_id_seq');
            const sealed = secureLot.sealedFor(id);
            securePart = {
              id,
              sdmMode: secureLot.mode,
              sdmMetaReadKeySealed: sealed.metaRead,
              sdmMasterKeySealed: sealed.master,
              sdmReference: secureLot.reference,
              sdmKeysGenerated: secureLot.generated,
            };
          }
          const [lot] = await tx
            .insert(partnerLots)
            .values({
              ...securePart,
              partnerId: input.partnerId,
              customerId: input.customerId,
              productId: input.productId,
              number: input.number,
              type: input.type,
              appless: input.appless,
              quantity: input.quantity,
            })
            .returning({ id: partnerLots.id });
          if (lot === undefined) throw new Error('insert into partner_lots returned no id');
          for await (const batch of batches) await insertTagBatch(tx, lot.id, batch);
          return lot.id;
        });
      } catch (error) {
        throw conflictOf(error) ?? error;
      }
    },

    /** The fields an edit may change; the order number, type, quantity and tags stay. Undefined when absent. */
    async update(
      id: number,
      input: Pick<AdminLotInput, 'customerId' | 'productId' | 'appless'> & { partnerId: number },
    ): Promise<number | undefined> {
      try {
        const [row] = await db
          .update(partnerLots)
          .set({
            partnerId: input.partnerId,
            customerId: input.customerId,
            productId: input.productId,
            appless: input.appless,
          })
          .where(eq(partnerLots.id, id))
          .returning({ id: partnerLots.id });
        return row?.id;
      } catch (error) {
        throw conflictOf(error) ?? error;
      }
    },

    /** A secure lot's mode and public reference; undefined for a lot that is not secure, or none at all. */
    secureLot,

    /**
     * The sealed keys of a secure lot whose keys the server generated and has not shown yet, marked shown by the same
     * statement: of two calls at once, the row lock lets one take them and the other finds them shown. Run it in the
     * transaction that opens and answers them, so a failure to open leaves them unshown. 'not-secure' for a lot that
     * is not secure (or none), 'already-shown' for keys shown before or pasted by the admin.
     */
    async takeKeysToShow(id: number): Promise<SealedLotKeys | 'not-secure' | 'already-shown'> {
      const [taken] = await db
        .update(partnerLots)
        .set({ sdmKeysShownAt: sql`now()` })
        .where(
          and(
            eq(partnerLots.id, id),
            isNotNull(partnerLots.sdmMode),
            eq(partnerLots.sdmKeysGenerated, true),
            isNull(partnerLots.sdmKeysShownAt),
          ),
        )
        .returning({
          id: partnerLots.id,
          mode: partnerLots.sdmMode,
          metaRead: partnerLots.sdmMetaReadKeySealed,
          master: partnerLots.sdmMasterKeySealed,
        });
      if (taken !== undefined) {
        // The table's check holds them together: a mode, both keys.
        if (taken.mode === null || taken.metaRead === null || taken.master === null)
          throw new Error('a secure lot without its keys');
        return { id: taken.id, mode: taken.mode as SdmMode, metaRead: taken.metaRead, master: taken.master };
      }
      return (await secureLot(id)) === undefined ? 'not-secure' : 'already-shown';
    },

    /** Deletes the lot and its tags unless a tag has been read. Undefined when there is no such lot. */
    async remove(id: number): Promise<AdminLotRemoval | undefined> {
      try {
        return await db.transaction(async (tx) => {
          // The row lock makes a concurrent edit or delete of this lot wait for the decision.
          const [existing] = await tx
            .select({ id: partnerLots.id })
            .from(partnerLots)
            .where(eq(partnerLots.id, id))
            .for('update');
          if (existing === undefined) return undefined;
          if (await partnerLotHasReadings(tx, id)) return 'has-readings';
          const [taken] = await tx
            .select({ id: customerSubLots.id })
            .from(customerSubLots)
            .where(eq(customerSubLots.partnerLotId, id))
            .limit(1);
          if (taken !== undefined) return 'in-customer-lots';
          await tx.delete(tags).where(eq(tags.partnerLotId, id));
          await tx.delete(partnerLots).where(eq(partnerLots.id, id));
          return 'removed';
        });
      } catch (error) {
        // A reading or a sub-lot that arrived after the check still trips its foreign key: nothing deleted.
        if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION)
          return constraintOf(error).startsWith('customer_sub_lots') ? 'in-customer-lots' : 'has-readings';
        throw error;
      }
    },
  };
}

export type AdminLotRepository = ReturnType<typeof adminLotRepository>;

function conflictOf(error: unknown): AdminLotConflict | undefined {
  if (sqlStateOf(error) !== UNIQUE_VIOLATION) return undefined;
  const constraint = constraintOf(error);
  if (constraint === 'partner_lots_partner_number_idx') return new AdminLotConflict('number');
  if (constraint === 'tags_tag_id_lower_idx') return new AdminLotConflict('tag-id');
  return undefined;
}
