/**
 * SalesPointPort over the API (spec B §7: areacliente/pontovenda, areacliente/pontovenda/{id},
 * /areacliente/pontovenda/{id}/password): English domain names in, Portuguese wire names out. The create and the
 * reset answer the account's one-time password, shown once.
 */
import {
  issuedSalesPointPasswordFromWire,
  listQueryToWire,
  pageFromWire,
  rowsFromWire,
  salesPointContract,
  salesPointFromWire,
  salesPointInputToWire,
  userAccountInputWire,
} from '@tagtrail/contract';
import type {
  Cancellation,
  IssuedSalesPointPassword,
  ListQuery,
  Page,
  SalesPoint,
  SalesPointInput,
  SalesPointPort,
  SalesPointRow,
} from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { renamingFields } from '../http/error-fields';

const FIELDS = userAccountInputWire.domainNames;

export class SalesPointHttpAdapter implements SalesPointPort {
  constructor(private readonly api: ApiClient) {}

  async list(query: ListQuery, signal?: Cancellation): Promise<Page<SalesPointRow>> {
    const wire = await this.api.call(salesPointContract.list, { query: listQueryToWire(query), signal });
    return pageFromWire(wire, salesPointFromWire);
  }

  allRows(query: ListQuery, signal?: Cancellation): AsyncIterable<SalesPointRow> {
    return rowsFromWire(
      this.api.allRecords(salesPointContract.list, { query: listQueryToWire(query), signal }),
      salesPointFromWire,
    );
  }

  async get(id: number, signal?: Cancellation): Promise<SalesPoint> {
    return salesPointFromWire(await this.api.call(salesPointContract.get, { params: { id }, signal }));
  }

  async create(input: SalesPointInput): Promise<IssuedSalesPointPassword> {
    const answer = this.api.call(salesPointContract.create, { body: salesPointInputToWire(input) });
    return issuedSalesPointPasswordFromWire(await renamingFields(answer, FIELDS));
  }

  update(id: number, input: SalesPointInput): Promise<number> {
    return renamingFields(
      this.api.call(salesPointContract.update, { params: { id }, body: salesPointInputToWire(input) }),
      FIELDS,
    );
  }

  async resetPassword(id: number): Promise<IssuedSalesPointPassword> {
    return issuedSalesPointPasswordFromWire(await this.api.call(salesPointContract.resetPassword, { params: { id } }));
  }
}
