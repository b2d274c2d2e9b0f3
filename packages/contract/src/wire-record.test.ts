import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { codedField, field, optionalRecordsField, sortNames, wireRecord } from './wire-record';

const segment = wireRecord({ description: field('descricao', v.string()) });
const category = wireRecord({
  id: field('id', v.number()),
  description: field('descricao', v.string()),
  usage: codedField('uso', v.optional(v.nullable(v.string()), ''), {
    fromWire: (uso) => (uso ?? '').split(',').filter((code) => code !== ''),
    toWire: (codes: readonly string[]) => codes.join(','),
  }),
  segments: optionalRecordsField('segmentos', segment),
});

describe('a wire record declared once', () => {
  it('checks and parses the wire names, with each field’s default', () => {
    const parsed = v.parse(category.schema, { id: 7, descricao: 'Tintos', segmentos: [{ descricao: 'Secos' }] });
    expect(parsed).toEqual({ id: 7, descricao: 'Tintos', uso: '', segmentos: [{ descricao: 'Secos' }] });
    expect(v.safeParse(category.schema, { id: 7, description: 'Tintos' }).success).toBe(false);
  });

  it('turns the wire into the domain and back, coded fields and nested records included', () => {
    const wire = { id: 7, descricao: 'Tintos', uso: 'RED,WHITE', segmentos: [{ descricao: 'Secos' }] };
    const model = category.fromWire(wire);
    expect(model).toEqual({
      id: 7,
      description: 'Tintos',
      usage: ['RED', 'WHITE'],
      segments: [{ description: 'Secos' }],
    });
    expect(category.toWire(model)).toEqual(wire);
  });

  it('names each field on both sides', () => {
    expect(category.wireNames).toEqual({ id: 'id', description: 'descricao', usage: 'uso', segments: 'segmentos' });
    expect(category.domainNames).toEqual({ id: 'id', descricao: 'description', uso: 'usage', segmentos: 'segments' });
  });

  it('accepts a sort by its wire name, its field’s domain name or its own name, in any case', () => {
    const byName = sortNames(category, { description: 'description', usage: 'usage', newest: 'id' });
    expect(byName).toEqual({
      description: 'description',
      descricao: 'description',
      usage: 'usage',
      uso: 'usage',
      newest: 'newest',
      id: 'newest',
    });
    expect(sortNames(category, ['description'])).toEqual({ description: 'description', descricao: 'description' });
  });
});
