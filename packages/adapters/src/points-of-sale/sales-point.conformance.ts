/**
 * The sales-point port's cases of the record-resource conformance suite (resource.conformance.ts), run against the
 * memory adapter (sales-point.memory.conformance.test.ts) and the HTTP adapter signed in as a customer
 * (apps/api/test/resource-conformance.test.ts). A sales point is a sign-in account: its login is unique over every
 * account, whoever owns it; its create answers a one-time password with the id (the subject hands the suite the id).
 * Sales points are never deleted.
 */
import {
  BUSINESS_RULE_ERROR,
  INVALID_EMAIL_KEY,
  REQUIRED_FIELD_MESSAGE,
  SALES_POINT_FIELD_READ_ONLY,
  USERNAME_TAKEN,
  type SalesPoint,
  type SalesPointInput,
  type SalesPointRow,
} from '@tagtrail/domain';
import { describeResourceConformance, type ResourceConformanceSubject } from '../resource.conformance';

export interface SalesPointConformanceWorld {
  /** The login of an account of another kind and owner (a partner's user). */
  readonly otherLogin: string;
}

const MARKER = 'qqpdv';

const validation = (details: { field: string; key: string }[]) => ({ status: 400, code: 'VALIDATION', details });

const salesPoint = (login: string, name: string, email = 'pdv@conformidade.example'): SalesPointInput => ({
  login,
  name,
  email,
});

export function describeSalesPointConformance(
  name: string,
  makeSubject: () => Promise<
    ResourceConformanceSubject<SalesPointRow, SalesPoint, SalesPointInput, SalesPointConformanceWorld>
  >,
): void {
  describeResourceConformance(name, 'sales point', makeSubject, (world) => ({
    valid: (label) => salesPoint(`pdv-${label.replace(/\s+/g, '-')}`, `Ponto ${label}`),
    cleaned: {
      input: salesPoint(' pdv-limpo ', ' Loja Centro ', ' loja@conformidade.example '),
      stored: { login: 'pdv-limpo', name: 'Loja Centro', email: 'loja@conformidade.example' },
    },
    refused: (taken) => [
      {
        about: 'blank',
        input: salesPoint(' ', '', ''),
        refusal: validation([
          { field: 'login', key: REQUIRED_FIELD_MESSAGE },
          { field: 'name', key: REQUIRED_FIELD_MESSAGE },
          { field: 'email', key: REQUIRED_FIELD_MESSAGE },
        ]),
      },
      {
        about: 'not an e-mail',
        input: salesPoint('pdv-email', 'E-mail', 'loja@'),
        refusal: validation([{ field: 'email', key: INVALID_EMAIL_KEY }]),
      },
      {
        about: 'the login of another sales point, in another letter case',
        input: salesPoint(taken.login.toUpperCase(), 'Outro'),
        refusal: { status: 409, code: BUSINESS_RULE_ERROR, messageKey: USERNAME_TAKEN },
      },
      {
        about: 'the login of an account of another kind',
        input: salesPoint(world.otherLogin, 'Outro'),
        refusal: { status: 409, code: BUSINESS_RULE_ERROR, messageKey: USERNAME_TAKEN },
      },
    ],
    edits: (created) => [
      {
        input: { ...created, name: ' Loja Nova ' },
        stored: { login: created.login, name: 'Loja Nova', email: created.email },
      },
    ],
    refusedEdits: (created, taken) => [
      {
        about: 'login and e-mail read-only',
        input: { login: taken.login, name: 'Outro', email: 'outro@conformidade.example' },
        refusal: validation([
          { field: 'login', key: SALES_POINT_FIELD_READ_ONLY },
          { field: 'email', key: SALES_POINT_FIELD_READ_ONLY },
        ]),
      },
      {
        about: 'blank name',
        input: { ...created, name: ' ' },
        refusal: validation([{ field: 'name', key: REQUIRED_FIELD_MESSAGE }]),
      },
    ],
    marker: MARKER,
    listed: [
      salesPoint('qqpdv-b', 'Zebra', 'z@qq.example'),
      salesPoint('QQPDV-A', 'Açaí', 'b@qq.example'),
      salesPoint('qqpdv-a2', 'Éden', 'a@qq.example'),
      salesPoint('qqpdv-c', 'eden', 'a@qq.example'),
    ],
    // The sales point's id is its account's.
    rowOf: (input, id) => ({ id, ...input, userId: id }),
    defaultOrder: [1, 2, 0, 3],
    sorts: {
      login: { asc: [1, 2, 0, 3], desc: [3, 0, 2, 1] },
      name: { asc: [1, 3, 2, 0], desc: [0, 2, 3, 1] },
      email: { asc: [2, 3, 1, 0], desc: [0, 1, 2, 3] },
      id: { asc: [0, 1, 2, 3], desc: [3, 2, 1, 0] },
    },
    searches: [
      { text: 'ZEBRA', finds: [0] },
      { text: 'qqpdv-a', finds: [1, 2] },
      { text: 'acai', finds: [] },
      { text: 'B@QQ.EXAMPLE', finds: [1] },
    ],
    remove: 'never',
  }));
}
