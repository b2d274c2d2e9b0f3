/** Save the customer's own app: rules, then the normalised form (blank optional fields as null, spec B §5). */
import type { RuleError } from '../shared/errors';
import type { MyApp, MyAppInput } from './my-app.model';
import type { MyAppPort } from './my-app.port';
import { normaliseMyApp, validateMyApp } from './my-app.rules';

export type MyAppSaveResult = { readonly ok: true } | { readonly ok: false; readonly errors: RuleError[] };

/** `loaded` is the app as the form loaded it: its id says whether the switches may change. */
export async function saveMyApp(
  port: MyAppPort,
  loaded: Pick<MyApp, 'id'>,
  input: MyAppInput,
): Promise<MyAppSaveResult> {
  const errors = validateMyApp(input);
  if (errors.length > 0) return { ok: false, errors };
  await port.update(normaliseMyApp(input, loaded.id !== null));
  return { ok: true };
}
