/**
 * The partner port's cases of the record-resource conformance suite (resource.conformance.ts), run against the memory
 * adapter (partner.memory.conformance.test.ts) and the HTTP adapter signed in as an administrator
 * (apps/api/test/resource-conformance.test.ts). Partners are everyone's: the cases' rows sit beside the server's own.
 */
import {
  BUSINESS_RULE_ERROR,
  cnpjCheckDigits,
  FIELD_TOO_LONG,
  formatCnpj,
  INVALID_CNPJ,
  normalisePartner,
  PARTNER_IN_USE,
  PARTNER_NAME_MAX,
  REQUIRED_FIELD_MESSAGE,
  type Partner,
  type PartnerInput,
  type PartnerRow,
} from '@tagtrail/domain';
import { describeResourceConformance, type ResourceConformanceSubject } from '../resource.conformance';

/** A CNPJ (masked) of a twelve-character base, with its check digits. */
export function cnpjOf(base: string): string {
  return formatCnpj(`${base}${cnpjCheckDigits(base)}`);
}

const MARKER = 'Qqparc';
const TAX_A = cnpjOf('878787870001');
const TAX_B = cnpjOf('121212120001');
const TAX_C = cnpjOf('454545450001');
/** The tax id of every partner outside the list cases. */
const OTHER_TAX = cnpjOf('114447770001');

const validation = (details: { field: string; key: string; params?: Record<string, number> }[]) => ({
  status: 400,
  code: 'VALIDATION',
  details,
});

export function describePartnerConformance(
  name: string,
  makeSubject: () => Promise<ResourceConformanceSubject<PartnerRow, Partner, PartnerInput, unknown>>,
): void {
  describeResourceConformance(name, 'partner', makeSubject, () => ({
    valid: (label) => ({ name: `Parceiro ${label}`, taxId: OTHER_TAX }),
    cleaned: {
      input: { name: '  Etiquetas Sul  ', taxId: ' 11.444.777/0001-61 ' },
      stored: { name: 'Etiquetas Sul', taxId: '11444777000161' },
    },
    refused: () => [
      {
        about: 'blank',
        input: { name: ' ', taxId: ' ./- ' },
        refusal: validation([
          { field: 'name', key: REQUIRED_FIELD_MESSAGE },
          { field: 'taxId', key: REQUIRED_FIELD_MESSAGE },
        ]),
      },
      {
        about: 'check digits',
        input: { name: 'Etiquetas', taxId: '11.444.777/0001-62' },
        refusal: validation([{ field: 'taxId', key: INVALID_CNPJ }]),
      },
      {
        about: 'too long',
        input: { name: 'x'.repeat(PARTNER_NAME_MAX + 1), taxId: OTHER_TAX },
        refusal: validation([{ field: 'name', key: FIELD_TOO_LONG, params: { max: PARTNER_NAME_MAX } }]),
      },
    ],
    edits: () => [
      {
        input: { name: ' Parceiro editado ', taxId: '12.abc.345/01de-35' },
        stored: { name: 'Parceiro editado', taxId: '12ABC34501DE35' },
      },
    ],
    refusedEdits: (created) => [
      {
        about: 'blank name',
        input: { ...created, name: '' },
        refusal: validation([{ field: 'name', key: REQUIRED_FIELD_MESSAGE }]),
      },
    ],
    marker: MARKER,
    listed: [
      { name: `${MARKER} Zebra`, taxId: TAX_A },
      { name: `${MARKER} Açaí`, taxId: TAX_B },
      { name: `${MARKER} Éden`, taxId: TAX_C },
      { name: `${MARKER} eden`, taxId: TAX_C },
    ],
    rowOf: (input, id) => ({ id, ...normalisePartner(input) }),
    defaultOrder: [1, 3, 2, 0],
    sorts: {
      // Letters first, then accents, then lower case before upper (ICU's root order, as the server's).
      name: { asc: [1, 3, 2, 0], desc: [0, 2, 3, 1] },
      // Rows 2 and 3 share a tax id: the older first, whichever way.
      taxId: { asc: [1, 2, 3, 0], desc: [0, 2, 3, 1] },
      id: { asc: [0, 1, 2, 3], desc: [3, 2, 1, 0] },
    },
    searches: [
      { text: 'ZEBRA', finds: [0] },
      { text: 'Açaí', finds: [1] },
      { text: 'acai', finds: [] },
      // A tax id typed with or without its mask, in part.
      { text: TAX_A.slice(0, 10), finds: [0] },
      { text: TAX_C.replace(/\D/g, '').slice(2), finds: [3, 2] },
    ],
    remove: { inUse: { status: 409, code: BUSINESS_RULE_ERROR, messageKey: PARTNER_IN_USE } },
  }));
}
