/**
 * The uniform ResourcePort over the API (issue 8 §10: less code per resource): a resource's five calls and its
 * codecs are all its HTTP adapter needs — the list's pages and its whole stream, a record, create, update, remove,
 * and a refusal's field names turned back into the domain's. An adapter is then its contract, its codecs, and only
 * what its port adds.
 */
import {
  listQueryToWire,
  pageFromWire,
  rowsFromWire,
  type BodyOf,
  type Endpoint,
  type ResponseOf,
} from '@tagtrail/contract';
import type { Cancellation, ListQuery, Page, ResourcePort } from '@tagtrail/domain';
import type { ApiClient, CallOptions, RowOf } from './api-client';
import { renamingFields, type FieldNames } from './error-fields';

/** A resource's calls, as its contract names them. */
export interface ResourceCalls<L extends Endpoint, G extends Endpoint, C extends Endpoint, U extends Endpoint> {
  readonly list: L;
  readonly get: G;
  readonly create: C;
  readonly update: U;
  readonly remove: Endpoint;
}

/** A resource's calls with the codecs between its wire and domain records, checked against each other. */
export interface ResourceWire<Row, Record, Input> {
  readonly calls: ResourceCalls<Endpoint, Endpoint, Endpoint, Endpoint>;
  readonly row: (wire: never) => Row;
  readonly record: (wire: never) => Record;
  readonly input: (input: Input) => unknown;
  readonly fieldNames: FieldNames;
}

/** The input's wire record (wire-record.ts): its codec, and the domain name of each wire field a refusal names. */
interface InputWireRecord<Input, Body> {
  readonly toWire: (input: Input) => Body;
  readonly domainNames: FieldNames;
}

/**
 * The calls and codecs of a resource, typed against each other: a codec that does not read its call's wire shape
 * does not compile. Given the input's wire record, a refusal's wire fields are named back in the domain's from it;
 * given a bare codec, `fieldNames` does that (error-fields.ts), when they differ.
 */
export function resourceWire<
  L extends Endpoint,
  G extends Endpoint,
  C extends Endpoint,
  U extends Endpoint,
  Row,
  Record,
  Input,
>(
  calls: ResourceCalls<L, G, C, U>,
  codecs: {
    readonly row: (wire: RowOf<L>) => Row;
    readonly record: (wire: ResponseOf<G>) => Record;
    readonly input: ((input: Input) => BodyOf<C> & BodyOf<U>) | InputWireRecord<Input, BodyOf<C> & BodyOf<U>>;
    readonly fieldNames?: FieldNames;
  },
): ResourceWire<Row, Record, Input> {
  const { input } = codecs;
  return typeof input === 'function'
    ? { calls, ...codecs, input, fieldNames: codecs.fieldNames ?? {} }
    : { calls, ...codecs, input: input.toWire, fieldNames: codecs.fieldNames ?? input.domainNames };
}

type AnyCall = (endpoint: Endpoint, options: CallOptions<Endpoint>) => Promise<unknown>;

export class HttpResource<Row, Record, Input> implements ResourcePort<Row, Record, Input> {
  constructor(
    protected readonly api: ApiClient,
    private readonly wire: ResourceWire<Row, Record, Input>,
  ) {}

  async list(query: ListQuery, signal?: Cancellation): Promise<Page<Row>> {
    const page = await this.call(this.wire.calls.list, { query: listQueryToWire(query), signal });
    return pageFromWire(page as { dataRecords: never[]; countRecords: number }, this.wire.row);
  }

  allRows(query: ListQuery, signal?: Cancellation): AsyncIterable<Row> {
    const options = { query: listQueryToWire(query), signal };
    return rowsFromWire(
      this.api.allRecords(this.wire.calls.list, options as never) as AsyncIterable<never>,
      this.wire.row,
    );
  }

  async get(id: number, signal?: Cancellation): Promise<Record> {
    return this.wire.record((await this.call(this.wire.calls.get, { params: { id }, signal })) as never);
  }

  create(input: Input): Promise<number> {
    const body = this.wire.input(input);
    return this.refusalsRenamed(this.call(this.wire.calls.create, { body })) as Promise<number>;
  }

  update(id: number, input: Input): Promise<number> {
    const body = this.wire.input(input);
    const answer = this.call(this.wire.calls.update, { params: { id }, body });
    return this.refusalsRenamed(answer) as Promise<number>;
  }

  async remove(id: number): Promise<void> {
    await this.call(this.wire.calls.remove, { params: { id } });
  }

  /** The client's call without the endpoint-by-endpoint typing, which resourceWire has already checked. */
  private call(
    endpoint: Endpoint,
    options: { params?: object; query?: object; body?: unknown; signal?: Cancellation },
  ) {
    return (this.api.call as AnyCall)(endpoint, options as CallOptions<Endpoint>);
  }

  private refusalsRenamed<T>(answer: Promise<T>): Promise<T> {
    return renamingFields(answer, this.wire.fieldNames);
  }
}
