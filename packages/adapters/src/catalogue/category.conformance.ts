/**
 * The category port's cases of the record-resource conformance suite (resource.conformance.ts), run against the memory
 * adapter (category.memory.conformance.test.ts) and the HTTP adapter signed in as a customer
 * (apps/api/test/resource-conformance.test.ts): the customer's tree, used in the customer's own product lines.
 */
import {
  CATALOGUE_IN_USE_ERROR,
  CATEGORY_IN_USE,
  CATEGORY_PARENT_CYCLE,
  emptyCategoryInput,
  INVALID_WEB_ADDRESS,
  PARENT_CATEGORY_NOT_FOUND,
  PRODUCT_LINE_NOT_FOUND,
  REQUIRED_FIELD_MESSAGE,
  WEB_ADDRESS_MAX,
  type Category,
  type CategoryInput,
  type CategoryRow,
} from '@tagtrail/domain';
import { describeResourceConformance, type ResourceConformanceSubject } from '../resource.conformance';

/** What a category may name: the customer's product lines and one of its categories. */
export interface CategoryConformanceWorld {
  /** Codes of two product lines of the customer, as stored. */
  readonly productLineCodes: readonly [string, string];
  /** A category of the customer, outside the cases' rows. */
  readonly parentCategoryId: number;
  /** A category id the customer does not have (another customer's). */
  readonly foreignCategoryId: number;
}

const MARKER = 'Qqcat';

const validation = (details: { field: string; key: string; params?: Record<string, string | number> }[]) => ({
  status: 400,
  code: 'VALIDATION',
  details,
});

const category = (description: string, fields: Partial<CategoryInput> = {}): CategoryInput => ({
  ...emptyCategoryInput,
  description,
  ...fields,
});

export function describeCategoryConformance(
  name: string,
  makeSubject: () => Promise<
    ResourceConformanceSubject<CategoryRow, Category, CategoryInput, CategoryConformanceWorld>
  >,
): void {
  describeResourceConformance(name, 'category', makeSubject, (world) => {
    const [lineA, lineB] = world.productLineCodes;
    return {
      valid: (label) => category(`Categoria ${label}`),
      cleaned: {
        input: category('  Tintos  ', {
          // A code in another letter case names the same line, which is used once, under its own code.
          usage: [` ${lineB.toLowerCase()} `, lineA, lineB],
          segments: [{ description: ' Safra ' }, { description: ' ' }],
          imageUrl: ' ',
          manualLink: 'https://example.com/manual',
          shareMessage: ' ',
          relevance: 3,
          active: false,
        }),
        stored: {
          description: 'Tintos',
          parentCategoryId: null,
          usage: [lineB, lineA],
          segments: [{ description: 'Safra' }],
          imageUrl: null,
          manualLink: 'https://example.com/manual',
          shareMessage: null,
          relevance: 3,
          active: false,
        },
      },
      refused: () => [
        {
          about: 'blank',
          input: category(' '),
          refusal: validation([{ field: 'description', key: REQUIRED_FIELD_MESSAGE }]),
        },
        {
          about: 'a product line the customer does not have',
          input: category('Linha nenhuma', { usage: [lineA, 'LN-NENHUMA'] }),
          refusal: validation([{ field: 'usage', key: PRODUCT_LINE_NOT_FOUND, params: { codes: 'LN-NENHUMA' } }]),
        },
        {
          // The codes travel joined by commas (spec B §3 "uso"): a code holding one arrives as two.
          about: 'a code with a comma',
          input: category('Vírgula', { usage: ['a,b'] }),
          refusal: validation([{ field: 'usage', key: PRODUCT_LINE_NOT_FOUND, params: { codes: 'a, b' } }]),
        },
        {
          about: 'a parent the customer does not have',
          input: category('Órfã', { parentCategoryId: world.foreignCategoryId }),
          refusal: validation([{ field: 'parentCategoryId', key: PARENT_CATEGORY_NOT_FOUND }]),
        },
        {
          about: 'not a web address',
          input: category('Endereço', { videoLink: 'not a web address' }),
          refusal: validation([{ field: 'videoLink', key: INVALID_WEB_ADDRESS, params: { max: WEB_ADDRESS_MAX } }]),
        },
      ],
      edits: (created) => [
        {
          input: { ...created, description: 'Editada', parentCategoryId: world.parentCategoryId, usage: [lineA] },
          stored: { description: 'Editada', parentCategoryId: world.parentCategoryId, usage: [lineA] },
        },
        {
          input: { ...created, parentCategoryId: null, usage: [] },
          stored: { description: created.description, parentCategoryId: null, usage: [] },
        },
      ],
      refusedEdits: (created, _taken, id) => [
        {
          about: 'under itself',
          input: { ...created, parentCategoryId: id },
          refusal: validation([{ field: 'parentCategoryId', key: CATEGORY_PARENT_CYCLE }]),
        },
        {
          about: 'blank',
          input: { ...created, description: '' },
          refusal: validation([{ field: 'description', key: REQUIRED_FIELD_MESSAGE }]),
        },
      ],
      marker: MARKER,
      listed: [
        category(`${MARKER} Zebra`, { usage: [lineA], relevance: 1 }),
        category(`${MARKER} Açaí`, { relevance: 5 }),
        category(`${MARKER} Éden`, { usage: [lineA, lineB], relevance: 1 }),
        category(`${MARKER} eden`, { usage: [lineB] }),
      ],
      rowOf: ({ description, usage, relevance }, id) => ({ id, description, usage: [...usage], relevance }),
      defaultOrder: [1, 3, 2, 0],
      sorts: {
        description: { asc: [1, 3, 2, 0], desc: [0, 2, 3, 1] },
        // By the codes joined with commas: none first.
        usage: { asc: [1, 0, 2, 3], desc: [3, 2, 0, 1] },
        relevance: { asc: [3, 0, 2, 1], desc: [1, 0, 2, 3] },
        id: { asc: [0, 1, 2, 3], desc: [3, 2, 1, 0] },
      },
      searches: [
        { text: 'ZEBRA', finds: [0] },
        { text: 'Açaí', finds: [1] },
        { text: 'acai', finds: [] },
        // The description only, not the product lines.
        { text: lineB, finds: [] },
      ],
      remove: { inUse: { status: 409, code: CATALOGUE_IN_USE_ERROR, messageKey: CATEGORY_IN_USE } },
    };
  });
}
