import { describe, expect, it } from 'vitest';
import type { PortError } from '@tagtrail/domain';
import { CUSTOMER_NOT_OF_PARTNER, PARTNER_LOT_HAS_HISTORY, PARTNER_LOT_NOT_EDITABLE } from '@tagtrail/domain';
import { demoPartnerLots } from './partner-lot.demo';
import { MemoryPartnerLotAdapter, QR_DOWNLOAD_ONLY_FOR_QR_LOTS } from './partner-lot.memory';

const free = demoPartnerLots.find((lot) => lot.customerId === null && lot.type === 2 && lot.totalTags < 5_000)!;
const withProduct = demoPartnerLots.find((lot) => lot.productId !== null)!;
const nfc = demoPartnerLots.find((lot) => lot.type === 1)!;
const customers = [{ id: 1, name: 'Vinícola Aurora do Vale' }];

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: PortError) => error.details?.map((detail) => detail.key),
  );

describe('partner lots in memory', () => {
  it('lists the newest first and finds a lot by its number, customer or product', async () => {
    const lots = new MemoryPartnerLotAdapter();
    const page = await lots.list({ page: 0, rowsPerPage: 100, searchText: '' });
    expect(page.total).toBe(demoPartnerLots.length);
    const dates = page.records.map((lot) => lot.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const found = await lots.list({ page: 0, rowsPerPage: 10, searchText: withProduct.productName ?? '' });
    expect(found.records.map((lot) => lot.id)).toContain(withProduct.id);
  });

  it('gives a free lot to one of the partner’s customers, and refuses another’s customer or a lot with a product', async () => {
    const lots = new MemoryPartnerLotAdapter(demoPartnerLots, { customers });
    await expect(lots.updateCustomer(free.id, { customerId: 1 })).resolves.toBe(free.id);
    await expect(lots.get(free.id)).resolves.toMatchObject({ customerId: 1, customerName: 'Vinícola Aurora do Vale' });
    expect(await refusal(lots.updateCustomer(free.id, { customerId: 77 }))).toEqual([CUSTOMER_NOT_OF_PARTNER]);
    expect(await refusal(lots.updateCustomer(withProduct.id, { customerId: 1 }))).toEqual([PARTNER_LOT_NOT_EDITABLE]);
    expect(await refusal(lots.updateCustomer(free.id, { customerId: null }))).toEqual(['REQUIRED_FIELD_MESSAGE']);
  });

  it('keeps a lot whose tags were read or taken into a customer lot with its customer, as the server does', async () => {
    const given = demoPartnerLots.find(
      (lot) => lot.customerId !== null && lot.productId === null && lot.availableTags > 0,
    )!;
    const two = [
      { id: given.customerId!, name: 'The one it has' },
      { id: given.customerId! + 1000, name: 'Another' },
    ];
    const read = new MemoryPartnerLotAdapter([given], { customers: two, customerLots: {}, readLotIds: [given.id] });
    expect(await refusal(read.updateCustomer(given.id, { customerId: given.customerId! + 1000 }))).toEqual([
      PARTNER_LOT_HAS_HISTORY,
    ]);
    expect(await read.updateCustomer(given.id, { customerId: given.customerId })).toBe(given.id);
    const taken = new MemoryPartnerLotAdapter([given], {
      customers: two,
      customerLots: {
        [given.id]: [
          {
            customerLotNumber: 'S1',
            productName: null,
            manufactureDate: '',
            releaseDate: '',
            expiryDate: '',
            status: 1,
          },
        ],
      },
    });
    expect(await refusal(taken.updateCustomer(given.id, { customerId: given.customerId! + 1000 }))).toEqual([
      PARTNER_LOT_HAS_HISTORY,
    ]);
    const untouched = new MemoryPartnerLotAdapter([given], { customers: two, customerLots: {} });
    expect(await untouched.updateCustomer(given.id, { customerId: given.customerId! + 1000 })).toBe(given.id);
  });

  it('downloads one public tag URL per line for a QrCode lot and refuses an NFC lot', async () => {
    const lots = new MemoryPartnerLotAdapter(demoPartnerLots, { publicUrl: 'https://tags.example/' });
    const text = await lots.downloadQrCodes(free.id);
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(free.totalTags);
    expect(lines.every((line) => line.startsWith('https://tags.example/t/'))).toBe(true);
    expect(new Set(lines).size).toBe(lines.length);
    await expect(lots.downloadQrCodes(nfc.id)).rejects.toMatchObject({ messageKey: QR_DOWNLOAD_ONLY_FOR_QR_LOTS });
  });
});
