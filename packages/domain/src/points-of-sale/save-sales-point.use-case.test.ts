import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import type { SalesPoint, SalesPointInput } from './sales-point.model';
import type { SalesPointPort } from './sales-point.port';
import { SALES_POINT_FIELD_READ_ONLY } from './sales-point.rules';
import { saveSalesPoint } from './save-sales-point.use-case';

const created = { id: 17, temporaryPassword: 'Tmp7kQ2xY9pAbCdE', expiresAt: '2026-03-08T15:30:00.000Z' };

function fakeSalesPoints() {
  const calls: unknown[][] = [];
  const port: SalesPointPort = {
    list: () => Promise.resolve({ records: [], total: 0 }),
    get: (id) => Promise.resolve<SalesPoint>({ id, login: 'x', name: 'x', email: 'x@x.test', userId: 1 }),
    create: (input: SalesPointInput) => {
      calls.push(['create', input]);
      return Promise.resolve(created);
    },
    update: (id: number, input: SalesPointInput) => {
      calls.push(['update', id, input]);
      return Promise.resolve(id);
    },
    resetPassword: (id) => Promise.resolve({ ...created, id }),
  };
  return { port, calls };
}

const input = { login: 'store1', name: 'Store One', email: 'store1@acme.test' };
const stored = { id: 3, login: 'store1', email: 'store1@acme.test' };

describe('save a sales point', () => {
  it('creates a new sales point and answers its id and its one-time password', async () => {
    const { port, calls } = fakeSalesPoints();
    await expect(saveSalesPoint(port, undefined, { ...input, name: ' Store One ' })).resolves.toEqual({
      ok: true,
      id: 17,
      created,
    });
    expect(calls).toEqual([['create', input]]);
  });

  it('updates the name of a stored sales point', async () => {
    const { port, calls } = fakeSalesPoints();
    await expect(saveSalesPoint(port, stored, { ...input, name: 'Store 1' })).resolves.toEqual({ ok: true, id: 3 });
    expect(calls).toEqual([['update', 3, { ...input, name: 'Store 1' }]]);
  });

  it('refuses an edit of the read-only login and never calls the port', async () => {
    const { port, calls } = fakeSalesPoints();
    await expect(saveSalesPoint(port, stored, { ...input, login: 'store9' })).resolves.toEqual({
      ok: false,
      errors: [{ key: SALES_POINT_FIELD_READ_ONLY, field: 'login' }],
    });
    expect(calls).toEqual([]);
  });

  it('refuses a sales point without a name', async () => {
    const { port } = fakeSalesPoints();
    await expect(saveSalesPoint(port, stored, { ...input, name: '' })).resolves.toEqual({
      ok: false,
      errors: [{ key: REQUIRED_FIELD_MESSAGE, field: 'name' }],
    });
  });
});
