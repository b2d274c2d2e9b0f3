/**
 * Demo promotions (issue 13 §8) of the demo customer, made in the demo transaction after the readings and devices:
 * two processed draws — one with a few prizes withdrawn, one with every prize withdrawn, at the demo `pos` till and
 * at the Loja Centro's (issue 24 §2: each till lists only its own) — processed by the job's own
 * steps (a CSPRNG seed, the published list, the draw, the outbox), so the audit record is a real one that
 * `pnpm verify-draw` confirms; one not processed whose filter (Brazil, the last 30 days) matches the demo readings;
 * and a notification whose period has not begun (no possible winner yet). Statuses 2 and 3 last milliseconds: a
 * promotion left in them would be the job's to finish at start.
 */
import { sql } from 'drizzle-orm';
import { cpfCheckDigits } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { newSeed, seedCommitment } from '../promotions/draw';
import { drawAwards, freezeEntryList, scheduleNotifications } from '../promotions/promotion-jobs';

const DAY_MS = 86_400_000;
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** People who took prizes, with CPFs whose check digits are right (made from a base, never someone's real one). */
const WITHDRAWERS = [
  { name: 'Fernanda Alves', address: 'Rua Augusta, 1200, São Paulo - SP', birthDate: '1988-03-14' },
  { name: 'Rafael Nunes', address: 'Av. Afonso Pena, 530, Belo Horizonte - MG', birthDate: '1975-11-02' },
  { name: 'Juliana Castro', address: 'Rua da Aurora, 45, Recife - PE', birthDate: '1993-07-21' },
  { name: 'Marcos Oliveira', address: 'Rua XV de Novembro, 88, Curitiba - PR', birthDate: '1969-01-30' },
  { name: 'Patrícia Gomes', address: 'Av. Sete de Setembro, 210, Salvador - BA', birthDate: '1990-09-09' },
  { name: 'Lucas Martins', address: 'Rua dos Andradas, 700, Porto Alegre - RS', birthDate: '1982-05-05' },
  { name: 'Beatriz Ramos', address: 'Av. Beira Mar, 3000, Fortaleza - CE', birthDate: '1999-12-12' },
];
const demoCpf = (index: number) => {
  const base = String(123_456_700 + index * 7_919).padStart(9, '0');
  return `${base}${cpfCheckDigits(base)}`;
};

interface DemoPromotion {
  readonly description: string;
  readonly prize: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly winnersCount: number;
  readonly drawType: 1 | 2;
  readonly countries: readonly string[];
  /** Processed at the demo's start, so many days ago; undefined: left at status 1. */
  readonly processedDaysAgo?: number;
  /** How many of its prizes were taken (the first ones drawn). */
  readonly withdrawn?: number;
}

const DEMO_PROMOTIONS: readonly DemoPromotion[] = [
  {
    description: 'Sorteio Safra de Inverno',
    prize: 'Kit com 3 garrafas da safra',
    startDate: day(-60),
    endDate: day(-3),
    winnersCount: 12,
    drawType: 2,
    countries: [],
    processedDaysAgo: 2,
    withdrawn: 3,
  },
  {
    description: 'Leitura premiada Brasil',
    prize: 'Taça de cristal gravada',
    startDate: day(-45),
    endDate: day(-10),
    winnersCount: 4,
    drawType: 2,
    countries: ['BR'],
    processedDaysAgo: 8,
    withdrawn: 4,
  },
  {
    description: 'Degustação: leitores do Brasil',
    prize: 'Convite para degustação na vinícola',
    startDate: day(-30),
    endDate: day(15),
    winnersCount: 5,
    drawType: 2,
    countries: ['BR'],
  },
  {
    description: 'Aviso de lançamento da nova safra',
    prize: 'A nova safra chegou!',
    startDate: day(5),
    endDate: day(35),
    winnersCount: 100,
    drawType: 1,
    countries: [],
  },
];

export interface DemoPromotionsResult {
  readonly promotions: number;
  readonly winners: number;
  readonly withdrawn: number;
}

type Rows<T> = { rows: T[] };

/** The tills that served the demo's withdrawals, in turn: the demo `pos` account, then a demo sales point. */
async function demoTills(db: Database, customerId: number): Promise<number[]> {
  const tills = (await db.execute(sql`
    select id from users where role = 'pointofsale' and customer_id = ${customerId}
      and username in ('pos', ${`loja.centro.${customerId}`})
    order by username <> 'pos'`)) as unknown as Rows<{ id: number }>;
  return tills.rows.map((row) => Number(row.id));
}

export async function seedDemoPromotions(db: Database, customerId: number): Promise<DemoPromotionsResult> {
  const tills = await demoTills(db, customerId);
  let withdrawerIndex = 0;
  let withdrawn = 0;
  for (const [index, promotion] of DEMO_PROMOTIONS.entries()) {
    const processedAt =
      promotion.processedDaysAgo === undefined ? null : new Date(Date.now() - promotion.processedDaysAgo * DAY_MS);
    // Every promotion commits to its seed when it is saved (issue 24 §4), the ones still to process too.
    const seed = newSeed();
    const inserted = (await db.execute(sql`
      insert into promotions (customer_id, description, created_at, start_date, end_date, prize, winners_count,
        draw_type, status, relevance, processing_started_at, draw_seed, draw_commitment, notification_round)
      values (${customerId}, ${promotion.description}, now() - make_interval(days => ${70 - index * 5}),
        ${promotion.startDate}::date, ${promotion.endDate}::date, ${promotion.prize}, ${promotion.winnersCount},
        ${promotion.drawType}, ${processedAt === null ? 1 : 2}, ${index},
        ${processedAt === null ? null : processedAt.toISOString()}::timestamptz,
        decode(${seed.toString('hex')}, 'hex'), ${seedCommitment(seed)}, ${processedAt === null ? 0 : 1})
      returning id`)) as unknown as Rows<{ id: number }>;
    const id = Number(inserted.rows[0]?.id);
    for (const [position, name] of promotion.countries.entries())
      await db.execute(sql`
        insert into promotion_places (customer_id, promotion_id, kind, name, position)
        values (${customerId}, ${id}, 'country', ${name}, ${position})`);
    if (processedAt === null) continue;
    await freezeEntryList(db, id, customerId);
    await drawAwards(db, id, customerId);
    await scheduleNotifications(db, id);
    await db.execute(sql`
      update promotions set processed_at = ${processedAt.toISOString()}::timestamptz + interval '3 seconds',
        entries_frozen_at = ${processedAt.toISOString()}::timestamptz
      where id = ${id}`);
    const taken = (await db.execute(sql`
      select id from promotion_winners where promotion_id = ${id} and draw_order <= ${promotion.withdrawn ?? 0}
      order by draw_order`)) as unknown as Rows<{ id: number }>;
    for (const [order, winner] of taken.rows.entries()) {
      const person = WITHDRAWERS[withdrawerIndex % WITHDRAWERS.length];
      if (person === undefined) continue;
      await db.execute(sql`
        update promotion_winners set
          withdrawn_at = ${processedAt.toISOString()}::timestamptz + make_interval(hours => ${5 + order * 19}),
          withdrawer_name = ${person.name}, withdrawer_cpf = ${demoCpf(withdrawerIndex)},
          withdrawer_address = ${person.address}, withdrawer_birth_date = ${person.birthDate}::date
        where id = ${winner.id}`);
      const till = tills[withdrawerIndex % Math.max(tills.length, 1)];
      if (till !== undefined)
        await db.execute(sql`
          insert into prize_withdrawals (customer_id, winner_id, withdrawn_at, user_id, sales_point_id)
          select customer_id, id, withdrawn_at, ${till}, ${till} from promotion_winners where id = ${winner.id}`);
      withdrawerIndex += 1;
      withdrawn += 1;
    }
  }
  const counted = (await db.execute(sql`
    select count(*)::int as total from promotion_winners where customer_id = ${customerId}`)) as unknown as Rows<{
    total: number;
  }>;
  return { promotions: DEMO_PROMOTIONS.length, winners: Number(counted.rows[0]?.total ?? 0), withdrawn };
}
