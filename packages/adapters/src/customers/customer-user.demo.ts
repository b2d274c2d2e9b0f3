/**
 * Demo customer users for stories and the memory adapter: the staff of the demo customers (quality, marketing,
 * logistics people), two or so per customer, some customers with none so an empty list shows too.
 */
import type { CustomerUser } from '@tagtrail/domain';
import { demoCustomers } from './customer.demo';

/** A customer user and the customer it belongs to. */
export interface DemoCustomerUser extends CustomerUser {
  readonly customerId: number;
}

const PEOPLE: readonly (readonly [string, string])[] = [
  ['renata.qualidade', 'Renata Oliveira'],
  ['marcos.marketing', 'Marcos Vieira'],
  ['luana.logistica', 'Luana Fernandes'],
  ['otavio.rastreio', 'Otávio Monteiro'],
  ['beatriz.sac', 'Beatriz Campos'],
  ['camila.vendas', 'Camila Duarte'],
  ['eduardo.fabrica', 'Eduardo Pires'],
  ['helena.export', 'Helena Azevedo'],
  ['igor.compras', 'Igor Batista'],
  ['julia.promocoes', 'Júlia Siqueira'],
];

/** Users of each demo customer in turn: 2, 1, 3, 0, … so lists show a few rows, a single one and none. */
const USERS_PER_CUSTOMER = [2, 1, 3, 0, 2, 1];

function buildDemoCustomerUsers(): DemoCustomerUser[] {
  const users: DemoCustomerUser[] = [];
  let person = 0;
  demoCustomers.forEach((customer, index) => {
    const count = USERS_PER_CUSTOMER[index % USERS_PER_CUSTOMER.length] ?? 0;
    for (let n = 0; n < count; n += 1) {
      const [role, name] = PEOPLE[person % PEOPLE.length] ?? ['user', 'User'];
      person += 1;
      // Logins are unique over every account: the customer's code keeps two customers' "renata.qualidade" apart.
      const login = `${role}.${customer.code.toLowerCase()}`;
      users.push({
        id: users.length + 1,
        customerId: customer.id,
        login,
        name,
        email: `${role.split('.')[0] ?? 'user'}@${customer.code.toLowerCase()}.com.br`,
      });
    }
  });
  return users;
}

export const demoCustomerUsers: readonly DemoCustomerUser[] = buildDemoCustomerUsers();
