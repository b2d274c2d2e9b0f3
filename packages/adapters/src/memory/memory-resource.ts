/**
 * The uniform ResourcePort over an array, for stories and tests (issue 8 §10: less code per resource): paged search
 * as the server answers it, records copied in and out, new ids counted on, unknown ids not found, refusals as the
 * server's. A resource's memory adapter is then what it searches, how it checks its input, and what it adds.
 */
import {
  BUSINESS_RULE_ERROR,
  PortError,
  type Cancellation,
  type ListQuery,
  type Page,
  type ResourcePort,
} from '@tagtrail/domain';
import { serverPage, type ServerList } from './memory-list';
import { notFoundError, simulate, type MemoryOptions } from './memory-options';

export interface MemoryResourceOptions extends MemoryOptions {
  /** Records still in use elsewhere: removing one is refused with error 1 and the resource's in-use key. */
  readonly inUseIds?: readonly number[];
}

/** `ServerList`: how the server's list of the resource searches, sorts and orders its rows. */
export interface MemoryResourceRules<
  Record extends { readonly id: number },
  Row extends object,
  Input,
> extends ServerList<Row> {
  /** A list row of a stored record (the record itself by default). */
  readonly toRow?: (record: Record) => Row;
  /**
   * The input as the server would store it, or a thrown PortError as it would refuse it; `existing` is the stored
   * record on update.
   */
  readonly checked: (input: Input, existing: Record | undefined) => Omit<Record, 'id'>;
  /** The message key of the refusal to remove a record in use (spec A §8: error 1). */
  readonly inUseKey: string;
}

export class MemoryResource<Record extends { readonly id: number }, Row extends object, Input> implements ResourcePort<
  Row,
  Record,
  Input
> {
  protected records: Record[];
  private nextId: number;

  constructor(
    seed: readonly Record[],
    private readonly rules: MemoryResourceRules<Record, Row, Input>,
    protected readonly memoryOptions: MemoryResourceOptions = {},
  ) {
    this.records = seed.map((record) => structuredClone(record));
    this.nextId = Math.max(0, ...seed.map((record) => record.id)) + 1;
  }

  list(query: ListQuery, signal?: Cancellation): Promise<Page<Row>> {
    return simulate(this.memoryOptions, 'list', () => serverPage(this.rows(), query, this.rules), signal);
  }

  get(id: number, signal?: Cancellation): Promise<Record> {
    return simulate(this.memoryOptions, 'get', () => structuredClone(this.find(id)), signal);
  }

  create(input: Input): Promise<number> {
    return simulate(this.memoryOptions, 'create', () => {
      const record = { ...this.rules.checked(input, undefined), id: this.nextId++ } as Record;
      this.records.push(record);
      return record.id;
    });
  }

  update(id: number, input: Input): Promise<number> {
    return simulate(this.memoryOptions, 'update', () => {
      const existing = this.find(id);
      Object.assign(existing, this.rules.checked(input, existing));
      return id;
    });
  }

  remove(id: number): Promise<void> {
    return simulate(this.memoryOptions, 'remove', () => {
      this.find(id);
      if (this.memoryOptions.inUseIds?.includes(id)) throw new PortError(409, BUSINESS_RULE_ERROR, this.rules.inUseKey);
      this.records = this.records.filter((record) => record.id !== id);
    });
  }

  /** The records a caller may see (all of them; a tenant's adapter narrows it). */
  protected visible(): Record[] {
    return this.records;
  }

  private rows(): Row[] {
    const toRow = this.rules.toRow ?? ((record: Record) => record as unknown as Row);
    return this.visible().map(toRow);
  }

  protected find(id: number): Record {
    const record = this.visible().find((candidate) => candidate.id === id);
    if (record === undefined) throw notFoundError();
    return record;
  }
}
