import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  createdPartnerUserFromWire,
  createdPartnerUserToWire,
  partnerUserContract,
  partnerUserFromWire,
  partnerUserInputFromWire,
  partnerUserInputToWire,
  partnerUserRowFromWire,
  partnerUserRowToWire,
  partnerUserToWire,
  UsuarioParceiroCriadoSchema,
  UsuarioParceiroInputSchema,
  UsuarioParceiroRowSchema,
  UsuarioParceiroSchema,
} from './partner-users.contract';

const overTheWire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));
const id = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const user = fc.record({ id, login: fc.string(), name: fc.string(), email: fc.string() });

describe('partner user calls (spec A §7)', () => {
  it.each([
    [partnerUserContract.list, 'GET', 'parceiro/{parceiroId}/usuarios'],
    [partnerUserContract.create, 'POST', 'parceiro/{parceiroId}/usuarios'],
    [partnerUserContract.get, 'GET', 'parceiro/{parceiroId}/usuarios/{id}'],
    [partnerUserContract.remove, 'DELETE', 'parceiro/{parceiroId}/usuarios/{id}'],
  ])('%#. keeps the spec path, for admins only', (e, method, path) => {
    expect([e.method, e.path]).toEqual([method, path]);
    expect(e.roles).toEqual(['admin']);
  });

  it('reads the list as dataRecords [usuario, usuarioId]', () => {
    const page = { dataRecords: [{ usuario: 'joao', usuarioId: 2 }], countRecords: 1 };
    expect(v.parse(partnerUserContract.list.response!, page)).toEqual(page);
  });

  it('answers a created user as an object with id', () => {
    expect(v.parse(partnerUserContract.create.response!, { id: 9 })).toEqual({ id: 9 });
    expect(v.safeParse(partnerUserContract.create.response!, 9).success).toBe(false);
  });

  it('reads a user by usuarioId or by id (spec A §3: "usuarioId (or id)")', () => {
    const fields = { usuario: 'joao', nome: 'João', email: 'j@p.test' };
    expect(partnerUserFromWire(v.parse(UsuarioParceiroSchema, { usuarioId: 2, ...fields })).id).toBe(2);
    expect(partnerUserFromWire(v.parse(UsuarioParceiroSchema, { id: 3, ...fields })).id).toBe(3);
    expect(v.safeParse(UsuarioParceiroSchema, fields).success).toBe(false);
  });

  it('writes a user with both usuarioId and id', () => {
    expect(partnerUserToWire({ id: 2, login: 'joao', name: 'João', email: 'j@p.test' })).toEqual({
      usuarioId: 2,
      id: 2,
      usuario: 'joao',
      nome: 'João',
      email: 'j@p.test',
    });
  });

  it('property: users, rows and inputs round-trip domain → wire → JSON → schema → domain', () => {
    fc.assert(
      fc.property(user, (u) => {
        expect(partnerUserFromWire(v.parse(UsuarioParceiroSchema, overTheWire(partnerUserToWire(u))))).toEqual(u);
        const row = { id: u.id, login: u.login };
        expect(
          partnerUserRowFromWire(v.parse(UsuarioParceiroRowSchema, overTheWire(partnerUserRowToWire(row)))),
        ).toEqual(row);
        const input = { login: u.login, name: u.name, email: u.email };
        expect(
          partnerUserInputFromWire(v.parse(UsuarioParceiroInputSchema, overTheWire(partnerUserInputToWire(input)))),
        ).toEqual(input);
      }),
    );
  });

  it('reads the one-time password of a created user, and an answer of just the id (the spec) as no password', () => {
    const wire = { id: 9, senhaTemporaria: 'Xk4mPq7RtZ2wNc8v', senhaTemporariaValidaAte: '2026-03-09T12:00:00.000Z' };
    expect(createdPartnerUserFromWire(v.parse(UsuarioParceiroCriadoSchema, wire))).toEqual({
      id: 9,
      temporaryPassword: 'Xk4mPq7RtZ2wNc8v',
      expiresAt: '2026-03-09T12:00:00.000Z',
    });
    expect(createdPartnerUserFromWire(v.parse(UsuarioParceiroCriadoSchema, { id: 9 }))).toEqual({
      id: 9,
      temporaryPassword: '',
      expiresAt: '',
    });
  });

  it('property: a created user round-trips domain → wire → JSON → schema → domain', () => {
    const instant = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString());
    fc.assert(
      fc.property(id, fc.string(), instant, (userId, temporaryPassword, expiresAt) => {
        const created = { id: userId, temporaryPassword, expiresAt };
        const wire = v.parse(UsuarioParceiroCriadoSchema, overTheWire(createdPartnerUserToWire(created)));
        expect(createdPartnerUserFromWire(wire)).toEqual(created);
      }),
    );
  });
});
