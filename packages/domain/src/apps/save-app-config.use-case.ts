/** Save an app configuration in the partner area: rules first, then create (default switches) or update. */
import type { SaveResult } from '../partners/save-partner.use-case';
import type { AppConfigInput } from './app-config.model';
import type { AppConfigPort } from './app-config.port';
import { normaliseAppConfig, validateAppConfig } from './app-config.rules';

export async function saveAppConfig(
  port: AppConfigPort,
  customerId: number,
  appId: number | undefined,
  input: AppConfigInput,
): Promise<SaveResult> {
  const errors = validateAppConfig(input);
  if (errors.length > 0) return { ok: false, errors };
  const apps = port.forCustomer(customerId);
  const existing = appId !== undefined;
  const clean = normaliseAppConfig(input, existing);
  const id = existing ? await apps.update(appId, clean) : await apps.create(clean);
  return { ok: true, id };
}
