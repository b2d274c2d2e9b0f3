import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_TOO_LONG, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { cnpjCheckDigits, compactTaxId, formatCnpj, INVALID_CNPJ, isCnpj } from '../shared/tax-id';
import { PARTNER_NAME_MAX, PARTNER_TAX_ID_MAX } from './partner.model';
import { normalisePartner, validatePartner } from './partner.rules';

const blank = fc.array(fc.constantFrom(' ', '\t', '\n'), { maxLength: 5 }).map((chars) => chars.join(''));
const filled = (max: number) =>
  fc.string({ minLength: 1, maxLength: max, size: 'max' }).filter((text) => text.trim() !== '');
/** Any CNPJ with right check digits, alphanumeric or numeric, masked or not. */
const cnpj = fc
  .array(fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), { minLength: 12, maxLength: 12 })
  .map((cs) => cs.join(''))
  .filter((base) => new Set(base).size > 1)
  .chain((base) => fc.constantFrom(`${base}${cnpjCheckDigits(base)}`, formatCnpj(`${base}${cnpjCheckDigits(base)}`)));
const VALID_CNPJ = '11.222.333/0001-81';
const tooLong = (max: number) =>
  fc.string({ minLength: max + 1, maxLength: max + 40 }).filter((t) => t.trim().length > max);

describe('partner rules (spec A §5: nome and cnpj required; the cnpj a CNPJ, issue 8 §7)', () => {
  it('asks for the name and the tax id of an empty form', () => {
    expect(validatePartner({ name: '', taxId: '' })).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'name' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'taxId' },
    ]);
  });

  it('takes a CNPJ masked or not, numeric or alphanumeric (since July 2026)', () => {
    for (const taxId of ['11.222.333/0001-81', '11222333000181', '12.ABC.345/01DE-35', '12abc34501de35'])
      expect(validatePartner({ name: 'Acme', taxId })).toEqual([]);
  });

  it('refuses a tax id whose check digits are wrong or that is no CNPJ, naming the tax id', () => {
    for (const taxId of ['11.222.333/0001-82', 'RUT 76.086.428-5', '000000000000', '00.000.000/0000-00'])
      expect(validatePartner({ name: 'Acme', taxId })).toEqual([{ key: INVALID_CNPJ, field: 'taxId' }]);
  });

  it('accepts every non-blank name within its maximum length with any valid CNPJ', () => {
    fc.assert(
      fc.property(filled(PARTNER_NAME_MAX), cnpj, (name, taxId) => {
        expect(validatePartner({ name, taxId })).toEqual([]);
      }),
    );
  });

  it('property: a filled tax id is refused exactly when it is not a CNPJ', () => {
    fc.assert(
      // Mask characters alone fill nothing: such a tax id is missing (the test below).
      // Random text is almost never a CNPJ: valid ones are drawn as often, so acceptance is checked too.
      fc.property(
        fc.oneof(
          cnpj,
          filled(PARTNER_TAX_ID_MAX).filter((taxId) => compactTaxId(taxId) !== ''),
        ),
        (taxId) => {
          const refused = validatePartner({ name: 'Acme', taxId }).some((e) => e.key === INVALID_CNPJ);
          expect(refused).toBe(!isCnpj(taxId));
        },
      ),
    );
  });

  it('refuses a blank name whatever the tax id, with the required-field message on the name', () => {
    fc.assert(
      fc.property(blank, fc.string({ maxLength: 40 }), (name, taxId) => {
        expect(validatePartner({ name, taxId })).toContainEqual({ key: REQUIRED_FIELD_MESSAGE, field: 'name' });
      }),
    );
  });

  it('refuses a blank tax id whatever the name, with the required-field message on the tax id', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), blank, (name, taxId) => {
        expect(validatePartner({ name, taxId })).toContainEqual({ key: REQUIRED_FIELD_MESSAGE, field: 'taxId' });
      }),
    );
  });

  it('refuses a name longer than 150 characters once trimmed, and says the maximum', () => {
    fc.assert(
      fc.property(tooLong(PARTNER_NAME_MAX), (name) => {
        expect(validatePartner({ name, taxId: VALID_CNPJ })).toEqual([
          { key: FIELD_TOO_LONG, field: 'name', params: { max: PARTNER_NAME_MAX } },
        ]);
      }),
    );
  });

  it('refuses a tax id longer than 30 characters once trimmed, and says only the maximum', () => {
    fc.assert(
      fc.property(tooLong(PARTNER_TAX_ID_MAX), (taxId) => {
        expect(validatePartner({ name: 'Acme', taxId })).toEqual([
          { key: FIELD_TOO_LONG, field: 'taxId', params: { max: PARTNER_TAX_ID_MAX } },
        ]);
      }),
    );
  });

  it('never counts surrounding white space against the maximum length', () => {
    fc.assert(
      fc.property(filled(PARTNER_NAME_MAX), blank, blank, (name, before, after) => {
        const trimmed = name.trim();
        expect(
          validatePartner({ name: `${before}${trimmed}${after}`, taxId: `${before}${VALID_CNPJ}${after}` }),
        ).toEqual([]);
      }),
    );
  });
});

describe('normalisePartner', () => {
  it('is idempotent: normalising twice gives what normalising once gave', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, taxId) => {
        const once = normalisePartner({ name, taxId });
        expect(normalisePartner(once)).toEqual(once);
      }),
    );
  });

  it('takes a tax id of mask characters alone for a missing one', () => {
    expect(validatePartner({ name: 'Acme', taxId: ' -./ ' })).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'taxId' },
    ]);
  });

  it('keeps the rules verdict: a partner is valid exactly when its normalised form is', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 160, size: 'max' }),
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.tuple(blank, cnpj, blank).map((parts) => parts.join('')),
        ),
        (name, taxId) => {
          const raw = validatePartner({ name, taxId });
          expect(validatePartner(normalisePartner({ name, taxId }))).toEqual(raw);
        },
      ),
    );
  });

  it('drops the white space around the name, and stores the CNPJ without its mask, upper case', () => {
    expect(normalisePartner({ name: '  Acme Ltda. ', taxId: '\t11.222.333/0001-81 ' })).toEqual({
      name: 'Acme Ltda.',
      taxId: '11222333000181',
    });
    expect(normalisePartner({ name: 'Acme', taxId: '12.abc.345/01de-35' }).taxId).toBe('12ABC34501DE35');
  });
});
