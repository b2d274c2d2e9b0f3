import { describe, expect, it } from 'vitest';
import { DELETE_MESSAGE_ERROR, DELETE_MESSAGE_SUCCESS, PortError } from '../shared/errors';
import { deleteCustomer } from './delete-customer.use-case';

const removing = (outcome: () => Promise<void>) => {
  const removed: number[] = [];
  return {
    removed,
    port: {
      remove: (id: number) => {
        removed.push(id);
        return outcome();
      },
    },
  };
};

describe('delete a customer (spec A §8)', () => {
  it('removes the customer', async () => {
    const { port, removed } = removing(() => Promise.resolve());
    await expect(deleteCustomer(port, 5)).resolves.toEqual({ ok: true });
    expect(removed).toEqual([5]);
    expect(DELETE_MESSAGE_SUCCESS).toBe('DELETE_MESSAGE_SUCCESS');
  });

  it('when the response error is 1, answers the server message key so it is shown translated', async () => {
    const { port } = removing(() => Promise.reject(new PortError(409, 1, 'CLIENT_IN_USE')));
    await expect(deleteCustomer(port, 5)).resolves.toEqual({ ok: false, errors: [{ key: 'CLIENT_IN_USE' }] });
  });

  it("otherwise answers 'delete message error'", async () => {
    for (const failure of [
      new PortError(500, 'INTERNAL', 'INTERNAL'),
      new PortError(409, 1, undefined),
      new Error('offline'),
    ]) {
      const { port } = removing(() => Promise.reject(failure));
      await expect(deleteCustomer(port, 5)).resolves.toEqual({ ok: false, errors: [{ key: DELETE_MESSAGE_ERROR }] });
    }
    expect(DELETE_MESSAGE_ERROR).toBe('DELETE_MESSAGE_ERROR');
  });
});
