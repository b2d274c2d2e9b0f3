/**
 * Guessing prize codes meets a wall, and every withdrawal is on record (issue 24 §2), over HTTP with real tokens. Per
 * account, a code looked up or withdrawn that is not found — unknown, or another customer's — counts; past 10 in a
 * minute every code answers 429 with Retry-After and TOO_MANY_CODE_ATTEMPTS, the right one too, until the minute has
 * passed; a right code never counts. Each withdrawal is recorded with who took it out, when, and at which till, and
 * only its own customer reads that. The window is judged by the database's clock: time passes here by moving the
 * counts' windows back in the database, never by waiting.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { prizeWithdrawals, promotionWinners, readings, users } from '../src/db/schema';
import { inTenantTransaction, type Tenancy } from '../src/db/tenancy';
import { sqlStateOf } from '../src/db/sql-errors';
import { createUser } from '../src/identity';
import { PRIZE_CODE_LIMIT } from '../src/identity/attempt-throttle';
import { newPrizeCode } from '../src/promotions/draw';
import { processBody } from './support/process-body';
import { callApi, sendApi, type ApiAnswer, type ApiRequest } from './support/api-call';
import { signIn } from './support/sign-in';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type Tenant, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

const LIMIT = PRIZE_CODE_LIMIT.limit;
const TILL_PASSWORD = 'a-till-Passw0rd';

interface Till {
  readonly userId: number;
  readonly token: string;
}
/** Alpha's sales point of the isolation world, a second sales point of Alpha's, and Alpha's customer user. */
let till: Till;
let secondTill: Till;
let alphaStaff: Till;

const today = () => new Date().toISOString().slice(0, 10);
const asCustomer = (tenant: Tenant, path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, tenant.tokens.customer);

/** A promotion of the tenant processed through the customer's own calls: its id and its winners' codes. */
async function processedPromotion(tenant: Tenant, winners: number): Promise<{ id: number; codes: string[] }> {
  const created = await asCustomer(tenant, 'promocao', {
    method: 'POST',
    body: {
      descricao: 'Promo',
      dtInicio: today(),
      dtFim: today(),
      premio: 'Garrafa',
      numeroContemplados: winners,
      regraParticipacao: 2,
    },
  });
  const { id } = created.body as { id: number };
  const body = processBody(id, today(), today());
  expect((await asCustomer(tenant, `promocao/${id}/processar/`, { method: 'POST', body })).status).toBe(204);
  await api.server.backgroundWorkDone();
  const rows = (await api.server.db.execute(
    sql`select code from promotion_winners where promotion_id = ${id} order by draw_order`,
  )) as unknown as { rows: { code: string }[] };
  return { id, codes: rows.rows.map((row) => row.code) };
}

let alphaPromotionId: number;
let alphaCodes: string[];
let bravoCodes: string[];
/** Alpha's codes not yet used by any test: each test that withdraws or looks one up takes its own. */
const unusedAlphaCode = () => {
  const code = alphaCodes.shift();
  if (code === undefined) throw new Error('no alpha code left: draw more winners');
  return code;
};

interface Answer extends ApiAnswer {
  readonly retryAfter: string | null;
}

async function send(token: string, path: string, request: ApiRequest = {}): Promise<Answer> {
  const response = await sendApi(`${api.baseUrl}/api/${path}`, request, token);
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
    retryAfter: response.headers.get('retry-after'),
  };
}

const lookUp = (who: Till, code: string) => send(who.token, `pontovenda/premiados/${code}`);

const withdrawal = (code: string) => ({
  nome: 'João Pereira',
  cpf: '52998224725',
  endereco: 'Av. Brasil, 100',
  dataNascimento: '1985-02-01',
  codigoPromocional: code,
});
const withdraw = (who: Till, code: string) =>
  send(who.token, 'pontovenda/premiados', { method: 'POST', body: withdrawal(code) });
/** The withdrawal form of the customer area: the code and the promotion in the path. */
const staffWithdrawal = { nome: 'Ana Lima', cpf: '52998224725', endereco: 'Rua A, 1', dataNascimento: '1990-01-01' };
const withdrawAsStaff = (code: string) =>
  send(alphaStaff.token, `promocao/${alphaPromotionId}/premiados/${code}`, { method: 'POST', body: staffWithdrawal });

/** The minute of every prize-code count has passed, as far as the database's clock can tell. */
async function letTheMinutePass(): Promise<void> {
  await api.server.db.execute(
    sql`update password_throttles set window_started_at = window_started_at
          - ${PRIZE_CODE_LIMIT.windowSeconds + 1} * interval '1 second' where kind = 'prize-code'`,
  );
}

function expectWaiting(answer: Answer): void {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.retryAfter);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(PRIZE_CODE_LIMIT.windowSeconds);
  expect(answer.body).toEqual({
    status: 429,
    error: 'TOO_MANY_ATTEMPTS',
    message: 'TOO_MANY_CODE_ATTEMPTS',
    details: [{ key: 'TOO_MANY_CODE_ATTEMPTS', params: { minutes: 1, seconds } }],
  });
}

async function withdrawnAtOf(code: string): Promise<Date | null> {
  const [row] = await api.server.db
    .select({ withdrawnAt: promotionWinners.withdrawnAt })
    .from(promotionWinners)
    .where(eq(promotionWinners.code, code));
  return row?.withdrawnAt ?? null;
}

async function recordOf(code: string) {
  const [row] = await api.server.db
    .select({
      customerId: prizeWithdrawals.customerId,
      userId: prizeWithdrawals.userId,
      salesPointId: prizeWithdrawals.salesPointId,
      withdrawnAt: prizeWithdrawals.withdrawnAt,
      winnerWithdrawnAt: promotionWinners.withdrawnAt,
    })
    .from(prizeWithdrawals)
    .innerJoin(
      promotionWinners,
      sql`${promotionWinners.customerId} = ${prizeWithdrawals.customerId} and ${promotionWinners.id} = ${prizeWithdrawals.winnerId}`,
    )
    .where(eq(promotionWinners.code, code));
  return row;
}

async function newTill(tenant: Tenant, username: string): Promise<Till> {
  const userId = await createUser(api.server.db, {
    username,
    name: `Caixa ${username}`,
    email: `${username}@example.com`,
    password: TILL_PASSWORD,
    role: 'pointofsale',
    customerId: tenant.customerId,
  });
  return { userId, token: await signIn(api.baseUrl, username, TILL_PASSWORD) };
}

async function userIdOf(username: string): Promise<number> {
  const [row] = await api.server.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (row === undefined) throw new Error(`no user ${username}`);
  return row.id;
}

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
  const tagId = world.alpha.tagIds[0] as number;
  await api.server.db
    .insert(readings)
    .values(Array.from({ length: 16 }, (_, i) => ({ tagId, deviceId: `till-device-${i}`, city: 'Campinas' })));
  const alpha = await processedPromotion(world.alpha, 14);
  alphaPromotionId = alpha.id;
  alphaCodes = alpha.codes;
  bravoCodes = (await processedPromotion(world.bravo, 1)).codes;
  till = { userId: await userIdOf('alpha7q-pointofsale'), token: world.alpha.tokens.pointofsale };
  secondTill = await newTill(world.alpha, 'alpha-till-2');
  alphaStaff = { userId: world.alpha.customerUserId, token: world.alpha.tokens.customer };
});

// Every test starts with no codes counted against anyone.
beforeEach(async () => {
  await api.server.db.execute(sql`delete from password_throttles where kind = 'prize-code'`);
});

describe('a script guessing codes at one sales point', () => {
  it(`is answered 429 at the ${LIMIT + 1}th wrong code in a minute, and then even a right code waits`, async () => {
    const right = unusedAlphaCode();
    // Unknown codes, and one that is real but another customer's: all alike not found, all counted.
    const guesses = [...Array.from({ length: LIMIT - 1 }, () => newPrizeCode()), bravoCodes[0] as string];
    for (const guess of guesses) expect((await lookUp(till, guess)).status).toBe(404);

    expectWaiting(await lookUp(till, newPrizeCode()));
    // The right code now tells the guesser nothing: it waits as every other does, to look up or to withdraw.
    expectWaiting(await lookUp(till, right));
    expectWaiting(await withdraw(till, right));
    expect(await withdrawnAtOf(right)).toBeNull();
    expect(await recordOf(right)).toBeUndefined();

    // The limit is the account's: another till of the same customer, and the customer's own staff, go on.
    expect((await lookUp(secondTill, right)).status).toBe(200);
    expect((await send(alphaStaff.token, `promocao/resgates/${right}`)).status).toBe(200);

    await letTheMinutePass();
    expect(await lookUp(till, right)).toMatchObject({ status: 200, body: { dataRetirada: null } });
    expect((await withdraw(till, right)).status).toBe(204);
    expect(await withdrawnAtOf(right)).not.toBeNull();
  });

  it('never counts a right code: looked up or withdrawn, taken already or not, any number of times', async () => {
    const looked = unusedAlphaCode();
    const taken = unusedAlphaCode();
    for (let round = 0; round < LIMIT; round++) {
      expect((await lookUp(till, looked)).status).toBe(200);
      expect((await lookUp(till, looked.toLowerCase())).status).toBe(200);
      // Withdrawn at the first round; refused as already withdrawn (409, not 404) at every round after.
      expect((await withdraw(till, taken)).status).toBe(round === 0 ? 204 : 409);
      // One wrong code a round: ten in all, each still a 404, however many right ones came between them.
      expect((await lookUp(till, newPrizeCode())).status).toBe(404);
    }
    expectWaiting(await withdraw(till, newPrizeCode()));
    expectWaiting(await lookUp(till, looked));
  });

  it(`gets no more than ${LIMIT} wrong codes past the limit in a burst of parallel guesses`, async () => {
    const answers = await Promise.all(Array.from({ length: 2 * LIMIT }, () => lookUp(till, newPrizeCode())));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(404), ...Array<number>(LIMIT).fill(429)]);
  });

  it("counts the customer's own code box and withdrawal form alike, on the staff member's own account", async () => {
    const right = unusedAlphaCode();
    for (let guess = 0; guess < LIMIT; guess++) {
      const answer =
        guess % 2 === 0
          ? await send(alphaStaff.token, `promocao/resgates/${newPrizeCode()}`)
          : await withdrawAsStaff(newPrizeCode());
      expect(answer.status).toBe(404);
    }
    expectWaiting(await send(alphaStaff.token, `promocao/resgates/${right}`));
    // The sales points of the same customer are not held up by it.
    expect((await lookUp(till, right)).status).toBe(200);
  });
});

describe('a withdrawal', () => {
  it('is recorded with who took it out, when, and at which till: the sales point', async () => {
    const code = unusedAlphaCode();
    const before = Date.now();
    expect((await withdraw(secondTill, code)).status).toBe(204);
    const after = Date.now();
    const record = await recordOf(code);
    expect(record).toMatchObject({
      customerId: world.alpha.customerId,
      userId: secondTill.userId,
      salesPointId: secondTill.userId,
    });
    // One instant for the record and the winner, on the database's clock (this machine's, give or take a second).
    expect(record?.withdrawnAt).toEqual(record?.winnerWithdrawnAt);
    expect(record?.withdrawnAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(record?.withdrawnAt.getTime()).toBeLessThanOrEqual(after + 1000);
    // What the customer sees of it: the same time.
    const seen = await send(alphaStaff.token, `promocao/resgates/${code}`);
    expect(seen.body).toMatchObject({
      dtRetirada: record?.withdrawnAt.toISOString(),
      promocaoRetirada: { nome: 'João Pereira' },
    });
  });

  it("is recorded with the customer's own staff and no sales point when taken out from the promotion list", async () => {
    const code = unusedAlphaCode();
    expect((await withdrawAsStaff(code)).status).toBe(204);
    expect(await recordOf(code)).toMatchObject({ userId: alphaStaff.userId, salesPointId: null });
  });

  it('is not recorded when it is refused: taken already, or a code not found', async () => {
    const code = unusedAlphaCode();
    expect((await withdraw(till, code)).status).toBe(204);
    const records = await api.server.db.select().from(prizeWithdrawals);
    expect((await withdraw(secondTill, code)).status).toBe(409);
    expect((await withdrawAsStaff(code)).status).toBe(409);
    expect((await withdraw(secondTill, newPrizeCode())).status).toBe(404);
    expect(await api.server.db.select().from(prizeWithdrawals)).toEqual(records);
    expect(await recordOf(code)).toMatchObject({ userId: till.userId, salesPointId: till.userId });
  });
});

describe('the withdrawal records', () => {
  const tenancyOf = (tenant: Tenant): Tenancy => ({
    scope: 'customer',
    customerId: tenant.customerId,
    userId: tenant.customerUserId,
  });
  const asTenant = <T>(tenancy: Tenancy, work: (db: Database) => Promise<T>) =>
    inTenantTransaction(api.server.db, tenancy, work);
  const refusalOf = async (work: Promise<unknown>) =>
    sqlStateOf(
      await work.then(
        () => undefined,
        (e: unknown) => e,
      ),
    );
  const INSUFFICIENT_PRIVILEGE = '42501';

  it('are read by their own customer only; another tenant sees none of them, over HTTP or in the database', async () => {
    const code = unusedAlphaCode();
    expect((await withdraw(till, code)).status).toBe(204);
    const own = await asTenant(tenancyOf(world.alpha), (db) => db.select().from(prizeWithdrawals));
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((record) => record.customerId === world.alpha.customerId)).toBe(true);
    expect(await asTenant(tenancyOf(world.bravo), (db) => db.select().from(prizeWithdrawals))).toEqual([]);
    // Bravo's staff and sales point: Alpha's code is one they do not have.
    expect((await send(world.bravo.tokens.customer, `promocao/resgates/${code}`)).status).toBe(404);
    expect((await send(world.bravo.tokens.pointofsale, `pontovenda/premiados/${code}`)).status).toBe(404);
  });

  it("are written only as the call's own withdrawal makes them, and never changed or erased after", async () => {
    const alpha = tenancyOf(world.alpha);
    // A withdrawal by Alpha's staff in one transaction, its record written with `values` changed.
    const code = unusedAlphaCode();
    const withdrawnRecording = (values: Partial<typeof prizeWithdrawals.$inferInsert>) =>
      asTenant(alpha, async (db) => {
        const [taken] = await db
          .update(promotionWinners)
          .set({ withdrawnAt: sql`now()`, withdrawerName: 'Ana Lima', withdrawnByUserId: alphaStaff.userId })
          .where(eq(promotionWinners.code, code))
          .returning({ id: promotionWinners.id });
        await db.insert(prizeWithdrawals).values({
          customerId: world.alpha.customerId,
          winnerId: taken?.id ?? 0,
          userId: alphaStaff.userId,
          salesPointId: null,
          ...values,
        });
      });
    // Another account, a till the caller is not, another time: refused by the row security, the withdrawal with it.
    expect(await refusalOf(withdrawnRecording({ userId: till.userId }))).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await refusalOf(withdrawnRecording({ salesPointId: till.userId }))).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await refusalOf(withdrawnRecording({ withdrawnAt: new Date(Date.now() - 86_400_000) }))).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    expect(await withdrawnAtOf(code)).toBeNull();
    // As it is: the caller, no till, the transaction's time.
    await withdrawnRecording({});
    expect(await recordOf(code)).toMatchObject({ userId: alphaStaff.userId, salesPointId: null });
    // Nor a second record of the prize, later.
    const [winner] = await api.server.db
      .select({ id: promotionWinners.id })
      .from(promotionWinners)
      .where(eq(promotionWinners.code, code));
    expect(
      await refusalOf(
        asTenant(alpha, (db) =>
          db
            .insert(prizeWithdrawals)
            .values({ customerId: world.alpha.customerId, winnerId: winner?.id ?? 0, userId: alphaStaff.userId }),
        ),
      ),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    expect(
      await refusalOf(asTenant(alpha, (db) => db.update(prizeWithdrawals).set({ userId: alphaStaff.userId }))),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await refusalOf(asTenant(alpha, (db) => db.delete(prizeWithdrawals)))).toBe(INSUFFICIENT_PRIVILEGE);
    // Nor is the withdrawn winner changed afterwards: its withdrawer stays the one on record.
    const rewritten = await asTenant(alpha, (db) =>
      db
        .update(promotionWinners)
        .set({ withdrawerName: 'Someone Else', withdrawnByUserId: world.alpha.customerUserId })
        .where(eq(promotionWinners.code, code))
        .returning({ id: promotionWinners.id }),
    );
    expect(rewritten).toEqual([]);
    expect(await recordOf(code)).toMatchObject({ userId: alphaStaff.userId, salesPointId: null });
  });
});
