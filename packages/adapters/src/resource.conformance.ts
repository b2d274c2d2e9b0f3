/**
 * What every record resource's port does (react-admin's DataProvider shape: list, every row, get, create, update,
 * remove), written once and run for each resource against its memory adapter and its HTTP adapter over a real API
 * server (apps/api/test/resource-conformance.test.ts), so the fakes the views and stories use answer as the server
 * does (issue 26 §4). Each resource's file (partner.conformance.ts, …) says only what is its own: valid and refused
 * inputs, what is stored, its rows, its sorts, its search, what a refused delete answers. The server is the reference.
 *
 * The rows a list case reads all hold the resource's marker in a searched field and nothing else does, so the cases
 * share one subject (and a server its other tenants' rows) without reading each other's rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allListRows, PortError, type ListQuery, type Page, type PortErrorDetail } from '@tagtrail/domain';

/** The uniform port as the suite drives it; a port whose create answers more than the id is wrapped to answer it. */
export interface ConformingResource<Row, Record, Input> {
  list(query: ListQuery): Promise<Page<Row>>;
  allRows?(query: ListQuery): AsyncIterable<Row>;
  get(id: number): Promise<Record>;
  create(input: Input): Promise<number>;
  update(id: number, input: Input): Promise<number>;
  /** Absent for a resource that is never deleted (devices, sales points). */
  remove?(id: number): Promise<void>;
}

/** The port under test and the world around it. */
export interface ResourceConformanceSubject<Row, Record, Input, World> {
  readonly port: ConformingResource<Row, Record, Input>;
  /** What the resource's cases need of the world: the caller's customer, the records an input may name. */
  readonly world: World;
  /** Makes a record used elsewhere (a customer a partner has, a lot naming a product), so its delete is refused. */
  useElsewhere?(id: number): Promise<void>;
  /** A record of another tenant: the caller is answered as if it did not exist. */
  readonly foreignId?: number;
}

/** A refusal as the port reports it; `details` is compared whole when given. */
export interface ExpectedRefusal {
  readonly status: number;
  readonly code: number | string;
  readonly messageKey?: string;
  readonly details?: readonly PortErrorDetail[];
}

/** An input and the record the server keeps of it (compared field by field, matchers allowed). */
export interface StoredCase<Input, Record> {
  readonly input: Input;
  readonly stored: Partial<Record>;
}

export interface RefusedCase<Input> {
  /** What the case is about, named in a failure. */
  readonly about: string;
  readonly input: Input;
  readonly refusal: ExpectedRefusal;
}

/** An order of the listed rows, as indexes into `listed`. */
export interface SortCase {
  readonly asc: readonly number[];
  readonly desc: readonly number[];
}

export interface ResourceConformanceCases<Row, Record, Input> {
  /** A valid input, distinct for each label (codes and logins unique ones); it never holds `marker`. */
  valid(label: string): Input;
  /** What a create cleans: an input with spaces and blanks, and what is stored of it. */
  readonly cleaned: StoredCase<Input, Record>;
  /** Inputs a create refuses; `taken` is a stored record's input (for codes and logins already in use). */
  refused(taken: Input): readonly RefusedCase<Input>[];
  /** Edits of the record `id` stored from `valid('edit')`, applied in turn, and what each leaves stored. */
  edits(created: Input, id: number): readonly StoredCase<Input, Record>[];
  /** Edits of that record that are refused, changing nothing; `taken` is another stored record's input. */
  refusedEdits(created: Input, taken: Input, id: number): readonly RefusedCase<Input>[];

  /** The text in a searched field of every listed row, and of no other row. */
  readonly marker: string;
  /** The rows the list cases read, stored in this order (so their ids rise in it). */
  readonly listed: readonly Input[];
  /** The row the list shows of a listed input. */
  rowOf(input: Input, id: number): Row;
  /** The order without a sort. */
  readonly defaultOrder: readonly number[];
  /** Every sort the list takes, by its name in the domain, either way. */
  readonly sorts: { readonly [sort: string]: SortCase };
  /** Searches among the listed rows (each also holds the marker's rows only) and the rows each finds, in default order. */
  readonly searches: readonly { readonly text: string; readonly finds: readonly number[] }[];

  /** What a delete of a record in use answers, or 'never' for a resource the server never deletes. */
  readonly remove: { readonly inUse: ExpectedRefusal } | 'never';
}

/** No record has it: inside PostgreSQL's integer range, so it reaches the database. */
const UNKNOWN_ID = 2_000_000_000;

const query = (fields: Partial<ListQuery> = {}): ListQuery => ({
  page: 0,
  rowsPerPage: 100,
  searchText: '',
  ...fields,
});

/** The refusal a call ends in; fails the case when it succeeds. */
export async function refusal(call: Promise<unknown>): Promise<PortError> {
  const outcome = await call.then(
    () => new Error('the call succeeded'),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(PortError);
  return outcome as PortError;
}

function expectRefusal(error: PortError, expected: ExpectedRefusal, about: string): void {
  const { details, ...rest } = expected;
  expect(error, about).toMatchObject(rest);
  if (details !== undefined) expect(error.details, about).toEqual(details);
}

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

export function describeResourceConformance<Row, Record, Input, World>(
  name: string,
  resource: string,
  makeSubject: () => Promise<ResourceConformanceSubject<Row, Record, Input, World>>,
  casesOf: (world: World) => ResourceConformanceCases<Row, Record, Input>,
): void {
  describe(`${name}: the ${resource} port (the uniform record port, issue 26 §4)`, () => {
    let subject: ResourceConformanceSubject<Row, Record, Input, World>;
    let port: ConformingResource<Row, Record, Input>;
    let cases: ResourceConformanceCases<Row, Record, Input>;
    beforeAll(async () => {
      subject = await makeSubject();
      port = subject.port;
      cases = casesOf(subject.world);
    });

    const total = async () => (await port.list(query())).total;
    /** The port's delete, for a resource the server deletes. */
    const removeOf = () => {
      if (cases.remove === 'never') return undefined;
      const { remove } = port;
      if (!remove) throw new Error(`the ${resource} port has no remove`);
      return (id: number) => remove.call(port, id);
    };

    describe('the record', () => {
      it('stores a new record as the server cleans it, and answers its id', async () => {
        const id = await port.create(cases.cleaned.input);
        expect(id).toBeGreaterThan(0);
        expect(await port.get(id)).toMatchObject({ id, ...cases.cleaned.stored });
      });

      it('refuses what the form and the server refuse, each error on its field, and stores nothing', async () => {
        const taken = cases.valid('taken');
        await port.create(taken);
        const before = await total();
        for (const refused of cases.refused(taken)) {
          const error = await refusal(port.create(refused.input));
          expectRefusal(error, refused.refusal, refused.about);
          // A refused input's message is its first error's key, as the form shows it.
          if (error.status === 400) expect(error.messageKey, refused.about).toBe(error.details?.[0]?.key);
        }
        expect(await total()).toBe(before);
      });

      it('edits a record, storing what the edit may change; a refused edit changes nothing', async () => {
        const created = cases.valid('edit');
        const id = await port.create(created);
        for (const edit of cases.edits(created, id)) {
          await expect(port.update(id, edit.input)).resolves.toBe(id);
          expect(await port.get(id)).toMatchObject({ id, ...edit.stored });
        }
        const taken = cases.valid('edit taken');
        await port.create(taken);
        const before = await port.get(id);
        for (const refused of cases.refusedEdits(created, taken, id)) {
          expectRefusal(await refusal(port.update(id, refused.input)), refused.refusal, refused.about);
          expect(await port.get(id), refused.about).toEqual(before);
        }
      });

      it('answers 404 NOT_FOUND to every call naming a record that does not exist', async () => {
        const calls: [string, () => Promise<unknown>][] = [
          ['get', () => port.get(UNKNOWN_ID)],
          ['update', () => port.update(UNKNOWN_ID, cases.valid('unknown'))],
        ];
        const remove = removeOf();
        if (remove) calls.push(['remove', () => remove(UNKNOWN_ID)]);
        for (const [call, send] of calls)
          expect(await refusal(send()), call).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      });

      it('answers 404 to a record of another tenant, as if it did not exist', async (context) => {
        const { foreignId } = subject;
        if (foreignId === undefined) return context.skip('a subject of one tenant');
        expect(await refusal(port.get(foreignId))).toMatchObject({ status: 404 });
        expect(await refusal(port.update(foreignId, cases.valid('foreign')))).toMatchObject({ status: 404 });
        const remove = removeOf();
        if (remove) expect(await refusal(remove(foreignId))).toMatchObject({ status: 404 });
      });
    });

    describe('the delete', () => {
      it('deletes a record; then it is gone', async (context) => {
        const remove = removeOf();
        if (!remove) return context.skip('never deleted');
        const id = await port.create(cases.valid('delete'));
        const before = await total();
        await remove(id);
        expect(await total()).toBe(before - 1);
        expect(await refusal(port.get(id))).toMatchObject({ status: 404 });
        expect(await refusal(remove(id))).toMatchObject({ status: 404 });
      });

      it('refuses to delete a record in use, with the error and message key the view shows, and keeps it', async (context) => {
        const remove = removeOf();
        if (!remove || cases.remove === 'never') return context.skip('never deleted');
        if (!subject.useElsewhere) throw new Error(`the ${resource} subject cannot put a record in use`);
        const id = await port.create(cases.valid('in use'));
        await subject.useElsewhere(id);
        const stored = await port.get(id);
        expectRefusal(await refusal(remove(id)), cases.remove.inUse, 'in use');
        expect(await port.get(id)).toEqual(stored);
      });
    });

    describe('the list', () => {
      let ids: number[];
      beforeAll(async () => {
        ids = [];
        // One after another: the ids rise in the order given, which the cases' orders count on.
        for (const input of cases.listed) ids.push(await port.create(input));
      });
      const listed = (fields: Partial<ListQuery> = {}) => port.list(query({ searchText: cases.marker, ...fields }));
      const idsOf = (page: Page<Row>) => page.records.map((row) => (row as { id: number }).id);
      const at = (indexes: readonly number[]) => indexes.map((index) => ids[index]);

      it('shows each row as the server does, in its default order', async () => {
        const page = await listed();
        expect(page.total).toBe(cases.listed.length);
        expect(idsOf(page)).toEqual(at(cases.defaultOrder));
        const shown = new Map(page.records.map((row) => [(row as { id: number }).id, row]));
        cases.listed.forEach((input, index) => {
          const id = ids[index] as number;
          expect(shown.get(id), `row ${index}`).toEqual(cases.rowOf(input, id));
        });
      });

      it('pages, counting every row that matches; a page past the end is empty', async () => {
        const second = await listed({ page: 1, rowsPerPage: 2 });
        expect(second.total).toBe(cases.listed.length);
        expect(idsOf(second)).toEqual(at(cases.defaultOrder.slice(2, 4)));
        await expect(listed({ page: 50, rowsPerPage: 10 })).resolves.toEqual({
          records: [],
          total: cases.listed.length,
        });
      });

      it('sorts by each of its columns either way, ties by the order stored', async () => {
        for (const [sort, order] of Object.entries(cases.sorts)) {
          expect(idsOf(await listed({ sort, direction: 'asc' })), `${sort} asc`).toEqual(at(order.asc));
          expect(idsOf(await listed({ sort, direction: 'desc' })), `${sort} desc`).toEqual(at(order.desc));
          // A sort's name in any letter case, ascending unless told otherwise.
          expect(idsOf(await listed({ sort: sort.toUpperCase() })), `${sort} named`).toEqual(at(order.asc));
        }
      });

      it('refuses a sort it does not know (INVALID_FIELD on sort)', async () => {
        const error = await refusal(listed({ sort: 'nope', direction: 'asc' }));
        expect(error).toMatchObject({ status: 400, details: [{ field: 'sort', key: 'INVALID_FIELD' }] });
      });

      it('finds the search text in its searched fields, letter case aside, accents not', async () => {
        for (const search of cases.searches) {
          const page = await port.list(query({ searchText: search.text }));
          const found = idsOf(page).filter((id) => ids.includes(id));
          expect(found, search.text).toEqual(at(search.finds));
          // The search's rows are the listed ones only: no other row of the subject holds these texts.
          expect(page.total, search.text).toBe(search.finds.length);
        }
      });

      it('reads every row of a sorted search at once, as the list would page through them', async () => {
        for (const [sort, order] of Object.entries(cases.sorts)) {
          const all = await collect(
            allListRows(port, query({ searchText: cases.marker, rowsPerPage: 2, page: 1, sort, direction: 'desc' })),
          );
          expect(
            all.map((row) => (row as { id: number }).id),
            sort,
          ).toEqual(at(order.desc));
        }
      });
    });
  });
}
