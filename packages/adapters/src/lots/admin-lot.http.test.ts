import { describe, expect, it, vi } from 'vitest';
import {
  emptyAdminLotInput,
  LOT_TYPE,
  lotFileUpload,
  PortError,
  type AdminLotInput,
  type FileContent,
} from '@tagtrail/domain';
import { apiAnswering } from '../testing/fake-api';
import { FakeXhrs } from '../testing/fake-xhr';
import { AdminLotHttpAdapter } from './admin-lot.http';

function adminLots(answer: (request: Request) => unknown, status = 200, createXhr?: () => XMLHttpRequest) {
  const { api, requests } = apiAnswering(answer, status, createXhr === undefined ? {} : { createXhr });
  return { lots: new AdminLotHttpAdapter(api), requests };
}

const qrLot: AdminLotInput = {
  ...emptyAdminLotInput,
  partnerId: 3,
  customerId: 7,
  productId: null,
  number: 'PED-2026-0042',
  quantity: 500,
  type: LOT_TYPE.qrCode,
  appless: true,
};
const nfcLot: AdminLotInput = { ...qrLot, quantity: 2, type: LOT_TYPE.nfc, appless: false };
const TAGS = '04A1B2C3;VK-1\n04A1B2C4;VK-2\n';

const wireLot = {
  id: 12,
  parceiroId: 3,
  clienteId: 7,
  produtoId: null,
  numero: 'PED-2026-0042',
  quantidade: 500,
  tipo: 2,
  appless: true,
  data: '2026-03-01T12:00:00Z',
  totalTags: 500,
};

describe('admin lots over HTTP (spec A §7 "Admin lots")', () => {
  it('asks for a page and reads dataRecords [parceiroNome, numero, tipo, appless, data, totalTags, loteParceiroId, temLeituras]', async () => {
    const { lots, requests } = adminLots(() => ({
      dataRecords: [
        {
          parceiroNome: null,
          numero: 'PED-2026-0042',
          tipo: 2,
          appless: true,
          data: '2026-03-01T12:00:00Z',
          totalTags: 500,
          loteParceiroId: 12,
          temLeituras: true,
        },
      ],
      countRecords: 31,
    }));

    const page = await lots.list({ page: 0, rowsPerPage: 25, searchText: 'PED', sort: 'createdAt', direction: 'desc' });

    expect(requests[0]?.url.pathname).toBe('/api/admin/lotes');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      page: '1',
      records: '25',
      query: 'PED',
      sort: 'createdAt',
      direction: 'desc',
    });
    expect(page).toEqual({
      records: [
        {
          partnerLotId: 12,
          partnerName: null,
          number: 'PED-2026-0042',
          type: 2,
          appless: true,
          createdAt: '2026-03-01T12:00:00Z',
          totalTags: 500,
          hasReadings: true,
        },
      ],
      total: 31,
    });
  });

  it('reads one lot for the form', async () => {
    const { lots, requests } = adminLots(() => wireLot);

    await expect(lots.get(12)).resolves.toEqual({
      ...qrLot,
      id: 12,
      createdAt: '2026-03-01T12:00:00Z',
      totalTags: 500,
    });
    expect(requests[0]?.url.pathname).toBe('/api/admin/lotes/12');
  });

  it('creates a QrCode lot as a multipart form of the fields in the wire names, without a file', async () => {
    const { lots, requests } = adminLots(() => 41, 201);

    await expect(lots.create(qrLot, null)).resolves.toBe(41);

    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/admin/lotes');
    expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(requests[0]?.body).toEqual([
      ['parceiroId', '3'],
      ['clienteId', '7'],
      ['produtoId', ''],
      ['numero', 'PED-2026-0042'],
      ['quantidade', '500'],
      ['tipo', '2'],
      ['appless', 'true'],
    ]);
  });

  it('sends an NFC lot’s tag file last, after every field, under its name and media type', async () => {
    const { lots, requests } = adminLots(() => 42, 201);
    const file = new File([TAGS], 'tags.csv', { type: 'text/csv' });

    await expect(lots.create(nfcLot, lotFileUpload(file))).resolves.toBe(42);

    const parts = requests[0]?.body as [string, FormDataEntryValue][];
    expect(parts.map(([name]) => name)).toEqual([
      'parceiroId',
      'clienteId',
      'produtoId',
      'numero',
      'quantidade',
      'tipo',
      'appless',
      'file',
    ]);
    const sent = parts[7]?.[1] as File;
    expect(sent.name).toBe('tags.csv');
    expect(sent.type).toBe('text/csv');
    expect(await sent.text()).toBe(TAGS);
  });

  it('sends a secure lot’s mode and keys after the fields, before the file (issue 27 §3)', async () => {
    const { lots, requests } = adminLots(() => 44, 201);
    const file = new File([TAGS], 'tags.csv', { type: 'text/csv' });

    await lots.create({ ...nfcLot, sdmMode: 'AES', sdmMetaReadKey: 'ab'.repeat(16) }, lotFileUpload(file));

    const parts = requests[0]?.body as [string, FormDataEntryValue][];
    expect(parts.slice(7)).toEqual([
      ['sdmModo', 'AES'],
      ['sdmChaveLeitura', 'ab'.repeat(16)],
      ['sdmChaveMestra', ''],
      ['file', expect.any(File)],
    ]);
  });

  it('reads a secure lot’s layout and its keys shown once, and names a refusal in the domain’s names', async () => {
    const layout = {
      url: 'https://t.example/s/r?e=00&c=00',
      modo: 'LRP',
      piccDataOffset: 3,
      macInputOffset: 9,
      macOffset: 9,
    };
    const { lots, requests } = adminLots(() => layout);
    await expect(lots.sdm(12)).resolves.toEqual({
      url: layout.url,
      mode: 'LRP',
      piccDataOffset: 3,
      macInputOffset: 9,
      macOffset: 9,
    });
    expect(requests[0]?.url.pathname).toBe('/api/admin/lotes/12/sdm');

    const keys = adminLots(() => ({ modo: 'AES', chaveLeitura: 'A'.repeat(32), chaveMestra: 'B'.repeat(32) }));
    await expect(keys.lots.revealSdmKeys(12)).resolves.toEqual({
      mode: 'AES',
      metaReadKey: 'A'.repeat(32),
      masterKey: 'B'.repeat(32),
    });
    expect(keys.requests[0]?.method).toBe('POST');
    expect(keys.requests[0]?.url.pathname).toBe('/api/admin/lotes/12/sdm/chaves');

    const refused = adminLots(
      () => ({
        status: 400,
        error: 'VALIDATION',
        message: 'SDM_KEY_NOT_HEX',
        details: [{ field: 'sdmChaveMestra', key: 'SDM_KEY_NOT_HEX' }],
      }),
      400,
    );
    await expect(
      refused.lots.create({ ...nfcLot, sdmMode: 'AES', sdmMasterKey: 'x' }, lotFileUpload(new File([TAGS], 't.csv'))),
    ).rejects.toMatchObject({ details: [{ field: 'sdmMasterKey', key: 'SDM_KEY_NOT_HEX' }] });
  });

  it('reads a file content that is not a Blob once, to send it', async () => {
    const { lots, requests } = adminLots(() => 43, 201);
    const arrayBuffer = vi.fn(() => Promise.resolve(new TextEncoder().encode(TAGS).buffer));
    const content: FileContent = { name: 'tags.txt', type: 'text/plain', size: TAGS.length, arrayBuffer };

    await lots.create(nfcLot, lotFileUpload(content));

    const sent = (requests[0]?.body as [string, FormDataEntryValue][])[7]?.[1] as File;
    expect(await sent.text()).toBe(TAGS);
    expect(sent.name).toBe('tags.txt');
    expect(arrayBuffer).toHaveBeenCalledOnce();
  });

  it('reports upload progress by XMLHttpRequest, as a fraction from 0 to 1', async () => {
    const fakeXhrs = new FakeXhrs();
    const xhrs = fakeXhrs.made;
    const { lots, requests } = adminLots(() => 0, 200, fakeXhrs.create);
    const progress: number[] = [];

    const created = lots.create(nfcLot, lotFileUpload(new File([TAGS], 'tags.csv')), {
      onProgress: (fraction) => progress.push(fraction),
    });
    await fakeXhrs.sent(0);
    xhrs[0]?.progress(512, 2048);
    xhrs[0]?.progress(2048, 2048);
    xhrs[0]?.respond(201, 44);

    await expect(created).resolves.toBe(44);
    expect(progress).toEqual([0.25, 1]);
    expect(xhrs[0]?.url).toBe('http://portal.test/api/admin/lotes');
    expect((xhrs[0]?.body as FormData).get('numero')).toBe('PED-2026-0042');
    expect(requests).toHaveLength(0);
  });

  it("hands on a refused tag file's details with the fields in the domain's names", async () => {
    const { lots } = adminLots(
      () => ({
        status: 400,
        error: 'VALIDATION',
        message: 'TAG_FILE_INVALID',
        details: [
          { field: 'file', key: 'TAG_FILE_INVALID', params: { badLineCount: 1, listedBadLines: 1, lineCount: 2 } },
          { field: 'quantidade', key: 'QUANTITY_MISMATCH', params: { expected: 3, actual: 2 } },
          { line: 2, field: 'visualKey', key: 'MISSING_FIELD' },
        ],
      }),
      400,
    );

    const error = await lots
      .create({ ...nfcLot, quantity: 3 }, lotFileUpload(new File([TAGS], 'tags.csv')))
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PortError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', messageKey: 'TAG_FILE_INVALID' });
    expect((error as PortError).details).toEqual([
      { field: 'file', key: 'TAG_FILE_INVALID', params: { badLineCount: 1, listedBadLines: 1, lineCount: 2 } },
      { field: 'quantity', key: 'QUANTITY_MISMATCH', params: { expected: 3, actual: 2 } },
      { line: 2, field: 'visualKey', key: 'MISSING_FIELD' },
    ]);
  });

  it('edits with PUT admin/lotes{id}, the id joined without a slash, and answers the id', async () => {
    const { lots, requests } = adminLots(() => 12);

    await expect(lots.update(12, { ...qrLot, productId: 9 })).resolves.toBe(12);

    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url.pathname).toBe('/api/admin/lotes12');
    expect(requests[0]?.body).toEqual({
      parceiroId: 3,
      clienteId: 7,
      produtoId: 9,
      numero: 'PED-2026-0042',
      quantidade: 500,
      tipo: 2,
      appless: true,
    });
  });

  it("names an edit refusal's field in the domain's names", async () => {
    const { lots } = adminLots(
      () => ({
        status: 400,
        error: 'VALIDATION',
        message: 'LOT_NUMBER_LOCKED',
        details: [{ field: 'numero', key: 'LOT_NUMBER_LOCKED' }],
      }),
      400,
    );

    await expect(lots.update(12, qrLot)).rejects.toMatchObject({
      details: [{ field: 'number', key: 'LOT_NUMBER_LOCKED' }],
    });
  });

  it('removes with DELETE admin/lotes/{id}, and reports a lot with readings with error 1', async () => {
    const removed = adminLots(() => undefined);
    await expect(removed.lots.remove(12)).resolves.toBeUndefined();
    expect(removed.requests[0]?.method).toBe('DELETE');
    expect(removed.requests[0]?.url.pathname).toBe('/api/admin/lotes/12');

    const refused = adminLots(() => ({ status: 409, error: 1, message: 'LOT_HAS_READINGS' }), 409);
    await expect(refused.lots.remove(12)).rejects.toMatchObject({
      status: 409,
      code: 1,
      messageKey: 'LOT_HAS_READINGS',
    });
  });
});
