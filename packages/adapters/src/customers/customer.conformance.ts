/**
 * The customer port's cases of the record-resource conformance suite (resource.conformance.ts), run against the memory
 * adapter (customer.memory.conformance.test.ts) and the HTTP adapter signed in as a partner
 * (apps/api/test/resource-conformance.test.ts): the partner's own customers, codes unique within the partner.
 */
import { expect } from 'vitest';
import {
  BUSINESS_RULE_ERROR,
  compactTaxId,
  CUSTOMER_CODE_EXISTS,
  CUSTOMER_CODE_LOCKED,
  CUSTOMER_IN_USE,
  emptyCustomerInput,
  INVALID_CNPJ,
  REQUIRED_FIELD_MESSAGE,
  SINGLE_READING_MESSAGE_REQUIRED,
  type Customer,
  type CustomerInput,
  type CustomerRow,
} from '@tagtrail/domain';
import { cnpjOf } from '../partners/partner.conformance';
import { describeResourceConformance, type ResourceConformanceSubject } from '../resource.conformance';

const MARKER = 'Qqclie';
const EDITED_TAX_ID = cnpjOf('121212120001');

const validation = (details: { field: string; key: string }[]) => ({ status: 400, code: 'VALIDATION', details });

const customer = (code: string, name: string): CustomerInput => ({ ...emptyCustomerInput, code, name });

export function describeCustomerConformance(
  name: string,
  makeSubject: () => Promise<ResourceConformanceSubject<CustomerRow, Customer, CustomerInput, unknown>>,
): void {
  describeResourceConformance(name, 'customer', makeSubject, () => ({
    valid: (label) => customer(`conf-${label.replace(/\s+/g, '-')}`, `Cliente ${label}`),
    cleaned: {
      input: {
        code: ' Conf-Limpo ',
        name: '  Vinícola Limpa ',
        taxId: ' ',
        linkedProduct: true,
        exclusive: false,
        singleReading: true,
        singleReadingMessages: { 1: ' Já lida ', 2: '', 3: '' },
      },
      stored: {
        code: 'Conf-Limpo',
        name: 'Vinícola Limpa',
        taxId: '000000000000',
        linkedProduct: true,
        exclusive: false,
        singleReading: true,
        singleReadingMessages: { 1: 'Já lida', 2: '', 3: '' },
        // The app's tenant: the code made safe for a host name, and a random suffix.
        tenantId: expect.stringMatching(/^conf-limpo-[0-9a-f]{6}$/) as unknown as string,
      },
    },
    refused: (taken) => [
      {
        about: 'blank',
        input: customer(' ', ''),
        refusal: validation([
          { field: 'code', key: REQUIRED_FIELD_MESSAGE },
          { field: 'name', key: REQUIRED_FIELD_MESSAGE },
        ]),
      },
      {
        about: 'single reading without a message',
        input: { ...customer('conf-single', 'Única'), singleReading: true },
        refusal: validation([{ field: 'singleReadingMessages', key: SINGLE_READING_MESSAGE_REQUIRED }]),
      },
      {
        about: 'tax id',
        input: { ...customer('conf-cnpj', 'CNPJ'), taxId: '11.444.777/0001-62' },
        refusal: validation([{ field: 'taxId', key: INVALID_CNPJ }]),
      },
      {
        about: 'code of another customer, in another letter case',
        input: customer(taken.code.toUpperCase(), 'Outro'),
        refusal: validation([{ field: 'code', key: CUSTOMER_CODE_EXISTS }]),
      },
    ],
    edits: (created) => [
      {
        input: { ...created, name: ' Cliente editado ', taxId: EDITED_TAX_ID, exclusive: true },
        stored: { code: created.code, name: 'Cliente editado', taxId: compactTaxId(EDITED_TAX_ID), exclusive: true },
      },
    ],
    refusedEdits: (created, taken) => [
      {
        about: 'code locked',
        input: { ...created, code: `${created.code}-x` },
        refusal: validation([{ field: 'code', key: CUSTOMER_CODE_LOCKED }]),
      },
      {
        about: 'code of another customer',
        input: { ...created, code: taken.code },
        refusal: validation([{ field: 'code', key: CUSTOMER_CODE_LOCKED }]),
      },
      {
        about: 'blank name',
        input: { ...created, name: ' ' },
        refusal: validation([{ field: 'name', key: REQUIRED_FIELD_MESSAGE }]),
      },
    ],
    marker: MARKER,
    listed: [
      customer('qqclie-b', `${MARKER} Zebra`),
      customer('QQCLIE-A', `${MARKER} Açaí`),
      customer('qqclie-a2', `${MARKER} Éden`),
      customer('qqclie-c', `${MARKER} eden`),
    ],
    rowOf: ({ code, name }, id) => ({ id, code, name }),
    defaultOrder: [1, 3, 2, 0],
    sorts: {
      code: { asc: [1, 2, 0, 3], desc: [3, 0, 2, 1] },
      name: { asc: [1, 3, 2, 0], desc: [0, 2, 3, 1] },
      id: { asc: [0, 1, 2, 3], desc: [3, 2, 1, 0] },
    },
    searches: [
      { text: 'ZEBRA', finds: [0] },
      { text: 'qqclie-a', finds: [1, 2] },
      { text: 'acai', finds: [] },
    ],
    remove: { inUse: { status: 409, code: BUSINESS_RULE_ERROR, messageKey: CUSTOMER_IN_USE } },
  }));
}
