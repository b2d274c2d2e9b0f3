/** A winery's lots, sub-lots and the partner lots given to it, for stories and the in-memory customer area. */
import type { AvailablePartnerLot, CustomerLot, ProductOption, SubLot } from '@tagtrail/domain';

/**
 * A partner lot given to the customer, as the available list shows it (`totalTags`: its size), with what only the
 * server knows: its product, for the list's product filter, and its tags' ids by sequence (from 1), which a sub-lot's
 * range names at its ends.
 */
export type MemoryPartnerLot = AvailablePartnerLot & {
  readonly productId?: number | null;
  readonly tagIds?: readonly string[];
};

export const demoCustomerLotProducts: readonly ProductOption[] = [
  { id: 11, code: 'CAB-RES-750', name: 'Cabernet Sauvignon Reserva 750 ml' },
  { id: 12, code: 'MER-750', name: 'Merlot Serra Alta 750 ml' },
  { id: 13, code: 'ESP-BRUT', name: 'Espumante Brut Nature' },
  { id: 14, code: 'CHA-375', name: 'Chardonnay 375 ml' },
];

const lot = (
  id: number,
  productId: number | null,
  number: string,
  dates: { made: string; released: string; expires?: string },
  status: CustomerLot['status'] = 0,
  statusDate = '',
  markets: readonly string[] = [],
): CustomerLot => ({
  id,
  customerId: 1,
  productId,
  newProductId: null,
  productName: demoCustomerLotProducts.find((product) => product.id === productId)?.name ?? null,
  partnerLotId: null,
  partnerLotNumber: null,
  number,
  manufactureDate: dates.made,
  releaseDate: dates.released,
  expiryDate: dates.expires ?? '',
  expiryUndefined: dates.expires === undefined,
  status,
  statusDate,
  markets: [...markets],
});

export const demoCustomerLots: readonly CustomerLot[] = [
  // Sold at home and in two export markets (issue 28 §1); the other lots are sold anywhere.
  lot(1, 11, 'CS-2025-001', { made: '2025-03-10', released: '2025-04-01', expires: '2030-03-10' }, 0, '', [
    'BR',
    'PT',
    'US',
  ]),
  lot(2, 12, 'ME-2025-014', { made: '2025-05-02', released: '2025-05-20' }),
  lot(3, 13, 'ES-2025-003', { made: '2025-08-15', released: '2025-09-01', expires: '2027-08-15' }, 1, '2025-10-02'),
  lot(4, 14, 'CH-2024-022', { made: '2024-02-01', released: '2024-03-01', expires: '2025-02-01' }, 5, '2025-02-02'),
  lot(5, null, 'NOVO-2026-001', { made: '2026-01-05', released: '2026-01-20' }),
];

/** Tags each demo lot took and how many were read, by lot id (the table's counts). */
export const demoCustomerLotTags: Readonly<Record<number, { total: number; read: number; readings: number }>> = {
  1: { total: 600, read: 310, readings: 1275 },
  2: { total: 250, read: 12, readings: 19 },
  3: { total: 120, read: 120, readings: 842 },
  4: { total: 80, read: 64, readings: 101 },
};

/** The partner lots given to the winery, none of their tags taken yet; the second came with its product. */
export const demoAvailablePartnerLots: readonly MemoryPartnerLot[] = [
  {
    partnerLotId: 31,
    number: 'PL-2026-0042',
    createdAt: '2026-01-12T13:20:00.000Z',
    totalTags: 1000,
    productName: null,
  },
  {
    partnerLotId: 32,
    number: 'PL-2026-0057',
    createdAt: '2026-02-03T09:05:00.000Z',
    totalTags: 500,
    productName: 'Merlot Serra Alta 750 ml',
    productId: 12,
  },
];

export const demoSubLots: readonly SubLot[] = [
  {
    customerLotId: 1,
    subLotId: 1,
    partnerLotNumber: 'PL-2025-0007',
    linkedAt: '2025-03-12T10:00:00.000Z',
    startTag: null,
    endTag: null,
    startSequence: 0,
    endSequence: 0,
  },
];
