/** The partner port's conformance cases (partner.conformance.ts) run against the memory adapter. */
import { MemoryPartnerAdapter } from './partner.memory';
import { describePartnerConformance } from './partner.conformance';

describePartnerConformance('memory', async () => {
  const inUseIds: number[] = [];
  return {
    port: new MemoryPartnerAdapter([], { inUseIds }),
    world: undefined,
    useElsewhere: async (id) => {
      inUseIds.push(id);
    },
  };
});
