import type { Cancellation } from '../shared/cancellation';
import type { Dashboard } from './dashboard.model';

export interface DashboardPort {
  load(signal?: Cancellation): Promise<Dashboard>;
}
export const DashboardPortToken = Symbol.for('DashboardPort');
