import { describe, expect, it } from 'vitest';
import { recordId } from './record-id';

describe('record ids in paths', () => {
  it('reads a positive whole number', () => {
    expect(recordId('42')).toBe(42);
  });

  it('refuses anything else', () => {
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '1e3', '12abc']) expect(recordId(bad)).toBeUndefined();
  });
});
