/**
 * A draw's seed that no API call can read before it is revealed or write ever (issue 24 §4, migration 0031), tried
 * in the database as the roles themselves, on PGlite and on a PostgreSQL server whose owner is no superuser.
 *
 * The attack on main: the tenant role every API call runs as could read draw_seed (the draw's outcome, before the
 * entry list was made) and write it (choose a seed, and so the winners). Now only tagtrail_draw, the drawing code's
 * role, may; an API call sees a seed only through revealed_draw_seed, once the winners are drawn.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DRAW_ROLE, inTenantTransaction } from '../../src/db/tenancy';
import { callApi } from '../support/api-call';
import { useTestServer } from '../support/test-server';
import { createTwoTenants, type TwoTenants } from './two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;
let promotionId: number;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
  const created = await callApi(
    `${api.baseUrl}/api/promocao`,
    {
      method: 'POST',
      body: {
        descricao: 'Semente',
        dtInicio: '2026-01-01',
        dtFim: '2026-12-31',
        premio: 'Garrafa',
        numeroContemplados: 1,
      },
    },
    world.alpha.tokens.customer,
  );
  promotionId = (created.body as { id: number }).id;
});

type Rows<T> = { rows: T[] };
const asAlphaTenant = <T>(work: Parameters<typeof inTenantTransaction<T>>[2]) =>
  inTenantTransaction(api.server.db, { scope: 'customer', customerId: world.alpha.customerId }, work);
const asDrawRole = <T>(work: Parameters<typeof inTenantTransaction<T>>[2]) =>
  inTenantTransaction(api.server.db, { scope: 'customer', customerId: world.alpha.customerId }, work, {
    role: DRAW_ROLE,
  });
const refusal = (work: () => Promise<unknown>) =>
  work().then(
    () => 'allowed',
    (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
  );

describe("the tenant role (every API call's)", () => {
  it('may not read the seed of its own promotion', async () => {
    expect(await refusal(() => asAlphaTenant((tx) => tx.execute(sql`select draw_seed from promotions`)))).toMatch(
      /permission denied/,
    );
    expect(await refusal(() => asAlphaTenant((tx) => tx.execute(sql`select * from promotions`)))).toMatch(
      /permission denied/,
    );
  });

  it('may not write a seed or a commitment, on a promotion it has or one it makes', async () => {
    for (const write of [
      sql`update promotions set draw_seed = '\\x00' where id = ${promotionId}`,
      // Nor the frozen entry list's digest and time, nor the public page's reference (migration 0032).
      sql`update promotions set entries_digest = repeat('0', 64) where id = ${promotionId}`,
      sql`update promotions set entries_frozen_at = now() where id = ${promotionId}`,
      sql`update promotions set public_ref = 'AAAAAAAAAAAAAAAAAAAAAA' where id = ${promotionId}`,
      sql`update promotions set draw_commitment = repeat('0', 64) where id = ${promotionId}`,
      sql`insert into promotions (customer_id, description, start_date, end_date, prize, winners_count, draw_seed)
          values (${world.alpha.customerId}, 'x', '2026-01-01', '2026-01-02', 'x', 1, '\\x00')`,
      sql`insert into promotions (customer_id, description, start_date, end_date, prize, winners_count,
            draw_commitment)
          values (${world.alpha.customerId}, 'x', '2026-01-01', '2026-01-02', 'x', 1, repeat('0', 64))`,
    ])
      expect(await refusal(() => asAlphaTenant((tx) => tx.execute(write)))).toMatch(/permission denied/);
  });

  it('reads every other column, so a column added later is one the API can read (or this fails)', async () => {
    const columns = (await api.server.db.execute(sql`
      select column_name, has_column_privilege('tagtrail_app', 'promotions', column_name, 'SELECT') as readable
      from information_schema.columns where table_schema = 'public' and table_name = 'promotions'`)) as unknown as Rows<{
      column_name: string;
      readable: boolean;
    }>;
    const unreadable = columns.rows.filter((column) => !column.readable).map((column) => column.column_name);
    expect(unreadable).toEqual(['draw_seed']);
  });

  it('sees a seed only once the winners are drawn, and only of its own promotions', async () => {
    const revealed = (id: number) =>
      asAlphaTenant(async (tx) => {
        const result = (await tx.execute(sql`select revealed_draw_seed(${id}::int) as seed`)) as unknown as Rows<{
          seed: string | null;
        }>;
        return result.rows[0]?.seed ?? null;
      });
    expect(await revealed(promotionId)).toBeNull();
    await api.server.db.execute(sql`update promotions set status = 4 where id = ${promotionId}`);
    expect(await revealed(promotionId)).toMatch(/^[0-9a-f]{64}$/);
    const [bravo] = (
      (await api.server.db.execute(sql`
        insert into promotions (customer_id, description, start_date, end_date, prize, winners_count, status, draw_seed)
        values (${world.bravo.customerId}, 'bravo7q', '2026-01-01', '2026-01-02', 'x', 1, 4, '\\x01')
        returning id`)) as unknown as Rows<{ id: number }>
    ).rows;
    expect(await revealed(Number(bravo?.id))).toBeNull();
    await api.server.db.execute(sql`update promotions set status = 1 where id = ${promotionId}`);
  });
});

describe("the drawing code's role", () => {
  it('reads the seed it committed to when the promotion was saved, and may write one', async () => {
    const seed = await asDrawRole(async (tx) => {
      const result = (await tx.execute(sql`
        select encode(draw_seed, 'hex') as seed, draw_commitment from promotions where id = ${promotionId}`)) as unknown as Rows<{
        seed: string;
        draw_commitment: string;
      }>;
      return result.rows[0];
    });
    expect(seed?.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seed?.draw_commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(
      await refusal(() =>
        asDrawRole((tx) => tx.execute(sql`update promotions set draw_seed = draw_seed where id = ${promotionId}`)),
      ),
    ).toBe('allowed');
  });

  it("is bound by the tenant's rows too: another customer's promotion is not there", async () => {
    const seen = await asDrawRole(async (tx) => {
      const result = (await tx.execute(sql`
        select count(*)::int as total from promotions where customer_id = ${world.bravo.customerId}`)) as unknown as Rows<{
        total: number;
      }>;
      return Number(result.rows[0]?.total);
    });
    expect(seen).toBe(0);
  });
});
