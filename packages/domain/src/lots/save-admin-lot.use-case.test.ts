import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import type { ListQuery, Page } from '../shared/paging';
import {
  emptyAdminLotInput,
  lotFileUpload,
  type AdminLot,
  type AdminLotInput,
  type AdminLotRow,
  type FileContent,
  type LotFileUpload,
} from './admin-lot.model';
import type { AdminLotPort, AdminLotUploadOptions } from './admin-lot.port';
import { REQUIRED_FILE } from './admin-lot.rules';
import { LOT_TYPE } from './lot-type.model';
import type { SecureLotKeys, SecureLotLayout } from './secure-lot.model';
import { createAdminLot, updateAdminLot } from './save-admin-lot.use-case';

/** An in-memory admin lot store that records what it was sent. */
class MemoryAdminLots implements AdminLotPort {
  readonly lots = new Map<number, AdminLot>();
  readonly files = new Map<number, LotFileUpload | null>();
  calls = 0;
  private nextId = 1;

  async list(_query: ListQuery): Promise<Page<AdminLotRow>> {
    return { records: [], total: this.lots.size };
  }
  async get(id: number): Promise<AdminLot> {
    const lot = this.lots.get(id);
    if (!lot) throw new Error('not found');
    return lot;
  }
  async create(input: AdminLotInput, file: LotFileUpload | null, options?: AdminLotUploadOptions): Promise<number> {
    this.calls += 1;
    const id = this.nextId++;
    options?.onProgress?.(0.5);
    options?.onProgress?.(1);
    this.lots.set(id, { ...input, id, createdAt: '2026-03-01T12:00:00Z', totalTags: input.quantity ?? 0 });
    this.files.set(id, file);
    return id;
  }
  async update(id: number, input: AdminLotInput): Promise<number> {
    this.calls += 1;
    const lot = await this.get(id);
    this.lots.set(id, { ...lot, ...input });
    return id;
  }
  async remove(id: number): Promise<void> {
    this.lots.delete(id);
  }
  async sdm(): Promise<SecureLotLayout> {
    throw new Error('no secure lots here');
  }
  async revealSdmKeys(): Promise<SecureLotKeys> {
    throw new Error('no secure lots here');
  }
}

/** A file as a browser gives it, reduced to what the port reads. */
const content: FileContent = {
  name: 'tags.csv',
  type: 'text/csv',
  size: 3,
  arrayBuffer: () => Promise.resolve(new Uint8Array([0x61, 0x3b, 0x31]).buffer),
};
const file: LotFileUpload = lotFileUpload(content);
const nfc: AdminLotInput = { ...emptyAdminLotInput, partnerId: 1, number: ' PO-1 ', quantity: 3, type: LOT_TYPE.nfc };

describe('create admin lot', () => {
  it('checks the rules before calling the port', async () => {
    const port = new MemoryAdminLots();
    expect(await createAdminLot(port, { ...nfc, partnerId: null }, file)).toEqual({
      ok: false,
      errors: [{ key: REQUIRED_FIELD_MESSAGE, field: 'partnerId' }],
    });
    expect(await createAdminLot(port, nfc, null)).toEqual({
      ok: false,
      errors: [{ key: REQUIRED_FILE, field: 'file' }],
    });
    expect(port.calls).toBe(0);
  });

  it('uploads an NFC lot with its file, reporting progress, and answers the new id', async () => {
    const port = new MemoryAdminLots();
    const progress: number[] = [];
    const result = await createAdminLot(port, nfc, file, { onProgress: (f) => progress.push(f) });
    expect(result).toEqual({ ok: true, id: 1 });
    expect(port.files.get(1)).toBe(file);
    expect(port.lots.get(1)?.number).toBe('PO-1');
    expect(progress).toEqual([0.5, 1]);
  });

  it('sends no file for a QrCode lot: the server generates its tags', async () => {
    const port = new MemoryAdminLots();
    await createAdminLot(port, { ...nfc, type: LOT_TYPE.qrCode, appless: true }, file);
    expect(port.files.get(1)).toBeNull();
    expect(port.lots.get(1)?.appless).toBe(true);
  });
});

describe('update admin lot', () => {
  it('keeps the order number locked and saves the rest', async () => {
    const port = new MemoryAdminLots();
    await createAdminLot(port, nfc, file);
    const original = await port.get(1);
    const refused = await updateAdminLot(port, original, { ...nfc, number: 'PO-2' });
    expect(refused.ok).toBe(false);
    expect(await updateAdminLot(port, original, { ...nfc, customerId: 9 })).toEqual({ ok: true, id: 1 });
    expect(port.lots.get(1)?.customerId).toBe(9);
  });
});
