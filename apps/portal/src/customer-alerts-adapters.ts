/** The adapters of the Customer area's Alerts screens, loaded with their first call (customer-alerts-bindings.ts). */
export { AlertWebhookHttpAdapter, SuspicionAlertHttpAdapter } from '@tagtrail/adapters';
