/**
 * SuspicionAlertPort over an array, for stories and tests (issue 28 §3), answering and refusing as the server does:
 * the list searched, sorted and paged as every paged list (the open or the acknowledged ones when asked), an
 * acknowledgement that leaves one already made as it was, 404 for an alert the caller does not have, and the rules'
 * settings — the defaults until saved, thresholds out of range refused with their fields named.
 */
import * as v from 'valibot';
import {
  DEFAULT_SUSPICION_SETTINGS,
  suspicionAlertSituation,
  SuspicionSettingsSchema,
  suspicionRuleCode,
  validateSuspicionSettings,
  type Cancellation,
  type Page,
  type SuspicionAlertPort,
  type SuspicionAlertQuery,
  type SuspicionAlertRow,
  type SuspicionSettings,
} from '@tagtrail/domain';
import { serverPage, type ServerList } from '../memory/memory-list';
import { notFoundError, simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoSuspicionAlerts } from './suspicion-alert.demo';

export type SuspicionAlertOperation = 'list' | 'acknowledge' | 'settings' | 'saveSettings';

export interface MemorySuspicionAlertOptions extends MemoryOptions<SuspicionAlertOperation> {
  /** The customer's saved settings; the defaults (DEFAULT_SUSPICION_SETTINGS) when left out. */
  readonly settings?: SuspicionSettings;
  /** The clock an acknowledgement is dated by; the real one unless told. */
  readonly now?: () => Date;
}

const instant = (text: string) => Date.parse(text);

/**
 * The server's Alerts list: searched in the tag's id, the product, the lot and the country's code; sorted by the
 * domain's names (a rule by its stored code, SUSPICION_RULES' order; instants by time), ties by id the sort's way; the
 * rule last broken most recently first unless told.
 */
const SUSPICION_ALERT_LIST: ServerList<SuspicionAlertRow> = {
  searchIn: (row) => [row.tagId, row.productName ?? '', row.lotNumber ?? '', row.country ?? ''],
  sorts: {
    lastReadAt: (row) => instant(row.lastReadAt),
    firstReadAt: (row) => instant(row.firstReadAt),
    readingCount: (row) => row.readingCount,
    rule: (row) => suspicionRuleCode(row.rule),
    tagId: (row) => row.tagId,
    country: (row) => row.country,
    productName: (row) => row.productName,
    lotNumber: (row) => row.lotNumber,
  },
  byDefault: { valueOf: (row) => instant(row.lastReadAt), direction: 'desc' },
  idOf: (row) => row.id,
  tiesFollowSort: true,
};

export class MemorySuspicionAlertAdapter implements SuspicionAlertPort {
  private readonly alerts: SuspicionAlertRow[];
  private saved: SuspicionSettings;

  constructor(
    seed: readonly SuspicionAlertRow[] = demoSuspicionAlerts,
    private readonly options: MemorySuspicionAlertOptions = {},
  ) {
    this.alerts = seed.map((row) => ({ ...row }));
    this.saved = structuredClone(options.settings ?? DEFAULT_SUSPICION_SETTINGS);
  }

  list(query: SuspicionAlertQuery, signal?: Cancellation): Promise<Page<SuspicionAlertRow>> {
    return simulate(
      this.options,
      'list',
      () => {
        const { situation } = query;
        const rows =
          situation === undefined
            ? this.alerts
            : this.alerts.filter((row) => suspicionAlertSituation(row) === situation);
        return serverPage(rows, query, SUSPICION_ALERT_LIST);
      },
      signal,
    );
  }

  acknowledge(id: number): Promise<void> {
    return simulate(this.options, 'acknowledge', () => {
      const alert = this.alerts.find((row) => row.id === id);
      if (alert === undefined) throw notFoundError();
      alert.acknowledgedAt ??= (this.options.now?.() ?? new Date()).toISOString();
    });
  }

  settings(signal?: Cancellation): Promise<SuspicionSettings> {
    return simulate(this.options, 'settings', () => structuredClone(this.saved), signal);
  }

  saveSettings(settings: SuspicionSettings): Promise<void> {
    return simulate(this.options, 'saveSettings', () => {
      // As the server reads the body: a rule or a field left out takes its default, anything else is dropped.
      const read = v.parse(SuspicionSettingsSchema, settings);
      const errors = validateSuspicionSettings(read);
      if (errors.length > 0) throw validationFailure(errors);
      this.saved = read;
    });
  }
}
