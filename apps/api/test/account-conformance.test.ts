/**
 * The account lists' conformance suites (packages/adapters partner-user.conformance.ts, customer-user.conformance.ts)
 * run against the portal's HTTP adapters over this server: a partner's users as an administrator, a customer's users
 * as its partner. The same cases the memory adapters pass, so the fakes the user screens' stories and tests use answer
 * as this server does (issue 26 §4). The world is the isolation suites' two tenants; the owner under test is a partner
 * (or a customer of Alpha's) of its own, with no user yet.
 */
import { createApiClient, CustomerUserHttpAdapter, PartnerUserHttpAdapter } from '@tagtrail/adapters';
import { describeCustomerUserConformance, describePartnerUserConformance } from '@tagtrail/adapters/conformance';
import { customers, partners } from '../src/db/schema';
import { useTestServer } from './support/test-server';
import { createTwoTenants, UNKNOWN_ID, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });

let tenants: Promise<TwoTenants> | undefined;
/** The two tenants both suites share, made by the first that asks. */
const world = () => (tenants ??= createTwoTenants(api.server.db, api.baseUrl));
const clientOf = (token: string) => createApiClient({ baseUrl: `${api.baseUrl}/api`, accessToken: () => token });

describePartnerUserConformance('HTTP against the API server', async () => {
  const { adminToken, alpha, bravo } = await world();
  const [partner] = await api.server.db
    .insert(partners)
    .values({ name: 'Etiquetas Conformidade', taxId: 'conformance-tax' })
    .returning({ id: partners.id });
  if (partner === undefined) throw new Error('no partner');
  const port = new PartnerUserHttpAdapter(clientOf(adminToken));
  return {
    accounts: port.forPartner(partner.id),
    unknownOwner: port.forPartner(UNKNOWN_ID),
    otherOwnersAccountId: alpha.partnerUserId,
    // A customer's user: logins are unique over every role.
    loginTakenElsewhere: `${bravo.marker}-customer`,
  };
});

describeCustomerUserConformance('HTTP against the API server', async () => {
  const { alpha, bravo } = await world();
  const [customer] = await api.server.db
    .insert(customers)
    .values({ partnerId: alpha.partnerId, code: 'conformance-c', name: 'Vinícola Conformidade', tenantId: 'conf-t' })
    .returning({ id: customers.id });
  if (customer === undefined) throw new Error('no customer');
  const port = new CustomerUserHttpAdapter(clientOf(alpha.tokens.partner));
  return {
    accounts: port.forCustomer(customer.id),
    // Another partner's customer: hidden from Alpha's partner as if it did not exist.
    unknownOwner: port.forCustomer(bravo.customerId),
    // A user of Alpha's own customer, not of this one.
    otherOwnersAccountId: alpha.customerUserId,
    // A sales point's account: logins are unique over every role.
    loginTakenElsewhere: `${alpha.marker}-pointofsale`,
  };
});
