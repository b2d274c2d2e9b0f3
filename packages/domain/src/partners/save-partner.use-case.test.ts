import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PortError, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import type { Partner, PartnerInput } from './partner.model';
import type { PartnerPort } from './partner.port';
import { validatePartner } from './partner.rules';
import { savePartner } from './save-partner.use-case';

/** A port that records what it was asked to store. */
function recordingPort(nextId = 31) {
  const created: PartnerInput[] = [];
  const updated: [number, PartnerInput][] = [];
  const port: PartnerPort = {
    list: () => Promise.resolve({ records: [], total: 0 }),
    get: (id) => Promise.resolve<Partner>({ id, name: 'Acme', taxId: '11222333000181' }),
    create: (input) => {
      created.push(input);
      return Promise.resolve(nextId);
    },
    update: (id, input) => {
      updated.push([id, input]);
      return Promise.resolve(id);
    },
    remove: () => Promise.resolve(),
  };
  return { port, created, updated };
}

describe('save a partner', () => {
  it('creates a new partner and answers its id (then the form goes to /parceiro/{id}, spec A §4)', async () => {
    const { port, created, updated } = recordingPort(31);

    await expect(savePartner(port, undefined, { name: 'Acme', taxId: '11.222.333/0001-81' })).resolves.toEqual({
      ok: true,
      id: 31,
    });
    expect(created).toEqual([{ name: 'Acme', taxId: '11222333000181' }]);
    expect(updated).toEqual([]);
  });

  it('updates an existing partner and answers its id', async () => {
    const { port, created, updated } = recordingPort();

    await expect(savePartner(port, 8, { name: 'Acme', taxId: '12ABC34501DE35' })).resolves.toEqual({ ok: true, id: 8 });
    expect(updated).toEqual([[8, { name: 'Acme', taxId: '12ABC34501DE35' }]]);
    expect(created).toEqual([]);
  });

  it('stores the name without surrounding white space and the tax id without its mask', async () => {
    const { port, created } = recordingPort();

    await savePartner(port, undefined, { name: '  Acme ', taxId: ' 12.abc.345/01de-35 ' });

    expect(created).toEqual([{ name: 'Acme', taxId: '12ABC34501DE35' }]);
  });

  it('refuses blank fields with the rule errors and never calls the port', async () => {
    const { port, created, updated } = recordingPort();

    await expect(savePartner(port, 8, { name: ' ', taxId: '' })).resolves.toEqual({
      ok: false,
      errors: [
        { key: REQUIRED_FIELD_MESSAGE, field: 'name' },
        { key: REQUIRED_FIELD_MESSAGE, field: 'taxId' },
      ],
    });
    expect(created).toEqual([]);
    expect(updated).toEqual([]);
  });

  it('lets a port failure through to the caller (the form shows "Fail to save partner data.")', async () => {
    const { port } = recordingPort();
    port.create = () => Promise.reject(new PortError(500, 'INTERNAL', undefined));

    await expect(savePartner(port, undefined, { name: 'Acme', taxId: '11222333000181' })).rejects.toBeInstanceOf(
      PortError,
    );
  });

  it('stores a partner exactly when the rules find no error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
        fc.string({ maxLength: 160, size: 'max' }),
        // Random text is almost never a CNPJ: valid ones are drawn too, so storing is checked as well as refusing.
        fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('11.222.333/0001-81', '12ABC34501DE35')),
        async (id, name, taxId) => {
          const { port, created, updated } = recordingPort();
          const result = await savePartner(port, id, { name, taxId });
          const valid = validatePartner({ name, taxId }).length === 0;
          expect(result.ok).toBe(valid);
          expect(created.length + updated.length).toBe(valid ? 1 : 0);
        },
      ),
    );
  });
});
