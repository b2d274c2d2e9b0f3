import { describe, expect, it } from 'vitest';
import { PortError } from '@tagtrail/domain';
import { renamingFields, withDomainFields } from './error-fields';

describe("a refusal's fields in the domain's names", () => {
  it('renames the fields it knows, keeps the others, lines and parameters as they are', () => {
    const cause = new Error('HTTP 400');
    const error = new PortError(400, 'VALIDATION', 'TAG_FILE_INVALID', [
      { field: 'quantidade', key: 'QUANTITY_MISMATCH', params: { expected: 3, actual: 2 } },
      { line: 2, field: 'visualKey', key: 'MISSING_FIELD' },
      { key: 'SOMETHING' },
    ]);
    error.cause = cause;

    const renamed = withDomainFields(error, { quantidade: 'quantity' }) as PortError;

    expect(renamed).toBeInstanceOf(PortError);
    expect(renamed).toMatchObject({ status: 400, code: 'VALIDATION', messageKey: 'TAG_FILE_INVALID', cause });
    expect(renamed.details).toEqual([
      { field: 'quantity', key: 'QUANTITY_MISMATCH', params: { expected: 3, actual: 2 } },
      { line: 2, field: 'visualKey', key: 'MISSING_FIELD' },
      { key: 'SOMETHING' },
    ]);
  });

  it('passes any other failure through untouched', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const plain = new PortError(409, 1, 'PARTNER_IN_USE');

    expect(withDomainFields(abort, { a: 'b' })).toBe(abort);
    expect(withDomainFields(plain, { a: 'b' })).toBe(plain);
    await expect(renamingFields(Promise.reject(abort), {})).rejects.toBe(abort);
    await expect(renamingFields(Promise.resolve(5), {})).resolves.toBe(5);
  });
});
