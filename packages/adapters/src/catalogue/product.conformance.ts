/**
 * The product port's cases of the record-resource conformance suite (resource.conformance.ts), run against the memory
 * adapter (product.memory.conformance.test.ts) and the HTTP adapter signed in as a customer
 * (apps/api/test/resource-conformance.test.ts): the customer's products, each in one of its categories, each valid one
 * with a GTIN of its own (issue 29 §1).
 */
import {
  BUSINESS_RULE_ERROR,
  emptyProductInput,
  FIELD_TOO_LONG,
  GTIN_BAD_CHECK_DIGIT,
  GTIN_TAKEN,
  gtinCheckDigit,
  normalizeGtin,
  PRODUCT_CATEGORY_NOT_FOUND,
  PRODUCT_CODE_MAX,
  PRODUCT_IN_USE,
  REQUIRED_FIELD_MESSAGE,
  type Product,
  type ProductInput,
  type ProductRow,
} from '@tagtrail/domain';
import { describeResourceConformance, type ResourceConformanceSubject } from '../resource.conformance';

/** A category of the customer. */
export interface ConformanceCategory {
  readonly id: number;
  readonly description: string;
}

export interface ProductConformanceWorld {
  /** The caller's customer, whose every product is. */
  readonly customerId: number;
  /**
   * Three categories of the customer: the valid inputs' (0), the list cases' other one (1), the edits' (2). Their
   * descriptions hold no search text of the cases.
   */
  readonly categories: readonly [ConformanceCategory, ConformanceCategory, ConformanceCategory];
  /** A category of another customer. */
  readonly foreignCategoryId: number;
  /** A GTIN a product of another customer carries, which the caller's products may carry too. */
  readonly foreignGtin: string;
}

const MARKER = 'Qqprod';

/** A GTIN-13 under GS1 Brasil's prefix 789, one of its own for each label: no two valid products share one. */
function gtinOf(label: string): string {
  let item = 0;
  for (const char of label) item = (item * 31 + char.charCodeAt(0)) % 1_000_000_000;
  const body = `789${String(item).padStart(9, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

/** The GTIN as the server stores and answers it: its 14 digits. */
const asStored = (gtin: string | null): string | null => (gtin === null ? null : (normalizeGtin(gtin) ?? gtin));

const validation = (details: { field: string; key: string; params?: Record<string, number> }[]) => ({
  status: 400,
  code: 'VALIDATION',
  details,
});

export function describeProductConformance(
  name: string,
  makeSubject: () => Promise<ResourceConformanceSubject<ProductRow, Product, ProductInput, ProductConformanceWorld>>,
): void {
  describeResourceConformance(name, 'product', makeSubject, (world) => {
    const [first, second, third] = world.categories;
    const product = (code: string, productName: string, fields: Partial<ProductInput> = {}): ProductInput => ({
      ...emptyProductInput,
      code,
      name: productName,
      description: 'Um vinho',
      categoryId: first.id,
      ...fields,
    });
    return {
      valid: (label) => product(`conf-${label.replace(/\s+/g, '-')}`, `Produto ${label}`, { gtin: gtinOf(label) }),
      cleaned: {
        input: product(' P-Limpo ', ' Cabernet ', {
          description: ' Tinto seco ',
          measure: ' ',
          unitsPerPackage: 6,
          manualLink: ' ',
          shareMessage: 'Saúde!',
          relevance: 4,
          active: false,
          partnerLotLinked: true,
          // GS1 Digital Link's example product, grouped as printed under its barcode.
          gtin: ' 9 506000 134352 ',
        }),
        stored: {
          code: 'P-Limpo',
          name: 'Cabernet',
          description: 'Tinto seco',
          categoryId: first.id,
          measure: null,
          unitsPerPackage: 6,
          manualLink: null,
          shareMessage: 'Saúde!',
          relevance: 4,
          active: false,
          partnerLotLinked: true,
          gtin: '09506000134352',
          // The caller's customer, from its token; no image yet.
          customerId: world.customerId,
          thumbId: null,
        },
      },
      refused: (taken) => [
        {
          about: 'blank',
          input: product(' ', '', { description: ' ', categoryId: null }),
          refusal: validation([
            { field: 'code', key: REQUIRED_FIELD_MESSAGE },
            { field: 'name', key: REQUIRED_FIELD_MESSAGE },
            { field: 'description', key: REQUIRED_FIELD_MESSAGE },
            { field: 'categoryId', key: REQUIRED_FIELD_MESSAGE },
          ]),
        },
        {
          about: 'a category of another customer',
          input: product('conf-foreign', 'Estrangeiro', { categoryId: world.foreignCategoryId }),
          refusal: validation([{ field: 'categoryId', key: PRODUCT_CATEGORY_NOT_FOUND }]),
        },
        {
          about: 'too long',
          input: product('c'.repeat(PRODUCT_CODE_MAX + 1), 'Longo'),
          refusal: validation([{ field: 'code', key: FIELD_TOO_LONG, params: { max: PRODUCT_CODE_MAX } }]),
        },
        {
          about: 'a GTIN whose check digit is wrong',
          input: product('conf-gtin-digit', 'Dígito', { gtin: '9506000134353' }),
          refusal: validation([{ field: 'gtin', key: GTIN_BAD_CHECK_DIGIT }]),
        },
        {
          about: 'a GTIN another product of the customer carries, written as GTIN-14',
          input: product('conf-gtin-taken', 'Repetido', { gtin: `0${taken.gtin ?? ''}` }),
          refusal: validation([{ field: 'gtin', key: GTIN_TAKEN }]),
        },
      ],
      edits: (created) => [
        {
          // Its own GTIN, sent again, is not taken: this product is the one carrying it.
          input: { ...created, name: 'Editado', categoryId: third.id, measure: '750 ml', active: false },
          stored: {
            name: 'Editado',
            categoryId: third.id,
            measure: '750 ml',
            active: false,
            gtin: asStored(created.gtin),
          },
        },
        {
          // A GTIN is unique within a customer only.
          input: { ...created, gtin: world.foreignGtin },
          stored: { gtin: asStored(world.foreignGtin) },
        },
        { input: { ...created, gtin: ' ' }, stored: { gtin: null } },
      ],
      refusedEdits: (created, taken) => [
        {
          about: 'a category of another customer',
          input: { ...created, categoryId: world.foreignCategoryId },
          refusal: validation([{ field: 'categoryId', key: PRODUCT_CATEGORY_NOT_FOUND }]),
        },
        {
          about: 'blank name',
          input: { ...created, name: '' },
          refusal: validation([{ field: 'name', key: REQUIRED_FIELD_MESSAGE }]),
        },
        {
          about: 'a GTIN another product of the customer carries',
          input: { ...created, gtin: taken.gtin },
          refusal: validation([{ field: 'gtin', key: GTIN_TAKEN }]),
        },
      ],
      marker: MARKER,
      listed: [
        product('qqprod-b', `${MARKER} Zebra`, { relevance: 1 }),
        product('QQPROD-A', `${MARKER} Açaí`, { categoryId: second.id, relevance: 3 }),
        product('qqprod-a2', `${MARKER} Éden`, { relevance: 1 }),
        product('qqprod-c', `${MARKER} eden`, { categoryId: second.id }),
      ],
      rowOf: ({ code, name: productName, categoryId, relevance }, id) => ({
        id,
        code,
        name: productName,
        categoryDescription: world.categories.find((category) => category.id === categoryId)?.description ?? null,
        relevance,
        // Nothing grades a product yet (products.repository.ts); no tag of these was read.
        grade: null,
        reads: 0,
      }),
      defaultOrder: [1, 3, 2, 0],
      sorts: {
        code: { asc: [1, 2, 0, 3], desc: [3, 0, 2, 1] },
        name: { asc: [1, 3, 2, 0], desc: [0, 2, 3, 1] },
        // The second category's description sorts before the first's.
        category: { asc: [1, 3, 0, 2], desc: [0, 2, 1, 3] },
        relevance: { asc: [3, 0, 2, 1], desc: [1, 0, 2, 3] },
        // Every row ties: the order stored, whichever way.
        grade: { asc: [0, 1, 2, 3], desc: [0, 1, 2, 3] },
        reads: { asc: [0, 1, 2, 3], desc: [0, 1, 2, 3] },
        id: { asc: [0, 1, 2, 3], desc: [3, 2, 1, 0] },
      },
      searches: [
        { text: 'ZEBRA', finds: [0] },
        { text: 'qqprod-a', finds: [1, 2] },
        { text: 'acai', finds: [] },
        // The category's description too.
        { text: second.description.toUpperCase(), finds: [1, 3] },
      ],
      remove: { inUse: { status: 409, code: BUSINESS_RULE_ERROR, messageKey: PRODUCT_IN_USE } },
    };
  });
}
