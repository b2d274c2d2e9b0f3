/**
 * The product-line port's cases of the record-resource conformance suite (resource.conformance.ts), run against the
 * memory adapter (product-line.memory.conformance.test.ts) and the HTTP adapter signed in as a customer
 * (apps/api/test/resource-conformance.test.ts): codes unique within the customer, in any letter case.
 */
import {
  CATALOGUE_IN_USE_ERROR,
  emptyProductLineInput,
  INVALID_COLOUR,
  INVALID_PRODUCT_LINE_CODE,
  PRODUCT_LINE_CODE_EXISTS,
  PRODUCT_LINE_IN_USE,
  REQUIRED_FIELD_MESSAGE,
  type ProductLine,
  type ProductLineInput,
  type ProductLineRow,
} from '@tagtrail/domain';
import { describeResourceConformance, type ResourceConformanceSubject } from '../resource.conformance';

const MARKER = 'Qqlin';

const validation = (details: { field: string; key: string }[]) => ({ status: 400, code: 'VALIDATION', details });

const line = (code: string, description: string, fields: Partial<ProductLineInput> = {}): ProductLineInput => ({
  ...emptyProductLineInput,
  code,
  description,
  ...fields,
});

export function describeProductLineConformance(
  name: string,
  makeSubject: () => Promise<ResourceConformanceSubject<ProductLineRow, ProductLine, ProductLineInput, unknown>>,
): void {
  describeResourceConformance(name, 'product line', makeSubject, () => ({
    valid: (label) => line(`conf-${label.replace(/\s+/g, '-')}`, `Linha ${label}`),
    cleaned: {
      input: line(' LN-Limpa ', ' Espumantes ', { colour: ' #ABC ', imageUrl: ' ', link: 'https://example.com' }),
      stored: {
        code: 'LN-Limpa',
        description: 'Espumantes',
        colour: '#aabbcc',
        imageUrl: null,
        thumbnailUrl: null,
        link: 'https://example.com',
        relevance: 0,
      },
    },
    refused: (taken) => [
      {
        about: 'blank',
        input: line(' ', ''),
        refusal: validation([
          { field: 'description', key: REQUIRED_FIELD_MESSAGE },
          { field: 'code', key: REQUIRED_FIELD_MESSAGE },
        ]),
      },
      {
        about: 'a code with a comma',
        input: line('a,b', 'Vírgula'),
        refusal: validation([{ field: 'code', key: INVALID_PRODUCT_LINE_CODE }]),
      },
      {
        about: 'not a colour',
        input: line('conf-cor', 'Cor', { colour: 'blue' }),
        refusal: validation([{ field: 'colour', key: INVALID_COLOUR }]),
      },
      {
        about: 'code of another line, in another letter case',
        input: line(taken.code.toUpperCase(), 'Outra'),
        refusal: validation([{ field: 'code', key: PRODUCT_LINE_CODE_EXISTS }]),
      },
    ],
    edits: (created) => [
      {
        input: { ...created, code: `${created.code}-2`, description: 'Editada', colour: '#00FF00', relevance: 4 },
        stored: { code: `${created.code}-2`, description: 'Editada', colour: '#00ff00', relevance: 4 },
      },
      {
        // Its own code in another letter case is no other line's.
        input: { ...created, code: created.code.toUpperCase(), colour: null },
        stored: { code: created.code.toUpperCase(), colour: null },
      },
    ],
    refusedEdits: (created, taken) => [
      {
        about: 'code of another line',
        input: { ...created, code: taken.code },
        refusal: validation([{ field: 'code', key: PRODUCT_LINE_CODE_EXISTS }]),
      },
      {
        about: 'blank description',
        input: { ...created, description: ' ' },
        refusal: validation([{ field: 'description', key: REQUIRED_FIELD_MESSAGE }]),
      },
    ],
    marker: MARKER,
    listed: [
      line('qqlin-b', `${MARKER} Zebra`, { relevance: 2, colour: '#112233' }),
      line('QQLIN-A', `${MARKER} Açaí`, { relevance: 2 }),
      line('qqlin-a2', `${MARKER} Éden`),
      line('qqlin-c', `${MARKER} eden`, { relevance: 7 }),
    ],
    rowOf: ({ code, description, relevance, colour }, id) => ({ id, code, description, relevance, colour }),
    defaultOrder: [1, 3, 2, 0],
    sorts: {
      description: { asc: [1, 3, 2, 0], desc: [0, 2, 3, 1] },
      code: { asc: [1, 2, 0, 3], desc: [3, 0, 2, 1] },
      relevance: { asc: [2, 0, 1, 3], desc: [3, 0, 1, 2] },
      id: { asc: [0, 1, 2, 3], desc: [3, 2, 1, 0] },
    },
    searches: [
      { text: 'ZEBRA', finds: [0] },
      { text: 'qqlin-a', finds: [1, 2] },
      { text: 'acai', finds: [] },
    ],
    remove: { inUse: { status: 409, code: CATALOGUE_IN_USE_ERROR, messageKey: PRODUCT_LINE_IN_USE } },
  }));
}
