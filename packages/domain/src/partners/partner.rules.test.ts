import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_TOO_LONG, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { PARTNER_NAME_MAX, PARTNER_TAX_ID_MAX } from './partner.model';
import { normalisePartner, validatePartner } from './partner.rules';

const blank = fc.array(fc.constantFrom(' ', '\t', '\n'), { maxLength: 5 }).map((chars) => chars.join(''));
const filled = (max: number) => fc.string({ minLength: 1, maxLength: max }).filter((text) => text.trim() !== '');
const tooLong = (max: number) =>
  fc.string({ minLength: max + 1, maxLength: max + 40 }).filter((t) => t.trim().length > max);

describe('partner rules (spec A §5: nome and cnpj required)', () => {
  it('asks for the name and the tax id of an empty form', () => {
    expect(validatePartner({ name: '', taxId: '' })).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'name' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'taxId' },
    ]);
  });

  it('takes a tax id in any format, since the spec shows none', () => {
    for (const taxId of ['12.345.678/0001-95', '12345678000195', 'RUT 76.086.428-5', '000000000000'])
      expect(validatePartner({ name: 'Acme', taxId })).toEqual([]);
  });

  it('accepts every non-blank name and tax id within their maximum lengths', () => {
    fc.assert(
      fc.property(filled(PARTNER_NAME_MAX), filled(PARTNER_TAX_ID_MAX), (name, taxId) => {
        expect(validatePartner({ name, taxId })).toEqual([]);
      }),
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
        expect(validatePartner({ name, taxId: '1' })).toEqual([
          { key: FIELD_TOO_LONG, field: 'name', params: { max: PARTNER_NAME_MAX } },
        ]);
      }),
    );
  });

  it('refuses a tax id longer than 30 characters once trimmed, and says the maximum', () => {
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
        expect(validatePartner({ name: `${before}${trimmed}${after}`, taxId: '1' })).toEqual([]);
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

  it('keeps the rules verdict: a partner is valid exactly when its normalised form is', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 160 }), fc.string({ maxLength: 40 }), (name, taxId) => {
        const raw = validatePartner({ name, taxId });
        expect(validatePartner(normalisePartner({ name, taxId }))).toEqual(raw);
      }),
    );
  });

  it('drops the white space around the name and the tax id', () => {
    expect(normalisePartner({ name: '  Acme Ltda. ', taxId: '\t12.345.678/0001-95 ' })).toEqual({
      name: 'Acme Ltda.',
      taxId: '12.345.678/0001-95',
    });
  });
});
