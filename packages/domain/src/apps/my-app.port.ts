/** The signed-in customer's own app (spec B §7: GET and PUT areacliente/aplicativos). */
import type { Cancellation } from '../shared/cancellation';
import type { MyApp, MyAppInput } from './my-app.model';

export interface MyAppPort {
  /** The customer's app; `id` null when none exists yet. */
  get(signal?: Cancellation): Promise<MyApp>;
  /** Saves the customer's app (creating it the first time). */
  update(input: MyAppInput): Promise<void>;
}

export const MyAppPortToken = Symbol.for('MyAppPort');
