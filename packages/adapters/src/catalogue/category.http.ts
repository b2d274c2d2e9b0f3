/**
 * CategoryPort over the API (spec B §7: categoria, categoria/pagination/, categoria/{id}): English domain names in,
 * Portuguese wire names out; the product lines a category is used in travel as comma-separated codes (`uso`).
 */
import {
  categoryContract,
  categoryFromWire,
  categoryInputWire,
  categoryOptionFromWire,
  categoryRowFromWire,
} from '@tagtrail/contract';
import type {
  Cancellation,
  Category,
  CategoryInput,
  CategoryOption,
  CategoryPort,
  CategoryRow,
} from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { HttpResource, resourceWire } from '../http/http-resource';

const CATEGORY_WIRE = resourceWire(categoryContract, {
  row: categoryRowFromWire,
  record: categoryFromWire,
  input: categoryInputWire,
});

export class CategoryHttpAdapter extends HttpResource<CategoryRow, Category, CategoryInput> implements CategoryPort {
  constructor(api: ApiClient) {
    super(api, CATEGORY_WIRE);
  }

  async all(signal?: Cancellation): Promise<CategoryOption[]> {
    return (await this.api.call(categoryContract.all, { signal })).map(categoryOptionFromWire);
  }
}
