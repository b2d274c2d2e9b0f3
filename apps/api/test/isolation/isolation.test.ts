/**
 * The generated isolation suite: every endpoint the server routes, found through the server itself, called with no
 * token, with every role it does not name, and with every role it names at the caller's own records, another
 * tenant's, and none. Own calls succeed and never show the other tenant's data; foreign and unknown ids answer 404
 * (never 403, which would confirm the id exists) and change no row anywhere. Runs on PGlite and, with
 * TEST_DATABASE_URL (scripts/with-postgres.sh), on a PostgreSQL server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, buildPath, relativePath, type Endpoint } from '@tagtrail/contract';
import { ROLE_CLAIMS } from '@tagtrail/domain';
import { API_PREFIX } from '../../src/http/route';
import { answerOf, sendApi, type ApiAnswer } from '../support/api-call';
import { fingerprint } from '../support/fingerprint';
import { TEST_DATABASE_KIND, useTestServer } from '../support/test-server';
import { ENDPOINT_FIXTURES, prepareTemplates, type Call, type FixtureContext } from './endpoint-fixtures';
import { BRAVO_MARKER, createTwoTenants, type TwoTenants } from './two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

const KEY_OF = new Map<Endpoint, string>(Object.entries(allEndpoints).map(([key, e]) => [e, key]));
const keyOf = (endpoint: Endpoint): string => KEY_OF.get(endpoint) ?? `${endpoint.method} ${endpoint.path}`;
const hasPathRecord = (endpoint: Endpoint) => /\{\w+\}/.test(endpoint.path);
const isTenantScoped = (endpoint: Endpoint) => endpoint.tenantScope !== 'all' && endpoint.tenantScope !== 'public';

/** What the suite covered, printed at the end: endpoints × roles × ids. */
const covered = { endpoints: 0, requests: 0, own: 0, foreign: 0, unknown: 0, unauthorized: 0, forbidden: 0 };

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
  await prepareTemplates(world.alpha, world.bravo);
});

afterAll(() => {
  console.info(
    `isolation (${TEST_DATABASE_KIND}): ${covered.endpoints} endpoints, ${covered.requests} requests — ` +
      `own ${covered.own}, foreign ${covered.foreign}, unknown ${covered.unknown}, ` +
      `no token ${covered.unauthorized}, wrong role ${covered.forbidden}`,
  );
});

function context(): FixtureContext {
  return { db: api.server.db, own: world.alpha, other: world.bravo, secretBox: api.server.secretBox };
}

async function send(endpoint: Endpoint, call: Call, token: string | null): Promise<ApiAnswer> {
  covered.requests++;
  const path = relativePath(buildPath(endpoint.path, call.params));
  const query = call.query === undefined ? '' : `?${new URLSearchParams(call.query)}`;
  const response = await sendApi(
    `${api.baseUrl}${API_PREFIX}/${path}${query}`,
    { method: endpoint.method, ...(call.body === undefined ? {} : { body: call.body }) },
    token,
  );
  return answerOf(response);
}

/** Sends the call and proves it changed no row anywhere (a GET is read-only by contract, so it is not compared). */
async function sendChangingNothing(endpoint: Endpoint, call: Call, token: string | null): Promise<ApiAnswer> {
  if (endpoint.method === 'GET') return send(endpoint, call, token);
  const before = await fingerprint(api.server.db);
  const answer = await send(endpoint, call, token);
  expect(await fingerprint(api.server.db), `${keyOf(endpoint)} changed rows while refusing`).toEqual(before);
  return answer;
}

const leaksBravo = (answer: ApiAnswer) => JSON.stringify(answer.body ?? '').includes(BRAVO_MARKER);

describe('every routed endpoint', () => {
  it('has a fixture, and a fixture for every kind of id its path and scope call for', () => {
    const endpoints = api.server.routedEndpoints;
    expect(endpoints.length).toBeGreaterThan(0);
    for (const endpoint of endpoints) {
      const key = keyOf(endpoint);
      const fixture = ENDPOINT_FIXTURES[key];
      expect(fixture, `${key} is routed but has no isolation fixture`).toBeDefined();
      if (hasPathRecord(endpoint)) expect(fixture?.unknown, `${key}: an unknown id`).toBeDefined();
      if (hasPathRecord(endpoint) && isTenantScoped(endpoint))
        expect(fixture?.foreign, `${key}: another tenant's id`).toBeDefined();
    }
    // A fixture for an endpoint no longer routed is a sign the two lists drifted.
    const routedKeys = new Set(endpoints.map(keyOf));
    for (const key of Object.keys(ENDPOINT_FIXTURES)) expect(routedKeys.has(key), `${key} is not routed`).toBe(true);
  });

  it('refuses a call without a token with 401, and a role it does not name with 403', async () => {
    for (const endpoint of api.server.routedEndpoints) {
      if (endpoint.roles.length === 0) continue;
      const fixture = ENDPOINT_FIXTURES[keyOf(endpoint)];
      if (fixture === undefined) continue;
      const call = await fixture.own(context());
      const anonymous = await sendChangingNothing(endpoint, call, null);
      expect(anonymous.status, `${keyOf(endpoint)} without a token`).toBe(401);
      covered.unauthorized++;
      for (const role of ROLE_CLAIMS.filter((claim) => !endpoint.roles.includes(claim))) {
        const answer = await sendChangingNothing(endpoint, call, world.tokenOf(role));
        expect(answer.status, `${keyOf(endpoint)} as ${role}`).toBe(403);
        covered.forbidden++;
      }
    }
  });

  it("answers every role it names at the caller's own records, never with the other tenant's data", async () => {
    for (const endpoint of api.server.routedEndpoints) {
      const fixture = ENDPOINT_FIXTURES[keyOf(endpoint)];
      if (fixture === undefined) continue;
      covered.endpoints++;
      for (const role of endpoint.roles) {
        const answer = await send(endpoint, await fixture.own(context()), world.tokenOf(role));
        expect(answer.status, `${keyOf(endpoint)} as ${role}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
        if (isTenantScoped(endpoint)) expect(leaksBravo(answer), `${keyOf(endpoint)} as ${role} leaks`).toBe(false);
        covered.own++;
      }
    }
  });

  it("answers 404 for another tenant's id and an unknown one, and changes nothing", async () => {
    for (const endpoint of api.server.routedEndpoints) {
      const fixture = ENDPOINT_FIXTURES[keyOf(endpoint)];
      if (fixture === undefined) continue;
      for (const role of endpoint.roles) {
        const token = world.tokenOf(role);
        if (fixture.foreign !== undefined && isTenantScoped(endpoint)) {
          const answer = await sendChangingNothing(endpoint, fixture.foreign(context()), token);
          expect(answer.status, `${keyOf(endpoint)} as ${role} at another tenant's id`).toBe(404);
          expect(leaksBravo(answer)).toBe(false);
          covered.foreign++;
        }
        if (fixture.unknown !== undefined) {
          const answer = await sendChangingNothing(endpoint, fixture.unknown(context()), token);
          expect(answer.status, `${keyOf(endpoint)} as ${role} at an unknown id`).toBe(404);
          covered.unknown++;
        }
      }
    }
  });
});
