/**
 * CategoryPort over the API (spec B §7: categoria, categoria/pagination/, categoria/{id}): English domain names in,
 * Portuguese wire names out; the product lines a category is used in travel as comma-separated codes (`uso`).
 */
import {
  categoryContract,
  categoryFromWire,
  categoryInputToWire,
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
import { wireFieldNames } from '../http/error-fields';
import { HttpResource, resourceWire } from '../http/http-resource';

const CATEGORY_WIRE = resourceWire(categoryContract, {
  row: categoryRowFromWire,
  record: categoryFromWire,
  input: categoryInputToWire,
  fieldNames: {
    // The probe holds only the fields named; the lists the codec joins and maps are given empty, or it throws.
    ...wireFieldNames(
      (input: CategoryInput) => categoryInputToWire({ ...input, usage: [], segments: [] }),
      ['description', 'parentCategoryId', 'active', 'imageUrl', 'relevance'],
    ),
    // Both travel transformed (codes joined, segments renamed), so the probe cannot read them off the codec.
    uso: 'usage',
    segmentos: 'segments',
  },
});

export class CategoryHttpAdapter extends HttpResource<CategoryRow, Category, CategoryInput> implements CategoryPort {
  constructor(api: ApiClient) {
    super(api, CATEGORY_WIRE);
  }

  async all(signal?: Cancellation): Promise<CategoryOption[]> {
    return (await this.api.call(categoryContract.all, { signal })).map(categoryOptionFromWire);
  }
}
