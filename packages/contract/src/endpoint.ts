/**
 * One call of the API: method, path template (relative to /api, spec quirks kept), and the wire schemas.
 * The HTTP adapter and the server both read these, so they cannot drift.
 */
import * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type AnySchema = v.GenericSchema;

/** How the answer's body is read: JSON (the default), plain text, or bytes (a file to save). */
export type ResponseType = 'json' | 'text' | 'blob';

export interface Endpoint<
  Params extends AnySchema | undefined = AnySchema | undefined,
  Query extends AnySchema | undefined = AnySchema | undefined,
  Body extends AnySchema | undefined = AnySchema | undefined,
  Response extends AnySchema | undefined = AnySchema | undefined,
  Headers extends AnySchema | undefined = AnySchema | undefined,
> {
  readonly method: HttpMethod;
  /**
   * Path template with `{name}` placeholders, exactly as the spec writes it: leading slashes where it writes them
   * (`/appless/leituras`), a placeholder straight after text (`admin/lotes{id}`). Every path is relative to /api:
   * send `relativePath(buildPath(path, params))`.
   */
  readonly path: string;
  readonly summary: string;
  readonly params?: Params;
  readonly query?: Query;
  /** Request headers the call carries beyond the bearer token (their names are matched without regard to case). */
  readonly headers?: Headers;
  readonly body?: Body;
  /** `undefined` means no body in the answer (204). */
  readonly response?: Response;
  /** How the answer is read; JSON unless said. `text` answers a string, `blob` the bytes (`response` describes them). */
  readonly responseType?: ResponseType;
  /** Roles allowed to call it (token role claims); empty means public. */
  readonly roles: readonly string[];
  /** Whose rows the call may read and change; the server's router applies it to every query of the call. */
  readonly tenantScope: TenantScope;
  /** `multipart` bodies carry files; their schema describes the text fields. */
  readonly bodyType?: 'json' | 'multipart';
  /** How many file parts a `multipart` body may carry (a repeated file field); one unless said. */
  readonly maxFiles?: number;
}

type AnyPart = AnySchema | undefined;

/**
 * Whose rows a call may read and change (DESIGN "Tenancy"). The server runs each call's queries in a transaction
 * where the database's row-level security lets through only these rows, whatever the handler asks for.
 * - `all`: every tenant's rows (administrators).
 * - `partner`: the calling partner's rows and those of its customers.
 * - `customer`: the calling customer's rows (customer and point-of-sale users).
 * - `caller`: the caller's own tenant, partner or customer, whichever it belongs to; an administrator's, all (calls
 *   every role shares, about the caller itself).
 * - `public`: no tenant: what the public tag page may read and record.
 */
export type TenantScope = 'all' | 'partner' | 'customer' | 'caller' | 'public';

/** Who may call and whose rows the call sees, declared together on every endpoint (`...ACCESS.partner`). */
export const ACCESS = {
  admin: { roles: ['admin'], tenantScope: 'all' },
  partner: { roles: ['partner'], tenantScope: 'partner' },
  customer: { roles: ['customer'], tenantScope: 'customer' },
  pointOfSale: { roles: ['pointofsale'], tenantScope: 'customer' },
  /** Calls every signed-in user makes about themselves (their own password): in their own tenant, if they have one. */
  anyUser: { roles: ['admin', 'partner', 'pointofsale', 'customer'], tenantScope: 'caller' },
  public: { roles: [], tenantScope: 'public' },
} as const satisfies Record<string, { roles: readonly string[]; tenantScope: TenantScope }>;

/** The roles whose callers each scope can name a tenant for: the scope is decided by the token, never the input. */
const ROLES_OF_SCOPE: Readonly<Record<TenantScope, readonly string[]>> = {
  all: ['admin'],
  partner: ['partner'],
  customer: ['customer', 'pointofsale'],
  caller: ['admin', 'partner', 'customer', 'pointofsale'],
  public: [],
};

/** Whether every role may call with this scope: a public scope has no roles, any other scope some of its own. */
export function tenantScopeFits(scope: TenantScope, roles: readonly string[]): boolean {
  const allowed = ROLES_OF_SCOPE[scope] as readonly string[] | undefined;
  if (allowed === undefined) return false;
  if (scope === 'public') return roles.length === 0;
  return roles.length > 0 && roles.every((role) => allowed.includes(role));
}

export function endpoint<
  Params extends AnyPart = undefined,
  Query extends AnyPart = undefined,
  Body extends AnyPart = undefined,
  Response extends AnyPart = undefined,
  Headers extends AnyPart = undefined,
>(e: Endpoint<Params, Query, Body, Response, Headers>): Endpoint<Params, Query, Body, Response, Headers> {
  return e;
}

type Input<S> = S extends AnySchema ? v.InferInput<S> : undefined;

export type ParamsOf<E> = E extends Endpoint<infer P, AnyPart, AnyPart, AnyPart, AnyPart> ? Input<P> : never;
export type QueryOf<E> = E extends Endpoint<AnyPart, infer Q, AnyPart, AnyPart, AnyPart> ? Input<Q> : never;
export type BodyOf<E> = E extends Endpoint<AnyPart, AnyPart, infer B, AnyPart, AnyPart> ? Input<B> : never;
export type HeadersOf<E> = E extends Endpoint<AnyPart, AnyPart, AnyPart, AnyPart, infer H> ? Input<H> : never;
export type ResponseOf<E> =
  E extends Endpoint<AnyPart, AnyPart, AnyPart, infer R, AnyPart>
    ? R extends AnySchema
      ? v.InferOutput<R>
      : undefined
    : never;

/**
 * Fills a path template: `parceiro/{id}` with {id: 3} gives `parceiro/3`; the spec's `admin/lotes{id}` gives
 * `admin/lotes3`. A leading or trailing slash is kept as the template has it.
 */
export function buildPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A path as the HTTP client and the server join it to /api: without the leading slash some spec paths carry
 * (`/lotecliente/{id}/sublote/` → `lotecliente/{id}/sublote/`). ky's `prefixUrl` refuses a leading slash, and the
 * spec means the same call either way. Works on a template or a built path.
 */
export function relativePath(path: string): string {
  return path.replace(/^\/+/, '');
}

/** The range of PostgreSQL's `integer` (int4), the type of every id and count column but the tags'. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * A whole number an `integer` column holds. A larger one is refused here, where the client can know it, rather
 * than by the database, which fails the whole call (22003 "integer out of range").
 */
export const Int4Schema = v.pipe(v.number(), v.integer(), v.minValue(INT4_MIN), v.maxValue(INT4_MAX));

/** Digits as a path or query carries an id: no sign, exponent, radix prefix, fraction, spaces or leading zero. */
const ID_TEXT = /^[1-9][0-9]*$/;

const idParam = (max: number) =>
  v.pipe(
    v.union([v.pipe(v.string(), v.regex(ID_TEXT)), v.number()]),
    v.transform(Number),
    v.integer(),
    v.minValue(1),
    v.maxValue(max),
  );

/** A numeric path id of an `integer` (serial) column: digits only, 1 to INT4_MAX, turned into a number. */
export const IdParam = idParam(INT4_MAX);
/** A numeric path id of a `bigserial` column (tags), read as a JavaScript number: digits only, up to 2^53 - 1. */
export const BigIdParam = idParam(Number.MAX_SAFE_INTEGER);
