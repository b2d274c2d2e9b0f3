/** The customer users' conformance cases (customer-user.conformance.ts) run against the memory adapter. */
import { describeCustomerUserConformance } from './customer-user.conformance';
import { MemoryCustomerUserAdapter } from './customer-user.memory';

describeCustomerUserConformance('memory', async () => {
  // Customer 7 has no user yet; customer 8 has one, whose login no other account may take.
  const port = new MemoryCustomerUserAdapter(
    [{ id: 81, customerId: 8, login: 'outro.cliente', name: 'Outro Cliente', email: 'outro@cliente.example' }],
    { ownerIds: [7, 8] },
  );
  return {
    accounts: port.forCustomer(7),
    unknownOwner: port.forCustomer(2_000_000_000),
    otherOwnersAccountId: 81,
    loginTakenElsewhere: 'outro.cliente',
  };
});
