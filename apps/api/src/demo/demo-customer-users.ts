/**
 * Demo staff accounts of the demo partner's customers (role customer), so the partner's customer-user lists show
 * real rows. Each is made as a partner makes one: with a one-time password that nobody is shown, so these accounts
 * cannot sign in until someone resets them; the demo `customer` user stays the one to sign in with.
 */
import type { Database } from '../db/client';
import { createUserWithTemporaryPassword } from '../identity';
import type { DemoCustomer } from './demo-customers';

/** Login prefix and name of each customer's staff, per customer in turn (the first also has the demo user). */
const STAFF: readonly (readonly (readonly [string, string])[])[] = [
  [['renata.qualidade', 'Renata Oliveira']],
  [
    ['marcos.marketing', 'Marcos Vieira'],
    ['luana.logistica', 'Luana Fernandes'],
  ],
  [
    ['otavio.rastreio', 'Otávio Monteiro'],
    ['beatriz.sac', 'Beatriz Campos'],
    ['camila.vendas', 'Camila Duarte'],
  ],
];

/** Answers how many accounts it made. */
export async function seedDemoCustomerUsers(db: Database, customers: readonly DemoCustomer[]): Promise<number> {
  let made = 0;
  for (const [index, customer] of customers.entries()) {
    for (const [prefix, name] of STAFF[index] ?? []) {
      // Sign-in names are unique over every account: the customer id keeps two customers' staff apart.
      const username = `${prefix}.${customer.id}`;
      await createUserWithTemporaryPassword(db, {
        username,
        name,
        email: `${prefix.split('.')[0] ?? 'staff'}.${customer.id}@customer.example`,
        role: 'customer',
        customerId: customer.id,
      });
      made += 1;
    }
  }
  return made;
}
