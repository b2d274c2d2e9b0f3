/** The suspicion alert port's conformance cases (suspicion-alert.conformance.ts) run against the memory adapter. */
import { describeSuspicionAlertConformance } from './suspicion-alert.conformance';
import { MemorySuspicionAlertAdapter } from './suspicion-alert.memory';

describeSuspicionAlertConformance('memory', async (alerts) => {
  const ids = alerts.map((_alert, index) => 101 + index);
  const tagRowIds = alerts.map((_alert, index) => 5_001 + index);
  const rows = alerts.map((alert, index) => ({ ...alert, id: ids[index] ?? 0, tagRowId: tagRowIds[index] ?? 0 }));
  return { port: new MemorySuspicionAlertAdapter(rows), ids, tagRowIds };
});
