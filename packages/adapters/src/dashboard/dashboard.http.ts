/** DashboardPort over the API (spec B §7 "GET dashboard"): the wire's Portuguese names become the domain's. */
import { dashboardContract, dashboardFromWire } from '@tagtrail/contract';
import type { Cancellation, Dashboard, DashboardPort } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';

export class DashboardHttpAdapter implements DashboardPort {
  constructor(private readonly api: ApiClient) {}

  async load(signal?: Cancellation): Promise<Dashboard> {
    return dashboardFromWire(await this.api.call(dashboardContract.get, { signal }));
  }
}
