/**
 * Demo sales points of the demo customer (issue 10 §9), so its sales-point list shows real rows beside the demo `pos`
 * user. Each is made as the customer makes one: with a one-time password that nobody is shown, so these accounts
 * cannot sign in until the customer resets their password; `pos` stays the one to sign in with.
 */
import type { Database } from '../db/client';
import { createUserWithTemporaryPassword } from '../identity';

/** Login prefix and name of each sales point. */
const SALES_POINTS: readonly (readonly [string, string])[] = [
  ['loja.centro', 'Loja Centro'],
  ['emporio.serra', 'Empório da Serra'],
  ['quiosque.aeroporto', 'Quiosque Aeroporto'],
];

/** Answers how many it made. */
export async function seedDemoSalesPoints(db: Database, customerId: number): Promise<number> {
  for (const [prefix, name] of SALES_POINTS) {
    // Sign-in names are unique over every account: the customer id keeps them apart from anyone else's.
    await createUserWithTemporaryPassword(db, {
      username: `${prefix}.${customerId}`,
      name,
      email: `${prefix.split('.')[0] ?? 'loja'}.${customerId}@sales-point.example`,
      role: 'pointofsale',
      customerId,
    });
  }
  return SALES_POINTS.length;
}
