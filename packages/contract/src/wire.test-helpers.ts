// Shared by the contract tests: the round trips every codec is held to, and the arbitraries more than one file uses.
import fc from 'fast-check';
import * as v from 'valibot';
import { expect } from 'vitest';

/** Property: any domain value, written to the wire, sent as JSON and read back, is the value it was. */
export function survivesTheWire<D, S extends v.GenericSchema>(
  values: fc.Arbitrary<D>,
  schema: S,
  toWire: (value: D) => unknown,
  fromWire: (wire: v.InferOutput<S>) => D,
): void {
  fc.assert(
    fc.property(values, (value) => {
      expect(fromWire(v.parse(schema, JSON.parse(JSON.stringify(toWire(value)))))).toEqual(value);
    }),
  );
}

/** The wire sample is valid, and wire → domain → wire gives it back (and reads back as the same domain value). */
export function roundTrip<W, D>(
  schema: v.GenericSchema<unknown, W>,
  wire: W,
  fromWire: (w: W) => D,
  toWire: (d: D) => W,
): D {
  const parsed = v.parse(schema, wire);
  const domain = fromWire(parsed);
  const again = toWire(domain);
  expect(v.parse(schema, again)).toEqual(parsed);
  expect(fromWire(v.parse(schema, again))).toEqual(domain);
  return domain;
}

/** An endpoint's optional schema, which the call under test does have. */
export function defined<T>(schema: T | undefined): T {
  if (schema === undefined) throw new Error('schema missing');
  return schema;
}

/** A latitude or longitude within ±limit; never -0, which JSON writes as 0. */
export const coordinate = (limit: number) => fc.double({ min: -limit, max: limit, noNaN: true }).map((x) => x + 0);
