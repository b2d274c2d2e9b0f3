/**
 * DashboardPort over a value, for stories and tests: answers a copy of its dashboard (slowly, never, or with the
 * server's 500 when told); `replace`, or `next` at each answer, gives new figures, as new readings would.
 */
import type { Cancellation, Dashboard, DashboardPort } from '@tagtrail/domain';
import { simulate, type MemoryOptions } from '../memory/memory-options';
import { demoDashboard } from './dashboard.demo';

export type DashboardOperation = 'load';

export interface MemoryDashboardOptions extends MemoryOptions<DashboardOperation> {
  /** The figures the next answer gives, from the current ones and how many answers came before (a live story). */
  readonly next?: (current: Dashboard, loads: number) => Dashboard;
}

export class MemoryDashboardAdapter implements DashboardPort {
  private dashboard: Dashboard;
  /** How many times the dashboard was asked for (tests of the refresh). */
  loads = 0;

  constructor(
    seed: Dashboard = demoDashboard,
    private readonly options: MemoryDashboardOptions = {},
  ) {
    this.dashboard = structuredClone(seed);
  }

  load(signal?: Cancellation): Promise<Dashboard> {
    const next = this.options.next;
    if (next !== undefined && this.loads > 0) this.dashboard = next(this.dashboard, this.loads);
    this.loads += 1;
    return simulate(this.options, 'load', () => structuredClone(this.dashboard), signal);
  }

  /** The figures from now on, as another answer of the server would give them. */
  replace(dashboard: Dashboard): void {
    this.dashboard = structuredClone(dashboard);
  }
}
