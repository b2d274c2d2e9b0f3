/**
 * The demo promotions (issue 13 §8) as the demo users meet them over HTTP: the customer's list holds processed draws
 * (one with some prizes withdrawn, one with all) and unprocessed ones, one of which has possible winners among the
 * demo readings; a processed draw's record verifies; the point of sale `pos` sees its customer's codes, some taken.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyDraw } from '../src/promotions/draw';
import { callApi } from './support/api-call';
import { useTestServer } from './support/test-server';

const api = useTestServer({ demoData: true }, ['customer', 'pos']);
const asCustomer = (path: string) => callApi(`${api.baseUrl}/api/${path}`, {}, api.token('customer'));

interface Row {
  id: number;
  descricao: string;
  status: number;
  numeroContemplados: number;
}

describe('the demo promotions', () => {
  it('are processed and unprocessed, with winners, withdrawals and possible winners', async () => {
    const list = (await asCustomer('promocao/pagination?page=1&records=50')).body as { dataRecords: Row[] };
    const rows = list.dataRecords;
    expect(rows.map((row) => row.status).sort()).toEqual([1, 1, 4, 4]);

    const processed = rows.filter((row) => row.status === 4);
    const withdrawnCounts: number[] = [];
    for (const row of processed) {
      const winners = (await asCustomer(`promocao/${row.id}/premiados?page=1&records=100`)).body as {
        dataRecords: { dtRetirada: string | null }[];
        countRecords: number;
      };
      expect(winners.countRecords).toBeGreaterThan(0);
      withdrawnCounts.push(winners.dataRecords.filter((w) => w.dtRetirada !== null).length);
      const record = (await asCustomer(`promocao/${row.id}/sorteio`)).body as {
        promocaoId: number;
        numeroContemplados: number;
        compromisso: string;
        resumoElegiveis: string;
        semente: string;
        elegiveis: string[];
        contemplados: string[];
      };
      expect(
        verifyDraw({
          promotionId: record.promocaoId,
          commitment: record.compromisso,
          entriesDigest: record.resumoElegiveis,
          seed: record.semente,
          winnersCount: record.numeroContemplados,
          entries: record.elegiveis,
          winners: record.contemplados,
        }).ok,
      ).toBe(true);
    }
    expect(withdrawnCounts.every((n) => n > 0)).toBe(true);

    const possible = await Promise.all(
      rows
        .filter((row) => row.status === 1)
        .map(async (row) => (await asCustomer(`promocao/${row.id}/possiveiscontemplados`)).body as number),
    );
    expect(Math.max(...possible)).toBeGreaterThan(0);
  });

  it('each commit to their seed from the start, the ones still to process too (issue 24 §4)', async () => {
    const result = (await api.server.db.execute(
      sql`select count(*)::int as total, count(draw_commitment)::int as committed from promotions`,
    )) as unknown as { rows: { total: number; committed: number }[] };
    expect(result.rows[0]?.total).toBeGreaterThan(0);
    expect(result.rows[0]?.committed).toBe(result.rows[0]?.total);
  });

  it('show the `pos` till the prizes withdrawn there: some of the seven taken, none still to be (issue 24 §2)', async () => {
    const answer = await callApi(`${api.baseUrl}/api/pontovenda/premiados?page=1&records=100`, {}, api.token('pos'));
    expect(answer.status).toBe(200);
    const body = answer.body as { dataRecords: { dataRetirada: string | null; cpf: string | null }[] };
    expect(body.dataRecords.length).toBeGreaterThanOrEqual(3);
    expect(body.dataRecords.length).toBeLessThan(7);
    expect(body.dataRecords.every((row) => row.dataRetirada !== null)).toBe(true);
  });
});
