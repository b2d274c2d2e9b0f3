/**
 * One call of the API: method, path template (relative to /api, spec quirks kept), and the wire schemas.
 * The HTTP adapter and the server both read these, so they cannot drift.
 */
import * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type AnySchema = v.GenericSchema;

export interface Endpoint<
  Params extends AnySchema | undefined = AnySchema | undefined,
  Query extends AnySchema | undefined = AnySchema | undefined,
  Body extends AnySchema | undefined = AnySchema | undefined,
  Response extends AnySchema | undefined = AnySchema | undefined,
> {
  readonly method: HttpMethod;
  /** Path template with `{name}` placeholders, exactly as the spec writes it (e.g. `admin/lotes{id}`). */
  readonly path: string;
  readonly summary: string;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  /** `undefined` means no body in the answer (204). */
  readonly response?: Response;
  /** Roles allowed to call it (token role claims); empty means public. */
  readonly roles: readonly string[];
  /** `multipart` bodies carry files; their schema describes the text fields. */
  readonly bodyType?: 'json' | 'multipart';
}

export function endpoint<
  Params extends AnySchema | undefined = undefined,
  Query extends AnySchema | undefined = undefined,
  Body extends AnySchema | undefined = undefined,
  Response extends AnySchema | undefined = undefined,
>(e: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return e;
}

export type ParamsOf<E> = E extends Endpoint<infer P, AnySchema | undefined, AnySchema | undefined, AnySchema | undefined>
  ? P extends AnySchema ? v.InferInput<P> : undefined : never;
export type QueryOf<E> = E extends Endpoint<AnySchema | undefined, infer Q, AnySchema | undefined, AnySchema | undefined>
  ? Q extends AnySchema ? v.InferInput<Q> : undefined : never;
export type BodyOf<E> = E extends Endpoint<AnySchema | undefined, AnySchema | undefined, infer B, AnySchema | undefined>
  ? B extends AnySchema ? v.InferInput<B> : undefined : never;
export type ResponseOf<E> = E extends Endpoint<AnySchema | undefined, AnySchema | undefined, AnySchema | undefined, infer R>
  ? R extends AnySchema ? v.InferOutput<R> : undefined : never;

/** Fills a path template: `parceiro/{id}` with {id: 3} gives `parceiro/3`. */
export function buildPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** A numeric path id: digits only, turned into a number. */
export const IdParam = v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1));
