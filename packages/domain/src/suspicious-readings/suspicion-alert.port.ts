import type { Cancellation } from '../shared/cancellation';
import type { ListQuery, Page } from '../shared/paging';
import type { ListPort } from '../shared/resource.port';
import type { SuspicionAlertRow, SuspicionAlertSituation } from './suspicion-alert.model';
import type { SuspicionSettings } from './suspicion-settings.model';

/** The Alerts list's query: the shared one, and which alerts it shows (all of them without `situation`). */
export interface SuspicionAlertQuery extends ListQuery {
  readonly situation?: SuspicionAlertSituation;
}

/**
 * The customer's alerts (issue 28 §3): the list (sortable, exported as CSV by the list machinery) and acknowledging
 * one; and the rules' settings ("Alerts" settings screen), the defaults until the customer saves any.
 */
export interface SuspicionAlertPort extends ListPort<SuspicionAlertRow> {
  list(query: SuspicionAlertQuery, signal?: Cancellation): Promise<Page<SuspicionAlertRow>>;
  allRows?(query: SuspicionAlertQuery, signal?: Cancellation): AsyncIterable<SuspicionAlertRow>;
  /** Marks the alert acknowledged; one already acknowledged stays as it was. An id the caller does not see: a 404 PortError. */
  acknowledge(id: number): Promise<void>;
  settings(signal?: Cancellation): Promise<SuspicionSettings>;
  /** Settings the rules refuse (validateSuspicionSettings): a PortError with their details. */
  saveSettings(settings: SuspicionSettings): Promise<void>;
}
export const SuspicionAlertPortToken = Symbol.for('SuspicionAlertPort');
