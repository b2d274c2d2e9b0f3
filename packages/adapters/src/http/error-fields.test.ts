import { describe, expect, it } from 'vitest';
import { PortError } from '@tagtrail/domain';
import { renamingFields, renamingPaths, withDomainFields } from './error-fields';

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

describe("a refusal's paths in the domain's names", () => {
  it('renames the first part of each path it knows, a list’s element keeping its index; keeps the rest', async () => {
    const error = new PortError(400, 'VALIDATION', 'INVALID_FIELD', [
      { field: 'dataInicial', key: 'INVALID_FIELD' },
      { field: 'produto.0', key: 'INVALID_FIELD' },
      { field: 'outro.2', key: 'INVALID_FIELD', params: { expected: 'number' } },
      { key: 'SOMETHING' },
    ]);
    const names = { dataInicial: 'startDate', produto: 'productIds' };

    const renamed = await renamingPaths(Promise.reject(error), names).catch((failure: unknown) => failure);

    expect(renamed).toBeInstanceOf(PortError);
    expect((renamed as PortError).details).toEqual([
      { field: 'startDate', key: 'INVALID_FIELD' },
      { field: 'productIds.0', key: 'INVALID_FIELD' },
      { field: 'outro.2', key: 'INVALID_FIELD', params: { expected: 'number' } },
      { key: 'SOMETHING' },
    ]);
    const abort = new DOMException('aborted', 'AbortError');
    await expect(renamingPaths(Promise.reject(abort), names)).rejects.toBe(abort);
    await expect(renamingPaths(Promise.resolve(5), names)).resolves.toBe(5);
  });
});
