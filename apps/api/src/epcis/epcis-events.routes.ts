/**
 * The EPCIS 2.0 query interface (issue 29 §5): `GET /api/epcis/events`, the REST binding's events resource, read-only,
 * for a customer's own system. Its bearer token is one of the customer's API keys (the "API keys" screen), not a
 * signed-in user's token, so it is registered on Fastify here rather than through the contract's router
 * (http/route.ts), and does what the router does in its own way:
 * - who: the key is hashed and looked up by `api_key_customer` (migration 0043), a function of the owner's run in the
 *   public scope, which answers the key's customer, or nothing for an unknown or revoked key (401);
 * - whose rows: every read then runs as the tenant role in that customer's scope (db/tenancy.ts), so row-level
 *   security lets through that customer's readings only, whatever the query asks;
 * - what: the EPCIS parameters (domain epcis-query.rules.ts), refused as a QueryParameterException (400).
 * Answers carry GS1-EPCIS-Version and GS1-CBV-Version; errors are RFC 7807 problems with the binding's exception types.
 *
 * A page of up to 100,000 events is written as it is read: the document's head, then the events a batch at a time,
 * each batch in its own short transaction, then its tail. Where the page ends is found first (the Link header, with the
 * next page's token, goes before the body), so a page holds what was stored when it began; a reading stored meanwhile
 * at an earlier instant than the page's last (a device's clock) may make the page a little longer, never lost.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  CBV_VERSION,
  epcisQueryDocumentFrame,
  EPCIS_VERSION,
  isApiKeyText,
  readEpcisQuery,
  readingEvent,
  type EpcisEventQuery,
  type RuleError,
} from '@tagtrail/domain';
import type { Database } from '../db/client';
import { inTenantTransaction, type Tenancy } from '../db/tenancy';
import { PUBLIC_ENDPOINT_ROUTE_CONFIG } from '../http/hardening';
import type { SecretBox } from '../identity/secret-box';
import { apiKeyHash } from './api-keys.repository';
import { epcisEventsRepository, epcisUnsettledSince } from './epcis-events.repository';
import { pageEnd, pageRows, type ReadStep } from './epcis-page';
import { openPageToken, sealPageToken, type EpcisCursor } from './epcis-page-token';

export const EPCIS_EVENTS_PATH = '/api/epcis/events';
/** Events read a transaction at a time: a few milliseconds of the database, a few hundred kilobytes of memory. */
export const EPCIS_READ_BATCH = 1000;

export interface EpcisRouteOptions {
  /** The API's connection (DATABASE_API_URL's login on PostgreSQL): every statement runs as the tenant role. */
  readonly db: Database;
  /** Seals the nextPageToken. */
  readonly secretBox: SecretBox;
  /** The server's address: the Digital Links' host, and the Link header's. */
  readonly publicUrl: string;
  readonly batch?: number;
  readonly now?: () => number;
}

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** An RFC 7807 problem with the REST binding's exception type (`epcisException:…`). */
function problem(reply: FastifyReply, status: number, exception: string, title: string, detail?: string): FastifyReply {
  return reply
    .code(status)
    .type('application/problem+json')
    .send(
      JSON.stringify({
        type: `epcisException:${exception}`,
        title,
        status,
        ...(detail === undefined ? {} : { detail }),
      }),
    );
}

const unauthorized = (reply: FastifyReply) =>
  problem(
    reply.header('www-authenticate', 'Bearer realm="EPCIS"'),
    401,
    'SecurityException',
    'Unauthorised request',
    'Send one of your API keys (made on the API keys screen) as Authorization: Bearer ttk_…',
  );

const describe = (errors: readonly RuleError[]) =>
  errors.map((error) => `${error.field ?? ''}: ${error.key}`).join('; ');

/** The bearer token of the request, when it has the form of one of our keys. */
function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer +(\S+)\s*$/i.exec(header) : null;
  return match !== null && isApiKeyText(match[1]!) ? match[1] : undefined;
}

/** The query string as sent, less the page token: the next page's link keeps every parameter but that. */
function nextPageUrl(publicUrl: string, request: FastifyRequest, token: string, perPage: number): string {
  const queryAt = request.url.indexOf('?');
  const params = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
  params.delete('nextPageToken');
  params.set('perPage', String(perPage));
  params.set('nextPageToken', token);
  return `${publicUrl.replace(/\/+$/, '')}${EPCIS_EVENTS_PATH}?${params.toString()}`;
}

export function registerEpcisRoutes(app: FastifyInstance, options: EpcisRouteOptions): void {
  const { db, secretBox, publicUrl } = options;
  const batchSize = options.batch ?? EPCIS_READ_BATCH;
  const now = options.now ?? Date.now;

  const customerOfKey = async (key: string): Promise<number | undefined> => {
    const result = (await inTenantTransaction(db, { scope: 'public' }, (tx) =>
      tx.execute(sql`select api_key_customer(${apiKeyHash(key)}) as customer_id`),
    )) as unknown as { rows: { customer_id: number | null }[] };
    const customerId = result.rows[0]?.customer_id;
    return customerId === null || customerId === undefined ? undefined : Number(customerId);
  };

  /** The page's events as JSON text, a batch read at a time: never more than a batch of them in memory. */
  async function* pageText(
    read: ReadStep,
    query: EpcisEventQuery,
    after: EpcisCursor | null,
    upTo: EpcisCursor | null,
  ): AsyncGenerator<string> {
    const { head, tail } = epcisQueryDocumentFrame(new Date(now()).toISOString());
    yield head;
    let first = true;
    for await (const rows of pageRows(read, query, after, upTo, batchSize)) {
      let text = '';
      for (const row of rows) {
        text += `${first ? '' : ','}${JSON.stringify(readingEvent(row.reading, publicUrl, sha256Hex))}`;
        first = false;
      }
      yield text;
    }
    yield tail;
  }

  app.get(EPCIS_EVENTS_PATH, { config: PUBLIC_ENDPOINT_ROUTE_CONFIG }, async (request, reply) => {
    reply.header('gs1-epcis-version', EPCIS_VERSION).header('gs1-cbv-version', CBV_VERSION);
    reply.header('cache-control', 'no-store');
    // Who before what: a caller without a working key learns nothing about the parameters.
    const key = presentedKey(request);
    const customerId = key === undefined ? undefined : await customerOfKey(key);
    if (customerId === undefined) return unauthorized(reply);

    const parsed = readEpcisQuery(request.query as Record<string, string | string[]>);
    if (!parsed.ok)
      return problem(reply, 400, 'QueryParameterException', 'Invalid query parameters', describe(parsed.errors));
    const { query } = parsed;
    const at = now();
    const after =
      query.nextPageToken === null ? null : openPageToken(secretBox, query.nextPageToken, customerId, query, at);
    if (after === undefined)
      return problem(
        reply,
        400,
        'QueryParameterException',
        'Invalid query parameters',
        'nextPageToken: not a token of this query, or expired',
      );

    const tenancy: Tenancy = { scope: 'customer', customerId };
    // Read once for the whole page: its batches then agree on where it stops, and every event it serves is final.
    const settledBefore = await inTenantTransaction(db, tenancy, (tx) => epcisUnsettledSince(tx), { writes: false });
    const read: ReadStep = (work) =>
      inTenantTransaction(db, tenancy, (tx) => work(epcisEventsRepository(tx, settledBefore)), { writes: false });
    const end = await pageEnd(read, query, after, query.perPage);
    if (end !== undefined) {
      const next = sealPageToken(secretBox, customerId, query, end, at);
      reply.header('link', `<${nextPageUrl(publicUrl, request, next.token, query.perPage)}>; rel="next"`);
      reply.header('gs1-next-page-token-expires', next.expiresAt.toISOString());
    }
    const body = Readable.from(pageText(read, query, after, end ?? null), { objectMode: false });
    // A batch that fails once the answer has begun can only cut it short: the client sees a broken document.
    body.on('error', (error) => request.log.error({ err: error }, 'an EPCIS page failed while being written'));
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
