/**
 * My app form rules (spec B §5): "empty optional URL and message fields are sent as null"; the name is required and
 * the switches follow the app form's rule (spec A §5: changeable only once the app exists).
 */
import { blankFieldsToNull } from '../shared/blank-to-null';
import { requireFields, type RuleError } from '../shared/errors';
import { DEFAULT_APP_FLAGS } from './app-config.model';
import { MY_APP_OPTIONAL_FIELDS, type MyAppInput } from './my-app.model';

export function validateMyApp(input: Pick<MyAppInput, 'name'>): RuleError[] {
  return requireFields(input, ['name']);
}

/** What is sent: name trimmed, blank optional fields null, default switches while the app does not exist. */
export function normaliseMyApp(input: MyAppInput, existing: boolean): MyAppInput {
  return {
    ...blankFieldsToNull(input, MY_APP_OPTIONAL_FIELDS),
    name: input.name.trim(),
    flags: existing ? { ...input.flags } : { ...DEFAULT_APP_FLAGS },
  };
}
