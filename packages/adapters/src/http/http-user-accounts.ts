/**
 * One owner's sign-in accounts over the API (issue 8 §10): a partner's users and a customer's users are the same
 * calls under another path, so an adapter is its contract, its codecs and how its paths name the owner and the
 * account. English domain names in, Portuguese wire names out; a refusal's fields renamed back.
 */
import {
  listQueryToWire,
  pageFromWire,
  rowsFromWire,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type ResponseOf,
  userAccountInputWire,
} from '@tagtrail/contract';
import type {
  Cancellation,
  CreatedUserAccount,
  ListQuery,
  Page,
  UserAccount,
  UserAccountInput,
  UserAccounts,
} from '@tagtrail/domain';
import type { ApiClient, CallOptions, RowOf } from './api-client';
import { renamingFields, type FieldNames } from './error-fields';

interface AccountCalls<L extends Endpoint, G extends Endpoint, C extends Endpoint> {
  readonly list: L;
  readonly get: G;
  readonly create: C;
  readonly remove: Endpoint;
  readonly issueTemporaryPassword?: Endpoint;
}

/** An owner's account calls with their codecs, checked against each other when made by `userAccountWire`. */
export interface UserAccountWire<Row, Account, Created> {
  readonly calls: AccountCalls<Endpoint, Endpoint, Endpoint>;
  /** The path parameters naming the owner, e.g. { parceiroId }. */
  readonly ownerParams: (ownerId: number) => object;
  /** The path parameter naming one account under its owner, e.g. 'usuarioId'. */
  readonly accountParam: string;
  readonly row: (wire: never) => Row;
  readonly account: (wire: never) => Account;
  readonly created: (wire: never) => Created;
  readonly input: (input: UserAccountInput) => unknown;
  readonly fieldNames: FieldNames;
}

export function userAccountWire<
  L extends Endpoint,
  G extends Endpoint,
  C extends Endpoint,
  Row,
  Account extends UserAccount,
  Created extends CreatedUserAccount,
>(
  calls: AccountCalls<L, G, C>,
  codecs: {
    readonly ownerParams: (ownerId: number) => Partial<ParamsOf<L>>;
    readonly accountParam: keyof ParamsOf<G> & string;
    readonly row: (wire: RowOf<L>) => Row;
    readonly account: (wire: ResponseOf<G>) => Account;
    readonly created: (wire: ResponseOf<C>) => Created;
    readonly input: (input: UserAccountInput) => BodyOf<C>;
  },
): UserAccountWire<Row, Account, Created> {
  return {
    calls,
    ...codecs,
    fieldNames: userAccountInputWire.domainNames,
  };
}

type AnyCall = (endpoint: Endpoint, options: CallOptions<Endpoint>) => Promise<unknown>;

/** The accounts of owner `ownerId`; `issueTemporaryPassword` only where the contract has the call. */
export function httpUserAccounts<
  Row extends { id: number; login: string },
  Account extends UserAccount,
  Created extends CreatedUserAccount,
>(api: ApiClient, wire: UserAccountWire<Row, Account, Created>, ownerId: number): UserAccounts<Row, Account, Created> {
  const owner = wire.ownerParams(ownerId);
  const account = (id: number) => ({ ...owner, [wire.accountParam]: id });
  // The client's call without the endpoint-by-endpoint typing, which userAccountWire has already checked.
  const call = (
    endpoint: Endpoint,
    options: { params: object; query?: object; body?: unknown; signal?: Cancellation },
  ) => (api.call as AnyCall)(endpoint, options as CallOptions<Endpoint>);
  const reissue = wire.calls.issueTemporaryPassword;

  return {
    async list(query: ListQuery, signal?: Cancellation): Promise<Page<Row>> {
      const page = await call(wire.calls.list, { params: owner, query: listQueryToWire(query), signal });
      return pageFromWire(page as { dataRecords: never[]; countRecords: number }, wire.row);
    },
    allRows(query: ListQuery, signal?: Cancellation): AsyncIterable<Row> {
      const options = { params: owner, query: listQueryToWire(query), signal };
      return rowsFromWire(api.allRecords(wire.calls.list, options as never) as AsyncIterable<never>, wire.row);
    },
    async get(id: number, signal?: Cancellation): Promise<Account> {
      return wire.account((await call(wire.calls.get, { params: account(id), signal })) as never);
    },
    async create(input: UserAccountInput): Promise<Created> {
      const answer = call(wire.calls.create, { params: owner, body: wire.input(input) });
      return wire.created((await renamingFields(answer, wire.fieldNames)) as never);
    },
    async remove(id: number): Promise<void> {
      await call(wire.calls.remove, { params: account(id) });
    },
    ...(reissue && {
      async issueTemporaryPassword(id: number): Promise<Created> {
        return wire.created((await call(reissue, { params: account(id) })) as never);
      },
    }),
  };
}
