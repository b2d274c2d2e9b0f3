/**
 * The generated bad-input suite: every endpoint the server routes, called thousands of times in all with inputs
 * fast-check derives from its contract and then breaks (see broken-requests.ts). Whatever comes, the server answers
 * no 5xx, every refusal in the one error shape without internals, a 4xx wherever the contract's schemas refuse the
 * input, and no refused request changes a row. Runs on PGlite and, with TEST_DATABASE_URL
 * (scripts/with-postgres.sh), on a PostgreSQL server. BAD_INPUT_SEED replays a run; BAD_INPUT_REQUESTS sets its size.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, ApiErrorSchema, type Endpoint } from '@tagtrail/contract';
import { API_PREFIX } from '../../src/http/route';
import { fingerprint, type Fingerprint } from '../support/fingerprint';
import { TEST_DATABASE_KIND, useTestServer } from '../support/test-server';
import { ENDPOINT_FIXTURES, prepareTemplates, type Call } from '../isolation/endpoint-fixtures';
import { createTwoTenants, type TwoTenants } from '../isolation/two-tenants';
import { brokenRequests, type BrokenRequest, type FormPart, type ValidCall } from './broken-requests';
import { rawClient, type RawAnswer } from './raw-http';

/** The issue's floor: at least this many requests per run, over all endpoints. */
const MINIMUM_REQUESTS = 10_000;
const TOTAL_REQUESTS = Math.max(MINIMUM_REQUESTS, Number(process.env.BAD_INPUT_REQUESTS ?? 0) || MINIMUM_REQUESTS);
const SEED = Number(process.env.BAD_INPUT_SEED ?? Date.now() % 2 ** 31);

const api = useTestServer({ demoData: false });
let world: TwoTenants;
let client: ReturnType<typeof rawClient>;

const KEY_OF = new Map<Endpoint, string>(Object.entries(allEndpoints).map(([key, e]) => [e, key]));
const keyOf = (endpoint: Endpoint): string => KEY_OF.get(endpoint) ?? `${endpoint.method} ${endpoint.path}`;

const covered = { endpoints: 0, requests: 0, serverErrors: 0, certainRefusals: 0, rowChecks: 0, started: 0 };
const statuses = new Map<number, number>();

interface Failure {
  readonly endpoint: string;
  readonly problem: string;
  readonly request: string;
  readonly answer: string;
}
const failures: Failure[] = [];

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
  await prepareTemplates(world.alpha, world.bravo);
  client = rawClient(api.baseUrl);
  covered.started = performance.now();
});

afterAll(() => {
  client?.close();
  const seconds = ((performance.now() - covered.started) / 1000).toFixed(1);
  const byStatus = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  console.info(
    `bad input (${TEST_DATABASE_KIND}): ${covered.endpoints} endpoints, ${covered.requests} requests, ` +
      `5xx = ${covered.serverErrors} — ${byStatus}; ${covered.certainRefusals} refused by the contract's schemas, ` +
      `${covered.rowChecks} row checks; seed ${SEED}; ${seconds} s`,
  );
});

// ── What a refusal must look like ────────────────────────────────────────────────────────────────────────────

const ERROR_KEYS = new Set(['status', 'error', 'message', 'details']);
/** A message key, not prose: nothing from an exception's text fits it. */
const MESSAGE_KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,80}$/;
/** What leaks from a stack, a driver or SQL. */
const INTERNALS =
  /node_modules|\/work\/|\bat [\w.<>]+ \(|\.[jt]s:\d+|\bselect\b.+\bfrom\b|\binsert into\b|\bviolates\b|syntax error|duplicate key|relation "|postgres|pglite|drizzle|stack/i;

function problemsOf(request: BrokenRequest, answer: RawAnswer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (request.status !== undefined && answer.status !== request.status)
    problems.push(`answered ${answer.status}, not ${request.status}`);
  else if (request.refused && answer.status < 400) problems.push(`took what the contract refuses (${answer.status})`);
  if (answer.status < 400) return problems;
  if (!answer.mediaType.includes('application/json')) return [...problems, `a ${answer.status} as ${answer.mediaType}`];
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return [...problems, `a ${answer.status} whose body is not JSON`];
  }
  const shaped = v.safeParse(ApiErrorSchema, body);
  if (!shaped.success) return [...problems, `a ${answer.status} off the error shape`];
  const error = shaped.output;
  if (Object.keys(body as object).some((key) => !ERROR_KEYS.has(key))) problems.push('fields beyond the error shape');
  if (error.status !== answer.status) problems.push(`says status ${error.status} in a ${answer.status}`);
  if (!MESSAGE_KEY.test(error.message) || (error.details ?? []).some((detail) => !MESSAGE_KEY.test(detail.key)))
    problems.push('a message that is no message key');
  if (INTERNALS.test(answer.text)) problems.push('internals in the answer');
  return problems;
}

// ── Valid calls, from the isolation suite's fixtures ─────────────────────────────────────────────────────────

async function formParts(form: FormData): Promise<FormPart[]> {
  const parts: FormPart[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') parts.push({ name, value });
    else
      parts.push({
        name,
        value: new Uint8Array(await value.arrayBuffer()),
        fileName: value.name,
        mediaType: value.type,
      });
  }
  return parts;
}

async function validCall(call: Call, role: string | undefined): Promise<ValidCall> {
  return {
    params: Object.fromEntries(Object.entries(call.params ?? {}).map(([name, value]) => [name, String(value)])),
    query: Object.entries(call.query ?? {}),
    body: call.body instanceof FormData ? await formParts(call.body) : call.body,
    authorization: role === undefined ? null : `Bearer ${world.tokenOf(role)}`,
  };
}

// ── Sending, and the rows checked around every refusal ───────────────────────────────────────────────────────

const describeRequest = (request: BrokenRequest) =>
  `${request.method} ${request.path.slice(0, 120)}${request.query === '' ? '' : `?${request.query.slice(0, 120)}`} (${request.what})`;

function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]);
}

/** Requests in flight at once where their order does not matter: the server waits on sockets and the database. */
const PARALLEL = 8;

/** Sends one request and checks its answer; the answer's status, or 0 when none came. */
async function exchange(key: string, request: BrokenRequest): Promise<number> {
  let answer: RawAnswer;
  try {
    answer = await client.send({
      method: request.method,
      target: `${API_PREFIX}/${request.path}${request.query === '' ? '' : `?${request.query}`}`,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
    });
  } catch (error) {
    answer = { status: 0, mediaType: '', text: String(error) };
  }
  covered.requests++;
  if (request.refused) covered.certainRefusals++;
  statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  if (answer.status >= 500) covered.serverErrors++;
  const problems = answer.status === 0 ? ['no answer'] : problemsOf(request, answer);
  for (const problem of problems)
    failures.push({ endpoint: key, problem, request: describeRequest(request), answer: answer.text.slice(0, 300) });
  return answer.status;
}

async function settledFingerprint(): Promise<Fingerprint> {
  await api.server.backgroundWorkDone();
  return fingerprint(api.server.db);
}

/**
 * Sends an endpoint's requests and proves no refused one changed a row. The database is compared at checkpoints,
 * not around each request: a request the contract refuses for certain, or a GET, cannot be let to change anything,
 * so a stretch of them is sent PARALLEL at a time and compared once. A request the server might accept goes alone:
 * the stretch before it is closed first, and after it the database is read afresh if it was accepted.
 */
async function sendAll(endpoint: Endpoint, requests: readonly BrokenRequest[]): Promise<void> {
  const key = keyOf(endpoint);
  let baseline = await fingerprint(api.server.db);
  let stretch: BrokenRequest[] = [];
  let inFlight: Promise<number>[] = [];
  const closeStretch = async () => {
    await Promise.all(inFlight);
    inFlight = [];
    if (stretch.length === 0) return;
    const now = await fingerprint(api.server.db);
    covered.rowChecks++;
    const changed = changedTables(baseline, now);
    if (changed.length > 0)
      failures.push({
        endpoint: key,
        problem: `a refused request changed ${changed.join(', ')}`,
        request: stretch.map(describeRequest).join('\n    '),
        answer: '',
      });
    baseline = now;
    stretch = [];
  };

  for (const request of requests) {
    if (request.refused || endpoint.method === 'GET') {
      stretch.push(request);
      inFlight.push(exchange(key, request));
      if (inFlight.length >= PARALLEL) {
        await Promise.all(inFlight);
        inFlight = [];
      }
      continue;
    }
    await closeStretch();
    const status = await exchange(key, request);
    if (status >= 200 && status < 300)
      // Work an accepted call starts goes on after its answer (a promotion's processing job, issue 13 §4; the
      // readings a scan noted, folded into the devices and aggregates): its rows are that call's, so the baseline is
      // read once it is done.
      baseline = await settledFingerprint();
    else stretch.push(request);
  }
  await closeStretch();
}

/** One line per kind of failure, with its first example and how often it came. */
function report(list: readonly Failure[]): string {
  const kinds = new Map<string, { first: Failure; count: number }>();
  for (const failure of list) {
    const kind = `${failure.endpoint}: ${failure.problem}`;
    const known = kinds.get(kind);
    if (known === undefined) kinds.set(kind, { first: failure, count: 1 });
    else known.count++;
  }
  return [...kinds.entries()]
    .map(([kind, { first, count }]) => `${kind} ×${count}\n    ${first.request}\n    → ${first.answer}`)
    .join('\n');
}

describe('every routed endpoint, given broken input', () => {
  it('answers no 5xx, refuses in the error shape without internals, and changes no row when it refuses', async () => {
    const endpoints = api.server.routedEndpoints;
    const perEndpoint = Math.ceil(TOTAL_REQUESTS / endpoints.length);
    for (const [index, endpoint] of endpoints.entries()) {
      const fixture = ENDPOINT_FIXTURES[keyOf(endpoint)];
      // The isolation suite fails for an endpoint without a fixture; this one cannot call it without one either.
      expect(fixture, `${keyOf(endpoint)} has no fixture in isolation/endpoint-fixtures.ts`).toBeDefined();
      if (fixture === undefined) continue;
      covered.endpoints++;
      const roles = endpoint.roles.length === 0 ? [undefined] : endpoint.roles;
      for (const [roleIndex, role] of roles.entries()) {
        const valid = await validCall(
          await fixture.own({
            db: api.server.db,
            own: world.alpha,
            other: world.bravo,
            secretBox: api.server.secretBox,
          }),
          role,
        );
        const requests = fc.sample(brokenRequests(endpoint, valid), {
          numRuns: Math.ceil(perEndpoint / roles.length),
          seed: SEED + index * 31 + roleIndex,
        });
        await sendAll(endpoint, requests);
      }
    }
    expect(covered.requests).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
    expect(failures.length, `seed ${SEED}:\n${report(failures)}`).toBe(0);
  }, 600_000);
});
