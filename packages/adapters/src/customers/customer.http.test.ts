import { describe, expect, it } from 'vitest';
import { PortError, type CustomerInput } from '@tagtrail/domain';
import { apiAnswering } from '../testing/fake-api';
import { CustomerHttpAdapter } from './customer.http';

function customers(answer: (request: Request) => unknown, status = 200) {
  const { api, requests } = apiAnswering(answer, status);
  return { customers: new CustomerHttpAdapter(api), requests };
}

const input: CustomerInput = {
  code: 'NORFAR',
  name: 'Laboratório Nordeste Farma',
  taxId: '000000000000',
  linkedProduct: true,
  exclusive: false,
  singleReading: true,
  singleReadingMessages: { 1: 'Já lida', 2: '', 3: 'Ya leída' },
};

describe('customers over HTTP (spec A §7 "Customers (partner area)")', () => {
  it('asks cliente/pagination/ for a page and reads dataRecords [codigo, nome, id]', async () => {
    const { customers: port, requests } = customers(() => ({
      dataRecords: [{ codigo: 'AURORA', nome: 'Vinícola Aurora do Vale', id: 3 }],
      countRecords: 21,
    }));

    const page = await port.list({ page: 2, rowsPerPage: 25, searchText: 'vale' });

    expect(requests[0]?.url.pathname).toBe('/api/cliente/pagination/');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      page: '3',
      records: '25',
      query: 'vale',
    });
    expect(page).toEqual({ records: [{ id: 3, code: 'AURORA', name: 'Vinícola Aurora do Vale' }], total: 21 });
  });

  it('reads a customer with its single-reading messages from the JSON map leituraUnicaMensagem', async () => {
    const { customers: port, requests } = customers(() => ({
      id: 4,
      codigo: 'NORFAR',
      nome: 'Laboratório Nordeste Farma',
      cnpj: '000000000000',
      produtoVinculado: true,
      clienteExclusivo: false,
      leituraUnica: true,
      leituraUnicaMensagem: '{"1":"Já lida","3":"Ya leída"}',
      tenantId: 'norfar-004',
    }));

    await expect(port.get(4)).resolves.toEqual({ id: 4, ...input, tenantId: 'norfar-004' });
    expect(requests[0]?.url.pathname).toBe('/api/cliente/4');
  });

  it('creates with POST cliente, the messages sent as a JSON map, and answers the new id', async () => {
    const { customers: port, requests } = customers(() => 9, 201);

    await expect(port.create(input)).resolves.toBe(9);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: {
        codigo: 'NORFAR',
        nome: 'Laboratório Nordeste Farma',
        cnpj: '000000000000',
        produtoVinculado: true,
        clienteExclusivo: false,
        leituraUnica: true,
        leituraUnicaMensagem: '{"1":"Já lida","2":"","3":"Ya leída"}',
      },
    });
    expect(JSON.parse((requests[0]?.body as { leituraUnicaMensagem: string }).leituraUnicaMensagem)).toEqual({
      1: 'Já lida',
      2: '',
      3: 'Ya leída',
    });
  });

  it('updates with PUT cliente/{id}, a customer without messages sending null', async () => {
    const { customers: port, requests } = customers(() => 4);

    const none = { ...input, singleReading: false, singleReadingMessages: { 1: '', 2: '', 3: '' } };
    await expect(port.update(4, none)).resolves.toBe(4);
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url.pathname).toBe('/api/cliente/4');
    expect(requests[0]?.body).toMatchObject({ leituraUnica: false, leituraUnicaMensagem: null });
  });

  it("names a refusal's fields in the domain's names, the message map included", async () => {
    const { customers: port } = customers(
      () => ({
        status: 400,
        error: 'VALIDATION',
        message: 'REQUIRED_FIELD_MESSAGE',
        details: [
          { field: 'codigo', key: 'REQUIRED_FIELD_MESSAGE' },
          { field: 'leituraUnicaMensagem', key: 'SINGLE_READING_MESSAGE_REQUIRED' },
        ],
      }),
      400,
    );

    const error = await port.create(input).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PortError);
    expect((error as PortError).details).toEqual([
      { field: 'code', key: 'REQUIRED_FIELD_MESSAGE' },
      { field: 'singleReadingMessages', key: 'SINGLE_READING_MESSAGE_REQUIRED' },
    ]);
  });

  it('reports a code another customer has as a refusal of the code field', async () => {
    const { customers: port } = customers(
      () => ({
        status: 400,
        error: 'VALIDATION',
        message: 'CUSTOMER_CODE_EXISTS',
        details: [{ field: 'codigo', key: 'CUSTOMER_CODE_EXISTS' }],
      }),
      400,
    );

    await expect(port.create(input)).rejects.toMatchObject({
      messageKey: 'CUSTOMER_CODE_EXISTS',
      details: [{ field: 'code', key: 'CUSTOMER_CODE_EXISTS' }],
    });
  });

  it('removes with DELETE cliente/{id}; a customer in use is refused with error 1', async () => {
    const ok = customers(() => undefined);
    await expect(ok.customers.remove(4)).resolves.toBeUndefined();
    expect(ok.requests[0]?.method).toBe('DELETE');
    expect(ok.requests[0]?.url.pathname).toBe('/api/cliente/4');

    const inUse = customers(() => ({ status: 409, error: 1, message: 'CUSTOMER_IN_USE' }), 409);
    await expect(inUse.customers.remove(4)).rejects.toMatchObject({ code: 1, messageKey: 'CUSTOMER_IN_USE' });
  });
});
