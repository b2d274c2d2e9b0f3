/**
 * ProductPort over the API (spec B §7: produto/pagination, produto/{id}, POST produto, PUT/DELETE produto/{id}, and
 * areacliente/produtos/options for selects): English domain names in, Portuguese wire names out.
 */
import {
  productContract,
  productFromWire,
  productInputWire,
  productOptionFromWire,
  productRowFromWire,
} from '@tagtrail/contract';
import type { Cancellation, Product, ProductInput, ProductOption, ProductPort, ProductRow } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { HttpResource, resourceWire } from '../http/http-resource';

const PRODUCT_WIRE = resourceWire(productContract, {
  row: productRowFromWire,
  record: productFromWire,
  input: productInputWire,
});

export class ProductHttpAdapter extends HttpResource<ProductRow, Product, ProductInput> implements ProductPort {
  constructor(api: ApiClient) {
    super(api, PRODUCT_WIRE);
  }

  async options(signal?: Cancellation): Promise<ProductOption[]> {
    return (await this.api.call(productContract.options, { signal })).map(productOptionFromWire);
  }
}
