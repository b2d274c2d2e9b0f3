import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyAdminLotInput,
  FILE_NOT_UTF8,
  LOT_HAS_READINGS,
  LOT_NUMBER_EXISTS,
  LOT_NUMBER_LOCKED,
  PARTNER_LOT_HAS_HISTORY,
  LOT_TYPE,
  LOT_TYPE_LOCKED,
  lotFileUpload,
  PortError,
  QUANTITY_MISMATCH,
  REQUIRED_FILE,
  SDM_KEYS_ALREADY_SHOWN,
  SECURE_LOT_NOT_NFC,
  TAG_FILE_INVALID,
  TAG_FILE_PROBLEM,
  type AdminLotInput,
  type FileContent,
} from '@tagtrail/domain';
import { demoPartnerCustomers } from '../customers/customer-options.demo';
import { demoPartners } from '../partners/partner.demo';
import { demoAdminLots, type DemoAdminLot } from './admin-lot.demo';
import { MemoryAdminLotAdapter, type MemoryAdminLotOptions } from './admin-lot.memory';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const seed: DemoAdminLot[] = [
  {
    id: 1,
    partnerId: 1,
    partnerName: 'Etiquetas Paulistas Ltda.',
    customerId: null,
    productId: null,
    number: 'PED-0001',
    quantity: 500,
    type: LOT_TYPE.nfc,
    appless: false,
    createdAt: '2026-01-10T10:00:00.000Z',
    totalTags: 500,
  },
  {
    id: 2,
    partnerId: null,
    partnerName: null,
    customerId: null,
    productId: null,
    number: 'PED-0002',
    quantity: 200,
    type: LOT_TYPE.qrCode,
    appless: true,
    createdAt: '2026-02-10T10:00:00.000Z',
    totalTags: 200,
  },
  {
    id: 3,
    partnerId: 2,
    partnerName: 'Rastreio Sul Tecnologia S.A.',
    customerId: null,
    productId: null,
    number: 'PED-0003',
    quantity: 1000,
    type: LOT_TYPE.qrCode,
    appless: false,
    createdAt: '2025-12-10T10:00:00.000Z',
    totalTags: 1000,
  },
];
const firstPage = { page: 0, rowsPerPage: 10, searchText: '' };

function adapter(options: MemoryAdminLotOptions = {}) {
  return new MemoryAdminLotAdapter(seed, { now: () => NOW, ...options });
}

/** A chosen file, as a browser File reduced to what the port reads. */
function chosen(text: string | Uint8Array, name = 'tags.csv', type = 'text/csv'): FileContent {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  return { name, type, size: bytes.byteLength, arrayBuffer: () => Promise.resolve(bytes.slice().buffer) };
}

const qrLot: AdminLotInput = {
  ...emptyAdminLotInput,
  partnerId: 2,
  number: 'PED-0100',
  quantity: 300,
  type: LOT_TYPE.qrCode,
  appless: true,
};
const nfcLot: AdminLotInput = { ...qrLot, quantity: 3, type: LOT_TYPE.nfc, appless: false };

afterEach(() => {
  vi.useRealTimers();
});

describe('memory admin lots: the list', () => {
  it('lists the newest first and counts them all, a lot without a partner with no name', async () => {
    const page = await adapter().list(firstPage);

    expect(page.total).toBe(3);
    expect(page.records.map((row) => row.partnerLotId)).toEqual([2, 1, 3]);
    expect(page.records[0]).toEqual({
      partnerLotId: 2,
      partnerName: null,
      number: 'PED-0002',
      type: LOT_TYPE.qrCode,
      appless: true,
      createdAt: '2026-02-10T10:00:00.000Z',
      totalTags: 200,
      hasReadings: false,
    });
  });

  it('pages, and searches by partner name or order number', async () => {
    const lots = adapter();

    await expect(lots.list({ page: 1, rowsPerPage: 2, searchText: '' })).resolves.toMatchObject({
      records: [{ partnerLotId: 3 }],
      total: 3,
    });
    await expect(lots.list({ ...firstPage, searchText: 'paulistas' })).resolves.toMatchObject({
      records: [{ partnerLotId: 1 }],
      total: 1,
    });
    await expect(lots.list({ ...firstPage, searchText: 'ped-0003' })).resolves.toMatchObject({ total: 1 });
  });

  it('sorts by a column when asked', async () => {
    const page = await adapter().list({ ...firstPage, sort: 'totalTags', direction: 'asc' });

    expect(page.records.map((row) => row.totalTags)).toEqual([200, 500, 1000]);
  });

  it('reads one lot for the form, without the list’s partner name, saying whether it has readings', async () => {
    await expect(adapter({ withReadingsIds: [2] }).get(2)).resolves.toMatchObject({ id: 2, hasReadings: true });
    await expect(adapter().get(1)).resolves.toEqual({
      id: 1,
      partnerId: 1,
      customerId: null,
      productId: null,
      number: 'PED-0001',
      quantity: 500,
      type: LOT_TYPE.nfc,
      appless: false,
      createdAt: '2026-01-10T10:00:00.000Z',
      totalTags: 500,
      hasReadings: false,
    });
    await expect(adapter().get(99)).rejects.toMatchObject({ status: 404 });
  });
});

describe('memory admin lots: creating', () => {
  it('creates a QrCode lot, ticking its upload progress up to 1, with the partner’s name in the list', async () => {
    const lots = adapter();
    const progress: number[] = [];

    const id = await lots.create(qrLot, null, { onProgress: (fraction) => progress.push(fraction) });

    expect(id).toBe(4);
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
    await expect(lots.list({ ...firstPage, searchText: 'PED-0100' })).resolves.toEqual({
      records: [
        {
          partnerLotId: 4,
          partnerName: demoPartners.find((p) => p.id === 2)?.name,
          number: 'PED-0100',
          type: LOT_TYPE.qrCode,
          appless: true,
          createdAt: NOW.toISOString(),
          totalTags: 300,
          hasReadings: false,
        },
      ],
      total: 1,
    });
  });

  it('spreads the progress ticks over the delay', async () => {
    vi.useFakeTimers();
    const progress: number[] = [];
    const created = adapter({ delayMs: 400 }).create(qrLot, null, { onProgress: (f) => progress.push(f) });

    await vi.advanceTimersByTimeAsync(150);
    expect(progress).toEqual([0.25]);
    await vi.advanceTimersByTimeAsync(200);
    expect(progress).toEqual([0.25, 0.5, 0.75]);
    await vi.advanceTimersByTimeAsync(100);

    await expect(created).resolves.toBe(4);
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('creates an NFC lot from a good tag file, one tag per line', async () => {
    const lots = adapter();

    const id = await lots.create(nfcLot, lotFileUpload(chosen('04A1;VK-1\r\n04A2;VK-2\n\n04A3;VK-3\n')));

    await expect(lots.get(id)).resolves.toMatchObject({ number: 'PED-0100', type: LOT_TYPE.nfc, totalTags: 3 });
  });

  it('refuses a tag file with a bad line, naming the line, as the server does', async () => {
    const lots = adapter();
    const file = lotFileUpload(chosen('04A1;VK-1\n04A2;VK-2\n04A3\n'));

    const error = await lots.create(nfcLot, file).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PortError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', messageKey: TAG_FILE_INVALID });
    expect((error as PortError).details).toEqual([
      { field: 'file', key: TAG_FILE_INVALID, params: { badLineCount: 1, listedBadLines: 1, lineCount: 3 } },
      { line: 3, field: 'visualKey', key: TAG_FILE_PROBLEM.missingField },
    ]);
    await expect(lots.list(firstPage)).resolves.toMatchObject({ total: 3 });
  });

  it('lists each bad line, a repeated tag id with the line it first appeared on', async () => {
    const file = lotFileUpload(chosen('04A1;VK-1\n;VK-2\n04a1;VK-3\n04A4;VK-4;x\n'));

    const error = (await adapter()
      .create({ ...nfcLot, quantity: 4 }, file)
      .catch((e: unknown) => e)) as PortError;

    expect(error.details?.slice(1)).toEqual([
      { line: 2, field: 'tagId', key: TAG_FILE_PROBLEM.missingField },
      { line: 3, field: 'tagId', key: TAG_FILE_PROBLEM.duplicateTagId, params: { firstLine: 1 } },
      { line: 4, key: TAG_FILE_PROBLEM.tooManyFields, params: { fields: 3 } },
    ]);
    expect(error.details?.[0]?.params).toEqual({ badLineCount: 3, listedBadLines: 3, lineCount: 4 });
  });

  it('refuses a good file whose tag count is not the quantity', async () => {
    const error = await adapter()
      .create({ ...nfcLot, quantity: 5 }, lotFileUpload(chosen('04A1;VK-1\n04A2;VK-2\n04A3;VK-3\n')))
      .catch((e: unknown) => e);

    expect(error).toMatchObject({
      status: 400,
      messageKey: QUANTITY_MISMATCH,
      details: [{ field: 'quantity', key: QUANTITY_MISMATCH, params: { expected: 5, actual: 3 } }],
    });
  });

  it('refuses a file that is not UTF-8 text', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, 0x30, 0x00, 0x3b, 0x00, 0xd8, 0x00]);

    await expect(adapter().create(nfcLot, lotFileUpload(chosen(utf16)))).rejects.toMatchObject({
      status: 400,
      messageKey: FILE_NOT_UTF8,
      details: [{ field: 'file', key: FILE_NOT_UTF8 }],
    });
  });

  it('refuses what the form would refuse: an NFC lot without its file', async () => {
    await expect(adapter().create(nfcLot, null)).rejects.toMatchObject({
      status: 400,
      messageKey: REQUIRED_FILE,
      details: [{ field: 'file', key: REQUIRED_FILE }],
    });
  });

  it('refuses an order number the partner already has, case aside, and allows it to another partner', async () => {
    const lots = adapter();

    await expect(lots.create({ ...qrLot, partnerId: 1, number: 'ped-0001' }, null)).rejects.toMatchObject({
      status: 400,
      messageKey: LOT_NUMBER_EXISTS,
      details: [{ field: 'number', key: LOT_NUMBER_EXISTS }],
    });
    await expect(lots.create({ ...qrLot, partnerId: 2, number: 'PED-0001' }, null)).resolves.toBe(4);
  });

  it('fails when told to, after the upload', async () => {
    const progress: number[] = [];

    await expect(
      adapter({ failOn: ['create'] }).create(qrLot, null, { onProgress: (f) => progress.push(f) }),
    ).rejects.toMatchObject({ status: 500 });
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('stops an upload that is aborted, and stores nothing', async () => {
    vi.useFakeTimers();
    const lots = adapter({ delayMs: 400 });
    const controller = new AbortController();
    const progress: number[] = [];

    const created = lots.create(qrLot, null, { signal: controller.signal, onProgress: (f) => progress.push(f) });
    const aborted = expect(created).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(150);
    controller.abort();
    await aborted;

    await vi.advanceTimersByTimeAsync(1000);
    expect(progress).toEqual([0.25]);
    const listed = lots.list(firstPage);
    await vi.advanceTimersByTimeAsync(400);
    await expect(listed).resolves.toMatchObject({ total: 3 });
  });

  it('never finishes an upload when told so, until aborted', async () => {
    const controller = new AbortController();
    const created = adapter({ never: true }).create(qrLot, null, { signal: controller.signal });

    controller.abort();

    await expect(created).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('memory admin lots: secure NFC lots (issue 27 §3)', () => {
  const tags = () => lotFileUpload(chosen('04A1;VK-1\n04A2;VK-2\n04A3;VK-3\n'));
  const pasted = '00112233445566778899AABBCCDDEEFF';

  it('answers the layout of a secure lot, and 404 for one that is not', async () => {
    const lots = new MemoryAdminLotAdapter(seed, { now: () => NOW, publicUrl: 'https://tags.example/' });
    const id = await lots.create({ ...nfcLot, sdmMode: 'AES', sdmMetaReadKey: pasted, sdmMasterKey: pasted }, tags());
    const layout = await lots.sdm(id);
    expect(layout.url).toMatch(/^https:\/\/tags\.example\/s\/\w+\?e=0{32}&c=0{16}$/);
    expect(layout).toMatchObject({ mode: 'AES' });
    expect(layout.macInputOffset).toBe(layout.macOffset);
    await expect(lots.get(id)).resolves.toMatchObject({ secure: true });
    expect(JSON.stringify(await lots.get(id))).not.toContain(pasted);
    await expect(lots.sdm(1)).rejects.toMatchObject({ status: 404 });
    // Keys the admin pasted are never shown.
    await expect(lots.revealSdmKeys(id)).rejects.toMatchObject({ status: 409, messageKey: SDM_KEYS_ALREADY_SHOWN });
  });

  it('shows generated keys once', async () => {
    const lots = adapter();
    const id = await lots.create({ ...nfcLot, sdmMode: 'LRP', sdmMetaReadKey: '', sdmMasterKey: '' }, tags());
    const keys = await lots.revealSdmKeys(id);
    expect(keys).toMatchObject({ mode: 'LRP' });
    expect(keys.metaReadKey).toMatch(/^[0-9A-F]{32}$/);
    expect(keys.masterKey).toMatch(/^[0-9A-F]{32}$/);
    await expect(lots.revealSdmKeys(id)).rejects.toBeInstanceOf(PortError);
  });

  it('refuses secure tags on a QrCode lot, as the server does', async () => {
    await expect(adapter().create({ ...qrLot, sdmMode: 'AES' }, null)).rejects.toMatchObject({
      details: [{ field: 'sdmMode', key: SECURE_LOT_NOT_NFC }],
    });
  });
});

describe('memory admin lots: editing and removing', () => {
  it('edits the fields and keeps the date and tags', async () => {
    const lots = adapter();
    const original = await lots.get(3);

    await expect(lots.update(3, { ...original, partnerId: 1, customerId: 4 })).resolves.toBe(3);

    await expect(lots.get(3)).resolves.toMatchObject({ partnerId: 1, customerId: 4, createdAt: original.createdAt });
    await expect(lots.list({ ...firstPage, searchText: 'PED-0003' })).resolves.toMatchObject({
      records: [{ partnerName: 'Etiquetas Paulistas Ltda.' }],
    });
  });

  it('keeps the order number, the type and the quantity of a stored lot', async () => {
    const lots = adapter();
    const original = await lots.get(3);

    await expect(lots.update(3, { ...original, number: 'PED-9' })).rejects.toMatchObject({
      details: [{ field: 'number', key: LOT_NUMBER_LOCKED }],
    });
    await expect(lots.update(3, { ...original, type: LOT_TYPE.nfc })).rejects.toMatchObject({
      details: [{ field: 'type', key: LOT_TYPE_LOCKED }],
    });
    await expect(lots.update(3, { ...original, quantity: 999 })).rejects.toMatchObject({
      details: [{ field: 'quantity', key: 'LOT_QUANTITY_LOCKED' }],
    });
  });

  it('gives a read lot its first customer, then keeps it: another, or none, is refused on the field', async () => {
    const lots = adapter({ withReadingsIds: [3] });
    const original = await lots.get(3);
    const refused = { details: [{ field: 'customerId', key: PARTNER_LOT_HAS_HISTORY }] };

    await expect(lots.update(3, { ...original, partnerId: 1, customerId: 4 })).resolves.toBe(3);
    const sold = await lots.get(3);
    await expect(lots.update(3, { ...sold, customerId: 5 })).rejects.toMatchObject(refused);
    await expect(lots.update(3, { ...sold, customerId: null })).rejects.toMatchObject(refused);
    await expect(lots.get(3)).resolves.toMatchObject({ customerId: 4 });
    await expect(lots.update(3, sold)).resolves.toBe(3);
  });

  it('removes a lot, and refuses one whose tags have been read with error 1 (spec A §8)', async () => {
    const lots = adapter({ withReadingsIds: [1] });

    await expect(lots.list({ ...firstPage, searchText: 'PED-0001' })).resolves.toMatchObject({
      records: [{ partnerLotId: 1, hasReadings: true }],
    });
    await expect(lots.remove(1)).rejects.toMatchObject({ status: 409, code: 1, messageKey: LOT_HAS_READINGS });
    await lots.remove(3);
    await expect(lots.get(3)).rejects.toMatchObject({ status: 404 });
    await expect(lots.list(firstPage)).resolves.toMatchObject({ total: 2 });
  });
});

describe('demo admin lots', () => {
  it('are about thirty, of both types, appless only for QrCode, some without a partner', () => {
    expect(demoAdminLots).toHaveLength(30);
    expect(new Set(demoAdminLots.map((lot) => lot.type))).toEqual(new Set([LOT_TYPE.nfc, LOT_TYPE.qrCode]));
    expect(demoAdminLots.filter((lot) => lot.appless).every((lot) => lot.type === LOT_TYPE.qrCode)).toBe(true);
    expect(demoAdminLots.some((lot) => lot.appless)).toBe(true);
    expect(demoAdminLots.filter((lot) => lot.partnerName === null).length).toBeGreaterThan(0);
    expect(new Set(demoAdminLots.map((lot) => lot.id)).size).toBe(30);
  });

  it("name each lot's partner, and only that partner's customers and that customer's products", () => {
    for (const lot of demoAdminLots) {
      expect(lot.partnerName).toBe(demoPartners.find((p) => p.id === lot.partnerId)?.name ?? null);
      if (lot.customerId === null) {
        expect(lot.productId).toBeNull();
        continue;
      }
      const customer = demoPartnerCustomers.find((c) => c.id === lot.customerId);
      expect(customer?.partnerId).toBe(lot.partnerId);
      if (lot.productId !== null) expect(customer?.products.map((p) => p.id)).toContain(lot.productId);
    }
  });

  it('serve the memory adapter by default, newest first', async () => {
    const page = await new MemoryAdminLotAdapter().list(firstPage);
    expect(page.total).toBe(30);
    expect(page.records[0]?.partnerLotId).toBe(30);
  });
});
