import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import type { Page } from '../shared/paging';
import type { PartnerCustomerLot } from './customer-lot.model';
import type { PartnerLot, PartnerLotCustomerInput, QrCodesFile } from './partner-lot.model';
import type { PartnerLotPort } from './partner-lot.port';
import { updatePartnerLotCustomer } from './update-partner-lot.use-case';

class MemoryPartnerLots implements PartnerLotPort {
  readonly customers = new Map<number, number | null>();
  async list(): Promise<Page<PartnerLot>> {
    return { records: [], total: 0 };
  }
  async get(): Promise<PartnerLot> {
    throw new Error('not used');
  }
  async updateCustomer(id: number, input: PartnerLotCustomerInput): Promise<number> {
    this.customers.set(id, input.customerId);
    return id;
  }
  async downloadQrCodes(): Promise<QrCodesFile> {
    return { text: '', tags: 0, digitalLinks: 0 };
  }
  async customerLots(): Promise<Page<PartnerCustomerLot>> {
    return { records: [], total: 0 };
  }
}

describe('partner-area lot edit (spec A §5: customer required)', () => {
  it('refuses without a customer and saves with one', async () => {
    const port = new MemoryPartnerLots();
    expect(await updatePartnerLotCustomer(port, 3, { customerId: null })).toEqual({
      ok: false,
      errors: [{ key: REQUIRED_FIELD_MESSAGE, field: 'customerId' }],
    });
    expect(port.customers.size).toBe(0);
    expect(await updatePartnerLotCustomer(port, 3, { customerId: 8 })).toEqual({ ok: true, id: 3 });
    expect(port.customers.get(3)).toBe(8);
  });
});
