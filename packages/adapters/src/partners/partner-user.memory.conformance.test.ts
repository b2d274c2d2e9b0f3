/** The partner users' conformance cases (partner-user.conformance.ts) run against the memory adapter. */
import { describePartnerUserConformance } from './partner-user.conformance';
import { MemoryPartnerUserAdapter } from './partner-user.memory';

describePartnerUserConformance('memory', async () => {
  // Partner 7 has no user yet; partner 8 has one, whose login no other account may take.
  const port = new MemoryPartnerUserAdapter(
    [{ id: 81, partnerId: 8, login: 'outro.parceiro', name: 'Outro Parceiro', email: 'outro@parceiro.example' }],
    { ownerIds: [7, 8] },
  );
  return {
    accounts: port.forPartner(7),
    unknownOwner: port.forPartner(2_000_000_000),
    otherOwnersAccountId: 81,
    loginTakenElsewhere: 'outro.parceiro',
  };
});
