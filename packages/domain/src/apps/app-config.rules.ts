/** App form rules (spec A §5): name required, at most APP_NAME_MAX long; the three switches can be changed only when editing an existing app. */
import { maxLengthErrors, requireFields, type RuleError } from '../shared/errors';
import { APP_NAME_MAX, DEFAULT_APP_FLAGS, type AppConfigInput, type AppFlagField } from './app-config.model';

export type AppField = 'name' | AppFlagField;

const FLAG_FIELDS: readonly AppFlagField[] = ['nfcEnabled', 'qrCodeEnabled', 'locationRequired'];

/** The fields the form lets the user change: the switches only once the app exists. */
export function editableAppFields(existing: boolean): readonly AppField[] {
  return existing ? ['name', ...FLAG_FIELDS] : ['name'];
}

export function validateAppConfig(input: Pick<AppConfigInput, 'name'>): RuleError[] {
  return [...requireFields(input, ['name']), ...maxLengthErrors(input.name, 'name', APP_NAME_MAX)];
}

/** What is stored: the name trimmed; a new app keeps the default switches, whatever the form held. */
export function normaliseAppConfig(input: AppConfigInput, existing: boolean): AppConfigInput {
  return { name: input.name.trim(), flags: existing ? { ...input.flags } : { ...DEFAULT_APP_FLAGS } };
}
