/**
 * Demo prize codes of a winery's draws, for stories and the memory adapters (the server's demo data has its own):
 * codes still to be withdrawn, and some already taken, with who took them. Codes as the server draws them: 13
 * characters without the ambiguous 0/O, 1/I/L.
 */
import type { WithdrawalDetails } from '@tagtrail/domain';

/** A winner's prize code as the memory adapters keep it. */
export interface DemoPrize {
  readonly promotionId: number;
  readonly code: string;
  /** What the promotion gives (the point-of-sale winners' promocaoPrêmio). */
  readonly prize: string;
  /** ISO 8601 instant of the withdrawal; `null` while the prize is still to be taken. */
  readonly withdrawnAt: string | null;
  readonly withdrawal: WithdrawalDetails | null;
  /** Withdrawn at another till or by the customer's staff: the point of sale sees when, not who (issue 24 §2). */
  readonly withdrawnElsewhere?: boolean;
}

const harvest = 'Caixa com 6 vinhos Reserva Safra 2024';
const tour = 'Visita guiada com degustação para duas pessoas';

export const demoPrizes: readonly DemoPrize[] = [
  {
    promotionId: 7,
    code: 'HX4K9R2TMW7PQ',
    prize: harvest,
    withdrawnAt: '2026-03-02T15:40:00.000Z',
    withdrawal: {
      name: 'Mariana Albuquerque',
      cpf: '11144477735',
      birthDate: '1988-07-14',
      address: 'Rua das Videiras, 120, Bento Gonçalves - RS',
    },
  },
  {
    promotionId: 7,
    code: 'QJ7N3VX8CK2DZ',
    prize: harvest,
    withdrawnAt: '2026-03-03T11:05:00.000Z',
    withdrawal: {
      name: 'João Pedro Nascimento',
      cpf: '52998224725',
      birthDate: '1975-01-30',
      address: 'Av. Ipiranga, 6681, Porto Alegre - RS',
    },
  },
  { promotionId: 7, code: 'T9WF6PZ4RB3MY', prize: harvest, withdrawnAt: null, withdrawal: null },
  { promotionId: 7, code: 'ZC8H2MK5VN9WA', prize: harvest, withdrawnAt: null, withdrawal: null },
  { promotionId: 9, code: 'B6RTY3QE8XJ5N', prize: tour, withdrawnAt: null, withdrawal: null },
  {
    promotionId: 9,
    code: 'W2GX7HD9FP4KS',
    prize: tour,
    withdrawnAt: '2026-03-10T18:20:00.000Z',
    withdrawal: {
      name: 'Ana Beatriz Souza',
      cpf: '12345678909',
      birthDate: '1992-11-03',
      address: 'Rua Sinimbu, 455, Caxias do Sul - RS',
    },
  },
];

/** A demo code that is still to be withdrawn, and one already taken (stories, tests). */
export const demoOpenPrizeCode = 'T9WF6PZ4RB3MY';
export const demoWithdrawnPrizeCode = 'HX4K9R2TMW7PQ';
