/**
 * The customer port's conformance cases (customer.conformance.ts) run against the memory adapter, signed in as
 * partner 1, beside a customer of partner 2.
 */
import { emptyCustomerInput } from '@tagtrail/domain';
import { describeCustomerConformance } from './customer.conformance';
import { MemoryCustomerAdapter } from './customer.memory';

describeCustomerConformance('memory', async () => {
  const inUseIds: number[] = [];
  const foreign = {
    ...emptyCustomerInput,
    id: 1,
    partnerId: 2,
    code: 'outro',
    name: 'Outro',
    tenantId: 'outro-0a1b2c',
  };
  return {
    port: new MemoryCustomerAdapter([foreign], { myPartnerId: 1, inUseIds }),
    world: undefined,
    useElsewhere: async (id) => {
      inUseIds.push(id);
    },
    foreignId: foreign.id,
  };
});
