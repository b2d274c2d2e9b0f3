/** The adapter of the Customer area's dashboard, loaded with its first call (customer-dashboard-bindings.ts). */
export { DashboardHttpAdapter } from '@tagtrail/adapters';
