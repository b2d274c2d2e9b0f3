/**
 * Demo promotions of the demo winery, for stories and the memory adapter (the server's demo data has its own): one
 * in each status, one whose filter matches the demo readings (possible winners), one whose filter matches none,
 * one processed with winners (one prize withdrawn), and the readings and filter options behind them. Entries are one
 * per tag (issue 24 §3) but for the processed draw, made one per device as the spec had it; a second set of readings
 * shows a draw someone tried to stuff.
 */
import type { Promotion, PromotionFilterOptions } from '@tagtrail/domain';
import { demoDevices } from '../devices/device.demo';
import { demoProducts } from '../catalogue/product.demo';

const promotion = (
  fields: Pick<Promotion, 'id' | 'description' | 'prize' | 'status'> & Partial<Promotion>,
): Promotion => ({
  customerId: 1,
  createdAt: '2026-01-05T13:00:00.000Z',
  startDate: '2026-01-10',
  endDate: '2026-02-28',
  random: true,
  rulesManualUrl: '',
  imageUrl: '',
  winnersCount: 3,
  drawType: 2,
  entryRule: 1,
  relevance: 0,
  products: [],
  countries: [],
  states: [],
  cities: [],
  ...fields,
});

const location = (promotionId: number, id: number, name: string) => ({ id, promotionId, name });

export const demoPromotions: readonly Promotion[] = [
  promotion({
    id: 1,
    description: 'Sorteio de Páscoa Aurora',
    prize: 'Uma caixa com seis Aurora Reserva Cabernet Sauvignon 2021',
    status: 1,
    winnersCount: 2,
    rulesManualUrl: 'https://vinicola-aurora.example/regulamento-pascoa.pdf',
    products: [{ id: 1, promotionId: 1, productId: 1 }],
    countries: [location(1, 1, 'BR')],
  }),
  promotion({
    id: 2,
    description: 'Sorteio dos leitores do Japão',
    prize: 'Uma viagem à Serra Gaúcha',
    status: 1,
    winnersCount: 1,
    countries: [location(2, 2, 'JP')],
  }),
  promotion({
    id: 3,
    description: 'Degustação de verão',
    prize: 'Degustação para duas pessoas na vinícola',
    status: 4,
    entryRule: 2,
    startDate: '2025-12-01',
    endDate: '2025-12-31',
    winnersCount: 3,
    products: [
      { id: 2, promotionId: 3, productId: 1 },
      { id: 3, promotionId: 3, productId: 3 },
    ],
  }),
  promotion({
    id: 4,
    description: 'Lançamento do Espumante Brut',
    prize: 'Conheça o novo Espumante Brut',
    drawType: 1,
    status: 2,
    winnersCount: 5,
    products: [{ id: 4, promotionId: 4, productId: 3 }],
  }),
  promotion({
    id: 5,
    description: 'Clube Aurora: brinde de fim de ano',
    prize: 'Saca-rolhas Aurora',
    status: 3,
    startDate: '2025-11-01',
    endDate: '2025-12-20',
    winnersCount: 10,
    states: [location(5, 3, 'RS')],
  }),
];

/** A reading as promotions see it: which device read which tag of which product, where and when. */
export interface DemoPromotionReading {
  /**
   * The device as the staff see it; `null` for a reading recorded without one, its address having made too many new
   * devices (issue 24 §3): it counts for no entry.
   */
  readonly deviceId: string | null;
  /** The tag read: under one entry per tag, the ticket its first reader (not blocked) holds (issue 24 §3). */
  readonly tagId: number;
  readonly productId: number;
  readonly categoryId: number | null;
  readonly country: string;
  readonly state: string;
  readonly city: string;
  /** YYYY-MM-DD. */
  readonly date: string;
}

const place = { BR: ['RS', 'Bento Gonçalves'], AR: ['B', 'La Plata'], UY: ['MO', 'Montevideo'] } as const;
const reading = (
  device: number | string | null,
  tagId: number,
  productId: number,
  country: keyof typeof place,
  date: string,
): DemoPromotionReading => ({
  deviceId: typeof device === 'number' ? (demoDevices[device]?.deviceId ?? `device-${device}`) : device,
  tagId,
  productId,
  categoryId: demoProducts.find((p) => p.id === productId)?.categoryId ?? null,
  country,
  state: place[country][0],
  city: place[country][1],
  date,
});

/** The demo devices at indexes 3 and 4 are blocked; the first one read its bottle twice. */
export const demoPromotionReadings: readonly DemoPromotionReading[] = [
  reading(0, 101, 1, 'BR', '2026-01-12'),
  reading(0, 101, 1, 'BR', '2026-01-20'),
  reading(1, 102, 1, 'BR', '2026-01-15'),
  reading(2, 103, 1, 'BR', '2026-02-03'),
  reading(3, 104, 1, 'AR', '2026-02-04'),
  reading(4, 201, 2, 'BR', '2026-01-30'),
  reading(5, 105, 1, 'UY', '2026-02-10'),
  reading(6, 301, 3, 'BR', '2026-02-11'),
  reading(0, 302, 3, 'BR', '2025-12-05'),
  reading(1, 106, 1, 'BR', '2025-12-09'),
  reading(2, 303, 3, 'AR', '2025-12-18'),
  reading(5, 501, 5, 'BR', '2025-12-12'),
];

/** The phones a script made up to scan the bottles others had bought (issue 24 §3). */
export const demoScriptDevices: readonly string[] = [
  '5c0000000000000000a1',
  '5c0000000000000000a2',
  '5c0000000000000000a3',
];

/**
 * Someone tried to stuff the Easter draw (promotion 1, one entry per tag): three buyers each read their own bottle
 * first; then a script read all three again with three made-up phones, and four times more from an address that had
 * made too many new devices, so those readings carry none; and a blocked phone read a fourth bottle no one else did.
 * One entry per tag gives 3 entries and keeps out 1 blocked device, 3 later readers and 4 readings without a device;
 * one per device would give the script's phones 3 more.
 */
export const demoStuffedPromotionReadings: readonly DemoPromotionReading[] = [
  reading(0, 101, 1, 'BR', '2026-01-12'),
  reading(1, 102, 1, 'BR', '2026-01-15'),
  reading(2, 103, 1, 'BR', '2026-02-03'),
  reading(3, 104, 1, 'BR', '2026-02-04'),
  ...demoScriptDevices.flatMap((device) => [101, 102, 103].map((tag) => reading(device, tag, 1, 'BR', '2026-02-05'))),
  ...[101, 102, 103, 101].map((tag) => reading(null, tag, 1, 'BR', '2026-02-06')),
];

/** The products, countries, states and cities of the demo readings (what promocao/getFilter/ answers). */
export const demoPromotionFilterOptions: PromotionFilterOptions = {
  products: demoProducts.map((p) => ({ id: p.id, name: p.name })),
  countries: [
    { id: 1, value: 'BR', description: 'Brasil' },
    { id: 2, value: 'AR', description: 'Argentina' },
    { id: 3, value: 'UY', description: 'Uruguay' },
  ],
  states: [
    { id: 1, value: 'RS', description: 'Rio Grande do Sul' },
    { id: 2, value: 'B', description: 'Buenos Aires' },
    { id: 3, value: 'MO', description: 'Montevideo' },
  ],
  cities: [
    { id: 1, value: 'Bento Gonçalves', description: 'Bento Gonçalves' },
    { id: 2, value: 'La Plata', description: 'La Plata' },
    { id: 3, value: 'Montevideo', description: 'Montevideo' },
  ],
};

/** A winner as the memory adapter keeps it: its prize code and, once withdrawn, who took it. */
export interface DemoPromotionWinner {
  readonly promotionId: number;
  readonly deviceId: string;
  readonly code: string;
  withdrawnAt: string | null;
  withdrawal: { name: string; cpf: string; birthDate: string; address: string } | null;
}

export const demoPromotionWinners: readonly DemoPromotionWinner[] = [
  {
    promotionId: 3,
    deviceId: demoDevices[0]?.deviceId ?? 'device-0',
    code: 'K7MQ9XTR4WHPA',
    withdrawnAt: '2026-01-08T15:42:00.000Z',
    withdrawal: {
      name: 'Ana Souza',
      cpf: '11144477735',
      birthDate: '1988-04-12',
      address: 'Rua Garibaldi, 120, Bento Gonçalves',
    },
  },
  {
    promotionId: 3,
    deviceId: demoDevices[1]?.deviceId ?? 'device-1',
    code: 'R3VZ8NCK6GJDE',
    withdrawnAt: null,
    withdrawal: null,
  },
  {
    promotionId: 3,
    deviceId: demoDevices[2]?.deviceId ?? 'device-2',
    code: 'W5HB2PFY7QMSN',
    withdrawnAt: null,
    withdrawal: null,
  },
];
