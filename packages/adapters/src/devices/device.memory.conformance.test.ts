/** The device port's conformance cases (device.conformance.ts) run against the memory adapter of customer 1. */
import { describeDeviceConformance } from './device.conformance';
import { MemoryDeviceAdapter } from './device.memory';

describeDeviceConformance('memory', async () => ({
  port: new MemoryDeviceAdapter([], {}, 1),
  world: { customerId: 1 },
}));
