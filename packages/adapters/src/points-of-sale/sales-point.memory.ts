/**
 * SalesPointPort over an array, for stories and tests: answers and refuses as the server does (the form's rules,
 * logins unique over every account, usuario and email read-only once stored), and creates and resets with the same
 * one-time password answer as every other account (memory-accounts).
 */
import {
  BUSINESS_RULE_ERROR,
  normaliseUserAccount,
  PortError,
  salesPointLockedChange,
  USERNAME_TAKEN,
  validateSalesPoint,
  type Cancellation,
  type IssuedSalesPointPassword,
  type ListQuery,
  type Page,
  type SalesPoint,
  type SalesPointInput,
  type SalesPointPort,
  type SalesPointRow,
} from '@tagtrail/domain';
import { oneTimePasswordAnswer } from '../memory/memory-accounts';
import { serverPage, type ServerList } from '../memory/memory-list';
import { notFoundError, simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoSalesPoints } from './sales-point.demo';

export type SalesPointOperation = 'list' | 'get' | 'create' | 'update' | 'resetPassword';

export interface MemorySalesPointOptions extends MemoryOptions<SalesPointOperation> {
  /** The clock the one-time password's expiry is counted from (tests). */
  readonly now?: () => Date;
  /** Sign-in names other accounts (not these sales points) already have: a create with one is refused. */
  readonly otherLogins?: readonly string[];
}

/** As the server's account lists (accounts.repository.ts): login, name or e-mail searched, by login by default. */
const SALES_POINT_LIST: ServerList<SalesPointRow> = {
  searchIn: (row) => [row.login, row.name, row.email],
  sorts: { login: (row) => row.login, name: (row) => row.name, email: (row) => row.email, id: (row) => row.id },
  byDefault: { valueOf: (row) => row.login, direction: 'asc' },
  idOf: (row) => row.id,
};

export class MemorySalesPointAdapter implements SalesPointPort {
  private salesPoints: SalesPoint[];
  private nextId: number;
  private resets = 0;

  constructor(
    seed: readonly SalesPoint[] = demoSalesPoints,
    private readonly options: MemorySalesPointOptions = {},
  ) {
    this.salesPoints = seed.map((salesPoint) => ({ ...salesPoint }));
    this.nextId = Math.max(0, ...seed.map((salesPoint) => salesPoint.id)) + 1;
  }

  list(query: ListQuery, signal?: Cancellation): Promise<Page<SalesPointRow>> {
    return simulate(this.options, 'list', () => serverPage(this.salesPoints, query, SALES_POINT_LIST), signal);
  }

  get(id: number, signal?: Cancellation): Promise<SalesPoint> {
    return simulate(this.options, 'get', () => ({ ...this.find(id) }), signal);
  }

  create(input: SalesPointInput): Promise<IssuedSalesPointPassword> {
    return simulate(this.options, 'create', () => {
      const errors = validateSalesPoint(input, true);
      if (errors.length > 0) throw validationFailure(errors);
      const clean = normaliseUserAccount(input);
      // Logins are unique over every account, case aside (as the server's index).
      const login = clean.login.toLowerCase();
      const taken = [...this.salesPoints.map((salesPoint) => salesPoint.login), ...(this.options.otherLogins ?? [])];
      if (taken.some((other) => other.toLowerCase() === login)) {
        throw new PortError(409, BUSINESS_RULE_ERROR, USERNAME_TAKEN);
      }
      const id = this.nextId++;
      this.salesPoints.push({ id, ...clean, userId: id });
      return oneTimePasswordAnswer(id, this.now());
    });
  }

  update(id: number, input: SalesPointInput): Promise<number> {
    return simulate(this.options, 'update', () => {
      const stored = this.find(id);
      const errors = [...validateSalesPoint(input, false), ...salesPointLockedChange(stored, input)];
      if (errors.length > 0) throw validationFailure(errors);
      stored.name = normaliseUserAccount(input).name;
      return id;
    });
  }

  resetPassword(id: number): Promise<IssuedSalesPointPassword> {
    return simulate(this.options, 'resetPassword', () => {
      this.find(id);
      this.resets += 1;
      // A new password every time, as the server's: seeded apart from the create's.
      return { ...oneTimePasswordAnswer(id * 7_919 + this.resets, this.now()), id };
    });
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private find(id: number): SalesPoint {
    const salesPoint = this.salesPoints.find((candidate) => candidate.id === id);
    if (salesPoint === undefined) throw notFoundError();
    return salesPoint;
  }
}
