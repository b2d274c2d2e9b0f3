/** The product-line port's conformance cases (product-line.conformance.ts) run against the memory adapter. */
import { describeProductLineConformance } from './product-line.conformance';
import { MemoryProductLineAdapter } from './product-line.memory';

describeProductLineConformance('memory', async () => {
  // The codes categories are used in: a line with one is in use.
  const usedCodes: string[] = [];
  const port = new MemoryProductLineAdapter([], { usedCodes: () => usedCodes });
  return {
    port,
    world: undefined,
    useElsewhere: async (id) => {
      usedCodes.push((await port.get(id)).code);
    },
  };
});
