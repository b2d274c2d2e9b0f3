import { describe, expect, it } from 'vitest';
import type { ProductOption } from '../catalogue/product.model';
import { PortError, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import type { ListQuery, Page } from '../shared/paging';
import { addSubLot } from './add-sub-lot.use-case';
import {
  emptyCustomerLotInput,
  type CustomerLot,
  type CustomerLotInput,
  type CustomerLotRow,
  type CustomerLotSave,
} from './customer-lot.model';
import type { AvailablePartnerLotQuery, CustomerLotPort } from './customer-lot.port';
import { WRONG_DATES } from './customer-lot.rules';
import { LOT_STATUS } from './lot-status.model';
import type { LotTotals } from './lot-totals.model';
import type { AvailablePartnerLot } from './partner-lot.model';
import { removeSubLot } from './remove-sub-lot.use-case';
import { saveCustomerLot } from './save-customer-lot.use-case';
import type { SubLot } from './sub-lot.model';
import { DELETE_SUBLOT_MESSAGE_ERROR, SUBLOT_IN_USE } from './sub-lot.rules';

/** An in-memory customer lot store; sub-lots with readings refuse to be unlinked, as the server does. */
class MemoryCustomerLots implements CustomerLotPort {
  readonly saved = new Map<number, CustomerLotSave>();
  readonly subs: SubLot[] = [];
  readonly readSubLots = new Set<number>();
  calls = 0;
  private nextId = 1;

  async list(_query: ListQuery): Promise<Page<CustomerLotRow>> {
    return { records: [], total: this.saved.size };
  }
  async get(id: number): Promise<CustomerLot> {
    const lot = this.saved.get(id);
    if (!lot) throw new PortError(404, 'NOT_FOUND', undefined);
    return {
      ...lot,
      id,
      customerId: 1,
      newProductId: null,
      productName: null,
      partnerLotId: null,
      partnerLotNumber: null,
      markets: lot.markets ?? [],
    };
  }
  async create(input: CustomerLotSave): Promise<number> {
    this.calls += 1;
    const id = this.nextId++;
    this.saved.set(id, input);
    return id;
  }
  async update(id: number, input: CustomerLotSave): Promise<number> {
    this.calls += 1;
    this.saved.set(id, input);
    return id;
  }
  async remove(id: number): Promise<void> {
    this.saved.delete(id);
  }
  async totals(): Promise<LotTotals> {
    return { availableTagsWithoutProduct: 0, availableTagsWithProduct: 0, availableTags: 0, totalLots: 0 };
  }
  async subLots(customerLotId: number): Promise<Page<SubLot>> {
    const records = this.subs.filter((s) => s.customerLotId === customerLotId);
    return { records, total: records.length };
  }
  async addSubLot(customerLotId: number, partnerLotId: number): Promise<void> {
    this.calls += 1;
    this.subs.push({
      customerLotId,
      subLotId: this.subs.length + 1,
      partnerLotNumber: `P${partnerLotId}`,
      linkedAt: '2026-03-01T12:00:00Z',
      startTag: null,
      endTag: null,
      startSequence: 0,
      endSequence: 0,
    });
  }
  async removeSubLot(_customerLotId: number, subLotId: number): Promise<void> {
    if (this.readSubLots.has(subLotId)) throw new PortError(400, 1, SUBLOT_IN_USE);
    if (!this.subs.some((s) => s.subLotId === subLotId)) throw new PortError(404, 'NOT_FOUND', undefined);
    this.subs.splice(
      this.subs.findIndex((s) => s.subLotId === subLotId),
      1,
    );
  }
  async availablePartnerLots(_query: AvailablePartnerLotQuery): Promise<Page<AvailablePartnerLot>> {
    return { records: [], total: 0 };
  }
  async productOptions(): Promise<readonly ProductOption[]> {
    return [];
  }
}

const lot: CustomerLotInput = {
  ...emptyCustomerLotInput,
  newProductId: 4,
  number: ' L1 ',
  manufactureDate: '2026-01-10',
  releaseDate: '2026-01-10',
};

describe('save customer lot (spec B §5)', () => {
  it('refuses wrong dates before anything else, without calling the port', async () => {
    const port = new MemoryCustomerLots();
    const result = await saveCustomerLot(port, undefined, { ...lot, number: '', releaseDate: '2026-01-01' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]?.key).toBe(WRONG_DATES);
    expect(port.calls).toBe(0);
  });

  it('refuses missing required fields once the dates pass', async () => {
    const port = new MemoryCustomerLots();
    const result = await saveCustomerLot(port, undefined, { ...lot, number: '' });
    expect(result).toEqual({ ok: false, errors: [{ key: REQUIRED_FIELD_MESSAGE, field: 'number' }] });
  });

  it('creates a new lot, sending the normalised fields', async () => {
    const port = new MemoryCustomerLots();
    const result = await saveCustomerLot(port, undefined, {
      ...lot,
      expiryUndefined: true,
      expiryDate: '2027-01-01',
      statusDate: '2026-02-01',
    });
    expect(result).toEqual({ ok: true, id: 1 });
    expect(port.saved.get(1)).toMatchObject({ productId: 4, number: 'L1', expiryDate: '', statusDate: '' });
  });

  it('updates an existing lot', async () => {
    const port = new MemoryCustomerLots();
    await saveCustomerLot(port, undefined, lot);
    const result = await saveCustomerLot(port, 1, { ...lot, status: LOT_STATUS.recall, statusDate: '2026-02-01' });
    expect(result).toEqual({ ok: true, id: 1 });
    expect(port.saved.get(1)).toMatchObject({ status: LOT_STATUS.recall, statusDate: '2026-02-01' });
  });
});

describe('sub-lots (spec B §2 "Sub-lot page", §5)', () => {
  it('adding needs a selected partner lot', async () => {
    const port = new MemoryCustomerLots();
    expect(await addSubLot(port, 1, null)).toEqual({
      ok: false,
      errors: [{ key: REQUIRED_FIELD_MESSAGE, field: 'partnerLotId' }],
    });
    expect(port.calls).toBe(0);
  });

  it('adds a sub-lot from the chosen partner lot', async () => {
    const port = new MemoryCustomerLots();
    expect(await addSubLot(port, 1, 5)).toEqual({ ok: true });
    expect((await port.subLots(1)).records.map((s) => s.partnerLotNumber)).toEqual(['P5']);
  });

  it('removes a sub-lot', async () => {
    const port = new MemoryCustomerLots();
    await addSubLot(port, 1, 5);
    expect(await removeSubLot(port, 1, 1)).toEqual({ ok: true });
    expect(port.subs).toEqual([]);
  });

  it("shows 'It is not possible to unlink the suborder!' when the server says the sub-lot is in use", async () => {
    const port = new MemoryCustomerLots();
    await addSubLot(port, 1, 5);
    port.readSubLots.add(1);
    expect(await removeSubLot(port, 1, 1)).toEqual({ ok: false, errors: [{ key: SUBLOT_IN_USE }] });
  });

  it('shows DELETE_SUBLOT_MESSAGE_ERROR for any other failure', async () => {
    expect(await removeSubLot(new MemoryCustomerLots(), 1, 99)).toEqual({
      ok: false,
      errors: [{ key: DELETE_SUBLOT_MESSAGE_ERROR }],
    });
  });
});
