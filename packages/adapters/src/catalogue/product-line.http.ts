/**
 * ProductLinePort over the API (spec B §7: linhaproduto/opcoesfiltro, linhaproduto/pagination/, linhaproduto/{id}):
 * English domain names in, Portuguese wire names out.
 */
import {
  productLineContract,
  productLineFromWire,
  productLineInputWire,
  productLineOptionFromWire,
  productLineRowFromWire,
} from '@tagtrail/contract';
import type {
  Cancellation,
  ProductLine,
  ProductLineInput,
  ProductLineOption,
  ProductLinePort,
  ProductLineRow,
} from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { HttpResource, resourceWire } from '../http/http-resource';

const PRODUCT_LINE_WIRE = resourceWire(productLineContract, {
  row: productLineRowFromWire,
  record: productLineFromWire,
  input: productLineInputWire,
});

export class ProductLineHttpAdapter
  extends HttpResource<ProductLineRow, ProductLine, ProductLineInput>
  implements ProductLinePort
{
  constructor(api: ApiClient) {
    super(api, PRODUCT_LINE_WIRE);
  }

  async filterOptions(signal?: Cancellation): Promise<ProductLineOption[]> {
    return (await this.api.call(productLineContract.filterOptions, { signal })).map(productLineOptionFromWire);
  }
}
