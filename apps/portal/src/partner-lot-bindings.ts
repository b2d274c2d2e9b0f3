/**
 * The port bindings of the Partner area's lot and tag screens (partner lots, tags, app configuration and layout),
 * called by createContainer. Apart from container.ts so both halves of the Partner area bind their ports without
 * touching one file; adapters load with their first call, as the Admin area's do.
 */
import type { Container } from 'inversify';
import type { ApiClient } from '@tagtrail/adapters';

export function bindPartnerLotPorts(container: Container, apiClient: () => Promise<ApiClient>): void {
  void container;
  void apiClient;
}
