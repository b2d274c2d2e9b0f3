import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cnpjCheckDigits,
  cnpjErrors,
  compactTaxId,
  cpfCheckDigits,
  cpfErrors,
  formatCnpj,
  formatCpf,
  INVALID_CNPJ,
  INVALID_CPF,
  isCnpj,
  isCpf,
} from './tax-id';

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const base = (alphabet: string, length: number) =>
  fc.array(fc.constantFrom(...alphabet), { minLength: length, maxLength: length }).map((cs) => cs.join(''));
const notAllSame = (text: string) => new Set(text).size > 1;

/** Any CNPJ with right check digits: twelve characters 0-9 or A-Z (since July 2026), then its two digits. */
const validCnpj = base(ALPHANUMERIC, 12)
  .map((b) => `${b}${cnpjCheckDigits(b)}`)
  .filter(notAllSame);
/** Any numeric CNPJ with right check digits, as registered before July 2026. */
const validNumericCnpj = base('0123456789', 12)
  .map((b) => `${b}${cnpjCheckDigits(b)}`)
  .filter(notAllSame);
const validCpf = base('0123456789', 9)
  .map((b) => `${b}${cpfCheckDigits(b)}`)
  .filter(notAllSame);

describe('CNPJ (published test vectors)', () => {
  it('accepts the Receita Federal examples, masked or not', () => {
    for (const cnpj of [
      '11.222.333/0001-81',
      '11222333000181',
      '11.444.777/0001-61',
      // The alphanumeric example of IN RFB 2.229/2024, in either case.
      '12.ABC.345/01DE-35',
      '12abc34501de35',
    ])
      expect(isCnpj(cnpj), cnpj).toBe(true);
  });

  it('refuses wrong check digits, wrong lengths, letters among the check digits and one repeated character', () => {
    for (const cnpj of [
      '11.222.333/0001-82',
      '11.222.333/0001-18',
      '12.ABC.345/01DE-36',
      '1122233300018',
      '112223330001811',
      '11222333000A81',
      '12ABC34501DE3A',
      '00.000.000/0000-00',
      '11111111111111',
      '000000000000',
      '11#222333000181',
      '',
    ])
      expect(isCnpj(cnpj), cnpj).toBe(false);
  });

  it('writes the mask 00.000.000/0000-00 over letters as over digits', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj(' 11.222.333/0001-81 ')).toBe('11.222.333/0001-81');
  });

  it('shows what is not 14 characters as given, so a short or legacy value is never hidden', () => {
    expect(formatCnpj('000000000000')).toBe('000000000000');
    expect(formatCnpj(' 123 ')).toBe('123');
  });

  it('property: every CNPJ with its check digits is accepted, alphanumeric or numeric, masked or not', () => {
    fc.assert(
      fc.property(fc.oneof(validCnpj, validNumericCnpj), (cnpj) => {
        expect(isCnpj(cnpj)).toBe(true);
        expect(isCnpj(formatCnpj(cnpj))).toBe(true);
        expect(isCnpj(cnpj.toLowerCase())).toBe(true);
      }),
    );
  });

  // Mod 11 misses some one-character changes: a change of 11, 22 or 33 in value ('7' and 'B'), and, as remainders 0
  // and 1 both give check digit 0, a change that moves both sums between them (fast-check found such cases). What
  // always holds: of the 100 pairs of check digits, only the CNPJ's own fits its first twelve characters.
  it("property: any check digits but a valid CNPJ's own make it invalid", () => {
    fc.assert(
      fc.property(validCnpj, fc.integer({ min: 0, max: 99 }), (cnpj, pair) => {
        const checkDigits = String(pair).padStart(2, '0');
        fc.pre(checkDigits !== cnpj.slice(12));
        expect(isCnpj(`${cnpj.slice(0, 12)}${checkDigits}`)).toBe(false);
      }),
    );
  });

  it('property: the mask round-trips — formatting then compacting gives the stored form back', () => {
    fc.assert(
      fc.property(validCnpj, (cnpj) => {
        const masked = formatCnpj(cnpj);
        expect(masked).toMatch(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-[0-9]{2}$/);
        expect(compactTaxId(masked)).toBe(cnpj);
        expect(formatCnpj(masked)).toBe(masked);
      }),
    );
  });

  it('names the field of a filled invalid CNPJ, and leaves a blank one to the required check', () => {
    expect(cnpjErrors('11.222.333/0001-82')).toEqual([{ key: INVALID_CNPJ, field: 'taxId' }]);
    expect(cnpjErrors('11.222.333/0001-81')).toEqual([]);
    expect(cnpjErrors('  ', 'cnpj')).toEqual([]);
  });
});

describe('CPF (published test vectors)', () => {
  it('accepts the published examples, masked or not', () => {
    for (const cpf of ['111.444.777-35', '11144477735', '529.982.247-25', '52998224725'])
      expect(isCpf(cpf), cpf).toBe(true);
  });

  it('refuses wrong check digits, wrong lengths, letters and one repeated digit', () => {
    for (const cpf of [
      '111.444.777-36',
      '111.444.777-53',
      '529.982.247-52',
      '1114447773',
      '111444777350',
      '11144477A35',
      '111.111.111-11',
      '000.000.000-00',
      '',
    ])
      expect(isCpf(cpf), cpf).toBe(false);
  });

  it('writes the mask 000.000.000-00', () => {
    expect(formatCpf('11144477735')).toBe('111.444.777-35');
    expect(formatCpf('111.444.777-35')).toBe('111.444.777-35');
    expect(formatCpf('123')).toBe('123');
  });

  it('property: every CPF with its check digits is accepted, masked or not', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(isCpf(cpf)).toBe(true);
        expect(isCpf(formatCpf(cpf))).toBe(true);
        expect(compactTaxId(formatCpf(cpf))).toBe(cpf);
      }),
    );
  });

  // Not every one-digit change or swap of neighbours is caught: remainders 0 and 1 both give check digit 0, so a
  // change that moves both sums between them keeps the check digits (fast-check found such cases). What always
  // holds: of the 100 pairs of check digits, only the CPF's own fits its first nine digits.
  it("property: any check digits but a valid CPF's own make it invalid", () => {
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 0, max: 99 }), (cpf, pair) => {
        const checkDigits = String(pair).padStart(2, '0');
        fc.pre(checkDigits !== cpf.slice(9));
        expect(isCpf(`${cpf.slice(0, 9)}${checkDigits}`)).toBe(false);
      }),
    );
  });

  it('names the field of a filled invalid CPF, and leaves a blank one to the required check', () => {
    expect(cpfErrors('111.444.777-36')).toEqual([{ key: INVALID_CPF, field: 'cpf' }]);
    expect(cpfErrors('111.444.777-35')).toEqual([]);
    expect(cpfErrors('')).toEqual([]);
  });
});
