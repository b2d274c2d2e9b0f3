import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE, type RuleError } from './errors';
import { saveRecord } from './save-result';

function recordingPort() {
  const calls: string[] = [];
  return {
    calls,
    port: {
      create: (input: string) => {
        calls.push(`create ${input}`);
        return Promise.resolve(7);
      },
      update: (id: number, input: string) => {
        calls.push(`update ${id} ${input}`);
        return Promise.resolve(id);
      },
    },
  };
}

const refused: RuleError[] = [{ key: REQUIRED_FIELD_MESSAGE, field: 'name' }];

describe('saveRecord, the save every record form does', () => {
  it('creates a new record with the normalised input and answers the id the port gave', async () => {
    const { port, calls } = recordingPort();
    await expect(saveRecord(port, undefined, [], () => 'clean')).resolves.toEqual({ ok: true, id: 7 });
    expect(calls).toEqual(['create clean']);
  });

  it('updates a stored record and answers its id', async () => {
    const { port, calls } = recordingPort();
    await expect(saveRecord(port, 3, [], () => 'clean')).resolves.toEqual({ ok: true, id: 3 });
    expect(calls).toEqual(['update 3 clean']);
  });

  it('answers the rule errors and neither normalises nor calls the port', async () => {
    const { port, calls } = recordingPort();
    let normalised = false;
    const clean = () => {
      normalised = true;
      return 'clean';
    };
    await expect(saveRecord(port, 3, refused, clean)).resolves.toEqual({ ok: false, errors: refused });
    expect(calls).toEqual([]);
    expect(normalised).toBe(false);
  });

  it('lets a port failure reach the caller', async () => {
    const port = { create: () => Promise.reject(new Error('offline')), update: () => Promise.reject(new Error('x')) };
    await expect(saveRecord(port, undefined, [], () => 'clean')).rejects.toThrow('offline');
  });
});
