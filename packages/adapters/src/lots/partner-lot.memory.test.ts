import { describe, expect, it } from 'vitest';
import type { PortError } from '@tagtrail/domain';
import {
  CUSTOMER_NOT_OF_PARTNER,
  parseDigitalLink,
  PARTNER_LOT_HAS_HISTORY,
  PARTNER_LOT_NOT_EDITABLE,
} from '@tagtrail/domain';
import { demoPartnerCustomerLots, demoPartnerLots } from './partner-lot.demo';
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
    const file = await lots.downloadQrCodes(free.id);
    const lines = file.text.trimEnd().split('\n');
    expect(lines).toHaveLength(free.totalTags);
    expect(file).toMatchObject({ tags: free.totalTags, digitalLinks: 0 });
    expect(lines.every((line) => line.startsWith('https://tags.example/t/'))).toBe(true);
    expect(new Set(lines).size).toBe(lines.length);
    await expect(lots.downloadQrCodes(nfc.id)).rejects.toMatchObject({ messageKey: QR_DOWNLOAD_ONLY_FOR_QR_LOTS });
  });

  it('writes Digital Links where the lot’s product has a GTIN, a used tag’s with its customer lot (issue 29 §4)', async () => {
    const lot = demoPartnerLots.find((l) => l.type === 2 && l.productId !== null && l.availableTags < l.totalTags)!;
    const gtin = '07898765000013';
    const lots = new MemoryPartnerLotAdapter(demoPartnerLots, {
      publicUrl: 'https://tags.example/',
      productGtins: { [lot.productId!]: gtin },
    });
    const file = await lots.downloadQrCodes(lot.id, 'gs1');
    expect(file).toMatchObject({ tags: lot.totalTags, digitalLinks: lot.totalTags });
    const links = file.text
      .trimEnd()
      .split('\n')
      .map((line) => parseDigitalLink(line))
      .map((parsed) => (parsed.ok ? parsed.value : undefined));
    expect(links.every((link) => link?.gtin === gtin)).toBe(true);
    expect(new Set(links.map((link) => link?.serial)).size).toBe(lot.totalTags);
    expect(links[0]?.lot).toBe(demoPartnerCustomerLots[lot.id]?.[0]?.customerLotNumber);
    // A free tag is in no customer lot.
    expect(links.at(-1)?.lot).toBeUndefined();

    // Without a GTIN the file is the /t/ one, and says so.
    const plain = new MemoryPartnerLotAdapter(demoPartnerLots, { publicUrl: 'https://tags.example/' });
    const fallback = await plain.downloadQrCodes(lot.id, 'gs1');
    expect(fallback).toEqual({ ...(await plain.downloadQrCodes(lot.id)), digitalLinks: 0 });
  });
});
