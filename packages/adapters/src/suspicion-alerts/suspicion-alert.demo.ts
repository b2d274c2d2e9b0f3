/**
 * Demo alerts of a producer of Portuguese and Brazilian wines and olive oils (issue 28 §3), for stories and the memory
 * adapter: every rule, read in Brazil, Portugal, Argentina and the United States, the newest on top, three already
 * acknowledged, one without a place and one of a tag not yet in a customer lot. Fixed, so stories stay alike.
 */
import type { SuspicionAlertRow, SuspicionRule } from '@tagtrail/domain';

const alert = (
  id: number,
  rule: SuspicionRule,
  tag: { rowId: number; id: string },
  readings: { first: string; last: string; count: number },
  where: { country: string | null; product: string | null; lot: string | null },
  acknowledgedAt: string | null = null,
): SuspicionAlertRow => ({
  id,
  tagRowId: tag.rowId,
  tagId: tag.id,
  rule,
  firstReadAt: readings.first,
  lastReadAt: readings.last,
  readingCount: readings.count,
  country: where.country,
  productName: where.product,
  lotNumber: where.lot,
  acknowledgedAt,
});

const PORTO = 'Vinho do Porto Tawny 10 Anos 750 ml';
const ALVARINHO = 'Vinho Verde Alvarinho Monção e Melgaço 750 ml';
const DOURO = 'Douro DOC Tinto Reserva 750 ml';
const ESPUMANTE = 'Espumante Brut Nature Serra Gaúcha 750 ml';
const CABERNET = 'Cabernet Sauvignon Reserva Vale dos Vinhedos 750 ml';
const AZEITE_TM = 'Azeite Extra Virgem Trás-os-Montes DOP 500 ml';
const AZEITE_ALENTEJO = 'Azeite Extra Virgem Alentejo 750 ml';
const AZEITE_MANTIQUEIRA = 'Azeite Extra Virgem Serra da Mantiqueira 250 ml';

export const demoSuspicionAlerts: readonly SuspicionAlertRow[] = [
  alert(
    14,
    'off-market',
    { rowId: 210_014, id: '04A1B2C3D4E5F6' },
    { first: '2026-02-26T21:10:00.000Z', last: '2026-02-27T15:42:00.000Z', count: 3 },
    { country: 'US', product: PORTO, lot: 'PT-2025-0412' },
  ),
  alert(
    13,
    'impossible-travel',
    { rowId: 210_013, id: '0452C19A7F3B80' },
    { first: '2026-02-27T09:05:00.000Z', last: '2026-02-27T11:20:00.000Z', count: 2 },
    { country: 'BR', product: AZEITE_TM, lot: 'AZ-2025-0087' },
  ),
  alert(
    12,
    'too-many-readings',
    { rowId: 210_012, id: 'qes7x2k9m4vd' },
    { first: '2026-02-26T18:00:00.000Z', last: '2026-02-27T08:55:00.000Z', count: 46 },
    { country: 'BR', product: ESPUMANTE, lot: 'ES-2025-003' },
  ),
  alert(
    11,
    'copy',
    { rowId: 210_011, id: '04E7D3A1B95C22' },
    { first: '2026-02-24T19:30:00.000Z', last: '2026-02-26T22:14:00.000Z', count: 4 },
    { country: 'PT', product: ALVARINHO, lot: 'VV-2025-0218' },
  ),
  alert(
    10,
    'after-expiry',
    { rowId: 210_010, id: 'qaz24mtq8w1p' },
    { first: '2026-02-25T13:48:00.000Z', last: '2026-02-25T13:48:00.000Z', count: 1 },
    { country: 'BR', product: AZEITE_MANTIQUEIRA, lot: 'AZ-2024-0031' },
    '2026-02-25T17:02:00.000Z',
  ),
  alert(
    9,
    'off-market',
    { rowId: 210_009, id: '04B4F0C2E81A37' },
    { first: '2026-02-21T22:40:00.000Z', last: '2026-02-25T01:16:00.000Z', count: 5 },
    { country: 'AR', product: CABERNET, lot: 'CS-2025-001' },
  ),
  alert(
    8,
    'too-many-readings',
    { rowId: 210_008, id: '04C9A65E13D7F0' },
    { first: '2026-02-23T07:00:00.000Z', last: '2026-02-24T06:30:00.000Z', count: 31 },
    { country: 'PT', product: AZEITE_ALENTEJO, lot: 'AZ-2025-0102' },
  ),
  alert(
    7,
    'copy',
    { rowId: 210_007, id: '04F18B2D6C0E95' },
    { first: '2026-02-22T16:25:00.000Z', last: '2026-02-23T20:03:00.000Z', count: 2 },
    { country: null, product: null, lot: null },
  ),
  alert(
    6,
    'impossible-travel',
    { rowId: 210_006, id: '04D2E8F7A1B3C4' },
    { first: '2026-02-20T10:12:00.000Z', last: '2026-02-21T00:47:00.000Z', count: 2 },
    { country: 'US', product: DOURO, lot: 'DR-2024-0520' },
    '2026-02-21T12:30:00.000Z',
  ),
  alert(
    5,
    'after-expiry',
    { rowId: 210_005, id: 'qvv5r3n7c0ja' },
    { first: '2026-02-19T20:20:00.000Z', last: '2026-02-20T09:10:00.000Z', count: 2 },
    { country: 'PT', product: ALVARINHO, lot: 'VV-2023-0094' },
  ),
  alert(
    4,
    'too-many-readings',
    { rowId: 210_004, id: '0471A0C8E25B9D' },
    { first: '2026-02-14T12:00:00.000Z', last: '2026-02-15T11:38:00.000Z', count: 27 },
    { country: 'US', product: CABERNET, lot: 'CS-2025-001' },
    '2026-02-16T09:45:00.000Z',
  ),
  alert(
    3,
    'off-market',
    { rowId: 210_003, id: '04AA93E1F7C648' },
    { first: '2026-02-10T23:05:00.000Z', last: '2026-02-12T18:30:00.000Z', count: 9 },
    { country: 'AR', product: PORTO, lot: 'PT-2025-0412' },
  ),
];
