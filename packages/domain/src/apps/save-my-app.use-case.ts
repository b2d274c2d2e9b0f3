/** Save the customer's own app: rules, then the normalised form (blank optional fields as null, spec B §5). */
import type { Outcome } from '../shared/save-result';
import type { MyApp, MyAppInput } from './my-app.model';
import type { MyAppPort } from './my-app.port';
import { normaliseMyApp, validateMyApp } from './my-app.rules';

/** `loaded` is the app as the form loaded it: its id says whether the switches may change. */
export async function saveMyApp(port: MyAppPort, loaded: Pick<MyApp, 'id'>, input: MyAppInput): Promise<Outcome> {
  const errors = validateMyApp(input);
  if (errors.length > 0) return { ok: false, errors };
  await port.update(normaliseMyApp(input, loaded.id !== null));
  return { ok: true };
}
