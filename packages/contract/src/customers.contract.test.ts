import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Customer, CustomerUser } from '@tagtrail/domain';
import {
  ClienteInputSchema,
  ClienteOpcaoSchema,
  ClienteProdutoOpcaoSchema,
  ClienteRowSchema,
  ClienteSchema,
  customerContract,
  customerFromWire,
  customerInputFromWire,
  customerInputWire,
  customerOptionFromWire,
  customerOptionsContract,
  customerOptionToWire,
  customerProductOptionFromWire,
  customerProductOptionToWire,
  customerRowFromWire,
  customerRowToWire,
  customerToWire,
  customerUserContract,
  customerUserFromWire,
  customerUserInputFromWire,
  customerUserInputToWire,
  customerUserRowFromWire,
  customerUserRowToWire,
  customerUserToWire,
  LeituraUnicaMensagemSchema,
  singleReadingMessagesFromWire,
  singleReadingMessagesToWire,
  UsuarioClienteInputSchema,
  UsuarioClienteRowSchema,
  UsuarioClienteSchema,
} from './customers.contract';

/** What crosses the network: JSON text, read back. */
const overTheWire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

const id = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const messages = fc.record({ 1: fc.string(), 2: fc.string(), 3: fc.string() });
const customer: fc.Arbitrary<Customer> = fc.record({
  id,
  code: fc.string(),
  name: fc.string(),
  taxId: fc.string(),
  linkedProduct: fc.boolean(),
  exclusive: fc.boolean(),
  singleReading: fc.boolean(),
  singleReadingMessages: messages,
  tenantId: fc.string(),
});
const user: fc.Arbitrary<CustomerUser> = fc.record({ id, login: fc.string(), name: fc.string(), email: fc.string() });

describe('customer calls keep the spec paths and methods (spec A §7)', () => {
  it.each([
    [customerContract.all, 'GET', 'cliente'],
    [customerContract.list, 'GET', 'cliente/pagination/'],
    [customerContract.get, 'GET', 'cliente/{id}'],
    [customerContract.create, 'POST', 'cliente'],
    [customerContract.update, 'PUT', 'cliente/{id}'],
    [customerContract.remove, 'DELETE', 'cliente/{id}'],
    [customerOptionsContract.myCustomers, 'GET', 'areaparceiro/clientes'],
    [customerOptionsContract.productsOfMyCustomer, 'GET', 'areaparceiro/clientes/{id}/produtos'],
    [customerUserContract.list, 'GET', 'areaparceiro/clientes/{id}/usuarios'],
    [customerUserContract.create, 'POST', 'areaparceiro/clientes/{id}/usuarios'],
    [customerUserContract.get, 'GET', 'areaparceiro/clientes/{id}/usuarios/{usuarioId}'],
    [customerUserContract.remove, 'DELETE', 'areaparceiro/clientes/{id}/usuarios/{usuarioId}'],
  ])('partner area: %#. %s %s', (e, method, path) => {
    expect([e.method, e.path]).toEqual([method, path]);
    expect(e.roles).toEqual(['partner']);
  });

  it.each([
    [customerOptionsContract.customersOfPartner, 'GET', 'parceiro/{id}/clientes'],
    [customerOptionsContract.productsOfPartnerCustomer, 'GET', 'parceiro/{parceiroId}/clientes/{clienteId}/produtos'],
  ])('admin lot form selects: %#', (e, method, path) => {
    expect([e.method, e.path]).toEqual([method, path]);
    expect(e.roles).toEqual(['admin']);
  });

  it('reads the paged customer list as dataRecords [codigo, nome, id]', () => {
    const page = { dataRecords: [{ codigo: 'ACME', nome: 'Acme', id: 3 }], countRecords: 1 };
    expect(v.parse(customerContract.list.response!, page)).toEqual(page);
  });

  it('answers the new id of a created customer as a bare number', () => {
    expect(v.parse(customerContract.create.response!, 21)).toBe(21);
  });

  it('answers a created customer user with its id and the one-time password, as a created partner user', () => {
    const created = { id: 40, senhaTemporaria: 'k7Qw-93xZ', senhaTemporariaValidaAte: '2026-12-01T12:00:00.000Z' };
    expect(v.parse(customerUserContract.create.response!, created)).toEqual(created);
    expect(() => v.parse(customerUserContract.create.response!, 40)).toThrow();
  });

  it('reads the partner customer selects as a list [clienteId, nome] and products as [produtoId, codigo, nome]', () => {
    expect(v.parse(customerOptionsContract.myCustomers.response!, [{ clienteId: 1, nome: 'Acme' }])).toHaveLength(1);
    expect(
      v.parse(customerOptionsContract.productsOfMyCustomer.response!, [{ produtoId: 2, codigo: 'P', nome: 'Jam' }]),
    ).toHaveLength(1);
  });
});

describe('leituraUnicaMensagem travels as a JSON string of language id to message', () => {
  it('is sent as JSON text keyed 1, 2, 3', () => {
    const text = singleReadingMessagesToWire({ 1: 'Já lido', 2: 'Already read', 3: '' });
    expect(text).toBe('{"1":"Já lido","2":"Already read","3":""}');
  });

  it('is sent as null when no language has a message', () => {
    expect(singleReadingMessagesToWire({ 1: '', 2: '', 3: '' })).toBeNull();
  });

  it('reads a map with some languages missing as empty messages for them', () => {
    expect(singleReadingMessagesFromWire('{"2":"Already read"}')).toEqual({ 1: '', 2: 'Already read', 3: '' });
  });

  it('reads null, empty or damaged text as no messages', () => {
    for (const text of [null, undefined, '', '{oops', '[1,2]', '"text"', '{"1":5}']) {
      expect(singleReadingMessagesFromWire(text)).toEqual({ 1: '', 2: '', 3: '' });
    }
  });

  it('accepts only a JSON object of language ids to strings, or null', () => {
    expect(v.safeParse(LeituraUnicaMensagemSchema, null).success).toBe(true);
    expect(v.safeParse(LeituraUnicaMensagemSchema, '{"1":"a","3":"c"}').success).toBe(true);
    for (const bad of ['{"4":"x"}', '{"1":1}', '[]', 'not json', '"x"', '{"1":"a\\u0000b"}']) {
      expect(v.safeParse(LeituraUnicaMensagemSchema, bad).success).toBe(false);
    }
    expect(v.safeParse(LeituraUnicaMensagemSchema, { 1: 'object, not text' }).success).toBe(false);
  });

  it('property: messages round-trip through the wire text', () => {
    fc.assert(
      fc.property(messages, (m) => {
        expect(singleReadingMessagesFromWire(singleReadingMessagesToWire(m))).toEqual(m);
      }),
    );
  });
});

describe('customer codecs', () => {
  it('maps the wire names to the domain names', () => {
    const wire = {
      id: 3,
      codigo: 'ACME',
      nome: 'Acme',
      cnpj: '000000000000',
      produtoVinculado: true,
      clienteExclusivo: false,
      leituraUnica: true,
      leituraUnicaMensagem: '{"1":"Já lido","2":"Read","3":"Leído"}',
      tenantId: 'tenant-7',
    };
    expect(customerFromWire(v.parse(ClienteSchema, wire))).toEqual({
      id: 3,
      code: 'ACME',
      name: 'Acme',
      taxId: '000000000000',
      linkedProduct: true,
      exclusive: false,
      singleReading: true,
      singleReadingMessages: { 1: 'Já lido', 2: 'Read', 3: 'Leído' },
      tenantId: 'tenant-7',
    });
  });

  it('property: a customer round-trips domain → wire → JSON → schema → domain', () => {
    fc.assert(
      fc.property(customer, (c) => {
        expect(customerFromWire(v.parse(ClienteSchema, overTheWire(customerToWire(c))))).toEqual(c);
      }),
    );
  });

  it('property: a customer input round-trips, and its wire form holds no id or tenant', () => {
    fc.assert(
      fc.property(customer, ({ id: _id, tenantId: _tenant, ...input }) => {
        const wire = v.parse(ClienteInputSchema, overTheWire(customerInputWire.toWire(input)));
        expect(customerInputFromWire(wire)).toEqual(input);
        expect(Object.keys(wire)).not.toContain('tenantId');
      }),
    );
  });

  it('property: rows and selects round-trip', () => {
    fc.assert(
      fc.property(id, fc.string(), fc.string(), (rowId, code, name) => {
        const row = { id: rowId, code, name };
        expect(customerRowFromWire(v.parse(ClienteRowSchema, overTheWire(customerRowToWire(row))))).toEqual(row);
        const option = { id: rowId, name };
        expect(customerOptionFromWire(v.parse(ClienteOpcaoSchema, overTheWire(customerOptionToWire(option))))).toEqual(
          option,
        );
        expect(
          customerProductOptionFromWire(
            v.parse(ClienteProdutoOpcaoSchema, overTheWire(customerProductOptionToWire(row))),
          ),
        ).toEqual(row);
      }),
    );
  });

  it('property: customer users, their rows and inputs round-trip', () => {
    fc.assert(
      fc.property(user, (u) => {
        expect(customerUserFromWire(v.parse(UsuarioClienteSchema, overTheWire(customerUserToWire(u))))).toEqual(u);
        const row = { id: u.id, login: u.login };
        expect(
          customerUserRowFromWire(v.parse(UsuarioClienteRowSchema, overTheWire(customerUserRowToWire(row)))),
        ).toEqual(row);
        const input = { login: u.login, name: u.name, email: u.email };
        expect(
          customerUserInputFromWire(v.parse(UsuarioClienteInputSchema, overTheWire(customerUserInputToWire(input)))),
        ).toEqual(input);
      }),
    );
  });

  it('writes customer users with the spec names usuarioId, usuario, nome, email', () => {
    expect(customerUserToWire({ id: 4, login: 'maria', name: 'Maria', email: 'm@a.test' })).toEqual({
      usuarioId: 4,
      usuario: 'maria',
      nome: 'Maria',
      email: 'm@a.test',
    });
  });
});
