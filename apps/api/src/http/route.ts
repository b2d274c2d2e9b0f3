/**
 * The one way a contract endpoint becomes a Fastify route: path conversion, bearer token and role
 * checks, input parsing with the contract's schemas, and the answer checked against the contract
 * before it leaves, so the server cannot drift from what the HTTP client expects.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Endpoint } from '@tagtrail/contract';
import type { AccessClaims } from '../identity';
import { forbidden, MessageKeys, unauthorized, validationFailure, type ApiErrorDetail } from './api-failure';

type AnySchema = v.GenericSchema;
type Parsed<S> = S extends AnySchema ? v.InferOutput<S> : undefined;
/** A handler answers what the response schema accepts (its input side, before any transform). */
type Answer<S> = S extends AnySchema ? v.InferInput<S> : void;

/** What the route needs from the identity provider. */
export interface TokenVerifier {
  verifyAccessToken(token: string): Promise<AccessClaims | undefined>;
}

export interface RouteInput<Params, Query, Body, Caller> {
  readonly params: Parsed<Params>;
  readonly query: Parsed<Query>;
  readonly body: Parsed<Body>;
  /** Who calls: every query a handler runs is scoped by this, never by ids the caller sends. */
  readonly caller: Caller;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

type Handler<P, Q, B, R, Caller> = (input: RouteInput<P, Q, B, Caller>) => Promise<Answer<R>>;

/** Every contract path lives under /api (spec A §7: "paths are relative to the API prefix /api"). */
export const API_PREFIX = '/api';

export interface Router {
  /** An endpoint only the roles it names may call. */
  route<
    P extends AnySchema | undefined,
    Q extends AnySchema | undefined,
    B extends AnySchema | undefined,
    R extends AnySchema | undefined,
  >(
    endpoint: Endpoint<P, Q, B, R>,
    handler: Handler<P, Q, B, R, AccessClaims>,
  ): void;
  /** An endpoint anyone may call; the caller is known when a valid token came along. */
  publicRoute<
    P extends AnySchema | undefined,
    Q extends AnySchema | undefined,
    B extends AnySchema | undefined,
    R extends AnySchema | undefined,
  >(
    endpoint: Endpoint<P, Q, B, R>,
    handler: Handler<P, Q, B, R, AccessClaims | undefined>,
  ): void;
}

export function createRouter(app: FastifyInstance, verifier: TokenVerifier): Router {
  return {
    route(endpoint, handler) {
      // A forgotten role list must not quietly make a route public.
      if (endpoint.roles.length === 0)
        throw new Error(`${endpoint.method} ${endpoint.path} names no roles: register it with publicRoute`);
      register(app, verifier, endpoint, async (input) => {
        // register() has refused a missing caller already; this narrows the type for the handler.
        if (input.caller === undefined) throw unauthorized();
        return handler({ ...input, caller: input.caller });
      });
    },
    publicRoute(endpoint, handler) {
      if (endpoint.roles.length > 0)
        throw new Error(`${endpoint.method} ${endpoint.path} names roles: register it with route`);
      register(app, verifier, endpoint, handler);
    },
  };
}

function register<
  P extends AnySchema | undefined,
  Q extends AnySchema | undefined,
  B extends AnySchema | undefined,
  R extends AnySchema | undefined,
>(
  app: FastifyInstance,
  verifier: TokenVerifier,
  endpoint: Endpoint<P, Q, B, R>,
  handler: Handler<P, Q, B, R, AccessClaims | undefined>,
): void {
  if (endpoint.bodyType === 'multipart')
    throw new Error(`${endpoint.method} ${endpoint.path}: multipart bodies need a multipart reader in route.ts first`);
  const requiresToken = endpoint.roles.length > 0;

  app.route({
    method: endpoint.method,
    url: toFastifyPath(endpoint.path),
    handler: async (request, reply) => {
      // Who before what: a caller without a valid token or the role learns nothing about the input rules.
      const caller = await callerOf(request, verifier, requiresToken);
      if (requiresToken && !endpoint.roles.includes(caller?.role ?? '')) throw forbidden();
      const answer = await handler({
        params: parse(endpoint.params, request.params, 'params') as Parsed<P>,
        query: parse(endpoint.query, request.query, 'query') as Parsed<Q>,
        body: parse(endpoint.body, request.body, 'body') as Parsed<B>,
        caller,
        request,
        reply,
      });
      if (endpoint.response === undefined) return reply.code(204).send();
      const checked = v.safeParse(endpoint.response, answer);
      if (!checked.success) {
        request.log.error(
          { endpoint: `${endpoint.method} ${endpoint.path}`, issues: checked.issues.map(describeIssue) },
          'the handler answered something the contract does not allow',
        );
        throw new Error('response does not match the contract');
      }
      // Serialised here so a bare number or string still goes out as JSON (POST answers the new id).
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(checked.output));
    },
  });
}

/**
 * `{name}` placeholders become Fastify's `:name`. A placeholder may follow text directly (the spec's
 * `admin/lotes{id}`): Fastify takes a parameter after a static prefix within one segment. Text after a
 * placeholder in the same segment is refused: the router would match that text case-sensitively.
 */
export function toFastifyPath(template: string): string {
  const relative = template.replace(/^\/+/, '').replaceAll(':', '::');
  const path = relative.replace(/\{(\w+)\}(?=(.?))/g, (_, name: string, next: string) => {
    if (next !== '' && next !== '/') throw new Error(`${template}: text after {${name}} in one path segment`);
    return `:${name}`;
  });
  return `${API_PREFIX}/${path}`;
}

async function callerOf(
  request: FastifyRequest,
  verifier: TokenVerifier,
  requiresToken: boolean,
): Promise<AccessClaims | undefined> {
  const token = bearerToken(request.headers.authorization);
  if (token === undefined) {
    if (requiresToken) throw unauthorized();
    return undefined;
  }
  let claims: AccessClaims | undefined;
  try {
    claims = await verifier.verifyAccessToken(token);
  } catch (error) {
    // A verifier that cannot decide has not authenticated anyone.
    request.log.warn({ err: error }, 'access token verification failed');
  }
  if (claims === undefined && requiresToken) throw unauthorized();
  return claims;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

function parse(schema: AnySchema | undefined, value: unknown, part: 'params' | 'query' | 'body'): unknown {
  if (schema === undefined) return undefined;
  // One issue per field: the first rule it breaks, not every rule after it.
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return result.output;
  throw validationFailure(result.issues.map((issue) => issueDetail(issue, part)));
}

function issueDetail(issue: v.BaseIssue<unknown>, part: 'params' | 'query' | 'body'): ApiErrorDetail {
  const field = v.getDotPath(issue) ?? (part === 'body' ? undefined : part);
  const missing = issue.received === 'undefined';
  return {
    ...(field === undefined ? {} : { field }),
    key: missing ? MessageKeys.requiredField : MessageKeys.invalidField,
    ...(issue.expected === null || missing ? {} : { params: { expected: issue.expected } }),
  };
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  return `${v.getDotPath(issue) ?? '(answer)'}: ${issue.message}`;
}
