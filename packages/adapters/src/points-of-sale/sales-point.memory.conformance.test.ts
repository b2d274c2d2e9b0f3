/**
 * The sales-point port's conformance cases (sales-point.conformance.ts) run against the memory adapter, beside a
 * partner user's account: the create answers the one-time password with the id, which the suite takes.
 */
import { describeSalesPointConformance } from './sales-point.conformance';
import { MemorySalesPointAdapter } from './sales-point.memory';

describeSalesPointConformance('memory', async () => {
  const port = new MemorySalesPointAdapter([], { otherLogins: ['parceiro-1'] });
  return {
    port: {
      list: (query) => port.list(query),
      get: (id) => port.get(id),
      create: async (input) => (await port.create(input)).id,
      update: (id, input) => port.update(id, input),
    },
    world: { otherLogin: 'parceiro-1' },
  };
});
