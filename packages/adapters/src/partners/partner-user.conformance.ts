/**
 * What one owner's sign-in account list does (issue 8 §10: a partner's users, which an administrator manages, and a
 * customer's users, which its partner manages, are one port shape), written once and run for each against its memory
 * adapter (partner-user.memory.conformance.test.ts, customer-user.memory.conformance.test.ts) and its HTTP adapter
 * over a real server (apps/api/test/account-conformance.test.ts). The server is the reference.
 *
 * The owner under test has no account but those the cases make. The list cases' accounts all hold LIST_MARKER in
 * their login and e-mail, and no other account does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_RULE_ERROR,
  FIELD_TOO_LONG,
  INVALID_EMAIL_KEY,
  REQUIRED_FIELD_MESSAGE,
  USER_LOGIN_MAX,
  USER_NAME_MAX,
  USERNAME_TAKEN,
  type ListQuery,
  type PartnerUserPort,
  type UserAccountInput,
  type UserAccounts,
} from '@tagtrail/domain';
import { refusal } from '../resource.conformance';

type Accounts = UserAccounts<{ readonly id: number; readonly login: string }>;

export interface UserAccountConformanceSubject {
  /** The accounts of the owner under test. */
  readonly accounts: Accounts;
  /** The accounts of an owner the caller cannot see, or that does not exist: answered as if none existed. */
  readonly unknownOwner: Accounts;
  /** An account of another owner: not found under the owner under test. */
  readonly otherOwnersAccountId: number;
  /** The login of an account of another owner: logins are unique over every account, letter case aside. */
  readonly loginTakenElsewhere: string;
}

/** No account has it: inside PostgreSQL's integer range, so it reaches the database. */
const UNKNOWN_ID = 2_000_000_000;

const LIST_MARKER = 'qqconta';

const query = (fields: Partial<ListQuery> = {}): ListQuery => ({
  page: 0,
  rowsPerPage: 100,
  searchText: '',
  ...fields,
});

const validation = (details: { field: string; key: string; params?: Record<string, number> }[]) => ({
  status: 400,
  code: 'VALIDATION',
  messageKey: details[0]?.key,
  details,
});

/**
 * A valid account, of a login of its own for each label. Logins are unique over every account of a server, so each
 * list's suite gives its own `prefix`.
 */
const validOf =
  (prefix: string) =>
  (label: string): UserAccountInput => ({
    login: `${prefix}-${label}`,
    name: `Conta ${label}`,
    email: `${label}@contas.example`,
  });

/** The list cases' accounts, made in this order (their ids rise in it). */
const listedOf = (prefix: string): readonly UserAccountInput[] => [
  { login: `${LIST_MARKER}-${prefix}-delta`, name: 'Bruno Souza', email: `c@${LIST_MARKER}.example` },
  { login: `${LIST_MARKER}-${prefix}-alfa`, name: 'Davi Lima', email: `b@${LIST_MARKER}.example` },
  { login: `${LIST_MARKER}-${prefix}-charlie`, name: 'ana Reis', email: `d@${LIST_MARKER}.example` },
  { login: `${LIST_MARKER}-${prefix}-Beta`, name: 'Carla Dias', email: `a@${LIST_MARKER}.example` },
];

/** Each sort either way, as indexes into LISTED: text by ICU's root order, letter case aside but to break ties. */
const SORTS: Readonly<Record<string, { asc: number[]; desc: number[] }>> = {
  login: { asc: [1, 3, 2, 0], desc: [0, 2, 3, 1] },
  name: { asc: [2, 0, 3, 1], desc: [1, 3, 0, 2] },
  email: { asc: [3, 1, 0, 2], desc: [2, 0, 1, 3] },
  id: { asc: [0, 1, 2, 3], desc: [3, 2, 1, 0] },
};

export function describeUserAccountConformance(
  name: string,
  accountsOf: string,
  prefix: string,
  makeSubject: () => Promise<UserAccountConformanceSubject>,
): void {
  const valid = validOf(prefix);
  const LISTED = listedOf(prefix);
  describe(`${name}: ${accountsOf} (the shared account port, issue 8 §10)`, () => {
    let subject: UserAccountConformanceSubject;
    let accounts: Accounts;
    beforeAll(async () => {
      subject = await makeSubject();
      accounts = subject.accounts;
    });
    const total = async () => (await accounts.list(query())).total;

    describe('an account', () => {
      it('stores a new account trimmed, and answers its id and a one-time password that expires later', async () => {
        const before = Date.now();
        const created = await accounts.create({
          login: `  ${prefix}-nova `,
          name: ' Conta Nova  ',
          email: ' nova@contas.example ',
        });
        expect(created.id).toBeGreaterThan(0);
        expect(created.temporaryPassword).toMatch(/\S{8,}/);
        expect(Date.parse(created.expiresAt)).toBeGreaterThan(before);
        expect(await accounts.get(created.id)).toEqual({
          id: created.id,
          login: `${prefix}-nova`,
          name: 'Conta Nova',
          email: 'nova@contas.example',
        });
      });

      it('refuses what the form refuses, each error on its field, and stores nothing', async () => {
        const before = await total();
        const cases: [string, UserAccountInput, ReturnType<typeof validation>][] = [
          [
            'blank',
            { login: ' ', name: '', email: '  ' },
            validation([
              { field: 'login', key: REQUIRED_FIELD_MESSAGE },
              { field: 'name', key: REQUIRED_FIELD_MESSAGE },
              { field: 'email', key: REQUIRED_FIELD_MESSAGE },
            ]),
          ],
          [
            'no e-mail address',
            { ...valid('sem-email'), email: 'sem-arroba.example' },
            validation([{ field: 'email', key: INVALID_EMAIL_KEY }]),
          ],
          [
            'too long',
            { ...valid('longa'), login: 'l'.repeat(USER_LOGIN_MAX + 1), name: 'n'.repeat(USER_NAME_MAX + 1) },
            validation([
              { field: 'login', key: FIELD_TOO_LONG, params: { max: USER_LOGIN_MAX } },
              { field: 'name', key: FIELD_TOO_LONG, params: { max: USER_NAME_MAX } },
            ]),
          ],
        ];
        for (const [about, input, expected] of cases) {
          const error = await refusal(accounts.create(input));
          expect(error, about).toMatchObject({ status: expected.status, code: expected.code });
          expect(error.messageKey, about).toBe(expected.messageKey);
          expect(error.details, about).toEqual(expected.details);
        }
        expect(await total()).toBe(before);
      });

      it('refuses a login any account has, letter case and spaces aside (error 1)', async () => {
        await accounts.create(valid('tomada'));
        const before = await total();
        for (const login of [` ${prefix.toUpperCase()}-TOMADA `, subject.loginTakenElsewhere.toUpperCase()]) {
          const error = await refusal(accounts.create({ ...valid('outra'), login }));
          expect(error, login).toMatchObject({ status: 409, code: BUSINESS_RULE_ERROR, messageKey: USERNAME_TAKEN });
        }
        expect(await total()).toBe(before);
      });

      it('deletes an account; then it is gone', async () => {
        const { id } = await accounts.create(valid('apagada'));
        const before = await total();
        await expect(accounts.remove(id)).resolves.toBeUndefined();
        expect(await total()).toBe(before - 1);
        expect(await refusal(accounts.get(id))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
        expect(await refusal(accounts.remove(id))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      });

      it('answers 404 NOT_FOUND for an account it does not have: none, or another owner’s', async () => {
        for (const id of [UNKNOWN_ID, subject.otherOwnersAccountId]) {
          expect(await refusal(accounts.get(id)), `get ${id}`).toMatchObject({ status: 404, code: 'NOT_FOUND' });
          expect(await refusal(accounts.remove(id)), `remove ${id}`).toMatchObject({ status: 404, code: 'NOT_FOUND' });
        }
      });

      it('answers 404 for an owner it cannot see, but checks what is sent first', async () => {
        const { unknownOwner } = subject;
        expect(await refusal(unknownOwner.list(query()))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
        expect(await refusal(unknownOwner.create(valid('sem-dono')))).toMatchObject({ status: 404 });
        expect(await refusal(unknownOwner.get(subject.otherOwnersAccountId))).toMatchObject({ status: 404 });
        expect(await refusal(unknownOwner.remove(subject.otherOwnersAccountId))).toMatchObject({ status: 404 });
        // The form's rules come before the owner is looked for.
        const error = await refusal(unknownOwner.create({ ...valid('sem-dono'), email: '' }));
        expect(error).toMatchObject(validation([{ field: 'email', key: REQUIRED_FIELD_MESSAGE }]));
      });
    });

    describe('the list', () => {
      let ids: number[];
      beforeAll(async () => {
        ids = [];
        // One after another: the ids rise in LISTED's order, which the id sort and the ties count on.
        for (const input of LISTED) ids.push((await accounts.create(input)).id);
      });
      const listed = (fields: Partial<ListQuery> = {}) => accounts.list(query({ searchText: LIST_MARKER, ...fields }));
      const indexesOf = async (fields: Partial<ListQuery> = {}) =>
        (await listed(fields)).records.map((row) => ids.indexOf(row.id));

      it('shows each account by its id and login, by login unless told otherwise', async () => {
        const page = await listed();
        expect(page.total).toBe(LISTED.length);
        expect(page.records).toEqual(
          (SORTS.login?.asc ?? []).map((index) => ({ id: ids[index], login: LISTED[index]?.login })),
        );
      });

      it('sorts by login, name, e-mail or id either way', async () => {
        for (const [sort, order] of Object.entries(SORTS)) {
          expect(await indexesOf({ sort, direction: 'asc' }), `${sort} asc`).toEqual(order.asc);
          expect(await indexesOf({ sort, direction: 'desc' }), `${sort} desc`).toEqual(order.desc);
          expect(await indexesOf({ sort: sort.toUpperCase() }), `${sort} named`).toEqual(order.asc);
        }
        const error = await refusal(listed({ sort: 'password' }));
        expect(error).toMatchObject({ status: 400, details: [{ field: 'sort', key: 'INVALID_FIELD' }] });
      });

      it('finds the text in the login, the name or the e-mail, letter case aside; pages', async () => {
        const searches: [string, number[]][] = [
          [`${LIST_MARKER}-${prefix}-BETA`, [3]],
          ['davi', [1]],
          [`D@${LIST_MARKER}`, [2]],
          ['nobody at all', []],
        ];
        for (const [text, finds] of searches) expect(await indexesOf({ searchText: text }), text).toEqual(finds);
        const second = await listed({ page: 1, rowsPerPage: 3 });
        expect({ rows: second.records.map((row) => ids.indexOf(row.id)), total: second.total }).toEqual({
          rows: [0],
          total: 4,
        });
      });
    });
  });
}

export interface PartnerUserConformanceSubject extends UserAccountConformanceSubject {
  readonly accounts: ReturnType<PartnerUserPort['forPartner']>;
}

/** The partner users' cases: the shared account port's, and a new one-time password for a stored user (issue 8 §8). */
export function describePartnerUserConformance(
  name: string,
  makeSubject: () => Promise<PartnerUserConformanceSubject>,
): void {
  let subject: Promise<PartnerUserConformanceSubject> | undefined;
  const shared = () => (subject ??= makeSubject());
  describeUserAccountConformance(name, 'a partner’s users', 'pu', shared);
  const valid = validOf('pu');

  describe(`${name}: a partner user’s new one-time password (issue 8 §8)`, () => {
    it('issues a stored user a new one-time password, each other than the last', async () => {
      const { accounts } = await shared();
      const created = await accounts.create(valid('reemitida'));
      const first = await accounts.issueTemporaryPassword(created.id);
      const second = await accounts.issueTemporaryPassword(created.id);
      expect(first.id).toBe(created.id);
      expect(new Set([created.temporaryPassword, first.temporaryPassword, second.temporaryPassword]).size).toBe(3);
      expect(Date.parse(second.expiresAt)).toBeGreaterThan(Date.now());
    });

    it('answers 404 for a user it does not have: none, or another partner’s', async () => {
      const { accounts, otherOwnersAccountId } = await shared();
      for (const id of [UNKNOWN_ID, otherOwnersAccountId])
        expect(await refusal(accounts.issueTemporaryPassword(id)), String(id)).toMatchObject({ status: 404 });
    });
  });
}
