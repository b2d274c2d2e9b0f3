import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildPath } from './endpoint';
import {
  issuedSalesPointPasswordFromWire,
  issuedSalesPointPasswordToWire,
  PontoVendaInputSchema,
  PontoVendaSchema,
  salesPointContract,
  salesPointFromWire,
  salesPointInputFromWire,
  salesPointInputToWire,
  salesPointToWire,
} from './points-of-sale.contract';

const overTheWire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));
const id = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const salesPoint = fc.record({ id, login: fc.string(), name: fc.string(), email: fc.string(), userId: id });

describe('sales-point calls (spec B §7)', () => {
  it.each([
    [salesPointContract.list, 'GET', 'areacliente/pontovenda'],
    [salesPointContract.get, 'GET', 'areacliente/pontovenda/{id}'],
    [salesPointContract.update, 'PUT', 'areacliente/pontovenda/{id}'],
    [salesPointContract.create, 'POST', 'areacliente/pontovenda'],
    [salesPointContract.resetPassword, 'DELETE', '/areacliente/pontovenda/{id}/password'],
  ])('%#. keeps the spec path, for customers only', (e, method, path) => {
    expect([e.method, e.path]).toEqual([method, path]);
    expect(e.roles).toEqual(['customer']);
  });

  it('resets a password with DELETE on the sales point password', () => {
    expect(buildPath(salesPointContract.resetPassword.path, { id: 3 })).toBe('/areacliente/pontovenda/3/password');
  });

  it('answers the create and the reset with the id and the one-time password, as a partner user is created', () => {
    const answer = { id: 4, senhaTemporaria: 'Tmp7kQ2xY9pAbCdE', senhaTemporariaValidaAte: '2026-03-08T15:30:00.000Z' };
    for (const e of [salesPointContract.create, salesPointContract.resetPassword]) {
      expect(issuedSalesPointPasswordFromWire(v.parse(e.response!, answer))).toEqual({
        id: 4,
        temporaryPassword: 'Tmp7kQ2xY9pAbCdE',
        expiresAt: '2026-03-08T15:30:00.000Z',
      });
    }
    expect(issuedSalesPointPasswordToWire(issuedSalesPointPasswordFromWire(answer))).toEqual(answer);
  });

  it('reads the list as a paged answer of sales points', () => {
    const page = {
      dataRecords: [{ id: 1, usuario: 'store1', nome: 'Store', email: 's@a.test', usuarioId: 8 }],
      countRecords: 1,
    };
    expect(v.parse(salesPointContract.list.response!, page)).toEqual(page);
  });

  it('maps id, usuario, nome, email, usuarioId to the domain names', () => {
    expect(salesPointFromWire({ id: 1, usuario: 'store1', nome: 'Store', email: 's@a.test', usuarioId: 8 })).toEqual({
      id: 1,
      login: 'store1',
      name: 'Store',
      email: 's@a.test',
      userId: 8,
    });
  });

  it('property: sales points and their inputs round-trip', () => {
    fc.assert(
      fc.property(salesPoint, (s) => {
        expect(salesPointFromWire(v.parse(PontoVendaSchema, overTheWire(salesPointToWire(s))))).toEqual(s);
        const input = { login: s.login, name: s.name, email: s.email };
        expect(
          salesPointInputFromWire(v.parse(PontoVendaInputSchema, overTheWire(salesPointInputToWire(input)))),
        ).toEqual(input);
      }),
    );
  });
});
