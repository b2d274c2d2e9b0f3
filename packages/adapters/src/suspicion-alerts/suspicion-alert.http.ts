/**
 * SuspicionAlertPort over the API (issue 28 §3: alertas/pagination/, alertas/{id}/reconhecer, alertas/configuracao):
 * English domain names in, Portuguese wire names out; a refused threshold comes back named by its domain path.
 */
import {
  listQueryToWire,
  pageFromWire,
  rowsFromWire,
  suspicionAlertContract,
  suspicionAlertRowFromWire,
  suspicionAlertSituationToWire,
  suspicionSettingsDomainNames,
  suspicionSettingsFromWire,
  suspicionSettingsToWire,
} from '@tagtrail/contract';
import type {
  Cancellation,
  Page,
  SuspicionAlertPort,
  SuspicionAlertQuery,
  SuspicionAlertRow,
  SuspicionSettings,
} from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { renamingFields } from '../http/error-fields';

/** The shared list query, and `situacao` when the list keeps only the open or the acknowledged alerts. */
function alertQueryToWire({ situation, ...query }: SuspicionAlertQuery) {
  const wire = listQueryToWire(query);
  return situation === undefined ? wire : { ...wire, situacao: suspicionAlertSituationToWire(situation) };
}

export class SuspicionAlertHttpAdapter implements SuspicionAlertPort {
  constructor(private readonly api: ApiClient) {}

  async list(query: SuspicionAlertQuery, signal?: Cancellation): Promise<Page<SuspicionAlertRow>> {
    const wire = await this.api.call(suspicionAlertContract.list, { query: alertQueryToWire(query), signal });
    return pageFromWire(wire, suspicionAlertRowFromWire);
  }

  allRows(query: SuspicionAlertQuery, signal?: Cancellation): AsyncIterable<SuspicionAlertRow> {
    return rowsFromWire(
      this.api.allRecords(suspicionAlertContract.list, { query: alertQueryToWire(query), signal }),
      suspicionAlertRowFromWire,
    );
  }

  async acknowledge(id: number): Promise<void> {
    await this.api.call(suspicionAlertContract.acknowledge, { params: { id } });
  }

  async settings(signal?: Cancellation): Promise<SuspicionSettings> {
    return suspicionSettingsFromWire(await this.api.call(suspicionAlertContract.settings, { signal }));
  }

  async saveSettings(settings: SuspicionSettings): Promise<void> {
    await renamingFields(
      this.api.call(suspicionAlertContract.saveSettings, { body: suspicionSettingsToWire(settings) }),
      suspicionSettingsDomainNames,
    );
  }
}
