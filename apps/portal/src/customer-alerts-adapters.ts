/** The adapter of the Customer area's Alerts screens, loaded with its first call (customer-alerts-bindings.ts). */
export { SuspicionAlertHttpAdapter } from '@tagtrail/adapters';
