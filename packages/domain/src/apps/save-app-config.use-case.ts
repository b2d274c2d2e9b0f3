/** Save an app configuration in the partner area: rules first, then create (default switches) or update. */
import { saveRecord, type SaveResult } from '../shared/save-result';
import type { AppConfigInput } from './app-config.model';
import type { AppConfigPort } from './app-config.port';
import { normaliseAppConfig, validateAppConfig } from './app-config.rules';

export function saveAppConfig(
  port: AppConfigPort,
  customerId: number,
  appId: number | undefined,
  input: AppConfigInput,
): Promise<SaveResult> {
  return saveRecord(port.forCustomer(customerId), appId, validateAppConfig(input), () =>
    normaliseAppConfig(input, appId !== undefined),
  );
}
